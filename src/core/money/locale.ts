/**
 * The locale money is displayed in. Page-wide, like the language it follows: the i18n module sets it whenever the
 * language changes (money imports nothing but big.js, so it is told rather than asking). Latin digits everywhere:
 * traders compare figures with charts, tickets and statements, and a mixed set of digits in one table misreads.
 */
let current = 'en-u-nu-latn';

export function setFormatLocale(locale: string): void {
  current = locale;
}

export function formatLocale(): string {
  return current;
}
