export { QuoteList, LiveQuoteRow, type QuoteListProps } from './QuoteList';
export { QuoteListView, SKELETON_ROWS, type QuoteListViewProps } from './QuoteListView';
export { filterPairs } from './filterPairs';
export { FAVOURITES } from './select';
export { QuoteRow, type QuoteRowProps } from './QuoteRow';
export { useQuoteList, prefetchQuoteList } from './useQuoteList';
// Not in 'pipkit/core' (docs/embedding.md, "Budgets"): the forex endpoints (createForexApi(pipkit.http)) and the
// quote store factory (each client holds its quotes: pipkit.stores.quotes). Their types are also exported by 'pipkit'.
export * from '../../core/api/forex';
export * from '../../core/stores/quotes';

