export { Chart, type ChartProps } from './Chart';
export { ChartView, type ChartViewProps } from './ChartView';
export { useChart } from './useChart';
export { liveCandle, mergeCandle, normaliseCandles } from './candles';
export { positionLines, type ChartLine } from './lines';
