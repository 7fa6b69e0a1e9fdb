// Live orders: the summary (FOREX_TRADE) and closed positions (FOREX_CLOSED) every client holds. The paged list per
// tab is order-list.ts (only the screens that list orders load it).
import { readItem, writeItem } from './persistent';
import { isCatchUpCursor } from './catch-up-cursor';
import { atom, type ReadableAtom } from 'nanostores';
import type { ClosedEvent, LiveSummary } from '../api/forex';
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
  /** ms epoch: when it happened when the server says so (and not later than its arrival), else its arrival */
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
  /**
   * Subscribes the per-user topics (the socket sends them only after its login message). FOREX_CLOSED is subscribed
   * with a catch-up cursor: after a drop or a reload the server sends what happened meanwhile (docs/socket.md).
   */
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

interface Saved {
  notices: OrderNotice[];
  /** The server's time of the last FOREX_CLOSED subscription ('' none yet): where a catch-up starts. */
  cursor: string;
}

function restoreNotices(storage: NoticeStorage | undefined): Saved {
  const none = { notices: [], cursor: '' };
  if (!storage || !storage.owner()) return none;
  try {
    const saved = JSON.parse(readItem(storage.key) ?? 'null') as { owner?: unknown; notices?: unknown; cursor?: unknown } | null;
    if (!saved || saved.owner !== storage.owner() || !Array.isArray(saved.notices)) return none;
    const notices = saved.notices
      .filter((n): n is OrderNotice => !!n && typeof n === 'object' && Number.isFinite((n as OrderNotice).seq) && !!(n as OrderNotice).event && typeof (n as OrderNotice).event.Reason === 'string')
      .slice(0, NOTICE_LIMIT);
    return { notices, cursor: isCatchUpCursor(saved.cursor) ? saved.cursor : '' };
  } catch {
    return none; // unreadable data: start empty
  }
}

/** An order fills once, closes once: the same event told twice (live, then in a catch-up) is one notice. */
const noticeKey = (e: ClosedEvent) => `${e.Id}:${e.Status}`;

function happenedAt(e: ClosedEvent, arrival: number): number {
  const t = typeof e.At === 'string' ? Date.parse(e.At) : NaN;
  return Number.isFinite(t) ? Math.min(t, arrival) : arrival;
}

export function createLiveOrders(storage?: NoticeStorage): LiveOrders {
  const $summary = atom<LiveSummary | null>(null);
  const $positions = atom<Record<number, LivePosition>>({});
  const closedListeners = new Set<(ids: number[]) => void>();
  const restored = restoreNotices(storage);
  const $notices = atom<OrderNotice[]>(restored.notices);
  let cursor = restored.cursor;
  // by seq: marking a notice read replaces its object, and it must not be announced twice (nor again after a reload)
  const announced = new Set<number>(restored.notices.map((n) => n.seq));
  let seq = restored.notices.reduce((m, n) => Math.max(m, n.seq), 0);
  const save = () => {
    if (!storage) return;
    const owner = storage.owner();
    const notices = $notices.get();
    writeItem(storage.key, owner && (notices.length || cursor) ? JSON.stringify({ owner, notices, cursor }) : null);
  };
  $notices.listen(save);
  const record = (data: unknown) => {
    const known = new Set($notices.get().map((n) => noticeKey(n.event)));
    const events = (Array.isArray(data) ? data : [data]).filter((e): e is ClosedEvent => {
      if (!e || typeof e !== 'object' || typeof (e as ClosedEvent).Reason !== 'string' || !Number.isFinite(Number((e as ClosedEvent).Id))) return false;
      const key = noticeKey(e as ClosedEvent);
      return !known.has(key) && !!known.add(key);
    });
    if (!events.length) return;
    const now = Date.now();
    const fresh = events.map((event) => ({ seq: ++seq, at: happenedAt(event, now), event, read: false })).reverse();
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
    // A fill opens a position: its live P&L (a summary may have brought it first, e.g. a catch-up's fill) stays.
    const filled = new Set((Array.isArray(data) ? data : [data]).filter((e) => (e as ClosedEvent | null)?.Status === 1).map((e) => Number((e as ClosedEvent).Id)));
    const live = { ...$positions.get() };
    for (const id of ids) if (!filled.has(id)) delete live[id];
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
      // The acknowledgement of FOREX_CLOSED carries the server's time of the subscription: the next `sub` (after a
      // drop, or on the next visit) asks for what happened since then.
      const offAck = socket.onMessage?.((m) => {
        if (m.type !== 'sub' || m.topic !== 'FOREX_CLOSED' || m.code !== 1 || !isCatchUpCursor(m.at)) return;
        cursor = m.at;
        save();
      });
      const a = socket.subscribe('FOREX_TRADE', applySummary);
      const b = socket.subscribe('FOREX_CLOSED', applyClosed, () => ({ since: cursor }));
      return () => {
        offAck?.();
        a();
        b();
      };
    },
    reset() {
      summaries.clear();
      $summary.set(null);
      $positions.set({});
      cursor = '';
      $notices.set([]);
      announced.clear();
    },
  };
}
