import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { roundMoney, sum } from '../../../src/core/money/index.js';
import type { QuoteState } from '../../feed/types.js';
import { OrderBook, type BookOrder } from './book.js';
import { FloatingSums } from './floating-sums.js';
import { Pricing } from './pricing.js';
import { OrderStatus, type OrderRow } from '../schema.js';

// FloatingSums keeps each trader's floating P&L summed by instrument, adding what opens and subtracting what closes
// while the quotes stay the same objects: what it answers must always equal the sum done afresh, whatever changed.

const quotes = new Map<string, QuoteState>();
const quote = (code: string, bid: string, ask: string) => quotes.set(code, { code, bid, ask } as QuoteState);
const feed = { getQuote: (code: string) => quotes.get(code) } as never;
const pricing = new Pricing(feed);
const sums = () => new FloatingSums({ floating: (o) => pricing.floating(o), quote: (s) => quotes.get(s) });
const position = (id: number, code: string, side: number, openPrice: string, quoteCcy = 'USD', userId = 1): BookOrder =>
  ({ id, userId, code, side, status: 1, lots: '0.10', contractSize: '100000', quoteCcy, precision: 5, openPrice, target: '0', sl: '0', tp: '0', trailPips: '0', margin: '10', fee: '0', reserved: '0', leverage: 100, marginMode: 1, instrumentId: 1 }) as BookOrder;
// Afresh: copies without their memo, through a Pricing of their own.
const afresh = (positions: BookOrder[]) => roundMoney(sum(positions.map((o) => new Pricing(feed).floating({ ...o, memo: undefined })?.pnl ?? '0')));

describe('floating sums', () => {
  it('equal the sum done afresh as quotes change and positions open, change and close', () => {
    quotes.clear();
    quote('EURUSD', '1.10000', '1.10010');
    quote('USDJPY', '150.000', '150.010');
    const s = sums();
    const held = new Set<BookOrder>();
    const hold = (o: BookOrder) => (s.held(o), held.add(o));
    const release = (o: BookOrder) => (s.released(o), held.delete(o));
    const check = () => expect(s.total(1)).toBe(afresh([...held]));

    const a = position(1, 'EURUSD', 1, '1.09000');
    const b = position(2, 'USDJPY', 2, '151.000', 'JPY');
    const c = position(3, 'GBPUSD', 1, '1.25000'); // no price yet: counts 0
    const e = position(5, 'EURCHF', 1, '0.95000', 'CHF'); // a price but no conversion rate (USDCHF): counts 0
    quote('EURCHF', '0.96000', '0.96010');
    expect(s.total(1)).toBe('0.000000');
    [a, b, c, e].forEach(hold);
    expect(s.total(1)).toBe('166.000000'); // 0.1 × 100,000 × (0.01 + 0.99 JPY / 150)
    check(); // kept
    quote('EURUSD', '1.11000', '1.11010'); // a's quote replaced
    expect(s.total(1)).toBe('266.000000');
    quote('USDJPY', '149.000', '149.010'); // b's quote and its conversion rate
    check();
    quote('GBPUSD', '1.26000', '1.26010'); // c gets a price
    check();
    quote('USDCHF', '0.90000', '0.90010'); // e's conversion rate comes
    check();
    expect(s.total(1)).not.toBe(afresh([a, b, c]));
    const d = position(4, 'EURUSD', 2, '1.12000');
    expect(s.total(1, [d])).toBe(afresh([...held, d])); // opened in the same batch, not in the book yet
    hold(d);
    check();
    release(b);
    check();
    release(a); // resized: released, its lots changed, held again
    a.lots = '0.03';
    a.memo = undefined;
    hold(a);
    check();
    s.held(a); // told twice: counted once
    check();
    s.released(b); // told twice: subtracted once
    check();
    [a, c, d, e].forEach(release);
    expect(s.total(1)).toBe('0.000000');
    hold(d);
    s.held(d); // told twice while alone in its instrument: still counted, once
    check();
  });

  it('keep each trader apart', () => {
    quotes.clear();
    quote('EURUSD', '1.10000', '1.10010');
    const s = sums();
    const mine = position(1, 'EURUSD', 1, '1.09000', 'USD', 1);
    const theirs = position(2, 'EURUSD', 2, '1.09000', 'USD', 2);
    s.held(mine);
    s.held(theirs);
    expect(s.total(1)).toBe(afresh([mine]));
    expect(s.total(2)).toBe(afresh([theirs]));
    expect(s.total(3)).toBe('0.000000');
  });

  it('equal the sum done afresh over any sequence of opens, closes, resizes and new quotes', () => {
    const codes = [
      { code: 'EURUSD', ccy: 'USD', mid: 1.1, dp: 5 },
      { code: 'USDJPY', ccy: 'JPY', mid: 150, dp: 3 },
      { code: 'EURJPY', ccy: 'JPY', mid: 165, dp: 3 },
      { code: 'AUDCAD', ccy: 'CAD', mid: 0.9, dp: 5 }, // USDCAD comes and goes: sometimes no conversion rate
      { code: 'USDCAD', ccy: 'CAD', mid: 1.36, dp: 5 },
    ];
    const price = (i: number, bp: number) => (codes[i].mid * (1 + bp / 10_000)).toFixed(codes[i].dp);
    const step = fc.oneof(
      fc.record({ kind: fc.constant('open' as const), user: fc.integer({ min: 1, max: 3 }), inst: fc.integer({ min: 0, max: 4 }), side: fc.constantFrom(1, 2), bp: fc.integer({ min: -300, max: 300 }), lots: fc.integer({ min: 1, max: 250 }) }),
      fc.record({ kind: fc.constant('close' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('resize' as const), pick: fc.nat(), lots: fc.integer({ min: 1, max: 250 }) }),
      fc.record({ kind: fc.constant('quote' as const), inst: fc.integer({ min: 0, max: 4 }), bp: fc.integer({ min: -300, max: 300 }), gone: fc.boolean() }),
      fc.record({ kind: fc.constant('total' as const), user: fc.integer({ min: 1, max: 3 }) }),
    );
    fc.assert(
      // eager: every trader's total looked at after each step (each position counted at once); else only at `total`
      fc.property(fc.array(step, { minLength: 1, maxLength: 80 }), fc.boolean(), (steps, eager) => {
        quotes.clear();
        codes.forEach((c, i) => quote(c.code, price(i, 0), price(i, 1)));
        const s = sums();
        const open: BookOrder[] = [];
        let id = 0;
        for (const st of steps) {
          if (st.kind === 'open') {
            const o = position(++id, codes[st.inst].code, st.side, price(st.inst, st.bp), codes[st.inst].ccy, st.user);
            o.lots = (st.lots / 100).toFixed(2);
            open.push(o);
            s.held(o);
          } else if (st.kind === 'close' && open.length) {
            s.released(open.splice(st.pick % open.length, 1)[0]);
          } else if (st.kind === 'resize' && open.length) {
            const o = open[st.pick % open.length];
            s.released(o);
            Object.assign(o, { lots: (st.lots / 100).toFixed(2), memo: undefined });
            s.held(o);
          } else if (st.kind === 'quote') {
            const { code } = codes[st.inst];
            if (st.gone && code === 'USDCAD') quotes.delete(code);
            else quote(code, price(st.inst, st.bp), price(st.inst, st.bp + 1));
          } else if (st.kind === 'total') {
            expect(s.total(st.user)).toBe(afresh(open.filter((o) => o.userId === st.user)));
          }
          if (eager) for (const user of [1, 2, 3]) expect(s.total(user)).toBe(afresh(open.filter((o) => o.userId === user)));
        }
        for (const user of [1, 2, 3]) expect(s.total(user)).toBe(afresh(open.filter((o) => o.userId === user)));
      }),
      { numRuns: 400, seed: 20261206 },
    );
  });

  it('hear from the book of every position: opened, filled, resized, closed', () => {
    quotes.clear();
    quote('EURUSD', '1.10000', '1.10010');
    const s = sums();
    const book = new OrderBook(s);
    const row = (id: number, status: number, open: string | null) =>
      ({ id, user_id: 1, code: 'EURUSD', side: 1, status, lots: '0.10', contract_size: '100000', quote_ccy: 'USD', price_precision: 5, open_price: open, origin_price: '1.09000', sl: '0', tp: '0', trail_pips: '0', margin: '10', fee: '0', reserved: '0', leverage: 100, margin_mode: 1, instrument_id: 1, pending_type: null }) as unknown as OrderRow;
    const holding = book.add(row(1, OrderStatus.holding, '1.09000'));
    const pending = book.add(row(2, OrderStatus.pending, null));
    const check = () => expect(s.total(1)).toBe(afresh(book.positionsOf(1)));
    expect(s.total(1)).toBe('100.000000');
    book.fill(pending, { openPrice: '1.08000', margin: '11', fee: '0' });
    expect(book.positionsOf(1)).toHaveLength(2);
    check();
    book.resize(holding, { lots: '0.04', margin: '4', fee: '0' });
    check();
    expect(s.total(1)).toBe('240.000000'); // 0.04 × 100,000 × 0.01 + 0.1 × 100,000 × 0.02
    book.add(row(1, OrderStatus.holding, '1.09500')); // the same order again: it replaces the one before
    check();
    book.remove(1);
    check();
    const gone = book.add(row(3, OrderStatus.pending, null));
    book.remove(3);
    book.fill(gone, { openPrice: '1.00000', margin: '1', fee: '0' }); // filled after it left the book: not counted
    check();
    book.remove(2);
    expect(s.total(1)).toBe('0.000000');
  });
});
