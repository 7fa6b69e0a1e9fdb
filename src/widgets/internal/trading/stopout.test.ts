import { describe, expect, it } from 'vitest';
import type { LiveSummary, Order, TradePair } from '../../../core/api/forex';
import { stopOutPrices } from '../../../core/money';
import { stopOutAccount, stopOutByOrder, type QuoteLookup } from './stopout';

const pair = (Code: string, QuoteCurrency: string | undefined, PricePrecision: number): TradePair =>
  ({ Code, ShowCode: Code, QuoteCurrency, PricePrecision, ForexContNum: '100000' }) as TradePair;
const PAIRS: Record<string, TradePair> = { EURUSD: pair('EURUSD', 'USD', 5), USDJPY: pair('USDJPY', 'JPY', 3) };
const QUOTES: Record<string, { Bid: string; Ask: string }> = { EURUSD: { Bid: '1.10000', Ask: '1.10010' }, USDJPY: { Bid: '150.000', Ask: '150.020' } };
const q: QuoteLookup = { pair: (c) => PAIRS[c], quote: (c) => QUOTES[c] };

const order = (Id: number, Code: string, OrderType: number, Price: string, Quantity: string) =>
  ({ Id, ForexTradeLists: { Code, ShowCode: Code }, OrderType, Price, Quantity }) as Order;
const summary = (over: Partial<LiveSummary> = {}): LiveSummary => ({
  ProfitsTotal: '0', HazardRate: '0', CautionMoneyAll: '1100.100000', TransOrder: [], Balance: '300.000000', LockBalance: '1100.100000', ...over,
});

describe('stop-out account from the client\'s data', () => {
  const positions = [order(7, 'EURUSD', 1, '1.10010', '1'), order(8, 'USDJPY', 2, '150.000', '0.1')];

  it('uses balance + lock balance, the used margin and every position with its pair\'s contract and currency', () => {
    const a = stopOutAccount(positions, summary(), '50', q)!;
    expect(a.base.toString()).toBe('1400.1');
    expect(a.usedMargin).toBe('1100.100000');
    expect(a.positions).toEqual([
      { id: 7, code: 'EURUSD', side: 1, open: '1.10010', lots: '1', contractSize: '100000', quoteCcy: 'USD' },
      { id: 8, code: 'USDJPY', side: 2, open: '150.000', lots: '0.1', contractSize: '100000', quoteCcy: 'JPY' },
    ]);
    expect(a.rates('USDJPY')).toBe('150.000');
  });

  it('gives each position the price the money module gives it', () => {
    const a = stopOutAccount(positions, summary(), '50', q)!;
    const table = stopOutByOrder(a, q);
    expect(table[7]).toBe(stopOutPrices(a, 'EURUSD', 5).get(7));
    expect(table[8]).toBe(stopOutPrices(a, 'USDJPY', 3).get(8));
    // a buy of 1 lot with 1,400.20 of equity and 550.05 of stop-out threshold: about 850 USD, 0.00850 lower
    expect(Number(table[7])).toBeLessThan(1.1);
  });

  it('knows nothing when any input is missing, rather than leaving a position out', () => {
    expect(stopOutAccount(positions, null, '50', q)).toBeNull();
    expect(stopOutAccount(positions, summary(), null, q)).toBeNull();
    expect(stopOutAccount(positions, summary({ Balance: undefined }), '50', q)).toBeNull();
    const unknownPair = { ...q, pair: (c: string) => (c === 'USDJPY' ? pair('USDJPY', undefined, 3) : PAIRS[c]) };
    expect(stopOutAccount(positions, summary(), '50', unknownPair)).toBeNull();
    expect(stopOutByOrder(null, q)).toEqual({});
  });

  it('shows no price rather than a wrong one when a conversion rate is missing', () => {
    // EURJPY's P&L is in yen and converts at USDJPY, which this client has no quote for
    const cross: QuoteLookup = {
      pair: (c) => (c === 'EURJPY' ? pair('EURJPY', 'JPY', 3) : PAIRS[c]),
      quote: (c) => (c === 'EURJPY' ? { Bid: '165.000', Ask: '165.030' } : c === 'USDJPY' ? undefined : QUOTES[c]),
    };
    const a = stopOutAccount([order(9, 'EURJPY', 1, '165.030', '0.1'), order(7, 'EURUSD', 1, '1.10010', '1')], summary(), '50', cross)!;
    expect(a).not.toBeNull();
    expect(stopOutByOrder(a, cross)).toEqual({});
    // and a position whose own quote is missing makes the whole account unknown
    expect(stopOutAccount([order(8, 'USDJPY', 2, '150.000', '0.1')], summary(), '50', cross)).toBeNull();
  });
});
