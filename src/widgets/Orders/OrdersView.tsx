// Pure orders screen: holding / pending / history tabs, skeleton of 2, infinite list with pull-to-refresh,
// and the detail sheet. Data in, callbacks out.
import { Suspense, useEffect, useRef, useState, type TouchEvent } from 'react';
import { styled } from 'styled-components';
import type { CloseAllWhich, DealStatus, Order, PendingChange, TradePair } from '../../core/api/forex';
import type { RateLookup } from '../../core/money';
import type { LivePosition } from '../../core/stores/orders';
import type { OrderListState } from '../../core/stores/order-list';
import { useT } from '../provider';
import { Button } from '../ui/Button';
import { Skeleton } from '../ui/Skeleton';
import { Tabs } from '../ui/Tabs';
import type { Confirm } from './confirm';
import type { LotRules } from './closeLots';
import type { Market } from './pendingChange';
import { LoadBoundary } from '../internal/loading/LoadBoundary';
import { PartLoading } from '../internal/loading/PartLoading';
import { LoadFailedDialog } from '../internal/loading/LoadFailedDialog';
import { retryableLazy } from '../internal/loading/retryableLazy';
import { OrderDetail, loadHoldingTools, loadOrderDetail, loadPendingTools } from './lazyDetail';
import { OrderRow } from './OrderRow';
import { BulkActions } from './BulkActions';
import { NoteSearch, type NoteSearchProps } from './NoteSearch';
import { PauseNotice } from '../internal/limits/PauseNotice';
import type { TradingPause } from '../internal/limits/pause';

// The confirmation (and the dialog it uses) loads apart; asked for as soon as an open-order list shows.
const loadConfirm = () => import('./ConfirmDialog');
const ConfirmDialog = retryableLazy(() => loadConfirm().then((m) => m.default));

export interface OrdersViewProps {
  tab: DealStatus;
  onTab?: (tab: DealStatus) => void;
  list: OrderListState;
  /** History tab: the trader's trades found by the words of their notes. */
  noteSearch?: Omit<NoteSearchProps, 't'>;
  /** Pending tab: the trader's own limits stop new positions now, so an order whose price comes is cancelled. */
  pause?: TradingPause;
  live?: Record<number, LivePosition>;
  /** The selected position's pair: minimum lots and step, for a partial close. */
  lotRules?: LotRules;
  /** The selected pending order's market now: its form says when a new price would fill at once. */
  market?: Market;
  /**
   * The selected order's pair (its contract and quote currency) and the USD rates of the moment: its detail's stops
   * say what they would make or lose (docs/trading.md "Money at the stops"); nothing is said without them.
   */
  pair?: TradePair;
  rates?: RateLookup;
  /** Holding tab: stop-out price by position id (a position left out has none). */
  stopOut?: Record<number, string>;
  selected?: Order | null;
  onSelect?: (order: Order | null) => void;
  onLoadMore?: () => void;
  onRefresh?: () => void;
  busy?: boolean;
  /** `lots`: close only that part of the position */
  onClosePosition?: (id: number, lots?: string) => void;
  onCancelOrder?: (id: number) => void;
  /** Holding tab: close a position and open the same lots the other way (asks first unless one-click trading is on). */
  onReverse?: (id: number) => void;
  onSetStop?: (id: number, takeProfit: string, stopLoss: string) => void;
  onSetTrailing?: (id: number, pips: string) => void;
  /** Pending tab: save an order's new price, stops and expiry. */
  onModifyPending?: (id: number, change: PendingChange) => void;
  /** The trader's note on the position of an order ('' deletes it). */
  onSetNote?: (id: number, note: string) => void;
  /** Pending tab: pairs two pending orders as one cancels the other (`otherId` 0 unpairs). */
  onSetOco?: (id: number, otherId: number) => void;
  /** Holding tab: close every position, or the profitable or losing ones (asks first unless one-click trading is on). */
  onCloseAll?: (which: CloseAllWhich) => void;
  /** How many positions "Close all" would close; the buttons show from two. */
  closeAllCount?: number;
  /** Pending tab: cancel every pending order (asks first unless one-click trading is on). */
  onCancelAll?: () => void;
  /** How many pending orders "Cancel all" would cancel; the button shows from two. */
  cancelAllCount?: number;
  /** How many are now in profit and at a loss: their buttons show when there is one. */
  closeCounts?: { profitable: number; losing: number };
  /** The action waiting for the trader's yes (close, cancel, close all, cancel all); null when none. */
  confirm?: Confirm | null;
  onConfirm?: () => void;
  onDismissConfirm?: () => void;
}

export const ORDER_SKELETON_ROWS = 2;

/** How far (px) a pull from the top must travel to refresh. */
export const PULL_THRESHOLD = 64;

const Wrap = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.bg};
`;

const Scroller = styled.div`
  overflow-y: auto;
  max-block-size: 70vh;
  touch-action: pan-y;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Skel = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Pull = styled.div<{ $h: number }>`
  display: grid;
  place-items: center;
  block-size: ${({ $h }) => $h}px;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const TABS: DealStatus[] = [1, 0, 3];

export function OrdersView(p: OrdersViewProps) {
  const t = useT();
  const { list, tab } = p;
  const scroller = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const [pull, setPull] = useState(0);
  const start = useRef<number | null>(null);
  const labels: Record<DealStatus, string> = { 1: t('trade.holding'), 0: t('trade.pending'), 3: t('trade.history') };

  // Orders on screen: a tap may open one's detail, so its sheet is fetched now; for positions or pending orders a
  // Close or Cancel may come, so the tab's tools and the confirmation too.
  const shown = list.items.length > 0;
  const actionable = tab !== 3 && shown;
  useEffect(() => {
    if (shown) void loadOrderDetail().catch(() => {});
  }, [shown]);
  useEffect(() => {
    if (!actionable) return;
    void loadConfirm().catch(() => {});
    if (tab === 1) void loadHoldingTools().catch(() => {});
    if (tab === 0) void loadPendingTools().catch(() => {});
  }, [actionable, tab]);

  // Infinite list: the next page loads when the end of the list scrolls into view. One observer per page loaded, not
  // per render (a live price re-renders the list many times a second): the handler is read through a ref, and a new
  // observer after each page reports at once whether the end is still in view, which loads the page after it.
  const canMore = !list.finished && !list.loading && !list.error && list.items.length > 0;
  const loadMore = useRef(p.onLoadMore);
  loadMore.current = p.onLoadMore;
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !canMore || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((e) => e[0]?.isIntersecting && loadMore.current?.(), { root: scroller.current });
    io.observe(el);
    return () => io.disconnect();
  }, [canMore, list.items.length]);

  // Pull-to-refresh: touch only, from the top of the list. Touch events, not pointer events: the browser cancels a
  // pointer as soon as it starts panning, which is exactly when a pull happens.
  const onDown = (e: TouchEvent) => {
    if ((scroller.current?.scrollTop ?? 0) <= 0) start.current = e.touches[0]?.clientY ?? null;
  };
  const onMove = (e: TouchEvent) => {
    const y = e.touches[0]?.clientY;
    if (start.current !== null && y !== undefined) setPull(Math.max(0, Math.min(96, y - start.current)));
  };
  const onUp = () => {
    if (start.current !== null && pull >= PULL_THRESHOLD) p.onRefresh?.();
    start.current = null;
    setPull(0);
  };

  const firstLoad = list.loading && list.items.length === 0 && !list.refreshing;
  return (
    <Wrap aria-label={t('trading.orders')}>
      <Tabs<string>
        label={t('trading.orders')}
        idPrefix="orders"
        items={TABS.map((v) => ({ value: String(v), label: labels[v] }))}
        value={String(tab)}
        onChange={(v) => p.onTab?.(Number(v) as DealStatus)}
      />
      {tab === 0 && p.pause && list.items.length > 0 && <PauseNotice pause={p.pause} pending t={t} />}
      {tab === 3 && p.noteSearch && <NoteSearch {...p.noteSearch} t={t} />}
      <BulkActions tab={tab} busy={p.busy} closeAllCount={p.closeAllCount} closeCounts={p.closeCounts} cancelAllCount={p.cancelAllCount} onCloseAll={p.onCloseAll} onCancelAll={p.onCancelAll} t={t} />
      <Scroller
        ref={scroller}
        id="orders-panel"
        role="tabpanel"
        aria-labelledby={`orders-tab-${tab}`}
        aria-busy={list.loading || undefined}
        onTouchStart={onDown}
        onTouchMove={onMove}
        onTouchEnd={onUp}
        onTouchCancel={onUp}
      >
        {(pull > 0 || list.refreshing) && (
          <Pull $h={list.refreshing ? 40 : pull} role="status">
            {list.refreshing ? t('common.refreshing') : pull >= PULL_THRESHOLD ? t('common.releaseToRefresh') : t('common.pullToRefresh')}
          </Pull>
        )}
        {firstLoad ? (
          <List data-testid="orders-skeleton">
            {Array.from({ length: ORDER_SKELETON_ROWS }, (_, i) => (
              <Skel key={i}>
                <Skeleton $width="40%" />
                <Skeleton $width="70%" />
              </Skel>
            ))}
          </List>
        ) : list.error && list.items.length === 0 ? (
          <Note role="alert">
            {list.error}{' '}
            <Button $variant="secondary" onClick={p.onRefresh}>
              {t('common.retry')}
            </Button>
          </Note>
        ) : list.items.length === 0 ? (
          <Note>{t('msg.noData')}</Note>
        ) : (
          <>
            <List>
              {list.items.map((o) => (
                <li key={o.Id}>
                  <OrderRow order={o} tab={tab} live={tab === 1 ? p.live?.[o.Id] : undefined} stopOut={p.stopOut?.[o.Id]} t={t} onOpen={(x) => p.onSelect?.(x)} />
                </li>
              ))}
            </List>
            <div ref={sentinel} />
            {list.finished ? (
              <Note>{t('msg.noMore')}</Note>
            ) : list.loading ? (
              <Note role="status">{t('common.loading')}</Note>
            ) : (
              <Note>
                <Button $variant="ghost" onClick={p.onLoadMore}>
                  {t('common.loadMore')}
                </Button>
              </Note>
            )}
          </>
        )}
      </Scroller>
      {p.selected && (
        <LoadBoundary fallback={(f) => <LoadFailedDialog {...f} onDismiss={() => p.onSelect?.(null)} />}>
          <Suspense fallback={<PartLoading />}>
            <OrderDetail
              key={p.selected.Id}
              order={p.selected}
              tab={tab}
              live={tab === 1 ? p.live?.[p.selected.Id] : undefined}
              stopOut={p.stopOut?.[p.selected.Id]}
              lotRules={p.lotRules}
              market={p.market}
              pair={p.pair}
              rates={p.rates}
              t={t}
              busy={p.busy}
              onDismiss={() => p.onSelect?.(null)}
              onClosePosition={p.onClosePosition}
              onCancelOrder={p.onCancelOrder}
              onReverse={p.onReverse}
              onSetStop={p.onSetStop}
              onSetTrailing={p.onSetTrailing}
              onModifyPending={p.onModifyPending}
              onSetNote={p.onSetNote}
              listed={tab === 0 ? list.items : undefined}
              onSetOco={p.onSetOco}
            />
          </Suspense>
        </LoadBoundary>
      )}
      {p.confirm && (
        <LoadBoundary fallback={(f) => <LoadFailedDialog {...f} onDismiss={() => p.onDismissConfirm?.()} />}>
          <Suspense fallback={<PartLoading />}>
            <ConfirmDialog confirm={p.confirm} live={p.live} busy={p.busy} onConfirm={p.onConfirm} onDismiss={p.onDismissConfirm} />
          </Suspense>
        </LoadBoundary>
      )}
    </Wrap>
  );
}
