/**
 * Display formatting of decimals: strings in, strings out, never through Number. The value is rounded exactly with
 * big.js, then Intl lays out the rounded decimal string in the reader's locale (separators, sign), so one balance
 * reads the same in every widget: "1,234.50" in English, "1.234,50" in German, "1 234,50" in French.
 * Prices and percents keep a plain "1.08527" in every language: they are read digit by digit, typed into the ticket
 * and compared with the chart's scale.
 */
import { big, bigOr, isDecimal, roundTo, Round, type DecimalLike } from './decimal.js';
import { formatLocale } from './locale.js';

export interface FormatOptions {
  /** Prefix '+' on positive values. */
  sign?: boolean;
  /** Locale separators and grouping (default true); false gives a plain "-1234.50". */
  grouping?: boolean;
  /** BCP 47 locale; default the page's (setFormatLocale, set by i18n from the language). */
  locale?: string;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, dp: number, sign: boolean): Intl.NumberFormat {
  const key = `${locale}|${dp}|${sign ? 1 : 0}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, {
      minimumFractionDigits: dp,
      maximumFractionDigits: dp,
      signDisplay: sign ? 'exceptZero' : 'auto',
      numberingSystem: 'latn',
    });
    formatters.set(key, f);
  }
  return f;
}

/** Fixed decimals in the reader's locale: formatDecimal('1234.5', 2) → '1,234.50' (en). Invalid → '--'. */
export function formatDecimal(x: unknown, dp: number, opts: FormatOptions = {}): string {
  if (!isDecimal(x)) return '--';
  const s = roundTo(x, dp, Round.halfUp);
  if (opts.grouping === false) return opts.sign && big(s).gt(0) ? `+${s}` : s;
  // The rounded decimal string goes to Intl as a string: Intl formats it exactly, already at `dp` places.
  return formatter(opts.locale ?? formatLocale(), dp, !!opts.sign).format(s as unknown as number);
}

/** Balance: 2 dp. */
export const formatBalance = (x: unknown, opts?: FormatOptions): string => formatDecimal(x, 2, opts);
/** Margin, fee, profit: 6 dp. */
export const formatMoney = (x: unknown, opts?: FormatOptions): string => formatDecimal(x, 6, opts);
/** Price at an instrument's precision, plain (prices are read digit by digit). */
export const formatPrice = (x: unknown, precision: number): string => formatDecimal(x, precision, { grouping: false });
/** Percent with sign, plain: '+1.23%', '-0.50%', '0.00%'. */
export function formatPercent(x: unknown, dp = 2): string {
  if (!isDecimal(x)) return '--';
  return `${formatDecimal(x, dp, { grouping: false, sign: true })}%`;
}
/** Direction of a change for up/down colouring. */
export function direction(x: unknown): 'up' | 'down' | 'flat' {
  const b = bigOr(x, 0);
  return b.gt(0) ? 'up' : b.lt(0) ? 'down' : 'flat';
}
/** A masked balance for the hide/show toggle. */
export const MASKED = '****';
export const maybeMasked = (hidden: boolean, x: DecimalLike): string => (hidden ? MASKED : formatBalance(x));
