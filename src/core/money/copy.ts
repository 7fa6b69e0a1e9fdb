/**
 * Copy trading (docs/trading.md "Copy trading"): how many lots a follower's copy of a trader's position has, and how
 * much of it closes when the trader closes part of theirs. One rule for the server, which places and closes the
 * copies, and the app, which shows what a multiplier makes of a trade before the follower starts.
 */
import { big, isPlainDecimal, normalize, type DecimalLike } from './decimal.js';
import { floorToStep } from './lots.js';

/** The multipliers a follower may choose: a copy of 1 lot is 0.01 to 10 lots, in hundredths. */
export const COPY_MULTIPLIER_MIN = '0.01';
export const COPY_MULTIPLIER_MAX = '10';

/** A multiplier as typed, or null when it is not a plain decimal from 0.01 to 10 with at most two decimals. */
export function copyMultiplier(v: unknown): string | null {
  const s = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
  if (!isPlainDecimal(s) || !/^\d+(\.\d{1,2})?$/.test(s)) return null;
  const m = big(s);
  return m.lt(big(COPY_MULTIPLIER_MIN)) || m.gt(big(COPY_MULTIPLIER_MAX)) ? null : normalize(m);
}

/**
 * The copy of a position of `lots`: its lots times the multiplier, rounded down to the pair's lot step (a copy never
 * risks more than the multiplier says); null when that is below the pair's minimum (the trade is not copied).
 */
export function copyLots(lots: DecimalLike, multiplier: DecimalLike, minLots: DecimalLike, step: DecimalLike): string | null {
  const copy = floorToStep(big(lots).times(big(multiplier)), step);
  return big(copy).lte(0) || big(copy).lt(big(minLots)) ? null : copy;
}

/**
 * The trader closed `part` of a position of `whole` lots: the same share of the copy's `open` lots, rounded down to
 * the lot step. 'all' when that leaves less than the minimum open (the copy closes whole, as the trader nearly did),
 * null when the share is below the minimum (the copy stays as it is: it cannot close a smaller part).
 */
export function copyPartLots(open: DecimalLike, part: DecimalLike, whole: DecimalLike, minLots: DecimalLike, step: DecimalLike): string | 'all' | null {
  if (big(whole).lte(0) || big(part).gte(big(whole))) return 'all';
  const share = floorToStep(big(open).times(big(part)).div(big(whole)), step);
  const rest = big(open).minus(big(share));
  if (rest.lte(0) || rest.lt(big(minLots))) return 'all';
  return big(share).lte(0) || big(share).lt(big(minLots)) ? null : share;
}

/** The largest copy stop-loss accepted (USD): a guard against a typo's extra digits, not a limit on anyone's money. */
export const COPY_STOP_MAX = '1000000';

/**
 * A copy stop-loss as typed (USD): '' when blank or 0 (none), the amount when it is a plain decimal above 0 with at
 * most two decimals and no more than COPY_STOP_MAX, else null.
 */
export function copyStopLoss(v: unknown): string | '' | null {
  const s = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v === null || v === undefined ? '' : '-';
  if (s === '') return '';
  if (!isPlainDecimal(s) || !/^\d+(\.\d{1,2})?$/.test(s)) return null;
  const amount = big(s);
  if (amount.eq(0)) return '';
  return amount.gt(big(COPY_STOP_MAX)) ? null : normalize(amount);
}

/** The copies of one trader together lose at least `limit` (USD): their floating P&Ls sum to −limit or less. */
export function copyStopReached(pnls: DecimalLike[], limit: DecimalLike): boolean {
  const total = pnls.reduce<ReturnType<typeof big>>((sum, p) => sum.plus(big(p)), big(0));
  return total.lte(big(limit).neg());
}
