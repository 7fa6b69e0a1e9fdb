import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../api/forex';
import { closedIds, createOrderList, createLiveOrders, type LiveOrders } from './orders';

const order = (Id: number): Order => ({
  Id, ForexTradeLists: { ShowCode: 'EUR/USD' }, OrderType: 1, Quantity: '0.01', OriginPrice: '1.1', Price: '1.1',
  UpdatePrice: '1.1', FactProfits: '0', CautionMoney: '11', TradeFee: '0.01', TargetLossPrice: '0',
  TargetProfitPrice: '0', Status: 1, CreateTimeHandler: '', CompleteTimeHandler: '',
});

let o: LiveOrders;

describe('live summary', () => {
  beforeEach(() => {
    o = createLiveOrders();
  });

  it('keeps only the newest summary of a frame and indexes positions by id', () => {
    o.applySummary({ ProfitsTotal: '1', HazardRate: '100', CautionMoneyAll: '5', TransOrder: [] });
    o.applySummary({ ProfitsTotal: '2', HazardRate: '90', CautionMoneyAll: '5', TransOrder: [{ Id: 7, UpdatePrice: '1.2', FactProfits: '-3.5' }] });
    expect(o.$summary.get()).toBeNull();
    o.flushSummary();
    expect(o.$summary.get()?.ProfitsTotal).toBe('2');
    expect(o.$positions.get()[7]).toEqual({ UpdatePrice: '1.2', FactProfits: '-3.5' });
    // a server that sends the current stop (a trailing stop moves it) has it reach the rows
    o.applySummary({ ProfitsTotal: '2', HazardRate: '90', CautionMoneyAll: '5', TransOrder: [{ Id: 7, UpdatePrice: '1.3', FactProfits: '1', TargetLossPrice: '1.25' }] });
    o.flushSummary();
    expect(o.$positions.get()[7]).toEqual({ UpdatePrice: '1.3', FactProfits: '1', TargetLossPrice: '1.25' });
  });

  it('parses every closed shape', () => {
    expect(closedIds([1, '2'])).toEqual([1, 2]);
    expect(closedIds({ Id: 3 })).toEqual([3]);
    expect(closedIds([{ Id: 4 }, { id: 5 }])).toEqual([4, 5]);
    expect(closedIds({ ids: [6] })).toEqual([6]);
    expect(closedIds(null)).toEqual([]);
  });

  it('FOREX_CLOSED drops the live position and tells listeners', () => {
    const seen = vi.fn();
    const off = o.onClosed(seen);
    o.applySummary({ ProfitsTotal: '0', HazardRate: '0', CautionMoneyAll: '0', TransOrder: [{ Id: 7, UpdatePrice: '1', FactProfits: '1' }] });
    o.flushSummary();
    const handlers: Record<string, (d: unknown) => void> = {};
    o.bindFeed({ subscribe: (t, h) => ((handlers[t] = h), () => {}) });
    handlers.FOREX_CLOSED([{ Id: 7 }]);
    expect(seen).toHaveBeenCalledWith([7]);
    expect(o.$positions.get()[7]).toBeUndefined();
    off();
    o.applyClosed([8]);
    expect(seen).toHaveBeenCalledTimes(1);
  });
});

describe('order list', () => {
  const pages = (total: number, size = 2) =>
    vi.fn(async (page: number) => ({
      data: Array.from({ length: Math.max(0, Math.min(size, total - (page - 1) * size)) }, (_, i) => order((page - 1) * size + i + 1)),
      total,
    }));

  it('pages from 1 and stops at total', async () => {
    const fetch = pages(5);
    const list = createOrderList(fetch);
    await list.load();
    expect(fetch).toHaveBeenLastCalledWith(1);
    await list.loadMore();
    await list.loadMore();
    expect(list.$state.get().items.map((o) => o.Id)).toEqual([1, 2, 3, 4, 5]);
    expect(list.$state.get().finished).toBe(true);
    await list.loadMore();
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('refresh goes back to page 1 and closes its indicator after 500 ms', async () => {
    const fetch = pages(5);
    const waits: number[] = [];
    const list = createOrderList(fetch, async (ms) => void waits.push(ms));
    await list.load();
    await list.loadMore();
    const p = list.refresh();
    expect(list.$state.get().refreshing).toBe(true);
    await p;
    expect(waits).toEqual([500]);
    expect(list.$state.get()).toMatchObject({ refreshing: false, page: 1 });
    expect(list.$state.get().items).toHaveLength(2);
  });

  it('removes closed rows, patches a row and reports errors', async () => {
    const list = createOrderList(pages(3, 3));
    await list.load();
    list.remove([2]);
    list.patch(1, { TargetLossPrice: '1.05' });
    expect(list.$state.get().items.map((o) => o.Id)).toEqual([1, 3]);
    expect(list.$state.get().total).toBe(2);
    expect(list.$state.get().items[0].TargetLossPrice).toBe('1.05');
    const bad = createOrderList(() => Promise.reject(new Error('boom')));
    await bad.load();
    expect(bad.$state.get()).toMatchObject({ loading: false, error: 'boom' });
  });

  it('a page on its way when a row closes or changes does not bring the old row back', async () => {
    let answer!: (res: { data: Order[]; total: number }) => void;
    const fetch = vi.fn(() => new Promise<{ data: Order[]; total: number }>((r) => (answer = r)));
    const list = createOrderList(fetch, async () => {});
    const loading = list.load();
    list.remove([2]); // a stop loss hit while the page was on its way, written by the server before it
    list.patch(3, { TargetLossPrice: '1.05' });
    answer({ data: [order(1), order(2), order(3)], total: 3 });
    await loading;
    expect(list.$state.get().items.map((o) => [o.Id, o.TargetLossPrice])).toEqual([[1, '0'], [3, '1.05']]);
    expect(list.$state.get()).toMatchObject({ total: 2, finished: true });
    // a page asked for after the change is the server's word: a row it still lists stays
    const again = list.refresh();
    answer({ data: [order(1), order(2)], total: 2 });
    await again;
    expect(list.$state.get().items.map((o) => o.Id)).toEqual([1, 2]);
  });
});

describe('server notices', () => {
  it('keeps server-side closes for the tray, hands each out once, and marks them read', () => {
    const o = createLiveOrders();
    o.applyClosed({ Id: 5, Status: 3, Reason: 'sl', Code: 'EURUSD', UpdatePrice: '1.07', FactProfits: '-12.5' });
    o.applyClosed([{ Id: 6, Status: 1, Reason: 'fill', Code: 'XAUUSD', UpdatePrice: '2350', FactProfits: '0' }, 7]);
    expect(o.$notices.get().map((n) => [n.event.Id, n.read])).toEqual([[6, false], [5, false]]);
    expect(o.takeUnannounced().map((n) => n.event.Id)).toEqual([5, 6]); // oldest first, as they happened
    expect(o.takeUnannounced()).toEqual([]);
    o.markAllRead();
    expect(o.$notices.get().every((n) => n.read)).toBe(true);
    expect(o.takeUnannounced()).toEqual([]);
    o.reset();
    expect(o.$notices.get()).toEqual([]);
  });

  it('keeps the tray across a reload for the same person, without announcing it again; never for another person', () => {
    const mem = new Map<string, string>();
    vi.stubGlobal('localStorage', { getItem: (k: string) => mem.get(k) ?? null, setItem: (k: string, v: string) => void mem.set(k, v), removeItem: (k: string) => void mem.delete(k) });
    try {
      let owner = '7';
      const storage = { key: 'pk.notices', owner: () => owner };
      const first = createLiveOrders(storage);
      first.applyClosed({ Id: 5, Status: 3, Reason: 'tp', Code: 'EURUSD', UpdatePrice: '1.09', FactProfits: '12.5' });
      first.applyClosed({ Id: 6, Status: 3, Reason: 'sl', Code: 'EURUSD', UpdatePrice: '1.07', FactProfits: '-3' });
      expect(first.takeUnannounced()).toHaveLength(2);

      // a reload: the same two, unread, already announced; new ones continue the numbering
      const reloaded = createLiveOrders(storage);
      expect(reloaded.$notices.get().map((n) => [n.event.Id, n.read])).toEqual([[6, false], [5, false]]);
      expect(reloaded.takeUnannounced()).toEqual([]);
      reloaded.applyClosed({ Id: 8, Status: 3, Reason: 'stop_out', Code: 'EURUSD', UpdatePrice: '1.05', FactProfits: '-40' });
      expect(reloaded.takeUnannounced().map((n) => n.event.Id)).toEqual([8]);
      expect(new Set(reloaded.$notices.get().map((n) => n.seq)).size).toBe(3);
      reloaded.markAllRead();
      expect(createLiveOrders(storage).$notices.get().every((n) => n.read)).toBe(true);

      // someone else on this browser sees nothing of it; broken data starts empty
      owner = '9';
      expect(createLiveOrders(storage).$notices.get()).toEqual([]);
      owner = '7';
      mem.set('pk.notices', '{not json');
      expect(createLiveOrders(storage).$notices.get()).toEqual([]);

      // logging out (reset) removes the stored tray
      const last = createLiveOrders(storage);
      last.applyClosed({ Id: 9, Status: 3, Reason: 'sl', Code: 'EURUSD', UpdatePrice: '1.07', FactProfits: '-3' });
      expect(mem.has('pk.notices')).toBe(true);
      last.reset();
      expect(mem.has('pk.notices')).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
