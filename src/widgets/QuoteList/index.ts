export { QuoteList, LiveQuoteRow, type QuoteListProps } from './QuoteList';
export { QuoteListView, filterPairs, SKELETON_ROWS, type QuoteListViewProps } from './QuoteListView';
export { QuoteRow, type QuoteRowProps } from './QuoteRow';
export { useQuoteList } from './useQuoteList';
