export { NewsList, NewsDetail } from './News';
export { NewsListView, type NewsListViewProps } from './NewsListView';
export { NewsDetailView, sanitizeArticle, type NewsDetailViewProps } from './NewsDetailView';
export { useNewsList, useNewsDetail, type NewsListCallbacks } from './useNews';
// Not in 'pipkit/core': the content endpoints (createContentApi(pipkit.http)) and their helpers.
export {
  createContentApi,
  chatUrl,
  NEWS_CATEGORY,
  COMPANY_COOKIE,
  COMPANY_COOKIE_MAX_AGE,
  readCompanyChoice,
  renewCompanyChoice,
  writeCompanyChoice,
} from '../../core/api/content';
