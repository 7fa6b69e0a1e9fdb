import { useCallback, useEffect, useRef, useState } from 'react';

export interface PagedState<T> {
  items: T[];
  total: number;
  loading: boolean;
  loadingMore: boolean;
  refreshing: boolean;
  error: string | null;
  loadMore(): void;
  refresh(): void;
  /** Reloads page 1 without any indicator (a status that may have changed); skipped once more pages are loaded. */
  sync(): void;
}

/**
 * Page-from-1 list state (docs/product.md#constants-and-limits): `load(page)` answers {items, total}; loadMore fetches the next page until the
 * loaded count reaches total; refresh goes back to page 1 and keeps the pull indicator 500 ms. `key` restarts the
 * list (e.g. the coin/bank toggle). Stale answers of an older key are dropped.
 */
export function usePaged<T>(load: (page: number) => Promise<{ items: T[]; total: number }>, key: string, enabled = true): PagedState<T> {
  const [items, setItems] = useState<T[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(0);
  const [loading, setLoading] = useState(enabled);
  const [loadingMore, setLoadingMore] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const gen = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const busy = useRef(false);

  const fetchPage = useCallback(async (n: number, mode: 'first' | 'more' | 'refresh' | 'quiet') => {
    const g = mode === 'more' ? gen.current : ++gen.current;
    busy.current = true;
    if (mode === 'first') setLoading(true);
    if (mode === 'more') setLoadingMore(true);
    if (mode === 'refresh') setRefreshing(true);
    const started = Date.now();
    try {
      const r = await loadRef.current(n);
      if (g !== gen.current) return;
      setItems((prev) => (n === 1 ? r.items : [...prev, ...r.items]));
      setTotal(r.total);
      setPage(n);
      setError(null);
    } catch (e) {
      if (g !== gen.current) return;
      setError((e as Error)?.message || 'Request failed');
    } finally {
      if (g === gen.current) {
        busy.current = false;
        setLoading(false);
        setLoadingMore(false);
        if (mode === 'refresh') {
          const wait = Math.max(0, 500 - (Date.now() - started));
          setTimeout(() => g === gen.current && setRefreshing(false), wait);
        }
      }
    }
  }, []);

  useEffect(() => {
    if (!enabled) {
      setLoading(false);
      return;
    }
    setItems([]);
    setTotal(0);
    setPage(0);
    void fetchPage(1, 'first');
  }, [key, enabled, fetchPage]);

  return {
    items,
    total,
    loading,
    loadingMore,
    refreshing,
    error,
    loadMore: () => {
      if (busy.current || items.length >= total) return;
      void fetchPage(page + 1, 'more');
    },
    refresh: () => void fetchPage(1, 'refresh'),
    sync: () => {
      if (busy.current || page > 1) return;
      void fetchPage(1, 'quiet');
    },
  };
}
