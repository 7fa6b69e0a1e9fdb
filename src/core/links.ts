// Links an operator configures (the support link, the service-withdrawn page) that the app opens or navigates to.
// One rule for the server that stores them and the app that follows them: an https: URL, or a path on this site.
// Anything else — javascript:, data:, http: (readable and changeable on the way), a protocol-relative //host, a
// backslash some browsers read as a slash, or control characters — is refused.

/** True for '' (not configured), `https://…` and `/path` on the same site. */
export function isSafeLink(value: string): boolean {
  if (value === '') return true;
  if (value.length > 2048 || [...value].some((c) => c <= ' ' || c === '\u007f' || c === '\\')) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}
