/**
 * Names the web app manifest (the server's /manifest.json: name, colours, icon) so a phone's browser offers to add
 * Pipkit to the home screen, where it opens full screen in the page's colours.
 *
 * Not in index.html: there Chrome fetched the manifest and its icon right after the page, and Lighthouse's
 * simulation put both before the largest paint, the icon on the entry's connection (/order 1.88-2.39 s in seven
 * runs, docs/performance.md). The link is added once the first content has painted and the browser is idle;
 * installing is never that urgent.
 */
export function linkManifest(): void {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = './manifest.json';
  document.head.append(link);
}
