import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { atom } from 'nanostores';
import type { LiveSummary, Order, TradePair } from '../../../core/api/forex';
import type { QuoteStore } from '../../../core/stores/quotes';
import { RECOMPUTE_MS, watchStopOut } from './stopout-watch';

const PAIR = { Code: 'EURUSD', ShowCode: 'EUR/USD', QuoteCurrency: 'USD', PricePrecision: 5, ForexContNum: '100000' } as TradePair;
const order = (Id: number) => ({ Id, ForexTradeLists: { Code: 'EURUSD', ShowCode: 'EUR/USD' }, OrderType: 1, Price: '1.10010', Quantity: '1' }) as Order;
const summary = (ids: number[], Balance = '300.000000'): LiveSummary => ({
  ProfitsTotal: '0',
  HazardRate: '0',
  CautionMoneyAll: String(2200.2 * ids.length),
  TransOrder: ids.map((Id) => ({ Id, UpdatePrice: '1.10000', FactProfits: '-1.000000' })),
  Balance,
  LockBalance: String(2200.2 * ids.length),
});

function setup(list: TradePair[] = [PAIR]) {
  const $summary = atom<LiveSummary | null>(summary([7]));
  const $tradeList = atom<TradePair[]>(list);
  const $quote = atom<{ Bid: string; Ask: string } | undefined>({ Bid: '1.10000', Ask: '1.10010' });
  const quotes = {
    $tradeList,
    findPair: (code: string) => $tradeList.get().find((p) => p.Code === code),
    quote: () => $quote,
    refresh: vi.fn(async (load: () => Promise<TradePair[]>) => $tradeList.set(await load())),
  } as unknown as QuoteStore;
  let held = [order(7)];
  const api = {
    myDeal: vi.fn(async () => ({ data: held, total: held.length })),
    tradeList: vi.fn(async () => [PAIR]),
  };
  const pipkit = { api: { basic: { settings: async () => ({ stop_out_level: '50', margin_call_level: '100' }) } } };
  const tables: Record<number, string>[] = [];
  const stop = watchStopOut({ summary: $summary, quotes, api: api as never, pipkit: pipkit as never }, (t) => tables.push(t));
  return { $summary, $tradeList, api, quotes, tables, stop, hold: (ids: number[]) => (held = ids.map(order)) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('watching the stop-out prices', () => {
  it('asks for every holding once, then gives a price per position', async () => {
    const w = setup();
    await vi.advanceTimersByTimeAsync(0);
    expect(w.api.myDeal).toHaveBeenCalledTimes(1);
    expect(w.api.myDeal).toHaveBeenCalledWith(1, 1, 100);
    expect(Object.keys(w.tables.at(-1)!)).toEqual(['7']);
    expect(w.tables.at(-1)![7]).toMatch(/^1\.0\d{4}$/);
    w.stop();
  });

  it('works again at most every RECOMPUTE_MS while the summary moves, and only tells a changed table', async () => {
    const w = setup();
    await vi.advanceTimersByTimeAsync(0);
    const first = w.tables.length;
    w.$summary.set(summary([7], '300.000000')); // same figures: nothing new to tell
    w.$summary.set(summary([7], '500.000000'));
    w.$summary.set(summary([7], '700.000000'));
    expect(w.tables).toHaveLength(first);
    await vi.advanceTimersByTimeAsync(RECOMPUTE_MS);
    expect(w.tables).toHaveLength(first + 1); // one computation for the three summaries, with the latest balance
    expect(Number(w.tables.at(-1)![7])).toBeLessThan(Number(w.tables[first - 1][7])); // more money: further away
    expect(w.api.myDeal).toHaveBeenCalledTimes(1); // the same positions: not asked again
    w.stop();
  });

  it('asks again when a position opens, and shows nothing while the list is older than the summary', async () => {
    const w = setup();
    await vi.advanceTimersByTimeAsync(0);
    w.hold([7, 8]);
    w.$summary.set(summary([7, 8]));
    expect(w.api.myDeal).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(RECOMPUTE_MS);
    expect(Object.keys(w.tables.at(-1)!)).toEqual(['7', '8']);
    w.$summary.set(summary([]));
    await vi.advanceTimersByTimeAsync(RECOMPUTE_MS);
    expect(w.tables.at(-1)).toEqual({});
    w.stop();
  });

  it('loads the trade list when the client has none, and stops listening when stopped', async () => {
    const w = setup([]);
    expect(w.api.tradeList).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(Object.keys(w.tables.at(-1)!)).toEqual(['7']); // computed again when the list arrived
    w.stop();
    const n = w.tables.length;
    w.$summary.set(summary([7], '900.000000'));
    await vi.advanceTimersByTimeAsync(RECOMPUTE_MS);
    expect(w.tables).toHaveLength(n);
  });
});
