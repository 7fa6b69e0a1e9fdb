import type { TradePair, Period } from '../../core/api/forex';
import { ChartView } from './ChartView';
import { useChart } from './useChart';

export interface ChartProps {
  pair: Pick<TradePair, 'Id' | 'Code' | 'ShowCode' | 'PricePrecision'> | undefined;
  initialPeriod?: Period;
  height?: number;
}

/** Candles and volume of one pair with live updates. */
export function Chart({ pair, initialPeriod, height }: ChartProps) {
  const s = useChart(pair?.Id, pair?.Code, initialPeriod);
  return (
    <ChartView
      candles={s.candles}
      period={s.period}
      onPeriod={s.setPeriod}
      precision={pair?.PricePrecision}
      loading={!pair || s.loading}
      error={s.error}
      title={pair?.ShowCode}
      height={height}
    />
  );
}
