import { big } from './decimal.js';

/** A money amount as a person types it: digits, at most 12 before the point and 2 after, more than zero. */
const AMOUNT_RE = /^\d{1,12}(\.\d{1,2})?$/;

/** The one amount rule of deposits and withdrawals: the widgets check it as the person types, the server on arrival. */
export function isAmount(s: string): boolean {
  const t = s.trim();
  return AMOUNT_RE.test(t) && big(t).gt(0);
}
