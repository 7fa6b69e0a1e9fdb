/**
 * Hands a text to the browser as a file download. The byte order mark goes first so that Excel reads the file as
 * UTF-8 (descriptions in Thai, Arabic, Chinese …); one already there is not doubled.
 */
export function saveTextFile(name: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text.replace(/^\uFEFF/, '')], { type }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name, rel: 'noopener' });
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the object URL after click() returns; a minute is long enough for any download to start.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
