/**
 * The market archive (docs/trading.md "Prices and candles kept"): the manual feed's candles and last quotes in the
 * database, so a restart, or a new engine leader, continues the charts and prices an outside source pushed instead of
 * starting again from reference prices. Written every ARCHIVE_FLUSH_MS, never per tick: each flush upserts the bars
 * changed since the last one (a forming bar as it is then) and the quotes that moved, in one transaction; a failed
 * flush keeps its rows for the next. The simulator's candles are not archived: it regenerates the same history.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { CandleSeries, RING_SIZE } from './candles.js';
import { PERIODS, PERIOD_SECONDS, type Candle, type PriceFeed, type ResumeQuote } from './types.js';
import './schema.js';

/** How often changed bars and quotes are written: what a crash can lose of the manual feed's last movements. */
export const ARCHIVE_FLUSH_MS = 5000;
/** Bars older than RING_SIZE periods are deleted (the feed keeps no more in memory either), once an hour. */
const PRUNE_EVERY_MS = 3_600_000;
/** Rows per INSERT: eight parameters each, well under either database's limit. */
const ROWS_PER_STATEMENT = 500;

type Log = { error(obj: unknown, msg?: string): void };

export interface SavedMarket {
  /** Candle series of the known instruments that have archived bars. */
  series: Map<string, CandleSeries>;
  /** With the time of each (ms epoch): the archive holds every movement up to it. */
  quotes: Array<ResumeQuote & { time: number }>;
}

/** The oldest bar kept of a period, for a clock at `nowMs`. */
const keptFrom = (period: (typeof PERIODS)[number], nowMs: number) => Math.floor(nowMs / 1000) - RING_SIZE * PERIOD_SECONDS[period];

/** Reads the archived candles and quotes of these instruments (the others' are left where they are). */
export async function loadMarket(db: Kysely<Database>, instruments: ReadonlyArray<{ code: string; precision: number }>, nowMs = Date.now()): Promise<SavedMarket> {
  const precision = new Map(instruments.map((i) => [i.code, i.precision]));
  const series = new Map<string, CandleSeries>();
  for (const period of PERIODS) {
    const rows = await db.selectFrom('market_candles').selectAll()
      .where('period', '=', period).where('time', '>=', keptFrom(period, nowMs))
      .orderBy('code').orderBy('time').execute();
    const byCode = new Map<string, Candle[]>();
    for (const r of rows) {
      if (!precision.has(r.code)) continue;
      let bars = byCode.get(r.code);
      if (!bars) byCode.set(r.code, (bars = []));
      bars.push({ Time: Number(r.time), Open: r.open, High: r.high, Low: r.low, Close: r.close, Volume: Number(r.volume) });
    }
    for (const [code, bars] of byCode) {
      let s = series.get(code);
      if (!s) series.set(code, (s = new CandleSeries(precision.get(code)!)));
      s.restore(period, bars.slice(-RING_SIZE - 1));
    }
  }
  const quotes = (await db.selectFrom('market_quotes').selectAll().execute())
    .filter((q) => precision.has(q.code))
    .map((q) => ({ code: q.code, bid: q.bid, ask: q.ask, time: Number(q.time) }));
  return { series, quotes };
}

interface CandleRow {
  code: string;
  period: string;
  time: number;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: number;
}

/** Writes a feed's changed bars and moved quotes every ARCHIVE_FLUSH_MS, and once more when stopped. */
export class MarketArchive {
  /** Bars taken from the feed and not written yet, by code, period and time (a later state replaces an earlier). */
  private readonly pending = new Map<string, CandleRow>();
  private readonly moved = new Set<string>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private off: (() => void) | null = null;
  private writing: Promise<void> = Promise.resolve();
  private prunedAt = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly feed: PriceFeed,
    private readonly log: Log,
    private readonly o: { flushMs?: number; now?: () => number } = {},
  ) {}

  /** Follows the feed; every current quote is written at the first flush (a new leader's resumed ones included). */
  start(): void {
    if (this.timer) return;
    for (const q of this.feed.quotes()) this.moved.add(q.code);
    this.off = this.feed.onTick((ticks) => {
      for (const q of ticks) this.moved.add(q.code);
    });
    this.timer = setInterval(() => void this.flush(), this.o.flushMs ?? ARCHIVE_FLUSH_MS);
    this.timer.unref();
  }

  /** Stops following and writes what is left (unless `write` is false: then only waits for a write under way). */
  async stop(o: { write?: boolean } = {}): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.off?.();
    this.off = null;
    if (o.write === false) await this.writing;
    else await this.flush();
  }

  /** Writes what changed since the last flush; resolves once written (or, failing, kept for the next). */
  flush(): Promise<void> {
    this.writing = this.writing.then(() => this.write());
    return this.writing;
  }

  private async write(): Promise<void> {
    for (const { code, period, candle: c } of this.feed.takeChangedCandles()) {
      this.pending.set(`${code}\u0000${period}\u0000${c.Time}`, { code, period, time: c.Time, open: c.Open, high: c.High, low: c.Low, close: c.Close, volume: c.Volume });
    }
    const codes = [...this.moved];
    this.moved.clear();
    const quotes = codes.flatMap((code) => {
      const q = this.feed.getQuote(code);
      return q ? [{ code, bid: q.bid, ask: q.ask, time: q.time }] : [];
    });
    const now = (this.o.now ?? Date.now)();
    const prune = now - this.prunedAt >= PRUNE_EVERY_MS;
    if (this.pending.size === 0 && quotes.length === 0 && !prune) return;
    const candles = [...this.pending.values()];
    try {
      await this.db.transaction().execute(async (trx) => {
        for (let i = 0; i < candles.length; i += ROWS_PER_STATEMENT) {
          await trx.insertInto('market_candles').values(candles.slice(i, i + ROWS_PER_STATEMENT))
            .onConflict((oc) => oc.columns(['code', 'period', 'time']).doUpdateSet((eb) => ({
              open: eb.ref('excluded.open'), high: eb.ref('excluded.high'), low: eb.ref('excluded.low'),
              close: eb.ref('excluded.close'), volume: eb.ref('excluded.volume'),
            })))
            .execute();
        }
        if (quotes.length) {
          await trx.insertInto('market_quotes').values(quotes)
            .onConflict((oc) => oc.column('code').doUpdateSet((eb) => ({ bid: eb.ref('excluded.bid'), ask: eb.ref('excluded.ask'), time: eb.ref('excluded.time') })))
            .execute();
        }
        if (prune) {
          for (const period of PERIODS) await trx.deleteFrom('market_candles').where('period', '=', period).where('time', '<', keptFrom(period, now)).execute();
        }
      });
      this.pending.clear();
      if (prune) this.prunedAt = now;
    } catch (err) {
      // Kept: the next flush writes these rows (or a later state of them) again.
      for (const code of codes) this.moved.add(code);
      this.log.error({ err, candles: candles.length, quotes: quotes.length }, 'market archive: write failed, retried at the next flush');
    }
  }
}
