// The pairs the client lists and the USD rates of the moment, for the trading widgets that need a pair's rules or a
// cross's rate but do not show the list themselves.
import { useEffect, useMemo } from 'react';
import { useStore } from '@nanostores/react';
import type { TradePair } from '../../../core/api/forex';
import { createForexApi } from '../../../core/api/forex';
import { firstContent } from '../../../core/firstContent';
import type { RateLookup } from '../../../core/money';
import { useStores } from '../../provider/context';
import { useApi } from '../api/useApi';
import { ratesFromPairs } from './pair';

/**
 * The client's trade list, fetched once when it holds none: a partner's page showing Orders, a ticket or the price
 * alerts alone, with no quote list beside them, still gets lot rules, contract sizes and the rates that value a stop.
 * The rates read the quote atoms when asked, so they are those of the moment.
 */
export function useTradePairs(): { pairs: TradePair[]; rates: RateLookup } {
  const stores = useStores();
  const api = useApi({ forex: createForexApi }).forex;
  const pairs = useStore(stores.quotes.$tradeList);
  const missing = pairs.length === 0;
  // One request however many widgets ask at once (the store shares the one in flight); a failed or empty answer is not
  // asked for again by this effect, the quote list's retry is the trader's. After the first content of the screen the
  // app opens on (core/firstContent.ts; at once in a page that holds nothing): none of these widgets shows the list,
  // and on a phone's network its answer would share the bandwidth with what the trader reads first (the balance on
  // /order, docs/performance.md "First content first").
  useEffect(() => {
    if (!missing) return;
    let alive = true;
    void firstContent().then(() => {
      if (alive && stores.quotes.$tradeList.get().length === 0) void stores.quotes.refresh(() => api.tradeList());
    });
    return () => {
      alive = false;
    };
  }, [missing, stores.quotes, api]);
  const rates = useMemo(() => ratesFromPairs(pairs, (code) => stores.quotes.quote(code).get()?.Close), [pairs, stores.quotes]);
  return { pairs, rates };
}
