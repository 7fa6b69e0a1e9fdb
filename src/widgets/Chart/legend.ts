// The figures of the candle under the crosshair (or the last one): open, high, low, close and the change against the
// previous candle's close, at the pair's precision. Pure: the chart view only shows what this returns.
import type { Candle } from '../../core/api/forex';
import { big, direction, formatPercent, formatPrice, isDecimal } from '../../core/money';

export interface LegendFigures {
  open: string;
  high: string;
  low: string;
  close: string;
  /** '+0.12%' against the previous close (the candle's own open for the first one) */
  change: string;
  dir: 'up' | 'down' | 'flat';
}

export function legendOf(candles: readonly Candle[], index: number | null, precision: number): LegendFigures | null {
  const i = index ?? candles.length - 1;
  const c = candles[i];
  if (!c) return null;
  const ref = candles[i - 1]?.Close ?? c.Open;
  const pct = isDecimal(ref) && isDecimal(c.Close) && !big(ref).eq(0) ? big(c.Close).minus(ref).div(ref).times(100) : null;
  return {
    open: formatPrice(c.Open, precision),
    high: formatPrice(c.High, precision),
    low: formatPrice(c.Low, precision),
    close: formatPrice(c.Close, precision),
    change: pct === null ? '--' : formatPercent(pct),
    dir: pct === null ? 'flat' : direction(pct),
  };
}
