// Binds the list to the quote stores: trade list, categories, loading/error, and the DAY_MARKET feed.
import { useCallback, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import type { Category, ForexApi } from '../../core/api/forex';
import type { Pipkit } from '../../core/pipkit';
import { $language } from '../../core/stores/language';
import { useQuoteFeed } from '../internal/trading/useLiveFeed';
import { useApi } from '../internal/api/useApi';
import { createForexApi } from '../../core/api/forex';
import { useStores } from '../provider';

// Categories rarely change: fetched once per language (the server translates their names from the lang header)
// and shared by every list. `lang` is null until the first answer: the list keeps its skeleton and the chips their
// space until then, so the first screen does not jump when the chips arrive and pick the first category.
const $categories = atom<{ lang: string | null; list: Category[] }>({ lang: null, list: [] });
let categoriesLang: string | null = null;

function loadCategories(api: ForexApi, lang: string): void {
  if (categoriesLang === lang) return;
  categoriesLang = lang;
  api.getCategories().then(
    (list) => categoriesLang === lang && $categories.set({ lang, list }),
    () => {
      // No chips rather than a placeholder for ever; the next mount asks again.
      if (categoriesLang !== lang) return;
      categoriesLang = null;
      if ($categories.get().lang === null) $categories.set({ lang, list: [] });
    },
  );
}

/**
 * Starts the list's two requests (trade list, categories) before anything renders, so they travel with the
 * dictionary instead of after it: the app calls it at start on the markets and trade routes. The list's own
 * requests on mount then join these (QuoteStore.refresh, loadCategories). `categories: false` starts the trade list
 * alone, for a screen that shows no list at first (a phone's /trade).
 */
export function prefetchQuoteList(client: Pipkit, { categories = true }: { categories?: boolean } = {}): void {
  const api = createForexApi(client.http);
  void client.stores.quotes.refresh(() => api.tradeList());
  if (categories) loadCategories(api, $language.get());
}

export function useQuoteList(opts: { refreshOnMount?: boolean } = {}) {
  const stores = useStores();
  const api = useApi({ forex: createForexApi }).forex;
  useQuoteFeed();
  const pairs = useStore(stores.quotes.$tradeList);
  const loading = useStore(stores.quotes.$tradeListLoading);
  const error = useStore(stores.quotes.$tradeListError);
  const { lang: categoriesFor, list: categories } = useStore($categories);
  const lang = useStore($language);
  const [category, setCategory] = useState(0);

  const refresh = useCallback(() => stores.quotes.refresh(() => api.tradeList()), [api, stores.quotes]);

  useEffect(() => {
    if (opts.refreshOnMount !== false) void refresh();
  }, [refresh, opts.refreshOnMount]);

  useEffect(() => loadCategories(api, lang), [api, lang]);

  // Until the user picks a chip, show the first category (0 = all when there are none).
  const active = category || categories[0]?.Id || 0;
  return { pairs, loading, error, categories, categoriesPending: categoriesFor === null, category: active, setCategory, refresh };
}
