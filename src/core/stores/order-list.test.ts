import { describe, expect, it, vi } from 'vitest';
import type { Order } from '../api/forex';
import { createOrderList } from './order-list';

const order = (Id: number): Order => ({
  Id, ForexTradeLists: { ShowCode: 'EUR/USD' }, OrderType: 1, Quantity: '0.01', OriginPrice: '1.1', Price: '1.1',
  UpdatePrice: '1.1', FactProfits: '0', CautionMoney: '11', TradeFee: '0.01', TargetLossPrice: '0',
  TargetProfitPrice: '0', Status: 1, CreateTimeHandler: '', CompleteTimeHandler: '',
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

  it('an order that leaves the list unpairs the other of its pair, and no other row', async () => {
    const pair = (o: Order, OcoId: number): Order => ({ ...o, Status: 0, OcoId });
    const list = createOrderList(async () => ({ data: [pair(order(1), 2), pair(order(2), 1), pair(order(3), 4), pair(order(4), 3)], total: 4 }));
    await list.load();
    list.remove([1]);
    expect(list.$state.get().items.map((o) => [o.Id, o.OcoId])).toEqual([[2, 0], [3, 4], [4, 3]]);
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
