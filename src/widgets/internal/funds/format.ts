import { decimalPlaces, formatDecimal, isDecimal } from '../../../core/money';
import { formatDate } from '../../../core';

// Money in the reader's language through the one money formatter (src/core/money/format.ts); the precision is
// docs/product.md#constants-and-limits's (balance 2, fees 6).
export const money2 = (x: unknown) => formatDecimal(x, 2);
export const money6 = (x: unknown) => formatDecimal(x, 6);
/** A signed change at 2 decimals, or up to 6 when the stored value has them (fees and P&L: docs/product.md#constants-and-limits). */
export const signedMoney = (x: unknown) => formatDecimal(x, isDecimal(x) ? Math.min(6, Math.max(2, decimalPlaces(x))) : 2, { sign: true });
export const when = (s: string) => (s ? formatDate(s) : '');
export const currencyName = (c: { code: string; protocol?: string }) =>
  c.protocol && c.protocol !== 'BANK' && c.protocol !== c.code ? `${c.code}-${c.protocol}` : c.code;

/** Short form of a long address: first 6 … last 6. */
export const shortAddress = (a: string) => (a.length > 16 ? `${a.slice(0, 6)}…${a.slice(-6)}` : a);

/** When a payout method still waits out its hold at `now`, the time it ends; otherwise null (docs/funds.md "Payout hold"). */
export function heldUntil(m: { usable_at?: string } | undefined, now: number): string | null {
  const at = m?.usable_at ? Date.parse(m.usable_at) : NaN;
  return Number.isFinite(at) && at > now ? m!.usable_at! : null;
}
