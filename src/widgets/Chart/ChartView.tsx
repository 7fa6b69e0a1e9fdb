// Pure chart: candlesticks + volume from the candles given, period buttons, loading/error states.
// Stays left-to-right in Arabic and Persian (time runs left to right on every chart).
import { useEffect, useRef, useState } from 'react';
import { styled, useTheme } from 'styled-components';
import type { UTCTimestamp } from 'lightweight-charts';
import { mountChart, type MountedChart } from './mount';
import { firstContent } from '../../core/firstContent';
import type { ChartLine } from './lines';
import { PERIODS, type Candle, type Period } from '../../core/api/forex';
import { useT } from '../provider';
import { LoadBoundary } from '../internal/loading/LoadBoundary';
import { LoadFailed } from '../internal/loading/LoadFailed';
import { LoadError } from '../internal/loading/retryableLazy';
import { toSeconds } from './candles';
import { showCandles } from './showCandles';
import { legendOf } from './legend';

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
  /** Entry, stop-loss and take-profit lines of the person's open positions in this pair. */
  lines?: readonly ChartLine[];
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

// O H L C and the change of the candle under the crosshair, over the chart's top start corner. It wraps before the
// price axis (about 70 px for five decimals) instead of covering its top label.
const Legend = styled.p<{ $dir: 'up' | 'down' | 'flat' }>`
  position: absolute;
  inset-block-start: 4px;
  inset-inline-start: 8px;
  inset-inline-end: 72px;
  z-index: 2;
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 2px 10px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-variant-numeric: tabular-nums;
  pointer-events: none;
  b {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
  & > span:last-child b {
    color: ${({ theme, $dir }) => ($dir === 'up' ? theme.colors.up : $dir === 'down' ? theme.colors.down : theme.colors.text)};
  }
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

const NO_LINES: readonly ChartLine[] = [];
const DEFAULT_HEIGHT = 320;

const Failed = styled.div<{ $h: number }>`
  display: grid;
  place-items: center;
  min-block-size: ${({ $h }) => $h}px;
`;

/**
 * The chart, or — when lightweight-charts cannot be fetched (offline, or its file gone after a deploy) — why, with a
 * retry, in the chart's place; the boundary tries again by itself when the browser is back online.
 */
export function ChartView(props: ChartViewProps) {
  return (
    <LoadBoundary fallback={(f) => <Failed $h={props.height ?? DEFAULT_HEIGHT}><LoadFailed {...f} /></Failed>}>
      <ChartFrame {...props} />
    </LoadBoundary>
  );
}

function ChartFrame({ candles, period, onPeriod, precision = 5, loading, error, title, height = DEFAULT_HEIGHT, lines = NO_LINES }: ChartViewProps) {
  const t = useT();
  const theme = useTheme();
  const hostRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<MountedChart | null>(null);
  // The candles the chart shows; null: none yet (a chart just created).
  const shownRef = useRef<Candle[] | null>(null);
  // Index of the candle under the crosshair (null: the last one), found by its time.
  const [hover, setHover] = useState<number | null>(null);
  const indexByTime = useRef(new Map<number, number>());
  // Bumped when the chart exists, so the option and data effects below run again for it.
  const [created, setCreated] = useState(0);
  const [libraryFailed, setLibraryFailed] = useState<unknown>(null);
  if (libraryFailed) throw new LoadError(libraryFailed); // to ChartView's boundary

  // The library: lightweight-charts (most of the widget's weight) is fetched from the first render, beside the
  // candles, not with the page: the frame, periods and legend are drawn at once in their final size, the canvas joins
  // them later. On the screen an app opens on, after that screen's first content (core/firstContent.ts; at once in a
  // page that holds nothing): its 52 kB would otherwise share a phone's bandwidth with what the trader reads first.
  // The chart: created once per mount, once the first candles are in (or known to be none, or failed), not while
  // they load: created empty, it painted its grid and axes once for nothing, a task of 60-110 ms on a phone's CPU (4x
  // slowdown) before the paint with the candles (docs/performance.md "The chart created with its candles"). Latched:
  // a later load (a period switch) keeps the chart. Data and options are applied by the effects below.
  const [settled, setSettled] = useState(!loading);
  if (!loading && !settled) setSettled(true);
  const [library] = useState(() => {
    const fetched = firstContent().then(() => import('lightweight-charts'));
    fetched.catch(() => undefined); // answered by the effect below; unmounted before, nobody needs to hear of it
    return fetched;
  });
  useEffect(() => {
    if (!settled) return;
    let cancelled = false;
    let mounted: MountedChart | null = null;
    void library.then((lib) => {
      if (cancelled) return;
      mounted = mountChart(lib, hostRef.current!, theme, height, (time) => {
        const i = time === undefined ? null : (indexByTime.current.get(time) ?? null);
        setHover((prev) => (prev === i ? prev : i));
      });
      chartRef.current = mounted;
      setCreated((n) => n + 1);
    }, (e: unknown) => void (cancelled || setLibraryFailed(e ?? 'failed')));
    return () => {
      cancelled = true;
      mounted?.dispose();
      chartRef.current = null;
      shownRef.current = null;
    };
  }, [theme, height, settled, library]);

  useEffect(() => {
    chartRef.current?.bars.applyOptions({ priceFormat: { type: 'price', precision, minMove: 1 / 10 ** precision } });
  }, [precision, theme, height, created]);

  useEffect(() => {
    chartRef.current?.setLines(lines);
  }, [lines, created]);

  useEffect(() => {
    const ref = chartRef.current;
    if (ref) showCandles(ref, shownRef.current, candles, theme.colors.up, theme.colors.down);
    shownRef.current = ref ? candles : null;
    const byTime = new Map<number, number>();
    candles.forEach((c, i) => byTime.set(toSeconds(c.Time), i));
    indexByTime.current = byTime;
  }, [candles, theme, height, created]);

  const legend = legendOf(candles, hover, precision);

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
      <Host $h={height} ref={hostRef} data-testid="chart-host" data-chart-pending={created ? undefined : ''} data-lines={created ? lines.length : undefined}>
        {legend && !loading && !error && (
          <Legend $dir={legend.dir} data-testid="chart-legend" aria-live="off">
            <span>O <b>{legend.open}</b></span>
            <span>H <b>{legend.high}</b></span>
            <span>L <b>{legend.low}</b></span>
            <span>C <b>{legend.close}</b></span>
            <span><b>{legend.change}</b></span>
          </Legend>
        )}
        {(loading || error || candles.length === 0) && (
          <Overlay role={error ? 'alert' : 'status'}>
            {error ?? (loading ? t('common.loading') : t('msg.noData'))}
          </Overlay>
        )}
      </Host>
    </Wrap>
  );
}
