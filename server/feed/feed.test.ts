import { describe, expect, it } from 'vitest';
import { CandleSeries, ManualFeed, PERIODS, SimFeed, createFeed } from './index.js';
import { RING_SIZE } from './candles.js';
import { HISTORY_DAYS, segmentStarts } from './sim.js';
import { INSTRUMENTS } from '../trading/instruments.js';
import type { FeedInstrument } from './types.js';

const all: FeedInstrument[] = INSTRUMENTS.map((i) => ({
  code: i.code, precision: i.precision, spread: i.spread, price: i.price, volatility: i.volatility, session: i.session, marketStatusOverride: null,
}));
const pick = (...codes: string[]) => all.filter((i) => codes.includes(i.code));

// Wednesday 2025-06-04 14:00 UTC: FX, metals, US and EU indices, crypto open; JP closed.
const WED = Date.UTC(2025, 5, 4, 14, 0, 0);
// Saturday 2025-06-07 12:00 UTC: only crypto.
const SAT = Date.UTC(2025, 5, 7, 12, 0, 0);

// The sessions' own hours and their daylight saving: sessions.test.ts.

describe('CandleSeries', () => {
  it('aggregates ticks into every period and rolls buckets', () => {
    const s = new CandleSeries(2, 3);
    s.tick(60, 10);
    s.tick(90, 12);
    s.tick(100, 9);
    s.tick(120, 11);
    const m1 = s.list('1M');
    expect(m1).toEqual([
      { Time: 60, Open: '10.00', High: '12.00', Low: '9.00', Close: '9.00', Volume: 3 },
      { Time: 120, Open: '11.00', High: '11.00', Low: '11.00', Close: '11.00', Volume: 1 },
    ]);
    expect(s.list('5M')).toEqual([{ Time: 0, Open: '10.00', High: '12.00', Low: '9.00', Close: '11.00', Volume: 4 }]);
    // ring bounded at 3 closed bars
    for (let t = 180; t < 180 + 60 * 10; t += 60) s.tick(t, 1);
    expect(s.list('1M').length).toBe(4);
    expect(s.count('1M')).toBe(4);
    // a coarse step does not create finer bars
    const c = new CandleSeries(2);
    c.add(3600, 3600, 1, 2, 0.5, 1.5, 10);
    expect(c.list('1M')).toEqual([]);
    expect(c.list('1H')).toHaveLength(1);
  });

  it('hands over the bars changed since it was last asked, once each, as they are when asked', () => {
    const s = new CandleSeries(2);
    s.tick(60, 10);
    expect(s.takeChanged()).toEqual([]); // not recording
    s.recordChanges = true;
    s.tick(70, 12);
    s.tick(130, 11); // closes the 60 bar, opens the 120 one
    s.tick(140, 13);
    const m1 = s.takeChanged().filter((c) => c.period === '1M').map((c) => c.candle);
    expect(m1).toEqual([
      { Time: 60, Open: '10.00', High: '12.00', Low: '10.00', Close: '12.00', Volume: 2 },
      { Time: 120, Open: '11.00', High: '13.00', Low: '11.00', Close: '13.00', Volume: 2 },
    ]);
    expect(s.takeChanged()).toEqual([]);
    s.tick(150, 9);
    expect(s.takeChanged().map((c) => `${c.period} ${c.candle.Time} ${c.candle.Low}`)).toEqual(PERIODS.map((p) => `${p} ${p === '1M' ? 120 : 0} 9.00`));
  });

  it('restores saved bars, the newest as the forming one', () => {
    const saved = new CandleSeries(2);
    for (const [t, p] of [[0, 1], [60, 2], [130, 3], [200, 4]] as const) saved.tick(t, p);
    const s = new CandleSeries(2);
    for (const p of PERIODS) s.restore(p, saved.list(p));
    for (const p of PERIODS) expect(s.list(p), p).toEqual(saved.list(p));
    // The next tick in a later bucket closes the restored forming bar, as it would have closed the original.
    s.tick(250, 5);
    saved.tick(250, 5);
    expect(s.list('1M')).toEqual(saved.list('1M'));
    expect(() => s.restore('1M', [])).toThrow(/already has 1M bars/);
  });
});

describe('SimFeed', () => {
  it('backfills a full ring of every intraday period and ≥ 500 daily bars for every instrument', () => {
    const f = new SimFeed(all, { now: () => WED, seed: 1 });
    for (const i of all) {
      for (const p of PERIODS) {
        if (p !== '1D') expect(f.candles(i.code, p, RING_SIZE).length, `${i.code} ${p}`).toBe(RING_SIZE);
      }
      expect(f.candles(i.code, '1D', RING_SIZE).length, `${i.code} 1D`).toBeGreaterThanOrEqual(500);
    }
  });

  it('backfills one bar per trading day, the fx markets\' short Sunday one included, and steps in time order', () => {
    const f = new SimFeed(pick('EURUSD', 'XAUUSD', 'US30', 'BTCUSD'), { now: () => WED, seed: 1 });
    const weekdays = (code: string) => f.candles(code, '1D', RING_SIZE).map((c) => new Date(c.Time * 1000).getUTCDay());
    const eur = weekdays('EURUSD');
    expect(eur).not.toContain(6);
    // every week of the history, from the oldest, starts with its Sunday-evening bar
    expect(eur.filter((d) => d === 0).length).toBe(eur.filter((d) => d === 1).length);
    expect(weekdays('XAUUSD').filter((d) => d === 0).length).toBe(weekdays('XAUUSD').filter((d) => d === 1).length);
    expect(weekdays('US30')).not.toContain(0);
    expect(f.candles('BTCUSD', '1D', RING_SIZE).length).toBe(HISTORY_DAYS + 1);
    for (const p of PERIODS) {
      const times = f.candles('US30', p, RING_SIZE).map((c) => c.Time);
      expect(times, p).toEqual([...times].sort((a, b) => a - b));
      expect(new Set(times).size, p).toBe(times.length);
    }
  });

  it('runs each backfill step size only as far back as the bars it alone makes reach', () => {
    const end = Math.floor(WED / 60_000) * 60;
    const start = end - HISTORY_DAYS * 86_400;
    const days = (s: number) => (end - s) / 86_400;
    const crypto = segmentStarts('crypto', start, end).map(days);
    // around the clock: 1,001 minutes, 5-minute and 30-minute bars, 1,001 hours, then 4-hour steps to the start
    expect(crypto[0]).toBeCloseTo(1001 / 1440, 1);
    expect(crypto[1]).toBeCloseTo((1001 * 5) / 1440, 1);
    expect(crypto[2]).toBeCloseTo((1001 * 30) / 1440, 1);
    expect(crypto[3]).toBeCloseTo(1001 / 24, 1);
    expect(crypto[4]).toBe(HISTORY_DAYS);
    // a 6.5-hour session needs the hourly steps to reach back about 154 trading days
    expect(segmentStarts('us-index', start, end).map(days)[3]).toBeGreaterThan(200);
  });

  it('is deterministic for a seed and a clock', () => {
    const a = new SimFeed(pick('EURUSD', 'BTCUSD'), { now: () => WED, seed: 5 });
    const b = new SimFeed(pick('EURUSD', 'BTCUSD'), { now: () => WED, seed: 5 });
    const c = new SimFeed(pick('EURUSD', 'BTCUSD'), { now: () => WED, seed: 6 });
    expect(a.getQuote('EURUSD')).toEqual(b.getQuote('EURUSD'));
    expect(a.candles('BTCUSD', '1H', 50)).toEqual(b.candles('BTCUSD', '1H', 50));
    expect(a.getQuote('EURUSD')!.bid).not.toBe(c.getQuote('EURUSD')!.bid);
  });

  it('quotes: bid/ask from the spread, Close = bid, day open/high/low, Change %', () => {
    let now = WED;
    const f = new SimFeed(pick('EURUSD'), { now: () => now, seed: 2, moveProbability: 1 });
    const ticks: string[] = [];
    f.onTick((qs) => ticks.push(...qs.map((q) => q.bid)));
    for (let k = 0; k < 20; k++) {
      now += 1000;
      f.tick();
    }
    expect(ticks.length).toBeGreaterThan(10);
    const q = f.getQuote('EURUSD')!;
    expect(Number(q.ask) - Number(q.bid)).toBeCloseTo(0.00012, 8);
    expect(Number(q.high)).toBeGreaterThanOrEqual(Number(q.bid));
    expect(Number(q.low)).toBeLessThanOrEqual(Number(q.bid));
    const day = f.candles('EURUSD', '1D', 1)[0];
    expect(q.open).toBe(day.Open);
    expect(q.change).toBe((((Number(q.bid) - Number(q.open)) / Number(q.open)) * 100).toFixed(2));
    // realistic: EURUSD stays within a few percent of its reference over history
    expect(Math.abs(Number(q.bid) / 1.085 - 1)).toBeLessThan(0.2);
  });

  it('market status follows sessions; closed instruments do not tick', () => {
    let now = SAT;
    const f = new SimFeed(pick('EURUSD', 'BTCUSD'), { now: () => now, seed: 3, moveProbability: 1 });
    expect(f.marketStatus('EURUSD')).toBe(0);
    expect(f.marketStatus('BTCUSD')).toBe(1);
    const before = f.getQuote('EURUSD')!.bid;
    now += 1000;
    const changed = f.tick().map((q) => q.code);
    expect(changed).not.toContain('EURUSD');
    expect(f.getQuote('EURUSD')!.bid).toBe(before);
    expect(f.getQuote('EURUSD')!.status).toBe(0);
  });

  it('admin override forces the market status', () => {
    const f = new SimFeed(pick('EURUSD'), { now: () => SAT, seed: 3 });
    f.upsertInstrument({ ...pick('EURUSD')[0], marketStatusOverride: 1 });
    expect(f.marketStatus('EURUSD')).toBe(1);
    expect(() => f.setQuote('EURUSD', '1', '1.1')).toThrow(/manual/);
  });
});

describe('ManualFeed', () => {
  it('starts at the reference price, changes only through setQuote, and emits ticks', () => {
    const f = createFeed('manual', pick('EURUSD', 'USDJPY'), { now: () => WED });
    expect(f.kind).toBe('manual');
    expect(f.getQuote('EURUSD')).toMatchObject({ bid: '1.08494', ask: '1.08506', status: 1 });
    const seen: string[] = [];
    f.onTick((qs) => seen.push(qs[0].code));
    const q = f.setQuote('USDJPY', '150.1', '150.12');
    expect(q).toMatchObject({ bid: '150.100', ask: '150.120' });
    expect(seen).toEqual(['USDJPY']);
    expect(() => f.setQuote('USDJPY', '150.2', '150.1')).toThrow();
    expect(() => f.setQuote('NOPE', '1', '1')).toThrow(/Unknown/);
    expect(f.candles('USDJPY', '1M').at(-1)).toMatchObject({ Close: '150.100' });
    expect(f).toBeInstanceOf(ManualFeed);
  });
});

describe('resume (a new engine leader continues its predecessor’s prices)', () => {
  it('makes the given quotes current without a tick, on both feeds; the simulator walks on from there', () => {
    const manual = createFeed('manual', pick('EURUSD'), { now: () => WED });
    const ticks: number[] = [];
    manual.onTick((qs) => ticks.push(qs.length));
    manual.resume([{ code: 'EURUSD', bid: '1.10200', ask: '1.10212' }, { code: 'NOPE', bid: '1', ask: '1' }]);
    expect(manual.getQuote('EURUSD')).toMatchObject({ bid: '1.10200', ask: '1.10212' });
    expect(manual.getQuote('NOPE')).toBeUndefined();
    expect(ticks).toEqual([]);

    let now = WED;
    const sim = new SimFeed(pick('EURUSD'), { now: () => now, seed: 7 });
    sim.resume([{ code: 'EURUSD', bid: '1.20000', ask: '1.20012' }]);
    expect(sim.getQuote('EURUSD')).toMatchObject({ bid: '1.20000' });
    now += 1000;
    sim.tick();
    // One second of a 7 % annual volatility walk stays within a few pips of where it resumed, far from 1.08.
    expect(Math.abs(Number(sim.getQuote('EURUSD')!.bid) - 1.2)).toBeLessThan(0.005);
  });
});

describe('adoptCandles (a restarted feed or a new engine leader continues candles built before)', () => {
  it('the manual feed takes over the series of its instruments, at their precision; the simulator keeps its own', () => {
    const t = Math.floor(WED / 1000);
    const built = new CandleSeries(5);
    built.tick(t, 1.2, 1);
    built.tick(t + 1, 1.209, 1);
    built.tick(t + 2, 1.191, 1);
    const stray = new CandleSeries(5);
    stray.tick(t, 9, 1);
    const manual = createFeed('manual', pick('USDJPY'), { now: () => WED });
    manual.adoptCandles(new Map([['USDJPY', built], ['NOPE', stray]]));
    expect(manual.candles('USDJPY', '1M').at(-1)).toMatchObject({ Open: '1.200', High: '1.209', Low: '1.191' }); // USDJPY: 3 decimals
    expect(manual.candles('NOPE', '1M')).toEqual([]);
    // The resumed quote takes its day's high and low from the adopted bars.
    manual.resume([{ code: 'USDJPY', bid: '1.195', ask: '1.196' }]);
    expect(manual.getQuote('USDJPY')).toMatchObject({ open: '1.200', high: '1.209', low: '1.191' });

    const sim = new SimFeed(pick('EURUSD'), { now: () => WED, seed: 7 });
    const before = sim.candles('EURUSD', '1M');
    sim.adoptCandles(new Map([['EURUSD', built]]));
    expect(sim.candles('EURUSD', '1M')).toEqual(before);
  });
});
