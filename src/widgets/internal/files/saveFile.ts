/**
 * Hands a text to the browser as a file download. A CSV file starts with the byte order mark so that Excel reads it
 * as UTF-8 (descriptions in Thai, Arabic, Chinese …); one already there is not doubled. Other types (JSON) carry
 * none: their readers take UTF-8 as it is (RFC 8259 says JSON must not add the mark).
 */
export function saveTextFile(name: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const body = text.replace(/^\uFEFF/, '');
  const url = URL.createObjectURL(new Blob(type.startsWith('text/csv') ? ['\uFEFF', body] : [body], { type }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name, rel: 'noopener' });
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the object URL after click() returns; a minute is long enough for any download to start.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
