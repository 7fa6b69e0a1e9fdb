import { describe, expect, it } from 'vitest';
import type { Candle } from '../../core/api/forex';
import { showCandles, type CandleTarget } from './showCandles';

const c = (Time: number, Close = '1.1', Open = '1.0'): Candle => ({ Time, Open, High: '1.2', Low: '0.9', Close, Volume: '3' });
const UP = '#00aa00';
const DOWN = '#aa0000';

/** A chart that records each call into it: every call schedules a repaint, so the calls are what is counted. */
function fakeChart() {
  const calls: string[] = [];
  const series = (name: string) => ({
    setData: (d: Array<{ color?: string }>) => void calls.push(`${name}.setData ${d.length}${d[0]?.color ? ' ' + d.map((x) => x.color).join(',') : ''}`),
    update: (d: { time: number }) => void calls.push(`${name}.update ${d.time}`),
  });
  const timeScale = {
    scrollToPosition: (p: number, animated: boolean) => void calls.push(`scrollToPosition ${p} ${animated}`),
    scrollToRealTime: () => void calls.push('scrollToRealTime'),
  };
  const chart = { bars: series('bars'), vol: series('vol'), chart: { timeScale: () => timeScale } } as unknown as CandleTarget;
  return { chart, calls };
}

describe('showCandles', () => {
  const history = [c(60), c(120, '0.95')];

  it('gives a chart just created its history without scrolling (it opens on its latest bar); volume translucent', () => {
    const { chart, calls } = fakeChart();
    showCandles(chart, null, history, UP, DOWN);
    expect(calls).toEqual(['bars.setData 2', 'vol.setData 2 #00aa0080,#aa000080']);
  });

  it('updates only the last bar for a live tick, and adds one for a new bar', () => {
    const { chart, calls } = fakeChart();
    const ticked = [history[0], c(120, '1.15')];
    showCandles(chart, history, ticked, UP, DOWN);
    showCandles(chart, ticked, [...ticked, c(180)], UP, DOWN);
    expect(calls).toEqual(['bars.update 120', 'vol.update 120', 'bars.update 180', 'vol.update 180']);
  });

  it('shows another history from its latest bar at once, never with the 400 ms animated scroll', () => {
    const { chart, calls } = fakeChart();
    showCandles(chart, history, [], UP, DOWN); // a period switch empties the list first
    showCandles(chart, [], [c(300), c(600)], UP, DOWN);
    expect(calls).toEqual(['bars.setData 0', 'vol.setData 0', 'bars.setData 2', 'vol.setData 2 #00aa0080,#00aa0080', 'scrollToPosition 0 false']);
  });
});
