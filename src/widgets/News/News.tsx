import { NewsDetailView } from './NewsDetailView';
import { NewsListView } from './NewsListView';
import { useNewsDetail, useNewsList, type NewsListCallbacks } from './useNews';

/** The bound news list (category 1). */
export function NewsList(props: NewsListCallbacks) {
  return <NewsListView {...useNewsList(props)} />;
}

/** The bound article view. */
export function NewsDetail({ id }: {
  /** Article id (from NewsList onSelect); null shows nothing. */
  id: number | null;
}) {
  return <NewsDetailView {...useNewsDetail(id)} />;
}
