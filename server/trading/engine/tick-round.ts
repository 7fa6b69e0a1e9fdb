/**
 * What the engine does with each round of ticks (ticks.ts schedules the rounds, one at a time): for the instruments
 * that moved, the pending orders filled and the stops hit at this price (risk.ts finds them, closes.ts makes them,
 * in runs of each kind written together: inRuns), then the trailing stops moved (trailing.ts), then the stop-out
 * check and live summary of every trader touched. The same sweep runs outside a tick when a balance changed (a
 * deposit, an operator's adjustment: riskSweep).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { PriceFeed } from '../../feed/types.js';
import type { OrderBook } from './book.js';
import type { DueClose } from './close-batch.js';
import type { EngineCloses } from './closes.js';
import type { EngineEmitter } from './events.js';
import type { LiveSummary, Pricing } from './pricing.js';
import { dueTriggers, stopOutStep, worstPosition, type StopOutContext, type Trigger } from './risk.js';
import type { TradingSettings } from './trading-settings.js';
import { trailStops } from './trailing.js';

export interface TickRoundDeps {
  db: Kysely<Database>;
  feed: PriceFeed;
  book: OrderBook;
  pricing: Pricing;
  closes: EngineCloses;
  events: EngineEmitter;
  log: { error(obj: unknown, msg?: string): void };
  settings: () => Promise<TradingSettings>;
  summary: (userId: number, balance: string, lock: string) => LiveSummary;
}

const SWEEP_CHUNK = 500;
/** An account stopped out of more positions than this in one sweep is left for the next tick (a guard, not a rule). */
const MAX_STOP_OUT_PASSES = 1000;

type Fill = Extract<Trigger, { kind: 'fill' }>;

/**
 * The triggers in runs to write together (closes.ts `closeDue`, `fillDue`): stops and take profits, or fills. Only a
 * trader's own order of triggers matters — a close before their fill releases margin the fill may need, a fill
 * before their close was judged on the money before it — and different traders' money is apart. So each trader's
 * triggers keep their order and place the runs take turns in (closes, fills, closes, …), each trigger in the
 * earliest run of its kind after the trader's trigger before it: a gap through stops and limits placed at all times
 * makes as many runs as the most turns one trader needs, not one per change of kind in the book's order.
 */
export function inRuns(triggers: Trigger[]): Array<{ fills: Fill[] } | { closes: DueClose[] }> {
  // Run 2k holds closes, run 2k + 1 fills.
  const runs: Array<{ fills: Fill[] } | { closes: DueClose[] }> = [];
  const lastRun = new Map<number, number>();
  for (const t of triggers) {
    const after = lastRun.get(t.order.userId) ?? 0;
    const fill = t.kind === 'fill';
    const at = after % 2 === (fill ? 1 : 0) ? after : after + 1;
    while (runs.length <= at) runs.push(runs.length % 2 ? { fills: [] } : { closes: [] });
    const run = runs[at];
    if (t.kind === 'fill') (run as { fills: Fill[] }).fills.push(t);
    else (run as { closes: DueClose[] }).closes.push({ order: t.order, price: t.price, reason: t.kind });
    lastRun.set(t.order.userId, at);
  }
  return runs.filter((r) => ('fills' in r ? r.fills.length : r.closes.length) > 0);
}

export class TickRound {
  constructor(private readonly d: TickRoundDeps) {}

  async process(codes: string[]): Promise<void> {
    const { book, feed, closes, log } = this.d;
    // The stops are checked at this tick's price first (a price through a stop closes the position), then trailed.
    const { triggers, users } = dueTriggers(codes, book, feed);
    for (const run of inRuns(triggers)) {
      try {
        if ('closes' in run) await closes.closeDue(run.closes);
        else await closes.fillDue(run.fills);
      } catch (err) {
        log.error({ err }, 'order trigger failed');
      }
    }
    try {
      await trailStops(this.d.db, book, feed, codes);
    } catch (err) {
      log.error({ err }, 'trailing stops failed');
    }
    if (users.size) await this.riskSweep([...users]);
  }

  /**
   * Stop-out check and live summary for these users. Each pass closes the worst position of every account below the
   * stop-out level, all together (closes.ts `closeDue`), and reads those accounts again: an account loses its
   * positions one at a time, worst first, for as long as it stays below, and a gap that ruins many accounts costs a
   * transaction per pass, not per position.
   */
  async riskSweep(userIds: number[]): Promise<void> {
    const { db, book, pricing, feed, events, closes } = this.d;
    const { stopOutLevel } = await this.d.settings();
    const ctx: StopOutContext = {
      summary: this.d.summary,
      worst: (userId: number) => worstPosition(book.positionsOf(userId), pricing),
      quote: (code: string) => feed.getQuote(code),
    };
    const read = (ids: number[]) => db.selectFrom('accounts').select(['user_id', 'balance', 'lock_balance']).where('user_id', 'in', ids).execute();
    for (let i = 0; i < userIds.length; i += SWEEP_CHUNK) {
      let accounts = await read(userIds.slice(i, i + SWEEP_CHUNK));
      for (let pass = 1; accounts.length; pass++) {
        const due: DueClose[] = [];
        const before = new Map<number, LiveSummary>();
        for (const acc of accounts) {
          const userId = Number(acc.user_id);
          const step = stopOutStep(ctx, userId, acc.balance, acc.lock_balance, stopOutLevel);
          if (step.close && pass <= MAX_STOP_OUT_PASSES) {
            due.push({ ...step.close, reason: 'stop_out' });
            before.set(userId, step.summary);
          } else events.emit('summary', userId, step.summary);
        }
        if (!due.length) break;
        const closed = new Set((await closes.closeDue(due)).map((row) => Number(row.user_id)));
        // A position someone else closed first, or one that could not be closed: the account as it was, no further.
        for (const [userId, s] of before) if (!closed.has(userId)) events.emit('summary', userId, s);
        accounts = closed.size ? await read([...closed]) : [];
      }
    }
  }
}
