// Gives a chart its candles, calling into it as little as it can: each call schedules a repaint of its canvases, and
// those repaints are the longest tasks of /trade on a phone's CPU (docs/performance.md "No scroll animation after the
// candles").
import type { Candle } from '../../core/api/forex';
import type { MountedChart } from './mount';
import { toBar, toSeconds, toVolume } from './candles';

export type CandleTarget = Pick<MountedChart, 'bars' | 'vol' | 'chart'>;

/**
 * Shows `candles` on a chart that shows `prev` (null: nothing yet, a chart just created); volume bars in the colours
 * given, translucent.
 */
export function showCandles(chart: CandleTarget, prev: Candle[] | null, candles: Candle[], up: string, down: string): void {
  up += '80';
  down += '80';
  // A live tick changes only the last bar (or adds one): update() is far cheaper than setData().
  const sameHistory =
    !!prev?.length &&
    candles.length >= prev.length &&
    candles.length - prev.length <= 1 &&
    toSeconds(candles[0].Time) === toSeconds(prev[0].Time) &&
    (prev.length < 2 || candles[prev.length - 2] === prev[prev.length - 2]);
  if (sameHistory) {
    const last = candles[candles.length - 1];
    chart.bars.update(toBar(last));
    chart.vol.update(toVolume(last, up, down));
    return;
  }
  chart.bars.setData(candles.map(toBar));
  chart.vol.setData(candles.map((c) => toVolume(c, up, down)));
  // Another history (a period switch, a re-read after a reconnect) is shown from its latest bar, at once: the
  // library's scrollToRealTime() animates for 400 ms, a repaint in every frame of it even when nothing moves. A chart
  // just created shows its latest bar already. 0: the right offset mount.ts leaves as the library's default.
  if (prev && candles.length) chart.chart.timeScale().scrollToPosition(0, false);
}
