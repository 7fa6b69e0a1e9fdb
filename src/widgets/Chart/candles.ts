// Candle conversion for the chart. Prices become numbers here only because the canvas plots numbers;
// nothing computed from them is ever shown as money.
import type { CandlestickData, HistogramData, UTCTimestamp } from 'lightweight-charts';
import type { Candle, Period } from '../../core/api/forex';

/** Seconds since epoch; the server may send milliseconds. */
export function toSeconds(t: number | string): UTCTimestamp {
  const n = Number(t);
  return (n > 1e12 ? Math.floor(n / 1000) : n) as UTCTimestamp;
}

export function toBar(c: Candle): CandlestickData<UTCTimestamp> {
  return { time: toSeconds(c.Time), open: +c.Open, high: +c.High, low: +c.Low, close: +c.Close };
}

export function toVolume(c: Candle, up: string, down: string): HistogramData<UTCTimestamp> {
  return { time: toSeconds(c.Time), value: +c.Volume || 0, color: +c.Close >= +c.Open ? up : down };
}

/** Sorted by time with one bar per time (the chart library rejects anything else). */
export function normaliseCandles(list: Candle[]): Candle[] {
  const byTime = new Map<number, Candle>();
  for (const c of list) byTime.set(toSeconds(c.Time), c);
  return [...byTime.entries()].sort((a, b) => a[0] - b[0]).map(([, c]) => c);
}

/**
 * A KLINE.{code} push (docs/socket.md): `{code, candles: {"1M": {...}, "5M": {...}}}` → the chosen period's
 * forming candle. Flat candles with a `period` field are accepted too, for partner back ends.
 * Returns null when there is nothing for this period.
 */
export function liveCandle(msg: unknown, period: Period): Candle | null {
  if (!msg || typeof msg !== 'object') return null;
  const m = msg as Record<string, unknown>;
  if (m.candles && typeof m.candles === 'object') return liveCandle((m.candles as Record<string, unknown>)[period], period);
  const p = m.period ?? m.Period;
  if (p !== undefined && p !== period) return null;
  const c = (m.kline ?? m.Candle ?? m.candle ?? (m.Time === undefined ? m.data : m)) as Candle | undefined;
  if (!c || typeof c !== 'object' || c.Time === undefined || c.Close === undefined) return null;
  return c;
}

/** Merges a live candle into history: replaces the bar with the same time or appends a newer one. */
export function mergeCandle(history: Candle[], c: Candle): Candle[] {
  const t = toSeconds(c.Time);
  const last = history[history.length - 1];
  if (!last) return [c];
  const lt = toSeconds(last.Time);
  if (t === lt) return [...history.slice(0, -1), c];
  if (t > lt) return [...history, c];
  return history; // older than the last bar: a late message, ignored
}
