// A paged list of orders per tab (my_deal). Pages start at 1 and stop when the loaded count reaches total;
// pull-to-refresh closes after 500 ms (docs/product.md#constants-and-limits). Its own module: only the screens that
// list orders load it, not the first screen.
import { atom, type ReadableAtom } from 'nanostores';
import type { Order } from '../api/forex';

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
  // A page's answer is written by the server when its request arrives; a close or an amendment made here after the
  // request left (a stop loss hit, the trader's own close) must not be undone by it: while pages are on their way,
  // each change is kept (numbered) to be made again on the answers of pages asked for before it.
  let changeCount = 0;
  let changes: Array<[number, (rows: Order[]) => Order[]]> = [];
  let inFlight = 0;
  const change = (edit: (rows: Order[]) => Order[]) => {
    if (inFlight) changes.push([++changeCount, edit]);
    const s = $state.get();
    const items = edit(s.items);
    // a close of a row not listed here (another tab's) changes nothing on screen
    if (items.length === s.items.length && items.every((o, i) => o === s.items[i])) return;
    set({ items, total: Math.max(0, s.total - (s.items.length - items.length)) });
  };

  async function fetchInto(page: number, replace: boolean) {
    const gen = generation;
    const since = changeCount;
    inFlight++;
    try {
      const res = await fetchPage(page);
      if (gen !== generation) return;
      let rows = res.data;
      for (const [at, edit] of changes) if (at > since) rows = edit(rows);
      const dropped = res.data.length - rows.length;
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
      const drop = new Set(ids);
      // An order that leaves the list unpairs the other of its one-cancels-the-other pair, as the server does when
      // it ends without filling (a fill cancels the other, whose own removal follows).
      const unpaired = (o: Order) => (o.OcoId && drop.has(o.OcoId) ? { ...o, OcoId: 0 } : o);
      change((rows) => rows.filter((o) => !drop.has(o.Id)).map(unpaired));
    },
    patch(id, fields) {
      change((rows) => rows.map((o) => (o.Id === id ? { ...o, ...fields } : o)));
    },
  };
}
