// Orders: the live summary (FOREX_TRADE), closed positions (FOREX_CLOSED) and a paged list per tab.
// Pages start at 1 and stop when the loaded count reaches total; pull-to-refresh closes after 500 ms (docs/product.md#constants-and-limits).
import { atom, type ReadableAtom } from 'nanostores';
import type { LiveSummary, Order } from '../api/forex';
import { createBatcher } from './frame';
import type { TopicSocket } from './quotes';

export interface LivePosition {
  UpdatePrice: string;
  FactProfits: string;
}

/** The latest per-user summary; null until the first FOREX_TRADE after login. */
export const $liveSummary = atom<LiveSummary | null>(null);
/** Live price and P&L per open order id, from FOREX_TRADE.TransOrder. */
export const $livePositions = atom<Record<number, LivePosition>>({});

type ClosedListener = (ids: number[]) => void;
const closedListeners = new Set<ClosedListener>();

/** Called with the ids of positions the server closed (SL, TP, stop-out, pending fill). */
export function onOrdersClosed(fn: ClosedListener): () => void {
  closedListeners.add(fn);
  return () => closedListeners.delete(fn);
}

// FOREX_TRADE can arrive several times per frame; only the newest summary matters.
const summaries = createBatcher<0, LiveSummary>(
  (b) => applySummaryNow(b.get(0)!),
  (_prev, next) => next,
);

function applySummaryNow(s: LiveSummary): void {
  $liveSummary.set(s);
  const next: Record<number, LivePosition> = {};
  for (const o of s.TransOrder ?? []) next[o.Id] = { UpdatePrice: o.UpdatePrice, FactProfits: o.FactProfits };
  $livePositions.set(next);
}

export function applyLiveSummary(data: unknown): void {
  if (data && typeof data === 'object') summaries.push(0, data as LiveSummary);
}

export function flushLiveSummary(): void {
  summaries.flush();
}

/** Accepts the shapes a closed message may have: [1,2], [{Id}], {Id}, {ids:[…]}, {Ids:[…]}. */
export function closedIds(data: unknown): number[] {
  const one = (x: unknown): number[] => {
    if (typeof x === 'number' || (typeof x === 'string' && x !== '')) return [Number(x)];
    if (x && typeof x === 'object') {
      const o = x as Record<string, unknown>;
      if (Array.isArray(o.ids)) return o.ids.flatMap(one);
      if (Array.isArray(o.Ids)) return o.Ids.flatMap(one);
      if (o.Id !== undefined) return one(o.Id);
      if (o.id !== undefined) return one(o.id);
    }
    return [];
  };
  return (Array.isArray(data) ? data.flatMap(one) : one(data)).filter(Number.isFinite);
}

export function applyOrdersClosed(data: unknown): void {
  const ids = closedIds(data);
  if (ids.length === 0) return;
  const live = { ...$livePositions.get() };
  for (const id of ids) delete live[id];
  $livePositions.set(live);
  for (const fn of closedListeners) fn(ids);
}

/** Subscribes the per-user topics (the socket sends them only after its login message). */
export function bindOrderFeed(socket: TopicSocket): () => void {
  const a = socket.subscribe('FOREX_TRADE', applyLiveSummary);
  const b = socket.subscribe('FOREX_CLOSED', applyOrdersClosed);
  return () => {
    a();
    b();
  };
}

export function resetLiveOrders(): void {
  summaries.clear();
  $liveSummary.set(null);
  $livePositions.set({});
}

// ---------------------------------------------------------------------------------------------------------------
// Paged list

export interface OrderListState {
  items: Order[];
  total: number;
  page: number; // last loaded page; 0 before the first
  loading: boolean; // first page or next page in flight
  refreshing: boolean; // pull-to-refresh indicator
  finished: boolean; // loaded count reached total
  error: string | null;
}

export type FetchOrders = (page: number) => Promise<{ data: Order[]; total: number }>;

export const REFRESH_CLOSE_MS = 500;

export interface OrderList {
  $state: ReadableAtom<OrderListState>;
  load(): Promise<void>;
  loadMore(): Promise<void>;
  refresh(): Promise<void>;
  remove(ids: number[]): void;
  patch(id: number, fields: Partial<Order>): void;
}

const initial: OrderListState = {
  items: [],
  total: 0,
  page: 0,
  loading: false,
  refreshing: false,
  finished: false,
  error: null,
};

export function createOrderList(fetchPage: FetchOrders, wait = (ms: number) => new Promise((r) => setTimeout(r, ms))): OrderList {
  const $state = atom<OrderListState>(initial);
  let generation = 0; // a refresh makes older page answers stale
  const set = (p: Partial<OrderListState>) => $state.set({ ...$state.get(), ...p });

  async function fetchInto(page: number, replace: boolean) {
    const gen = generation;
    try {
      const res = await fetchPage(page);
      if (gen !== generation) return;
      const prev = replace ? [] : $state.get().items;
      const seen = new Set(prev.map((o) => o.Id));
      // Rows can shift between pages while positions open and close: keep each id once.
      const items = prev.concat(res.data.filter((o) => !seen.has(o.Id)));
      const total = Number(res.total) || 0;
      set({ items, total, page, loading: false, error: null, finished: items.length >= total || res.data.length === 0 });
    } catch (e) {
      if (gen !== generation) return;
      set({ loading: false, error: e instanceof Error ? e.message : String(e) });
    }
  }

  return {
    $state,
    async load() {
      generation++;
      set({ ...initial, loading: true });
      await fetchInto(1, true);
    },
    async loadMore() {
      const s = $state.get();
      if (s.loading || s.finished || s.refreshing) return;
      set({ loading: true });
      await fetchInto(s.page + 1, false);
    },
    async refresh() {
      generation++;
      set({ refreshing: true, loading: true, finished: false });
      await Promise.all([fetchInto(1, true), wait(REFRESH_CLOSE_MS)]);
      set({ refreshing: false });
    },
    remove(ids) {
      const s = $state.get();
      const drop = new Set(ids);
      const items = s.items.filter((o) => !drop.has(o.Id));
      if (items.length !== s.items.length) set({ items, total: Math.max(0, s.total - (s.items.length - items.length)) });
    },
    patch(id, fields) {
      const s = $state.get();
      set({ items: s.items.map((o) => (o.Id === id ? { ...o, ...fields } : o)) });
    },
  };
}
