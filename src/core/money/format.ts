/** Display formatting of decimals (strings in, strings out; no Number arithmetic). */
import { big, bigOr, isDecimal, roundTo, Round, type DecimalLike } from './decimal.js';

function group(intPart: string, sep: string): string {
  return intPart.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
}

export interface FormatOptions {
  /** Thousands separator (default ','; '' for none). */
  separator?: string;
  /** Prefix '+' on positive values. */
  sign?: boolean;
}

/** Fixed decimals with thousands separators: formatDecimal('1234.5', 2) → '1,234.50'. Invalid → '--'. */
export function formatDecimal(x: unknown, dp: number, opts: FormatOptions = {}): string {
  if (!isDecimal(x)) return '--';
  const s = roundTo(x, dp, Round.halfUp);
  const negative = s.startsWith('-');
  const body = negative ? s.slice(1) : s;
  const [i, f] = body.split('.');
  const out = group(i, opts.separator ?? ',') + (f !== undefined ? `.${f}` : '');
  if (negative) return `-${out}`;
  return opts.sign && big(s).gt(0) ? `+${out}` : out;
}

/** Balance: 2 dp. */
export const formatBalance = (x: unknown, opts?: FormatOptions): string => formatDecimal(x, 2, opts);
/** Margin, fee, profit: 6 dp. */
export const formatMoney = (x: unknown, opts?: FormatOptions): string => formatDecimal(x, 6, opts);
/** Price at an instrument's precision, no separators (prices are read digit by digit). */
export const formatPrice = (x: unknown, precision: number): string =>
  formatDecimal(x, precision, { separator: '' });
/** Percent with sign: '+1.23%', '-0.50%', '0.00%'. */
export function formatPercent(x: unknown, dp = 2): string {
  if (!isDecimal(x)) return '--';
  return `${formatDecimal(x, dp, { separator: '', sign: true })}%`;
}
/** Direction of a change for up/down colouring. */
export function direction(x: unknown): 'up' | 'down' | 'flat' {
  const b = bigOr(x, 0);
  return b.gt(0) ? 'up' : b.lt(0) ? 'down' : 'flat';
}
/** A masked balance for the hide/show toggle. */
export const MASKED = '****';
export const maybeMasked = (hidden: boolean, x: DecimalLike): string => (hidden ? MASKED : formatBalance(x));
