/**
 * How a decimal is written, apart from big.js: the display formatting (format.ts) reads decimals without doing
 * arithmetic, so the markets screen's first load does not carry big.js (docs/performance.md "Prices formatted
 * without big.js").
 */

/** A finite decimal: optional sign, digits with an optional point, optional exponent ("1.5", "-.5", "2e-7"). */
export const DECIMAL_RE = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/**
 * The decimal `x` writes — a decimal string (trimmed), a finite number, or a number-like object whose text is one (a
 * Big) — or undefined for anything else ('', 'abc', NaN, Infinity, null, a plain object).
 */
export function decimalText(x: unknown): string | undefined {
  // Only an object with toFixed is asked for its text: a plain object says nothing, and one without a prototype throws.
  const numberLike = typeof x === 'number' || (typeof x === 'object' && x !== null && 'toFixed' in x);
  const s = typeof x === 'string' ? x.trim() : numberLike ? String(x) : '';
  return DECIMAL_RE.test(s) ? s : undefined;
}
