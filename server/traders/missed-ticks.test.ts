import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alertReached, alertSide, type AlertDirection } from '../../src/core/money/index.js';
import { MissedTicks } from './missed-ticks.js';

const tick = (code: string, time: number, bid: string, ask: string) => ({ code, time, bid, ask });

describe("a new leader's missed ticks, asked for price alerts", () => {
  const ticks = [
    tick('EURUSD', 1000, '1.10000', '1.10010'),
    tick('EURUSD', 2000, '1.10500', '1.10510'),
    tick('GBPUSD', 2500, '1.30000', '1.30020'),
    tick('EURUSD', 3000, '1.10450', '1.10460'),
    tick('EURUSD', 4000, '1.09500', '1.09510'),
    tick('EURUSD', 5000, '1.10200', '1.10210'),
  ];
  const missed = new MissedTicks(ticks);

  it('answers the watched price of the first tick that reached the level at or after the time the alert was set', () => {
    expect(missed.reached('EURUSD', 'above', '1.10400', 0)).toBe('1.10510'); // the ask, the first of two above
    expect(missed.reached('EURUSD', 'above', '1.10400', 2500)).toBe('1.10460');
    expect(missed.reached('EURUSD', 'above', '1.10510', 2000)).toBe('1.10510'); // equal counts, at the same ms too
    expect(missed.reached('EURUSD', 'below', '1.09500', 0)).toBe('1.09500'); // the bid
  });

  it('answers null when no tick since then reached it, for another pair, or with nothing followed', () => {
    expect(missed.reached('EURUSD', 'above', '1.10400', 3500)).toBeNull(); // the highs came before it was set
    expect(missed.reached('EURUSD', 'above', '1.10511', 0)).toBeNull();
    expect(missed.reached('EURUSD', 'below', '1.09499', 0)).toBeNull();
    expect(missed.reached('EURUSD', 'below', '1.09500', 5001)).toBeNull();
    expect(missed.reached('USDJPY', 'above', '1', 0)).toBeNull();
    expect(new MissedTicks().reached('EURUSD', 'below', '2', 0)).toBeNull();
  });

  it('reads ticks in time order whatever order they came in, and leaves out ticks without a time', () => {
    const shuffled = new MissedTicks([ticks[4], ticks[1], ticks[0], { ...ticks[3], time: Number.NaN }]);
    expect(shuffled.reached('EURUSD', 'above', '1.10400', 0)).toBe('1.10510');
    expect(shuffled.reached('EURUSD', 'below', '1.09600', 2500)).toBe('1.09500');
    expect(shuffled.reached('EURUSD', 'above', '1.10400', 2500)).toBeNull();
  });

  it('answers what a scan of every tick since the alert was set would (any prices, levels, times)', () => {
    const price = fc.integer({ min: 90_000, max: 130_000 }).map((n) => (n / 100_000).toFixed(5));
    fc.assert(
      fc.property(
        fc.array(fc.record({ time: fc.integer({ min: 0, max: 100 }), bid: price, spread: fc.integer({ min: 0, max: 30 }) }), { maxLength: 40 }),
        fc.constantFrom<AlertDirection>('above', 'below'),
        price,
        fc.integer({ min: 0, max: 110 }),
        (raw, direction, level, since) => {
          const list = raw.map((t) => tick('EURUSD', t.time, t.bid, (Number(t.bid) + t.spread / 100_000).toFixed(5)));
          const inOrder = list.map((t, i) => ({ t, i })).sort((a, b) => a.t.time - b.t.time || a.i - b.i).map((x) => x.t);
          const first = inOrder.find((t) => t.time >= since && alertReached(direction, level, t));
          expect(new MissedTicks(list).reached('EURUSD', direction, level, since)).toBe(first ? first[alertSide(direction)] : null);
        },
      ),
      { numRuns: 500 },
    );
  });
});
