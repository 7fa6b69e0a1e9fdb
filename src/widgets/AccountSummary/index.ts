export { AccountSummary } from './AccountSummary';
export { AccountSummaryView, type AccountSummaryViewProps } from './AccountSummaryView';
export { useAccountSummary } from './useAccountSummary';
export { summaryFigures, type SummaryFigures } from './summary';
