// Binds the list to the quote stores: trade list, categories, loading/error, and the DAY_MARKET feed.
import { useCallback, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import type { Category } from '../../core/api/forex';
import { $tradeList, $tradeListError, $tradeListLoading, refreshTradeList } from '../../core/stores/quotes';
import { useForexApi, useQuoteFeed } from '../_trading/useForex';

// Categories rarely change: fetched once per page load and shared by every list.
const $categories = atom<Category[]>([]);
let categoriesRequested = false;

export function useQuoteList(opts: { refreshOnMount?: boolean } = {}) {
  const api = useForexApi();
  useQuoteFeed();
  const pairs = useStore($tradeList);
  const loading = useStore($tradeListLoading);
  const error = useStore($tradeListError);
  const categories = useStore($categories);
  const [category, setCategory] = useState(0);

  const refresh = useCallback(() => refreshTradeList(() => api.tradeList()), [api]);

  useEffect(() => {
    if (opts.refreshOnMount !== false) void refresh();
    if (!categoriesRequested) {
      categoriesRequested = true;
      api.getCategories().then($categories.set, () => (categoriesRequested = false));
    }
  }, [api, refresh, opts.refreshOnMount]);

  // Until the user picks a chip, show the first category (0 = all when there are none).
  const active = category || categories[0]?.Id || 0;
  return { pairs, loading, error, categories, category: active, setCategory, refresh };
}
