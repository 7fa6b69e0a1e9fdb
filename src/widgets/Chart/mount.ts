// Creates the lightweight-charts chart in a host element: candles above, volume in its own pane below. Takes the
// library as an argument because ChartView loads it on first use (a dynamic import), not with the page.
import type { IChartApi, IPriceLine, ISeriesApi } from 'lightweight-charts';
import type { PipkitTheme } from '../theme';
import type { ChartLine } from './lines';

type Library = typeof import('lightweight-charts');

export interface MountedChart {
  chart: IChartApi;
  bars: ISeriesApi<'Candlestick'>;
  vol: ISeriesApi<'Histogram'>;
  /** Replaces the position lines (entry solid, stop loss and take profit dashed, labelled on the price axis). */
  setLines(lines: readonly ChartLine[]): void;
  dispose(): void;
}

/** `onHover` gets the time (seconds) under the crosshair, or undefined when it leaves the chart. */
export function mountChart(lib: Library, host: HTMLElement, theme: PipkitTheme, height: number, onHover: (time: number | undefined) => void): MountedChart {
  const { CandlestickSeries, ColorType, HistogramSeries, LineStyle, createChart } = lib;
  const c = theme.colors;
  const chart = createChart(host, {
    width: host.clientWidth || 300,
    height,
    layout: {
      background: { type: ColorType.Solid, color: c.surface },
      textColor: c.textMuted,
      fontFamily: theme.fonts.body, // axis labels in the theme's font, not the chart library's own stack
      attributionLogo: false,
    },
    grid: { vertLines: { color: c.surfaceAlt }, horzLines: { color: c.surfaceAlt } },
    timeScale: { timeVisible: true, secondsVisible: false, borderColor: c.border },
    rightPriceScale: { borderColor: c.border },
  });
  const bars = chart.addSeries(CandlestickSeries, {
    upColor: c.up, downColor: c.down, borderUpColor: c.up, borderDownColor: c.down, wickUpColor: c.up, wickDownColor: c.down,
  });
  // Volume in the bottom fifth of the candles' pane, on a scale of its own with no axis (a volume never reads as a
  // price), the candles kept above it. Not a pane of its own: a second pane is four more canvases to size and paint
  // in each frame, and the chart's first paints are the longest tasks of /trade on a phone's CPU (docs/performance.md
  // "Volume under the candles, in their pane").
  bars.priceScale().applyOptions({ scaleMargins: { top: 0.1, bottom: 0.25 } });
  const vol = chart.addSeries(HistogramSeries, { priceFormat: { type: 'volume' }, priceScaleId: '', lastValueVisible: false, priceLineVisible: false });
  vol.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
  chart.subscribeCrosshairMove((param) => onHover(param.time === undefined ? undefined : Number(param.time)));
  // ResizeObserver keeps the canvas as wide as its column when the window or the layout changes.
  const ro = new ResizeObserver(([entry]) => {
    const w = Math.floor(entry.contentRect.width);
    if (w > 0) chart.resize(w, height);
  });
  ro.observe(host);
  let drawn: IPriceLine[] = [];
  const lineColor = { buy: c.up, sell: c.down, sl: c.down, tp: c.up } as const;
  return {
    chart,
    bars,
    vol,
    setLines(lines) {
      for (const l of drawn) bars.removePriceLine(l);
      drawn = lines.map((l) =>
        bars.createPriceLine({
          price: Number(l.price), // a pixel position: float precision is plenty, money never goes through it
          title: l.label,
          color: lineColor[l.kind],
          lineWidth: 1,
          lineStyle: l.kind === 'buy' || l.kind === 'sell' ? LineStyle.Solid : LineStyle.Dashed,
          axisLabelVisible: true,
        }),
      );
    },
    dispose() {
      ro.disconnect();
      chart.remove();
    },
  };
}
