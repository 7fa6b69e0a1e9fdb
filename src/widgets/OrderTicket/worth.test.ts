import { describe, expect, it } from 'vitest';
import { ratesFrom } from '../../core/money';
import { pair } from '../../core/stores/fixtures.test-util';
import { initialTicket, stopRefusal, stopsRefused, type TicketState } from './ticket';
import { lotsForStopLoss, stopWorth } from './worth';

const rates = ratesFrom({ EURUSD: '1.1', USDJPY: '150' });

describe('what a stop typed on the ticket would make or lose', () => {
  // EURUSD bid 1.10000, ask 1.10010; 0.10 lots = 10,000 units.
  const p = pair('EURUSD');
  const stop = (value: string) => ({ checked: true, value, touched: true });
  const market = (over: Partial<TicketState>): TicketState => ({ ...initialTicket(p), lots: '0.10', ...over });

  it("values a stop for the one side it fits, from that side's opening price", () => {
    expect(stopWorth('sl', market({ sl: stop('1.09900') }), p, undefined, rates)).toBe('-11.000000'); // a buy's: from the ask
    expect(stopWorth('sl', market({ sl: stop('1.10110') }), p, undefined, rates)).toBe('-11.000000'); // a sell's: from the bid
    expect(stopWorth('tp', market({ tp: stop('1.10110') }), p, undefined, rates)).toBe('10.000000'); // a buy's
    expect(stopWorth('tp', market({ tp: stop('1.09900') }), p, undefined, rates)).toBe('10.000000'); // a sell's
  });

  it('follows the live quote over the list price', () => {
    const q = { ...p.ForexQuotations, Bid: '1.09800', Ask: '1.09810', MarketStatus: 1 };
    expect(stopWorth('sl', market({ sl: stop('1.09900') }), p, q, rates)).toBe('-10.000000'); // now above the ask: a sell's, from the bid 1.09800
  });

  it('a pending order is valued from its own price', () => {
    const pend = market({ mode: 0, price: '1.09000', sl: stop('1.08500'), tp: stop('1.10000') });
    expect(stopWorth('sl', pend, p, undefined, rates)).toBe('-50.000000');
    expect(stopWorth('tp', pend, p, undefined, rates)).toBe('100.000000');
    expect(stopWorth('sl', { ...pend, price: '' }, p, undefined, rates)).toBeNull();
  });

  it('says nothing for a stop that is off, not a price, at the price or fits both sides', () => {
    expect(stopWorth('sl', market({ sl: { ...stop('1.09'), checked: false } }), p, undefined, rates)).toBeNull();
    expect(stopWorth('sl', market({ sl: stop('1.0.9') }), p, undefined, rates)).toBeNull();
    expect(stopWorth('sl', market({ sl: stop('1.10005') }), p, undefined, rates)).toBeNull(); // inside the spread: neither
    expect(stopWorth('tp', market({ tp: stop('1.10005') }), p, undefined, rates)).toBeNull(); // inside the spread: both
    expect(stopWorth('sl', market({ mode: 0, price: '1.09', sl: stop('1.09') }), p, undefined, rates)).toBeNull();
  });
});

describe("the server's refusal of a stop, said before the order is sent", () => {
  // EURUSD bid 1.10000, ask 1.10010: a buy closes at the bid, a sell at the ask.
  const p = pair('EURUSD');
  const stop = (value: string) => ({ checked: true, value, touched: true });
  const market = (over: Partial<TicketState>): TicketState => ({ ...initialTicket(p), lots: '0.10', ...over });

  it('names the price a stop is on the wrong side of for that side', () => {
    expect(stopRefusal('sl', market({ sl: stop('1.10110') }), p, undefined, 1)).toBe('1.10000'); // a buy's stop loss above the bid
    expect(stopRefusal('sl', market({ sl: stop('1.10000') }), p, undefined, 1)).toBe('1.10000'); // at it
    expect(stopRefusal('sl', market({ sl: stop('1.09900') }), p, undefined, 2)).toBe('1.10010'); // a sell's below the ask
    expect(stopRefusal('tp', market({ tp: stop('1.09900') }), p, undefined, 1)).toBe('1.10000');
    expect(stopRefusal('tp', market({ tp: stop('1.10110') }), p, undefined, 2)).toBe('1.10010');
  });

  it('passes a stop that fits, one that is off or not a price, and judges a pending order by its own price', () => {
    expect(stopRefusal('sl', market({ sl: stop('1.09900') }), p, undefined, 1)).toBeNull();
    expect(stopRefusal('tp', market({ tp: stop('1.10005') }), p, undefined, 1)).toBeNull(); // inside the spread fits both
    expect(stopRefusal('tp', market({ tp: stop('1.10005') }), p, undefined, 2)).toBeNull();
    expect(stopRefusal('sl', market({ sl: { ...stop('1.2'), checked: false } }), p, undefined, 1)).toBeNull();
    expect(stopRefusal('sl', market({ sl: stop('1.2.') }), p, undefined, 1)).toBeNull();
    const pend = market({ mode: 0, price: '1.09000', sl: stop('1.09500') });
    expect(stopRefusal('sl', pend, p, undefined, 1)).toBe('1.09000');
    expect(stopRefusal('sl', pend, p, undefined, 2)).toBeNull();
    expect(stopRefusal('sl', { ...pend, price: '' }, p, undefined, 1)).toBeNull(); // no price to judge it by yet
  });

  it('follows the live quote', () => {
    const q = { ...p.ForexQuotations, Bid: '1.09800', Ask: '1.09810', MarketStatus: 1 };
    expect(stopRefusal('sl', market({ sl: stop('1.09900') }), p, q, 1)).toBe('1.09800');
  });

  it('says whether either stop refuses a side (one-click then asks first)', () => {
    const both = market({ sl: stop('1.09900'), tp: stop('1.10110') }); // a buy's stops
    expect(stopsRefused(both, p, undefined, 1)).toBe(false);
    expect(stopsRefused(both, p, undefined, 2)).toBe(true);
    expect(stopsRefused(market({ tp: stop('1.10110') }), p, undefined, 2)).toBe(true); // the take profit alone
    expect(stopsRefused(market({ sl: stop('1.10110') }), p, undefined, 2)).toBe(false);
    expect(stopsRefused(market({}), p, undefined, 1)).toBe(false); // no stops
    expect(stopsRefused(market({ sl: stop('1.') }), p, undefined, 1)).toBe(false); // not a price yet: nothing to judge
  });
});

describe('lots for a loss at the stop loss typed', () => {
  // EURUSD bid 1.10000, ask 1.10010, 100,000 units a lot, minimum and step 0.01, leverage 100.
  const stop = (value: string) => ({ checked: true, value, touched: true });
  // The P&L alone first: a pair without a fee.
  const free = pair('EURUSD', { ForexFeeRate: '0' });
  const size = (loss: string, over: Partial<TicketState>, feeType?: number, on = free) =>
    lotsForStopLoss(loss, { ...initialTicket(on), lots: '0.10', ...over }, on, undefined, rates, feeType);

  it("sizes for the side the stop loss fits, from that side's opening price", () => {
    expect(size('50', { sl: stop('1.09510') })).toBe('0.1'); // a buy's: 50 pips from the ask
    expect(size('50', { sl: stop('1.10500') })).toBe('0.1'); // a sell's: 50 pips from the bid
    expect(size('5', { sl: stop('1.09510') })).toBe('0.01');
    expect(size('250', { mode: 0, price: '1.09000', sl: stop('1.08000') })).toBe('0.25'); // 100 pips: 1,000 USD a lot
  });

  it('says when the minimum loses more, and nothing without a stop loss that fits one side or an amount', () => {
    expect(size('4.99', { sl: stop('1.09510') })).toBe('below_min');
    expect(size('50', { sl: stop('1.10005') })).toBeNull(); // inside the spread
    expect(size('50', { sl: { ...stop('1.09510'), checked: false } })).toBeNull();
    expect(size('', { sl: stop('1.09510') })).toBeNull();
    expect(size('50', { lots: '', sl: stop('1.09510') })).toBe('0.1'); // lots not typed yet
  });

  it('counts the fee the order pays at the open in the loss, as the trading results count a trade', () => {
    // 5 USD a lot (trade_fee_type 1): a lot loses 500 + 5 at 50 pips, so 50 USD buys 0.09 lots (0.10 would lose 50.50)
    const perLot = pair('EURUSD', { ForexFeeRate: '5' });
    expect(size('50', { sl: stop('1.09510') }, 1, perLot)).toBe('0.09');
    expect(size('50.5', { sl: stop('1.09510') }, 1, perLot)).toBe('0.1');
    // 10 % of the margin (any other type): 1 lot at the ask 1.10010 with 100× is 1,100.10 USD of margin, a fee of
    // 110.01; with 500 at the stop, 61.01 USD is 0.1 lots (61.001 at most) and 61.00 is not
    const onMargin = pair('EURUSD', { ForexFeeRate: '0.1' });
    expect(size('61.01', { sl: stop('1.09510') }, 2, onMargin)).toBe('0.1');
    expect(size('61', { sl: stop('1.09510') }, 2, onMargin)).toBe('0.09');
    // a sell's margin is taken at the bid, as the server takes it
    expect(size('61', { sl: stop('1.10500') }, 2, onMargin)).toBe('0.1'); // 1,100.00 of margin a lot: 0.1 lots lose 61.00
  });

  it('says nothing while the fee cannot be told: a fee on the margin before a leverage is chosen', () => {
    const onMargin = pair('EURUSD', { ForexFeeRate: '0.1' });
    expect(size('61', { sl: stop('1.09510'), leverage: null }, 2, onMargin)).toBeNull();
    expect(size('50.5', { sl: stop('1.09510'), leverage: null }, 1, pair('EURUSD', { ForexFeeRate: '5' }))).toBe('0.1'); // per lot: no margin needed
  });
});
