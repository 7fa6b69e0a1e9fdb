// The desk's closures in the feed (docs/trading.md "Market holidays"): which pairs a closure closes and when, the
// sessions left open around them, and the market status the feed tells its listeners when a market opens or closes
// with no price moving — by the clock, by a closure, by the desk's override.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClosureCalendar, withoutClosures, type MarketClosure } from './closures.js';
import { ManualFeed, SimFeed } from './index.js';
import { INSTRUMENTS } from '../trading/instruments.js';
import type { FeedInstrument, QuoteState } from './types.js';

const at = (s: string) => Date.parse(`${s}Z`);
const closure = (id: number, markets: string[], start: string, end: string): MarketClosure => ({ id, reason: 'holiday', name: `c${id}`, markets, start: at(start), end: at(end) });
const feedInstruments = (...codes: string[]): FeedInstrument[] =>
  INSTRUMENTS.filter((i) => codes.includes(i.code)).map((i) => ({
    code: i.code, precision: i.precision, spread: i.spread, price: i.price, volatility: i.volatility, session: i.session, marketStatusOverride: null,
  }));
/** What the listeners heard, copied (the feed's quote objects change in place). */
const listen = (feed: { onTick(l: (t: QuoteState[]) => void): () => void }) => {
  const heard: Array<[string, number]> = [];
  feed.onTick((ticks) => heard.push(...ticks.map((q): [string, number] => [q.code, q.status])));
  return heard;
};

describe('the closure calendar', () => {
  const cal = new ClosureCalendar();
  cal.set([
    closure(2, ['EURUSD'], '2026-12-24T10:00', '2026-12-24T12:00'),
    closure(1, ['fx', 'metal'], '2026-12-24T18:00', '2026-12-25T22:00'),
    closure(3, ['fx'], '2026-12-25T00:00', '2026-12-26T00:00'),
  ]);

  it('closes the pairs it names, by code or by session, from its start to before its end', () => {
    expect(cal.at('EURUSD', 'fx', at('2026-12-24T09:59'))).toBeUndefined();
    expect(cal.at('EURUSD', 'fx', at('2026-12-24T10:00'))?.id).toBe(2);
    expect(cal.at('GBPUSD', 'fx', at('2026-12-24T10:00'))).toBeUndefined();
    expect(cal.at('XAUUSD', 'metal', at('2026-12-24T19:00'))?.id).toBe(1);
    expect(cal.at('US30', 'us-index', at('2026-12-24T19:00'))).toBeUndefined();
    expect(cal.at('EURUSD', 'fx', at('2026-12-24T12:00'))).toBeUndefined();
    // Two in force: the one ending last says when the market may open.
    expect(cal.at('EURUSD', 'fx', at('2026-12-25T12:00'))?.id).toBe(3);
    expect(cal.at('EURUSD', 'fx', at('2026-12-25T23:00'))?.id).toBe(3);
  });

  it('lists a pair’s closures overlapping a span, soonest first', () => {
    expect(cal.between('EURUSD', 'fx', at('2026-12-24T11:00'), at('2026-12-31T00:00')).map((c) => c.id)).toEqual([2, 1, 3]);
    expect(cal.between('XAUUSD', 'metal', at('2026-12-20T00:00'), at('2026-12-24T18:00')).map((c) => c.id)).toEqual([]);
    expect(cal.between('XAUUSD', 'metal', at('2026-12-20T00:00'), at('2026-12-24T18:01')).map((c) => c.id)).toEqual([1]);
  });

  it('cuts closures out of open spans: inside, across an edge, covering a span, overlapping each other', () => {
    const open: Array<[number, number]> = [
      [at('2026-12-20T22:00'), at('2026-12-25T22:00')],
      [at('2026-12-27T22:00'), at('2027-01-01T22:00')],
    ];
    const list = cal.between('EURUSD', 'fx', open[0][0], open[1][1]);
    expect(withoutClosures(open, list).map(([o, c]) => [new Date(o).toISOString(), new Date(c).toISOString()])).toEqual([
      ['2026-12-20T22:00:00.000Z', '2026-12-24T10:00:00.000Z'],
      ['2026-12-24T12:00:00.000Z', '2026-12-24T18:00:00.000Z'],
      ['2026-12-27T22:00:00.000Z', '2027-01-01T22:00:00.000Z'],
    ]);
    expect(withoutClosures(open, [])).toEqual(open);
    // Around the clock, less one closure: open until it starts, and from its end on.
    expect(withoutClosures([[-Infinity, Infinity]], [closure(9, ['crypto'], '2026-12-06T02:00', '2026-12-06T04:00')])).toEqual([
      [-Infinity, at('2026-12-06T02:00')],
      [at('2026-12-06T04:00'), Infinity],
    ]);
  });
});

describe('the market status the feed tells', () => {
  afterEach(() => vi.useRealTimers());

  it('the simulator tells a market closing by the clock in the round it closes, though no price moves', () => {
    // Friday 2026-12-04: FX closes at 17:00 New York, 22:00 UTC.
    let now = at('2026-12-04T21:59');
    const feed = new SimFeed(feedInstruments('EURUSD', 'BTCUSD'), { now: () => now, seed: 4, moveProbability: 0 });
    const heard = listen(feed);
    feed.tick();
    expect(heard).toEqual([]);
    now = at('2026-12-04T22:00');
    feed.tick();
    expect(heard).toEqual([['EURUSD', 0]]);
    feed.tick();
    expect(heard).toHaveLength(1);
  });

  it('a closure set now closes and reopens at once; the manual feed’s clock check tells one that starts or ends later', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let now = at('2026-12-24T09:00');
    const feed = new ManualFeed(feedInstruments('EURUSD', 'GBPUSD'), { now: () => now });
    const heard = listen(feed);
    feed.start();
    feed.setClosures([closure(1, ['EURUSD'], '2026-12-24T08:00', '2026-12-24T10:00')]);
    expect(heard).toEqual([['EURUSD', 0]]);
    feed.setClosures([closure(1, ['EURUSD'], '2026-12-24T09:30', '2026-12-24T10:00')]);
    expect(heard).toEqual([['EURUSD', 0], ['EURUSD', 1]]);
    now = at('2026-12-24T09:30');
    vi.advanceTimersByTime(1000);
    expect(heard.at(-1)).toEqual(['EURUSD', 0]);
    now = at('2026-12-24T10:00');
    vi.advanceTimersByTime(1000);
    expect(heard.at(-1)).toEqual(['EURUSD', 1]);
    expect(heard).toHaveLength(4);
    feed.stop();
  });

  it('the desk’s override is told at once, and wins over a closure', () => {
    const now = at('2026-12-24T09:00');
    const feed = new ManualFeed(feedInstruments('EURUSD'), { now: () => now });
    const heard = listen(feed);
    const [eur] = feedInstruments('EURUSD');
    feed.upsertInstrument({ ...eur, marketStatusOverride: 0 });
    expect(heard).toEqual([['EURUSD', 0]]);
    feed.setClosures([closure(1, ['fx'], '2026-12-24T08:00', '2026-12-24T10:00')]);
    feed.upsertInstrument({ ...eur, marketStatusOverride: 1 });
    expect(heard).toEqual([['EURUSD', 0], ['EURUSD', 1]]);
    feed.upsertInstrument({ ...eur, marketStatusOverride: null });
    expect(heard.at(-1)).toEqual(['EURUSD', 0]);
  });
});
