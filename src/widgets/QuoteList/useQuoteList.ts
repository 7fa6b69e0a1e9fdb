// Binds the list to the quote stores: trade list, categories, loading/error, and the DAY_MARKET feed.
import { useCallback, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import type { Category } from '../../core/api/forex';
import { $language } from '../../core/stores/language';
import { useQuoteFeed } from '../internal/trading/useLiveFeed';
import { useApi } from '../internal/api/useApi';
import { createForexApi } from '../../core/api/forex';
import { useStores } from '../provider';

// Categories rarely change: fetched once per language (the server translates their names from the lang header)
// and shared by every list.
const $categories = atom<Category[]>([]);
let categoriesLang: string | null = null;

export function useQuoteList(opts: { refreshOnMount?: boolean } = {}) {
  const stores = useStores();
  const api = useApi({ forex: createForexApi }).forex;
  useQuoteFeed();
  const pairs = useStore(stores.quotes.$tradeList);
  const loading = useStore(stores.quotes.$tradeListLoading);
  const error = useStore(stores.quotes.$tradeListError);
  const categories = useStore($categories);
  const lang = useStore($language);
  const [category, setCategory] = useState(0);

  const refresh = useCallback(() => stores.quotes.refresh(() => api.tradeList()), [api, stores.quotes]);

  useEffect(() => {
    if (opts.refreshOnMount !== false) void refresh();
  }, [refresh, opts.refreshOnMount]);

  useEffect(() => {
    if (categoriesLang === lang) return;
    categoriesLang = lang;
    api.getCategories().then(
      (list) => categoriesLang === lang && $categories.set(list),
      () => (categoriesLang = null),
    );
  }, [api, lang]);

  // Until the user picks a chip, show the first category (0 = all when there are none).
  const active = category || categories[0]?.Id || 0;
  return { pairs, loading, error, categories, category: active, setCategory, refresh };
}
