// A build-time map handed to public/theme-boot.js: a JSON data island in index.html (not executed, so the page's CSP
// stays 'self'-only), right before theme-boot.js, which reads it while the head is parsed — and after <meta charset>,
// which must stay within the first bytes of the page.
const BOOT = '<script src="./theme-boot.js"></script>';

export function insertIsland(html: string, id: string, json: string, plugin: string): string {
  if (!html.includes(BOOT)) throw new Error(`${plugin}: index.html no longer loads theme-boot.js`);
  return html.replace(BOOT, `<script type="application/json" id="${id}">${json}</script>\n    ${BOOT}`);
}
