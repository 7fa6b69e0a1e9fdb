export { NewsList, NewsDetail } from './News';
export { NewsListView, type NewsListViewProps } from './NewsListView';
export { NewsDetailView, sanitizeArticle, type NewsDetailViewProps } from './NewsDetailView';
export { useNewsList, useNewsDetail, type NewsListCallbacks } from './useNews';
