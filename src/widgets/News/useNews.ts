import { useCallback, useEffect, useState } from 'react';
import type { NewsArticle, NewsItem } from '../../core';
import { usePaged } from '../internal/funds/usePaged';
import { useApi } from '../internal/api/useApi';
import { createContentApi } from '../../core/api/content';
import type { NewsDetailViewProps } from './NewsDetailView';
import type { NewsListViewProps } from './NewsListView';

export interface NewsListCallbacks {
  /** An article was chosen; the app opens /news/detail?id=… */
  onSelect?: (id: number) => void;
  /** When given, articles are real links (open in a new tab); clicks still go through onSelect. */
  hrefOf?(id: number): string;
  /** The article's app path, '/news/detail?id=…', when one is chosen. */
  onNavigate?: (path: string) => void;
}

export function useNewsList({ onSelect, hrefOf, onNavigate }: NewsListCallbacks): NewsListViewProps {
  const api = useApi({ content: createContentApi });
  const paged = usePaged<NewsItem>(
    async (page) => {
      const r = await api.content.news.list(page);
      return { items: r.data ?? [], total: r.total ?? 0 };
    },
    'news',
  );
  return {
    items: paged.items,
    total: paged.total,
    loading: paged.loading,
    loadingMore: paged.loadingMore,
    refreshing: paged.refreshing,
    error: paged.error,
    onSelect: (id: number) => {
      onSelect?.(id);
      onNavigate?.(`/news/detail?id=${id}`);
    },
    hrefOf,
    onLoadMore: paged.loadMore,
    onRefresh: paged.refresh,
  };
}

export function useNewsDetail(id: number | null): NewsDetailViewProps {
  const api = useApi({ content: createContentApi });
  const [article, setArticle] = useState<NewsArticle | null>(null);
  const [status, setStatus] = useState<NewsDetailViewProps['status']>('loading');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!id) {
      setStatus('error');
      return;
    }
    let live = true;
    setStatus('loading');
    api.content.news
      .info(id)
      .then((a) => {
        if (!live) return;
        setArticle(a);
        setStatus('ready');
      })
      .catch(() => live && setStatus('error'));
    return () => {
      live = false;
    };
  }, [api, id, attempt]);
  const onRetry = useCallback(() => setAttempt((n) => n + 1), []);
  return { article, status, onRetry: id ? onRetry : undefined };
}
