// Pure chart: candlesticks + volume from the candles given, period buttons, loading/error states.
// Stays left-to-right in Arabic and Persian (time runs left to right on every chart).
import { useEffect, useRef } from 'react';
import { styled, useTheme } from 'styled-components';
import {
  CandlestickSeries, ColorType, HistogramSeries, createChart,
  type IChartApi, type ISeriesApi, type UTCTimestamp,
} from 'lightweight-charts';
import { PERIODS, type Candle, type Period } from '../../core/api/forex';
import { useT } from '../provider';
import { toBar, toSeconds, toVolume } from './candles';

export interface ChartViewProps {
  candles: Candle[];
  period: Period;
  onPeriod?: (p: Period) => void;
  /** Digits after the point on the price scale. */
  precision?: number;
  loading?: boolean;
  error?: string | null;
  /** Pair shown, for the accessible name. */
  title?: string;
  height?: number;
}

const Wrap = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.surface};
  padding-block: ${({ theme }) => theme.space.sm};
`;

const Periods = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  padding-inline: ${({ theme }) => theme.space.md};
`;

const PeriodButton = styled.button<{ $active: boolean }>`
  min-block-size: 32px;
  min-inline-size: 44px;
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid ${({ theme, $active }) => ($active ? theme.colors.primary : 'transparent')};
  background: ${({ theme, $active }) => ($active ? theme.colors.surfaceAlt : 'transparent')};
  color: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.textMuted)};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Host = styled.div<{ $h: number }>`
  position: relative;
  block-size: ${({ $h }) => $h}px;
  inline-size: 100%;
`;

const Overlay = styled.p`
  position: absolute;
  inset: 0;
  margin: 0;
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.colors.textMuted};
  background: ${({ theme }) => theme.colors.surface};
  z-index: 3;
`;

export function ChartView({ candles, period, onPeriod, precision = 5, loading, error, title, height = 320 }: ChartViewProps) {
  const t = useT();
  const theme = useTheme();
  const hostRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<{ chart: IChartApi; bars: ISeriesApi<'Candlestick'>; vol: ISeriesApi<'Histogram'> } | null>(null);
  const shownRef = useRef<Candle[]>([]);

  // Created once per mount; data and options are applied by the effects below.
  useEffect(() => {
    const host = hostRef.current!;
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
    const vol = chart.addSeries(HistogramSeries, { priceFormat: { type: 'volume' }, priceScaleId: '' });
    vol.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
    chartRef.current = { chart, bars, vol };
    // ResizeObserver keeps the canvas as wide as its column when the window or the layout changes.
    const ro = new ResizeObserver(([entry]) => {
      const w = Math.floor(entry.contentRect.width);
      if (w > 0) chart.resize(w, height);
    });
    ro.observe(host);
    return () => {
      ro.disconnect();
      chart.remove();
      chartRef.current = null;
      shownRef.current = [];
    };
  }, [theme, height]);

  useEffect(() => {
    chartRef.current?.bars.applyOptions({ priceFormat: { type: 'price', precision, minMove: 1 / 10 ** precision } });
  }, [precision, theme, height]);

  // A live tick changes only the last bar (or adds one): update() is far cheaper than setData().
  useEffect(() => {
    const ref = chartRef.current;
    if (!ref) return;
    const prev = shownRef.current;
    const { up, down } = theme.colors;
    const sameHistory =
      prev.length > 0 &&
      candles.length >= prev.length &&
      candles.length - prev.length <= 1 &&
      toSeconds(candles[0].Time) === toSeconds(prev[0].Time) &&
      (prev.length < 2 || candles[prev.length - 2] === prev[prev.length - 2]);
    if (sameHistory) {
      const last = candles[candles.length - 1];
      ref.bars.update(toBar(last));
      ref.vol.update(toVolume(last, up + '80', down + '80'));
    } else {
      ref.bars.setData(candles.map(toBar));
      ref.vol.setData(candles.map((c) => toVolume(c, up + '80', down + '80')));
      if (candles.length) ref.chart.timeScale().scrollToRealTime();
    }
    shownRef.current = candles;
  }, [candles, theme, height]);

  const lastTime = candles.length ? (toSeconds(candles[candles.length - 1].Time) as UTCTimestamp) : null;
  return (
    <Wrap dir="ltr" aria-label={title ? `${title} ${t('trade.chart')}` : t('trade.chart')} data-last-time={lastTime ?? ''}>
      <Periods role="group" aria-label={t('trade.period')}>
        {PERIODS.map((p) => (
          <PeriodButton key={p} type="button" $active={p === period} aria-pressed={p === period} onClick={() => onPeriod?.(p)}>
            {p}
          </PeriodButton>
        ))}
      </Periods>
      <Host $h={height} ref={hostRef} data-testid="chart-host">
        {(loading || error || candles.length === 0) && (
          <Overlay role={error ? 'alert' : 'status'}>
            {error ?? (loading ? t('common.loading') : t('msg.noData'))}
          </Overlay>
        )}
      </Host>
    </Wrap>
  );
}
