import { beforeEach, describe, expect, it, vi } from 'vitest';
import { pair } from './fixtures.test-util';
import { createQuoteStore, QUOTES_PER_FRAME, type QuoteStore } from './quotes';


let q: QuoteStore;

describe('quotes store', () => {
  beforeEach(() => {
    q = createQuoteStore();
  });

  it('seeds one atom per instrument from the trade list and picks a current pair', () => {
    q.setTradeList([pair('EURUSD'), pair('GBPUSD')]);
    expect(q.quote('EURUSD').get()?.Close).toBe('1.10000');
    expect(q.$tradeList.get()).toHaveLength(2);
    expect(q.$tradeListLoading.get()).toBe(false);
    expect(q.$currentPair.get()).toBe('EURUSD');
  });

  it('applies ticks once per frame and only to the instrument that moved', async () => {
    q.setTradeList([pair('EURUSD'), pair('GBPUSD')]);
    const eur = vi.fn();
    const gbp = vi.fn();
    const u1 = q.quote('EURUSD').listen(eur);
    const u2 = q.quote('GBPUSD').listen(gbp);
    q.applyUpdates([{ Code: 'EURUSD', ForexQuotations: { Close: '1.2', Bid: '1.2' } }]);
    q.applyUpdates({ Code: 'EURUSD', Close: '1.3', Ask: '1.31' }); // flat shape, same frame
    expect(eur).not.toHaveBeenCalled(); // batched, nothing applied synchronously
    await new Promise((r) => setTimeout(r, 40));
    expect(eur).toHaveBeenCalledTimes(1);
    expect(gbp).not.toHaveBeenCalled();
    expect(q.quote('EURUSD').get()).toMatchObject({ Close: '1.3', Bid: '1.2', Ask: '1.31', Open: '1.00000' });
    u1(); u2();
  });

  it('keeps market status from ticks and ignores junk', () => {
    q.setTradeList([pair('EURUSD')]);
    q.applyUpdates([null, 3, { nope: 1 }, { Code: 'EURUSD', MarketStatus: 0 }]);
    q.flush();
    expect(q.quote('EURUSD').get()?.MarketStatus).toBe(0);
  });

  it('a fresh trade list drops queued ticks that are older than it', () => {
    q.setTradeList([pair('EURUSD')]);
    q.applyUpdates({ Code: 'EURUSD', Close: '9' });
    q.setTradeList([pair('EURUSD')]);
    q.flush();
    expect(q.quote('EURUSD').get()?.Close).toBe('1.10000');
  });

  it('a trade list asked for before a tick keeps the tick: the answer may be older and arrive later', async () => {
    let release!: (list: ReturnType<typeof pair>[]) => void;
    const asked = q.refresh(() => new Promise((r) => (release = r)));
    q.applyUpdates([{ Code: 'EURUSD', ForexQuotations: { Close: '1.10020', Bid: '1.10020', Ask: '1.10030' } }]);
    q.flush();
    release([pair('EURUSD'), pair('GBPUSD')]); // written by the server before the tick
    await asked;
    q.flush();
    expect(q.quote('EURUSD').get()).toMatchObject({ Close: '1.10020', Bid: '1.10020', Ask: '1.10030' });
    expect(q.quote('GBPUSD').get()?.Close).toBe('1.10000'); // not ticked: the list's price
    expect(q.$tradeList.get().map((p) => p.Code)).toEqual(['EURUSD', 'GBPUSD']);
    // a tick still queued when the answer lands is kept too
    const again = q.refresh(() => new Promise((r) => (release = r)));
    q.applyUpdates({ Code: 'GBPUSD', Close: '1.30000' });
    release([pair('EURUSD'), pair('GBPUSD')]);
    await again;
    q.flush();
    expect(q.quote('GBPUSD').get()?.Close).toBe('1.30000');
  });

  it('a trade list asked for after a tick replaces it, and drops it when still queued', async () => {
    q.setTradeList([pair('EURUSD')]);
    q.applyUpdates({ Code: 'EURUSD', Close: '9' });
    await q.refresh(async () => [pair('EURUSD')]);
    q.flush();
    expect(q.quote('EURUSD').get()?.Close).toBe('1.10000');
  });

  it('binds DAY_MARKET on the socket', () => {
    const handlers: Record<string, (d: unknown) => void> = {};
    const off = vi.fn();
    const unsub = q.bindFeed({ subscribe: (t, h) => ((handlers[t] = h), off) });
    handlers.DAY_MARKET([{ Code: 'USDJPY', Close: '150' }]);
    q.flush();
    expect(q.quote('USDJPY').get()?.Close).toBe('150');
    unsub();
    expect(off).toHaveBeenCalled();
  });

  it('records an error and keeps the old list when refresh fails', async () => {
    q.setTradeList([pair('EURUSD')]);
    await q.refresh(() => Promise.reject(new Error('down')));
    expect(q.$tradeListError.get()).toBe('down');
    expect(q.$tradeList.get()).toHaveLength(1);
  });

  it('joins a refresh already on its way (prefetch at start + the screen on mount = one request), then asks again', async () => {
    let release!: (list: ReturnType<typeof pair>[]) => void;
    const load = vi.fn(() => new Promise<ReturnType<typeof pair>[]>((r) => (release = r)));
    const first = q.refresh(load);
    const second = q.refresh(load);
    expect(second).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
    release([pair('EURUSD'), pair('GBPUSD')]);
    await second;
    expect(q.$tradeList.get()).toHaveLength(2);
    const fresh = vi.fn(async () => [pair('USDJPY')]);
    await q.refresh(fresh);
    expect(fresh).toHaveBeenCalledTimes(1);
    expect(q.$tradeList.get().map((p) => p.Code)).toEqual(['USDJPY']);
  });
});

describe('session storage', () => {
  it('persists the list and current pair in sessionStorage and reads them back on load', async () => {
    const mem = new Map<string, string>();
    vi.stubGlobal('sessionStorage', {
      getItem: (k: string) => mem.get(k) ?? null, setItem: (k: string, v: string) => void mem.set(k, v),
    });
    const a = createQuoteStore();
    a.setTradeList([pair('AUDUSD')]);
    a.setCurrentPair('AUDUSD');
    expect(JSON.parse(mem.get('pipkit.currentPair')!)).toBe('AUDUSD');
    const b = createQuoteStore();
    expect(b.$tradeList.get()[0].Code).toBe('AUDUSD');
    expect(b.$currentPair.get()).toBe('AUDUSD');
    expect(b.$tradeListLoading.get()).toBe(false);
    // Another client with its own keys starts empty: two clients never share a cache.
    const other = createQuoteStore({ list: 'partner.tradeList', pair: 'partner.currentPair' });
    expect(other.$tradeList.get()).toEqual([]);
    expect(other.$currentPair.get()).toBe('');
    vi.unstubAllGlobals();
  });
});

describe('frame budget', () => {
  it('applies at most QUOTES_PER_FRAME instruments per frame, the rest on the next, oldest first', async () => {
    const q = createQuoteStore();
    const codes = Array.from({ length: QUOTES_PER_FRAME + 30 }, (_, i) => `C${i}`);
    q.setTradeList(codes.map((c) => pair(c)));
    q.applyUpdates(codes.map((Code) => ({ Code, Close: '2' })));
    await new Promise((r) => setTimeout(r, 20));
    const applied = () => codes.filter((c) => q.quote(c).get()?.Close === '2').length;
    expect(applied()).toBe(QUOTES_PER_FRAME);
    expect(q.quote('C0').get()?.Close).toBe('2');
    await new Promise((r) => setTimeout(r, 40));
    expect(applied()).toBe(codes.length);
  });
});
