// The bound market list: live rows, chips (home) or search (/product).
import { memo, useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { TradePair } from '../../core/api/forex';
import { createForexApi } from '../../core/api/forex';
import { useApi } from '../internal/api/useApi';
import { useOneClick } from '../internal/traders/preferences';
import { useWatchlist } from '../internal/traders/watchlist';
import { QuoteRow, type QuoteRowProps } from './QuoteRow';
import { QuoteListView } from './QuoteListView';
import { useQuoteList } from './useQuoteList';
import { usePipkit, useStores, useT } from '../provider';

export interface QuoteListProps {
  /** A row was picked: the pair's code ('EURUSD'). */
  onSelectPair?: (code: string) => void;
  /** Category chips (home). Default true. */
  showCategories?: boolean;
  /** Search box (/product). Default false. */
  showSearch?: boolean;
  /** Fetch trade_list when mounted (the app refreshes on navigation to / and /trade). Default true. */
  refreshOnMount?: boolean;
  /** Accessible name of the list region. */
  label?: string;
  /** Code of the pair being traded: its row is marked (aria-current). */
  current?: string;
  /** Stars on the rows and a "Favourites" chip (the person's watchlist). Default true. */
  showFavourites?: boolean;
  /**
   * Called after the list shows its content (rows, a note or the failure) in place of its skeleton, each time it
   * does: the app holds back what its first screen does not show until then (core/firstContent.ts).
   */
  onShown?: () => void;
}

// The one-click order's rules (the last lots, the ticket's form) are fetched once one-click trading is on.
const loadQuickOrder = () => import('../internal/trading/quickOrder');

/** Subscribes to one instrument's atom: the only component a tick for that instrument re-renders. */
export const LiveQuoteRow = memo(function LiveQuoteRow(props: QuoteRowProps) {
  const quote = useStore(useStores().quotes.quote(props.pair.Code));
  return <QuoteRow {...props} quote={quote} />;
});

/** The bound market list: live bid/ask rows of every pair, category chips or a search box; a tick re-renders only its row. */
export function QuoteList({ onSelectPair, showCategories = true, showSearch = false, refreshOnMount, label, current, showFavourites = true, onShown }: QuoteListProps) {
  const s = useQuoteList({ refreshOnMount });
  const [search, setSearch] = useState('');
  const watch = useWatchlist();
  const stores = useStores();
  const loggedIn = useStore(stores.session.$isLoggedIn);
  const oneClick = useOneClick() && loggedIn;
  const forex = useApi({ forex: createForexApi }).forex;
  const { notify } = usePipkit();
  const t = useT();
  const { toggle } = watch;
  const onStar = useCallback((p: TradePair) => void toggle(p.Id), [toggle]);
  // Chips show on the home list unless a search is typed; the view keeps its skeleton while the list or the chips'
  // categories are on their way.
  const chips = showCategories && !search;
  const categoriesPending = chips && s.categoriesPending;
  const settled = !s.loading && !categoriesPending;
  const shownRef = useRef(onShown);
  shownRef.current = onShown;
  useEffect(() => {
    if (settled) shownRef.current?.();
  }, [settled]);
  useEffect(() => {
    if (oneClick) void loadQuickOrder().catch(() => undefined); // a tap tries again
  }, [oneClick]);
  // A double tap on a phone must not place two orders: a tap on a button whose order is still on its way is ignored
  // (the ref, at once) and the button shows busy until the answer (the state, at the next render).
  const inFlight = useRef(new Set<string>());
  const [placing, setPlacing] = useState<ReadonlySet<string>>(() => new Set());
  const onTrade = useCallback(
    (p: TradePair, side: 1 | 2) => {
      const key = `${p.Code}:${side}`;
      if (inFlight.current.has(key)) return;
      inFlight.current.add(key);
      setPlacing(new Set(inFlight.current));
      void loadQuickOrder()
        // Its code not reachable: nothing was sent, and the trader must know. (The server's refusal is toasted by
        // the client.)
        .then((m) => forex.submit(m.quickOrderForm(p, side)), () => notify(t('common.loadFailed'), 'error'))
        .catch(() => undefined)
        .finally(() => {
          inFlight.current.delete(key);
          setPlacing(new Set(inFlight.current));
        });
    },
    [forex, notify, t],
  );
  return (
    <QuoteListView
      pairs={s.pairs}
      categories={chips ? s.categories : []}
      category={chips ? s.category : 0}
      onCategory={s.setCategory}
      categoriesPending={categoriesPending}
      loading={s.loading}
      error={s.pairs.length === 0 ? s.error : null}
      onRetry={() => void s.refresh()}
      search={showSearch ? search : undefined}
      onSearch={setSearch}
      onSelectPair={onSelectPair}
      Row={LiveQuoteRow}
      label={label}
      current={current}
      favourites={showFavourites ? watch.ids : undefined}
      onStar={onStar}
      onMove={showFavourites ? watch.move : undefined}
      onTrade={oneClick ? onTrade : undefined}
      placing={placing}
    />
  );
}
