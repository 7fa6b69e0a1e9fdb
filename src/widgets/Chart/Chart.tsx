import type { TradePair, Period } from '../../core/api/forex';
import { ChartView } from './ChartView';
import { useChart } from './useChart';

export interface ChartProps {
  /** The pair to chart, from `api.forex.tradeList()`; `undefined` shows the loading state. */
  pair: Pick<TradePair, 'Id' | 'Code' | 'ShowCode' | 'PricePrecision'> | undefined;
  /** Candle period shown first: 1M 5M 15M 30M 1H 1D. Default 1M. */
  initialPeriod?: Period;
  /** Height of the chart canvas in pixels. Default 320. */
  height?: number;
}

/** Candles and volume of one pair with live updates. */
export function Chart(props: ChartProps) {
  return <ChartView {...useChart(props)} />;
}
