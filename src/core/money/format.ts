/**
 * Display formatting of decimals: strings in, strings out, never through Number. Intl rounds the decimal string
 * exactly (a string is an exact decimal to Intl.NumberFormat, and its half-expand rounding is big.js's Round.halfUp:
 * format.test.ts checks the two agree on any decimal) and lays it out in the reader's locale (separators, sign), so one
 * balance reads the same in every widget: "1,234.50" in English, "1.234,50" in German, "1 234,50" in French.
 * Prices and percents keep a plain "1.08527" in every language: they are read digit by digit, typed into the ticket
 * and compared with the chart's scale.
 * Nothing here does arithmetic, so nothing here loads big.js: the markets screen formats its prices in the first load
 * without it (docs/performance.md "Prices formatted without big.js").
 */
import { decimalText } from './text.js';
import { formatLocale } from './locale.js';

export interface FormatOptions {
  /** Prefix '+' on positive values. */
  sign?: boolean;
  /** Locale separators and grouping (default true); false gives a plain "-1234.50". */
  grouping?: boolean;
  /** BCP 47 locale; default the page's (setFormatLocale, set by i18n from the language). */
  locale?: string;
}

/** Where grouping is off: digits, '.', '-' and '+' as a program writes them, whatever the reader's language. */
const PLAIN = 'en-u-nu-latn';
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, dp: number, signDisplay: 'auto' | 'exceptZero', grouping: boolean): Intl.NumberFormat {
  const key = `${locale}|${dp}|${signDisplay}|${grouping ? 1 : 0}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, {
      minimumFractionDigits: dp,
      maximumFractionDigits: dp,
      roundingMode: 'halfExpand',
      signDisplay,
      useGrouping: grouping,
      numberingSystem: 'latn',
    });
    formatters.set(key, f);
  }
  return f;
}

/** Fixed decimals in the reader's locale: formatDecimal('1234.5', 2) → '1,234.50' (en). Invalid → '--'. */
export function formatDecimal(x: unknown, dp: number, opts: FormatOptions = {}): string {
  const s = decimalText(x);
  if (s === undefined) return '--';
  // Never "-0.00": exceptZero shows a negative value's minus only when it does not round to zero (and for a negative
  // value it never shows a plus).
  const signDisplay = opts.sign || s.startsWith('-') ? 'exceptZero' : 'auto';
  const grouping = opts.grouping !== false;
  const locale = grouping ? (opts.locale ?? formatLocale()) : PLAIN;
  // The decimal goes to Intl as a string: Intl reads it exactly (typed as number only because TypeScript's lib says so).
  return formatter(locale, dp, signDisplay, grouping).format(s as unknown as number);
}

/** Balance: 2 dp. */
export const formatBalance = (x: unknown, opts?: FormatOptions): string => formatDecimal(x, 2, opts);
/** Margin, fee, profit: 6 dp. */
export const formatMoney = (x: unknown, opts?: FormatOptions): string => formatDecimal(x, 6, opts);
/** Price at an instrument's precision, plain (prices are read digit by digit). */
export const formatPrice = (x: unknown, precision: number): string => formatDecimal(x, precision, { grouping: false });
/** Percent with sign, plain: '+1.23%', '-0.50%', '0.00%'. */
export function formatPercent(x: unknown, dp = 2): string {
  const s = formatDecimal(x, dp, { grouping: false, sign: true });
  return s === '--' ? s : `${s}%`;
}
/** Direction of a change for up/down colouring. */
export function direction(x: unknown): 'up' | 'down' | 'flat' {
  const s = decimalText(x);
  // The exponent only scales: a decimal is zero when its digits are, and negative when it is written with a minus.
  if (s === undefined || !/[1-9]/.test(s.split(/e/i)[0])) return 'flat';
  return s.startsWith('-') ? 'down' : 'up';
}
/** A masked balance for the hide/show toggle. */
export const MASKED = '****';
export const maybeMasked = (hidden: boolean, x: unknown): string => (hidden ? MASKED : formatBalance(x));
