// Which build of the app a page runs: its entry script, whose file name carries a hash of the content, so a new build
// of the app's code is a new name. Pure, so the comparison is tested without a browser.

/** The address of the module script an index.html starts (the first one), or null when it has none. */
export function entryOf(html: string): string | null {
  for (const tag of html.matchAll(/<script\b([^>]*)>/gi)) {
    if (!/\btype\s*=\s*["']?module\b/i.test(tag[1])) continue;
    const src = /\bsrc\s*=\s*["']?([^"'\s>]+)/i.exec(tag[1]);
    if (src) return src[1];
  }
  return null;
}

const fileName = (address: string) => address.split(/[?#]/)[0].split('/').pop() ?? '';

/** True when the server's page starts another build than the one running. Not knowing either is not news. */
export function isNewBuild(running: string | null, served: string | null): boolean {
  return !!running && !!served && fileName(running) !== fileName(served);
}
