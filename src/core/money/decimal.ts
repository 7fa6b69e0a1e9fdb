/**
 * Decimal helpers. Every money value and price crossing a module boundary is a
 * decimal *string*; arithmetic is done with big.js and rounded only at the
 * documented precision (DESIGN.md "Money and trading rules", CONVENTIONS.md "Money").
 */
import Big from 'big.js';
import { DECIMAL_RE } from './text.js';

export { Big };
/** Anything that can be turned into a decimal: a decimal string, a Big, or an integer/finite number literal. */
export type DecimalLike = string | number | Big;

/** Stored precision of money (balances, margins, fees, profits, ledger values). */
export const MONEY_DP = 6;
/** Display precision of balances. */
export const BALANCE_DP = 2;

/** True when `x` parses as a finite decimal ('' , 'abc', NaN and Infinity are not). */
export function isDecimal(x: unknown): x is DecimalLike {
  if (x instanceof Big) return true;
  if (typeof x === 'number') return Number.isFinite(x);
  if (typeof x !== 'string') return false;
  return DECIMAL_RE.test(x.trim());
}

const PLAIN_RE = /^-?\d+(\.\d+)?$/;

/**
 * True for a decimal written the one canonical way: optional minus, digits, optional fraction ("0.01", "-2", "1.08500").
 * Input from outside must pass this, not just isDecimal: "1e-2", "+1", ".5" and " 1" are decimals, but not how a
 * stored value or an order ticket writes one.
 */
export function isPlainDecimal(x: unknown): x is string | number {
  if (typeof x === 'number') return Number.isFinite(x) && PLAIN_RE.test(String(x));
  return typeof x === 'string' && PLAIN_RE.test(x);
}

/** Parse to Big; throws a RangeError with a readable message for anything that is not a finite decimal. */
export function big(x: DecimalLike): Big {
  if (x instanceof Big) return x;
  if (!isDecimal(x)) throw new RangeError(`Not a decimal: ${String(x)}`);
  return new Big(typeof x === 'string' ? x.trim() : x);
}

/** Parse, or return `fallback` (default 0) when empty/invalid. Useful for form inputs. */
export function bigOr(x: unknown, fallback: DecimalLike = 0): Big {
  return isDecimal(x) ? big(x) : big(fallback);
}

/** Rounding modes of big.js, named. */
export const Round = { down: 0, halfUp: 1, halfEven: 2, up: 3 } as const;
export type RoundMode = (typeof Round)[keyof typeof Round];

function fixed(x: DecimalLike, dp: number, rm: RoundMode): string {
  const s = big(x).round(dp, rm).toFixed(dp);
  // Never produce "-0.00"
  return /^-0(\.0*)?$/.test(s) ? s.slice(1) : s;
}

/** Money at stored precision: 6 dp, half-up. */
export function roundMoney(x: DecimalLike, rm: RoundMode = Round.halfUp): string {
  return fixed(x, MONEY_DP, rm);
}

/** Balance at display precision: 2 dp, half-up (rounding mode overridable). */
export function roundBalance(x: DecimalLike, rm: RoundMode = Round.halfUp): string {
  return fixed(x, BALANCE_DP, rm);
}

/** Price at an instrument's PricePrecision (0..10 dp), half-up. */
export function roundPrice(x: DecimalLike, precision: number, rm: RoundMode = Round.halfUp): string {
  if (!Number.isInteger(precision) || precision < 0 || precision > 10) {
    throw new RangeError(`Bad price precision: ${precision}`);
  }
  return fixed(x, precision, rm);
}

/** Round to an arbitrary number of decimals. */
export function roundTo(x: DecimalLike, dp: number, rm: RoundMode = Round.halfUp): string {
  return fixed(x, dp, rm);
}

export const add = (a: DecimalLike, b: DecimalLike): Big => big(a).plus(big(b));
export const sub = (a: DecimalLike, b: DecimalLike): Big => big(a).minus(big(b));
export const mul = (a: DecimalLike, b: DecimalLike): Big => big(a).times(big(b));
export function div(a: DecimalLike, b: DecimalLike): Big {
  const d = big(b);
  if (d.eq(0)) throw new RangeError('Division by zero');
  return big(a).div(d);
}
/** Sum of decimals (0 for an empty list). */
export function sum(xs: Iterable<DecimalLike>): Big {
  let s = new Big(0);
  for (const x of xs) s = s.plus(big(x));
  return s;
}
export const cmp = (a: DecimalLike, b: DecimalLike): number => big(a).cmp(big(b));
export const eq = (a: DecimalLike, b: DecimalLike): boolean => big(a).eq(big(b));
export const lt = (a: DecimalLike, b: DecimalLike): boolean => big(a).lt(big(b));
export const lte = (a: DecimalLike, b: DecimalLike): boolean => big(a).lte(big(b));
export const gt = (a: DecimalLike, b: DecimalLike): boolean => big(a).gt(big(b));
export const gte = (a: DecimalLike, b: DecimalLike): boolean => big(a).gte(big(b));
export const isZero = (a: DecimalLike): boolean => big(a).eq(0);
export const isNegative = (a: DecimalLike): boolean => big(a).lt(0);
export const max = (a: DecimalLike, b: DecimalLike): Big => (gte(a, b) ? big(a) : big(b));
export const min = (a: DecimalLike, b: DecimalLike): Big => (lte(a, b) ? big(a) : big(b));
export const neg = (a: DecimalLike): Big => big(a).times(-1);
export const abs = (a: DecimalLike): Big => big(a).abs();

/** Canonical plain string of a decimal without exponent or trailing zeros ("1.50" → "1.5"). */
export function normalize(x: DecimalLike): string {
  const b = big(x);
  const s = b.toFixed();
  if (!s.includes('.')) return s === '-0' ? '0' : s;
  const t = s.replace(/0+$/, '').replace(/\.$/, '');
  return t === '-0' ? '0' : t;
}

/** Number of decimals of a decimal's canonical form ("0.010" → 2). */
export function decimalPlaces(x: DecimalLike): number {
  const s = normalize(x);
  const i = s.indexOf('.');
  return i < 0 ? 0 : s.length - i - 1;
}
