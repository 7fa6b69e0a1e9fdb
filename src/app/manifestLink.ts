/**
 * Names the web app manifest (the server's /manifest.json: name, colours, icon) so a phone's browser offers to add
 * Pipkit to the home screen, where it opens full screen in the page's colours.
 *
 * Not in index.html: there Chrome fetched the manifest and its icon right after the page, on connections the entry
 * needed, and /order's largest paint came 2.17-2.39 s instead of about 2.0 (Lighthouse, docs/performance.md).
 * The link is added once the first content has painted and the browser is idle; installing is never that urgent.
 */
export function linkManifest(): void {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = './manifest.json';
  document.head.append(link);
}
