// Orders: the live summary (FOREX_TRADE), closed positions (FOREX_CLOSED) and a paged list per tab.
// Pages start at 1 and stop when the loaded count reaches total; pull-to-refresh closes after 500 ms (docs/product.md#constants-and-limits).
import { readItem, writeItem } from './persistent';
import { atom, type ReadableAtom } from 'nanostores';
import type { ClosedEvent, LiveSummary, Order } from '../api/forex';
import { createBatcher } from './frame';
import type { TopicSocket } from './quotes';

export interface LivePosition {
  UpdatePrice: string;
  FactProfits: string;
  /** The current stop loss when the server sends it (a trailing stop moves it between requests). */
  TargetLossPrice?: string;
}

/** An order the server changed without the user asking, kept for the notification tray until read. */
export interface OrderNotice {
  /** order of arrival */
  seq: number;
  /** ms epoch of arrival */
  at: number;
  event: ClosedEvent;
  read: boolean;
}

/** Notices kept per client (older ones drop off). */
export const NOTICE_LIMIT = 50;

export interface LiveOrders {
  /** The latest per-user summary; null until the first FOREX_TRADE after login. */
  $summary: ReadableAtom<LiveSummary | null>;
  /** Live price and P&L per open order id, from FOREX_TRADE.TransOrder. */
  $positions: ReadableAtom<Record<number, LivePosition>>;
  /** Called with the ids of positions the server closed (SL, TP, stop-out, pending fill). */
  onClosed(fn: (ids: number[]) => void): () => void;
  /** FOREX_TRADE can arrive several times per frame; only the newest summary is applied, on the next frame. */
  applySummary(data: unknown): void;
  flushSummary(): void;
  applyClosed(data: unknown): void;
  /** Subscribes the per-user topics (the socket sends them only after its login message). */
  bindFeed(socket: TopicSocket): () => void;
  /** Server-side closes and fills, newest first, for the notification tray. */
  $notices: ReadableAtom<OrderNotice[]>;
  /** Notices nobody has told the user about yet; each is handed out once, to the first widget that asks. */
  takeUnannounced(): OrderNotice[];
  markAllRead(): void;
  /** Per-user figures must not survive a logout or a switch of account. */
  reset(): void;
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

/**
 * Where the notices are kept across reloads: a storage key and the person they belong to (`owner()`, e.g. the
 * user id; '' when logged out). Notices stay in the tray until read, also after a reload, but never show to another
 * person logging in on the same browser.
 */
export interface NoticeStorage {
  key: string;
  owner(): string;
}

function restoreNotices(storage: NoticeStorage | undefined): OrderNotice[] {
  if (!storage || !storage.owner()) return [];
  try {
    const saved = JSON.parse(readItem(storage.key) ?? 'null') as { owner?: unknown; notices?: unknown } | null;
    if (!saved || saved.owner !== storage.owner() || !Array.isArray(saved.notices)) return [];
    return saved.notices
      .filter((n): n is OrderNotice => !!n && typeof n === 'object' && Number.isFinite((n as OrderNotice).seq) && !!(n as OrderNotice).event && typeof (n as OrderNotice).event.Reason === 'string')
      .slice(0, NOTICE_LIMIT);
  } catch {
    return []; // unreadable data: start empty
  }
}

export function createLiveOrders(storage?: NoticeStorage): LiveOrders {
  const $summary = atom<LiveSummary | null>(null);
  const $positions = atom<Record<number, LivePosition>>({});
  const closedListeners = new Set<(ids: number[]) => void>();
  const restored = restoreNotices(storage);
  const $notices = atom<OrderNotice[]>(restored);
  // by seq: marking a notice read replaces its object, and it must not be announced twice (nor again after a reload)
  const announced = new Set<number>(restored.map((n) => n.seq));
  let seq = restored.reduce((m, n) => Math.max(m, n.seq), 0);
  if (storage) {
    $notices.listen((notices) => {
      const owner = storage.owner();
      writeItem(storage.key, notices.length && owner ? JSON.stringify({ owner, notices }) : null);
    });
  }
  const record = (data: unknown) => {
    const events = (Array.isArray(data) ? data : [data]).filter(
      (e): e is ClosedEvent => !!e && typeof e === 'object' && typeof (e as ClosedEvent).Reason === 'string' && Number.isFinite(Number((e as ClosedEvent).Id)),
    );
    if (!events.length) return;
    const fresh = events.map((event) => ({ seq: ++seq, at: Date.now(), event, read: false })).reverse();
    $notices.set([...fresh, ...$notices.get()].slice(0, NOTICE_LIMIT));
  };
  const summaries = createBatcher<0, LiveSummary>(
    (b) => {
      const s = b.get(0)!;
      $summary.set(s);
      const next: Record<number, LivePosition> = {};
      for (const o of s.TransOrder ?? []) {
        next[o.Id] = { UpdatePrice: o.UpdatePrice, FactProfits: o.FactProfits };
        if (o.TargetLossPrice !== undefined) next[o.Id].TargetLossPrice = o.TargetLossPrice;
      }
      $positions.set(next);
    },
    (_prev, next) => next,
  );
  const applySummary = (data: unknown) => {
    if (data && typeof data === 'object') summaries.push(0, data as LiveSummary);
  };
  const applyClosed = (data: unknown) => {
    const ids = closedIds(data);
    if (ids.length === 0) return;
    record(data);
    const live = { ...$positions.get() };
    for (const id of ids) delete live[id];
    $positions.set(live);
    for (const fn of closedListeners) fn(ids);
  };
  return {
    $summary,
    $positions,
    onClosed(fn) {
      closedListeners.add(fn);
      return () => closedListeners.delete(fn);
    },
    applySummary,
    flushSummary: () => summaries.flush(),
    applyClosed,
    $notices,
    takeUnannounced() {
      const out = $notices.get().filter((n) => !announced.has(n.seq));
      for (const n of out) announced.add(n.seq);
      return out.reverse();
    },
    markAllRead() {
      if ($notices.get().some((n) => !n.read)) $notices.set($notices.get().map((n) => (n.read ? n : { ...n, read: true })));
    },
    bindFeed(socket) {
      const a = socket.subscribe('FOREX_TRADE', applySummary);
      const b = socket.subscribe('FOREX_CLOSED', applyClosed);
      return () => {
        a();
        b();
      };
    },
    reset() {
      summaries.clear();
      $summary.set(null);
      $positions.set({});
      $notices.set([]);
      announced.clear();
    },
  };
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

/** A change made here (a close, an amended stop) while a page was on its way, kept to apply to its answer too. */
type LocalChange = { at: number } & ({ remove: Set<number> } | { id: number; fields: Partial<Order> });

export function createOrderList(fetchPage: FetchOrders, wait = (ms: number) => new Promise((r) => setTimeout(r, ms))): OrderList {
  const $state = atom<OrderListState>(initial);
  let generation = 0; // a refresh makes older page answers stale
  const set = (p: Partial<OrderListState>) => $state.set({ ...$state.get(), ...p });
  // A page's answer is written by the server when its request arrives; a close or an amendment made here after the
  // request left (a stop loss hit, the trader's own close) must not be undone by it.
  let changeCount = 0;
  let changes: LocalChange[] = [];
  let inFlight = 0;
  const note = (change: Omit<LocalChange, 'at'>) => {
    changeCount++;
    if (inFlight > 0) changes.push({ ...change, at: changeCount } as LocalChange);
  };
  /** The answer's rows with the changes made since `since`; `dropped` counts the rows they removed. */
  const replay = (rows: Order[], since: number) => {
    let out = rows;
    for (const c of changes) {
      if (c.at <= since) continue;
      if ('remove' in c) out = out.filter((o) => !c.remove.has(o.Id));
      else out = out.map((o) => (o.Id === c.id ? { ...o, ...c.fields } : o));
    }
    return { rows: out, dropped: rows.length - out.length };
  };

  async function fetchInto(page: number, replace: boolean) {
    const gen = generation;
    const since = changeCount;
    inFlight++;
    try {
      const res = await fetchPage(page);
      if (gen !== generation) return;
      const { rows, dropped } = replay(res.data, since);
      const prev = replace ? [] : $state.get().items;
      const seen = new Set(prev.map((o) => o.Id));
      // Rows can shift between pages while positions open and close: keep each id once.
      const items = prev.concat(rows.filter((o) => !seen.has(o.Id)));
      const total = Math.max(0, (Number(res.total) || 0) - dropped);
      set({ items, total, page, loading: false, error: null, finished: items.length >= total || res.data.length === 0 });
    } catch (e) {
      if (gen !== generation) return;
      set({ loading: false, error: e instanceof Error ? e.message : String(e) });
    } finally {
      if (--inFlight === 0) changes = [];
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
      note({ remove: new Set(ids) });
      const s = $state.get();
      const drop = new Set(ids);
      const items = s.items.filter((o) => !drop.has(o.Id));
      if (items.length !== s.items.length) set({ items, total: Math.max(0, s.total - (s.items.length - items.length)) });
    },
    patch(id, fields) {
      note({ id, fields });
      const s = $state.get();
      set({ items: s.items.map((o) => (o.Id === id ? { ...o, ...fields } : o)) });
    },
  };
}
