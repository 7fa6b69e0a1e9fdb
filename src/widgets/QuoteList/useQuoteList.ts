// Binds the list to the quote stores: trade list, categories, loading/error, and the DAY_MARKET feed.
import { useCallback, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import type { Category } from '../../core/api/forex';
import { $language } from '../../core/stores/language';
import { $tradeList, $tradeListError, $tradeListLoading, refreshTradeList } from '../../core/stores/quotes';
import { useForexApi, useQuoteFeed } from '../_trading/useForex';

// Categories rarely change: fetched once per language (the server translates their names from the lang header)
// and shared by every list.
const $categories = atom<Category[]>([]);
let categoriesLang: string | null = null;

export function useQuoteList(opts: { refreshOnMount?: boolean } = {}) {
  const api = useForexApi();
  useQuoteFeed();
  const pairs = useStore($tradeList);
  const loading = useStore($tradeListLoading);
  const error = useStore($tradeListError);
  const categories = useStore($categories);
  const lang = useStore($language);
  const [category, setCategory] = useState(0);

  const refresh = useCallback(() => refreshTradeList(() => api.tradeList()), [api]);

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
