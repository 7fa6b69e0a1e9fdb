// Binds the orders view to my_deal pages, the live FOREX_TRADE figures, FOREX_CLOSED removals and FOREX_ORDER changes.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import type { CloseAllWhich, DealStatus, Order, PendingChange } from '../../core/api/forex';
import { createOrderList } from '../../core/stores/order-list';
import { usePipkit, useStores } from '../provider';
import type { OrdersViewProps } from './OrdersView';
import type { Confirm } from './confirm';
import { useOneClick } from '../internal/traders/preferences';
import { gt, lt, sum } from '../../core/money';
import { useOrderFeed } from '../internal/trading/useLiveFeed';
import { useStopOutPrices } from '../internal/trading/useStopOutPrices';
import { useApi } from '../internal/api/useApi';
import { createForexApi } from '../../core/api/forex';
import { useOrderChanges } from './useOrderChanges';
import type { Quote } from '../../core/stores/quotes';
import { useTradePairs } from '../internal/trading/useTradePairs';
import { createLimitsReader } from '../../core/api/limits';
import { useTradingPause } from '../internal/limits/useTradingPause';

const NO_QUOTE = atom<Quote | undefined>(undefined);
/** How long typing pauses before the history is searched again. */
const NOTE_SEARCH_MS = 400;

/** The orders view's props: the tab's paged list with live P&L and the order actions. */
export function useOrders(initialTab: DealStatus = 1): OrdersViewProps {
  const stores = useStores();
  const apis = useApi({ forex: createForexApi, limits: createLimitsReader });
  const api = apis.forex;
  const pipkit = usePipkit();
  useOrderFeed();
  const [tab, setTab] = useState<DealStatus>(initialTab);
  const [selected, setSelected] = useState<Order | null>(null);
  const [busy, setBusy] = useState(false);
  // The history found by the words of the trader's notes: applied once typing pauses, with what the found trades made.
  const [words, setWords] = useState('');
  const [noteFilter, setNoteFilter] = useState('');
  const [found, setFound] = useState<{ total: number; pnl: string } | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setNoteFilter(words.trim()), NOTE_SEARCH_MS);
    return () => clearTimeout(timer);
  }, [words]);
  const filter = tab === 3 ? noteFilter : '';
  // The search on screen now: an answer to words typed before it says nothing of what is shown.
  const searched = useRef(filter);
  searched.current = filter;
  // One pager per tab switch (and per search): a fresh list starts from page 1.
  const list = useMemo(
    () =>
      createOrderList(async (page) => {
        const deal = await api.myDeal(tab, page, undefined, filter || undefined);
        if (filter && page === 1 && searched.current === filter) setFound({ total: Number(deal.total), pnl: deal.all_fact_profits });
        return deal;
      }),
    [api, tab, filter],
  );
  const state = useStore(list.$state);
  const live = useStore(stores.orders.$positions);
  const summary = useStore(stores.orders.$summary);
  // The open pending order's market, live: its form says when a new price would fill at once.
  const pendingCode = selected?.Status === 0 ? selected.ForexTradeLists?.Code : undefined;
  const quote = useStore(pendingCode ? stores.quotes.quote(pendingCode) : NO_QUOTE);
  const stopOut = useStopOutPrices(tab === 1);
  // Lot rules and the rates that value a stop; fetched here when this widget is shown alone.
  const { pairs, rates } = useTradePairs();
  const oneClick = useOneClick();
  // While the trader's own limits stop new positions, a pending order is cancelled when its price comes: the pending
  // tab says so before it happens (real accounts only: demo accounts have no limits).
  const session = useStore(stores.session.$session);
  const isDemo = useStore(stores.session.$isDemo);
  const { pause } = useTradingPause(apis.limits, tab === 0 && !!session.token && !isDemo, session.token);
  // The question on screen and what a yes does: the action is kept with it, so each is written once.
  const [asked, setAsked] = useState<{ confirm: Confirm; yes: () => void } | null>(null);

  useEffect(() => setTab(initialTab), [initialTab]);
  useEffect(() => {
    setSelected(null);
    setFound(null);
    void list.load();
  }, [list]);

  // Closes and fills pushed while the socket was down are lost: the page is read again when it is back.
  useEffect(() => pipkit.socket.onReconnect(() => void list.refresh()), [list, pipkit]);

  // Server-side closes (SL, TP, stop-out, pending fill): drop the rows and the sheet showing one of them.
  useEffect(
    () =>
      stores.orders.onClosed((ids) => {
        const had = list.$state.get().items.some((o) => ids.includes(o.Id));
        list.remove(ids);
        setSelected((s) => (s && ids.includes(s.Id) ? null : s));
        // A filled pending order becomes a position: the holding tab must show it.
        if (tab === 1 && !had) void list.refresh();
        void pipkit.actions.refreshBalance().catch(() => {});
      }),
    [list, tab, pipkit, stores.orders],
  );

  useOrderChanges(list, tab, setSelected);

  const run = useCallback(async (fn: () => Promise<unknown>, after: () => void) => {
    setBusy(true);
    try {
      await fn();
      after();
      void pipkit.actions.refreshBalance().catch(() => {});
    } catch {
      // the http client toasted the server's message
    } finally {
      setBusy(false);
    }
  }, [pipkit]);

  // A partial close leaves the position open with fewer lots: the page is read again instead of dropping the row.
  const close = (id: number, lots?: string) =>
    run(() => api.close(id, lots), () => (lots ? void list.refresh() : list.remove([id]), setSelected(null)));
  // A reverse closes the position and opens another: the page is read again for both.
  const reverse = (id: number) => run(() => api.reverse(id), () => (setSelected(null), void list.refresh()));
  const cancel = (id: number) => run(() => api.cancel(id), () => (list.remove([id]), setSelected(null)));
  // One request: the server closes each chosen position at its own market price and leaves those it cannot.
  const closeAll = (which: CloseAllWhich) => run(() => api.closeAll(which), () => (setSelected(null), void list.refresh()));
  // The same for every pending order: the page is read again, so one filled meanwhile leaves as well.
  const cancelAll = () => run(() => api.cancelAll(), () => (setSelected(null), void list.refresh()));
  const holdingIds = Object.keys(live).map(Number);
  const openIds = holdingIds.length ? holdingIds : tab === 1 ? state.items.map((o) => o.Id) : [];
  // Which positions each button would close, by their live P&L (the live summary lists them all).
  const chosen = (which: CloseAllWhich) =>
    which === 'all' ? openIds : holdingIds.filter((id) => (which === 'profitable' ? gt : lt)(live[id]?.FactProfits ?? '0', 0));
  const pnlOf = (ids: number[]) => (ids.length && holdingIds.length ? sum(ids.map((id) => live[id]?.FactProfits ?? '0')).toString() : summary?.ProfitsTotal ?? '0');
  // The pair's lot rules and contract from the client's trade list.
  const pairOf = (o: Order | null) => (o?.ForexTradeLists?.Code ? pairs.find((p) => p.Code === o.ForexTradeLists?.Code) : undefined);
  const lotRulesOf = (o: Order | null) => {
    const pair = pairOf(o);
    return pair ? { min: String(pair.ForexMinCont), step: String(pair.Pip) } : undefined;
  };
  const find = (id: number) => state.items.find((o) => o.Id === id) ?? (selected?.Id === id ? selected : undefined);
  // One-click trading (a setting the trader turns on) skips the confirmations. The question replaces the detail
  // sheet rather than stacking a second modal on it.
  const ask = (c: Confirm, now: () => void) => {
    if (oneClick) return now();
    setSelected(null);
    setAsked({ confirm: c, yes: now });
  };
  // One order's action asks about the order as listed; one this list does not hold goes at once.
  const askAbout = (id: number, question: (order: Order) => Confirm, now: () => void) => {
    const order = find(id);
    if (order) ask(question(order), now);
    else now();
  };

  return {
    tab,
    onTab: setTab,
    list: state,
    noteSearch: { value: words, onChange: setWords, found },
    pause,
    live,
    stopOut,
    selected,
    lotRules: lotRulesOf(selected),
    pair: pairOf(selected),
    // The open detail's stops are valued at the USD rates of the moment (the quote atoms, read when asked).
    rates,
    market: quote && { bid: quote.Bid, ask: quote.Ask },
    onSelect: setSelected,
    busy,
    onLoadMore: () => void list.loadMore(),
    onRefresh: () => void list.refresh(),
    onClosePosition: (id: number, lots?: string) => askAbout(id, (order) => ({ kind: 'close', order, lots }), () => void close(id, lots)),
    onReverse: (id: number) => askAbout(id, (order) => ({ kind: 'reverse', order }), () => void reverse(id)),
    onCancelOrder: (id: number) => askAbout(id, (order) => ({ kind: 'cancel', order }), () => void cancel(id)),
    closeAllCount: tab === 1 ? openIds.length : 0,
    closeCounts: tab === 1 ? { profitable: chosen('profitable').length, losing: chosen('losing').length } : undefined,
    onCloseAll: (which: CloseAllWhich) => {
      const ids = chosen(which);
      ask({ kind: 'closeAll', which, ids, pnl: which === 'all' ? summary?.ProfitsTotal ?? pnlOf(ids) : pnlOf(ids), orders: state.items }, () => void closeAll(which));
    },
    // Pending tab: every pending order on the server (the list's total), asked about first.
    cancelAllCount: tab === 0 ? state.total : 0,
    onCancelAll: () => ask({ kind: 'cancelAll', count: state.total, orders: state.items }, () => void cancelAll()),
    confirm: asked?.confirm ?? null,
    onDismissConfirm: () => setAsked(null),
    onConfirm: () => {
      const a = asked;
      setAsked(null);
      a?.yes();
    },
    onSetStop: (id: number, tp: string, sl: string) =>
      void run(
        () => api.setStopPrice(id, tp, sl),
        () => {
          // docs/product.md#states-and-transitions: the order is updated locally after the server accepts the new stops.
          list.patch(id, { TargetProfitPrice: tp, TargetLossPrice: sl });
          setSelected((s) => (s && s.Id === id ? { ...s, TargetProfitPrice: tp, TargetLossPrice: sl } : s));
        },
      ),
    onModifyPending: (id: number, change: PendingChange) => {
      // The server answers with the order as it now is: its price, stops, expiry and the margin and fee reserved.
      let updated: Order | undefined;
      void run(
        async () => (updated = (await api.modifyPending(id, change)).data),
        () => {
          if (!updated) return;
          list.patch(id, updated);
          setSelected((s) => (s && s.Id === id ? { ...s, ...updated } : s));
        },
      );
    },
    onSetNote: (id: number, note: string) => {
      // One note per position: the rows of its closed parts show it too (docs/trading.md "Trade notes").
      let kept: { Id: number; Note: string } | undefined;
      const ofPosition = (o: Order) => (o.ParentId || o.Id) === kept?.Id;
      void run(
        async () => (kept = (await api.setNote(id, note)).data),
        () => {
          if (!kept) return;
          for (const o of list.$state.get().items) if (ofPosition(o)) list.patch(o.Id, { Note: kept.Note });
          setSelected((s) => (s && ofPosition(s) ? { ...s, Note: kept!.Note } : s));
        },
      );
    },
    onSetOco: (id: number, otherId: number) => {
      // The server answers with the orders it changed (both of the pair, or none when nothing did).
      let changed: Order[] = [];
      void run(
        async () => (changed = (await api.setOco(id, otherId)).data ?? []),
        () => {
          for (const o of changed) list.patch(o.Id, { OcoId: o.OcoId });
          const mine = changed.find((o) => o.Id === id);
          if (mine) setSelected((s) => (s && s.Id === id ? { ...s, OcoId: mine.OcoId } : s));
        },
      );
    },
    onSetTrailing: (id: number, pips: string) => {
      // The server answers with the order as it now is: its distance and the stop it may have moved at once.
      let updated: Order | undefined;
      void run(
        async () => (updated = (await api.setTrailing(id, pips)).data),
        () => {
          if (!updated) return;
          const patch = { TrailingPips: updated.TrailingPips, TargetLossPrice: updated.TargetLossPrice };
          list.patch(id, patch);
          setSelected((s) => (s && s.Id === id ? { ...s, ...patch } : s));
        },
      );
    },
  };
}
