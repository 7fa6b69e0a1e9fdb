import { describe, expect, it } from 'vitest';
import type { QuoteState } from '../../feed/types.js';
import type { BookOrder } from './book.js';
import type { Trigger } from './risk.js';
import { inRuns } from './tick-round.js';

// The order a round writes its triggers in (tick-round.ts `inRuns`): few runs, each trader's own order kept.

const quote = { code: 'EURUSD', bid: '1.08900', ask: '1.08910' } as QuoteState;
let nextId = 1;
const order = (userId: number) => ({ id: nextId++, userId }) as BookOrder;
const close = (userId: number): Trigger => ({ kind: 'sl', order: order(userId), price: '1.08900' });
const fill = (userId: number): Trigger => ({ kind: 'fill', order: order(userId), quote });
/** Each run as its kind and the ids it holds, in order. */
const shape = (triggers: Trigger[]) =>
  inRuns(triggers).map((r) => ('fills' in r ? ['fills', r.fills.map((f) => f.order.id)] : ['closes', r.closes.map((c) => c.order.id)]));
const ids = (ts: Trigger[]) => ts.map((t) => t.order.id);

describe('a round of triggers in runs', () => {
  it('puts different traders\' stops and fills, however mixed, in one run of each kind', () => {
    const ts = [close(1), fill(2), close(3), fill(4), close(5), fill(6)];
    expect(shape(ts)).toEqual([['closes', ids([ts[0], ts[2], ts[4]])], ['fills', ids([ts[1], ts[3], ts[5]])]]);
    // A round of one kind is one run, in the order found.
    const fills = [fill(1), fill(2), fill(1)];
    expect(shape(fills)).toEqual([['fills', ids(fills)]]);
  });

  it("keeps each trader's own order: a trader's close before their fill, and a fill before their close, stay so", () => {
    const ts = [fill(1), close(2), close(1), fill(2), fill(1), close(3)];
    // 1: fill, close, fill → runs 1, 2, 3; 2: close, fill → runs 0, 1; 3: close → run 0.
    expect(shape(ts)).toEqual([
      ['closes', ids([ts[1], ts[5]])],
      ['fills', ids([ts[0], ts[3]])],
      ['closes', ids([ts[2]])],
      ['fills', ids([ts[4]])],
    ]);
    // The stop loss carries its reason and price.
    const run = inRuns([close(9)])[0];
    expect(run).toEqual({ closes: [{ order: expect.objectContaining({ userId: 9 }), price: '1.08900', reason: 'sl' }] });
  });

  it('as many runs as the most turns one trader needs, for any number of traders', () => {
    // 200 traders, each holding stop, limit, stop, limit, stop in the book's order: a run per trigger found in a row
    // would be 1,000 runs; five are needed.
    const ts = Array.from({ length: 200 }, (_, u) => [close(u), fill(u), close(u), fill(u), close(u)]).flat();
    const runs = shape(ts);
    expect(runs.map(([kind, list]) => [kind, list.length])).toEqual([['closes', 200], ['fills', 200], ['closes', 200], ['fills', 200], ['closes', 200]]);
    expect(runs.flatMap(([, list]) => list as number[]).sort((a, b) => a - b)).toEqual(ids(ts));
    expect(inRuns([])).toEqual([]);
  });
});
