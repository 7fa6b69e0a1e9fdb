import { beforeEach, describe, expect, it, vi } from 'vitest';
import { pair } from './fixtures.test-util';
import {
  $currentPair, $quote, $tradeList, $tradeListError, $tradeListLoading, applyQuoteUpdates, bindQuoteFeed,
  flushQuoteUpdates, refreshTradeList, resetQuotes, setTradeList,
} from './quotes';


describe('quotes store', () => {
  beforeEach(() => resetQuotes());

  it('seeds one atom per instrument from the trade list and picks a current pair', () => {
    setTradeList([pair('EURUSD'), pair('GBPUSD')]);
    expect($quote('EURUSD').get()?.Close).toBe('1.10000');
    expect($tradeList.get()).toHaveLength(2);
    expect($tradeListLoading.get()).toBe(false);
    expect($currentPair.get()).toBe('EURUSD');
  });

  it('applies ticks once per frame and only to the instrument that moved', async () => {
    setTradeList([pair('EURUSD'), pair('GBPUSD')]);
    const eur = vi.fn();
    const gbp = vi.fn();
    const u1 = $quote('EURUSD').listen(eur);
    const u2 = $quote('GBPUSD').listen(gbp);
    applyQuoteUpdates([{ Code: 'EURUSD', ForexQuotations: { Close: '1.2', Bid: '1.2' } }]);
    applyQuoteUpdates({ Code: 'EURUSD', Close: '1.3', Ask: '1.31' }); // flat shape, same frame
    expect(eur).not.toHaveBeenCalled(); // batched, nothing applied synchronously
    await new Promise((r) => setTimeout(r, 40));
    expect(eur).toHaveBeenCalledTimes(1);
    expect(gbp).not.toHaveBeenCalled();
    expect($quote('EURUSD').get()).toMatchObject({ Close: '1.3', Bid: '1.2', Ask: '1.31', Open: '1.00000' });
    u1(); u2();
  });

  it('keeps market status from ticks and ignores junk', () => {
    setTradeList([pair('EURUSD')]);
    applyQuoteUpdates([null, 3, { nope: 1 }, { Code: 'EURUSD', MarketStatus: 0 }]);
    flushQuoteUpdates();
    expect($quote('EURUSD').get()?.MarketStatus).toBe(0);
  });

  it('a fresh trade list drops queued ticks that are older than it', () => {
    setTradeList([pair('EURUSD')]);
    applyQuoteUpdates({ Code: 'EURUSD', Close: '9' });
    setTradeList([pair('EURUSD')]);
    flushQuoteUpdates();
    expect($quote('EURUSD').get()?.Close).toBe('1.10000');
  });

  it('binds DAY_MARKET on the socket', () => {
    const handlers: Record<string, (d: unknown) => void> = {};
    const off = vi.fn();
    const unsub = bindQuoteFeed({ subscribe: (t, h) => ((handlers[t] = h), off) });
    handlers.DAY_MARKET([{ Code: 'USDJPY', Close: '150' }]);
    flushQuoteUpdates();
    expect($quote('USDJPY').get()?.Close).toBe('150');
    unsub();
    expect(off).toHaveBeenCalled();
  });

  it('records an error and keeps the old list when refresh fails', async () => {
    setTradeList([pair('EURUSD')]);
    await refreshTradeList(() => Promise.reject(new Error('down')));
    expect($tradeListError.get()).toBe('down');
    expect($tradeList.get()).toHaveLength(1);
  });
});

describe('session storage', () => {
  it('persists the list and current pair in sessionStorage and reads them back on load', async () => {
    const mem = new Map<string, string>();
    vi.stubGlobal('sessionStorage', {
      getItem: (k: string) => mem.get(k) ?? null, setItem: (k: string, v: string) => void mem.set(k, v),
    });
    vi.resetModules();
    const a = await import('./quotes');
    a.setTradeList([pair('AUDUSD')]);
    a.setCurrentPair('AUDUSD');
    expect(JSON.parse(mem.get('pipkit.currentPair')!)).toBe('AUDUSD');
    vi.resetModules();
    const b = await import('./quotes');
    expect(b.$tradeList.get()[0].Code).toBe('AUDUSD');
    expect(b.$currentPair.get()).toBe('AUDUSD');
    expect(b.$tradeListLoading.get()).toBe(false);
    vi.unstubAllGlobals();
  });
});

describe('frame budget', () => {
  it('applies at most QUOTES_PER_FRAME instruments per frame, the rest on the next, oldest first', async () => {
    const { QUOTES_PER_FRAME } = await import('./quotes');
    resetQuotes();
    const codes = Array.from({ length: QUOTES_PER_FRAME + 30 }, (_, i) => `C${i}`);
    setTradeList(codes.map((c) => pair(c)));
    applyQuoteUpdates(codes.map((Code) => ({ Code, Close: '2' })));
    await new Promise((r) => setTimeout(r, 20));
    const applied = () => codes.filter((c) => $quote(c).get()?.Close === '2').length;
    expect(applied()).toBe(QUOTES_PER_FRAME);
    expect($quote('C0').get()?.Close).toBe('2');
    await new Promise((r) => setTimeout(r, 40));
    expect(applied()).toBe(codes.length);
  });
});
