/**
 * What the engine does with each round of ticks (ticks.ts schedules the rounds, one at a time): for the instruments
 * that moved, the pending orders filled and the stops hit at this price (risk.ts finds them, closes.ts makes them),
 * then the trailing stops moved (trailing.ts), then the stop-out check and live summary of every trader touched. The
 * same sweep runs outside a tick when a balance changed (a deposit, an operator's adjustment: riskSweep).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { getAccount } from '../../ledger/index.js';
import type { PriceFeed } from '../../feed/types.js';
import type { OrderRow } from '../schema.js';
import type { BookOrder, OrderBook } from './book.js';
import type { DueClose } from './close-batch.js';
import type { EngineCloses } from './closes.js';
import type { EngineEmitter } from './events.js';
import type { LiveSummary, Pricing } from './pricing.js';
import { dueTriggers, stopOut, worstPosition, type Trigger } from './risk.js';
import type { TradingSettings } from './trading-settings.js';
import type { CloseReason } from './transitions.js';
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
  closeOrder: (o: BookOrder, price: string, reason: CloseReason) => Promise<OrderRow | null>;
  summary: (userId: number, balance: string, lock: string) => LiveSummary;
}

const SWEEP_CHUNK = 500;

/** The triggers in the order found, the stops and take profits found in a row gathered to be closed together. */
function inRuns(triggers: Trigger[]): Array<Extract<Trigger, { kind: 'fill' }> | DueClose[]> {
  const out: Array<Extract<Trigger, { kind: 'fill' }> | DueClose[]> = [];
  for (const t of triggers) {
    const last = out.at(-1);
    if (t.kind === 'fill') out.push(t);
    else if (Array.isArray(last)) last.push({ order: t.order, price: t.price, reason: t.kind });
    else out.push([{ order: t.order, price: t.price, reason: t.kind }]);
  }
  return out;
}

export class TickRound {
  constructor(private readonly d: TickRoundDeps) {}

  async process(codes: string[]): Promise<void> {
    const { book, feed, closes, log } = this.d;
    // The stops are checked at this tick's price first (a price through a stop closes the position), then trailed.
    const { triggers, users } = dueTriggers(codes, book, feed);
    for (const step of inRuns(triggers)) {
      try {
        if (Array.isArray(step)) await closes.closeDue(step);
        else await closes.fill(step.order, step.quote);
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

  /** Stop-out check and live summary for these users. */
  async riskSweep(userIds: number[]): Promise<void> {
    const { db, book, pricing, feed, events } = this.d;
    const { stopOutLevel } = await this.d.settings();
    const ctx = {
      summary: this.d.summary,
      worst: (userId: number) => worstPosition(book.positionsOf(userId), pricing),
      quote: (code: string) => feed.getQuote(code),
      close: (o: BookOrder, price: string) => this.d.closeOrder(o, price, 'stop_out'),
      account: (userId: number) => getAccount(db, userId),
    };
    for (let i = 0; i < userIds.length; i += SWEEP_CHUNK) {
      const chunk = userIds.slice(i, i + SWEEP_CHUNK);
      const accounts = await db.selectFrom('accounts').select(['user_id', 'balance', 'lock_balance']).where('user_id', 'in', chunk).execute();
      for (const acc of accounts) {
        const userId = Number(acc.user_id);
        events.emit('summary', userId, await stopOut(ctx, userId, acc.balance, acc.lock_balance, stopOutLevel));
      }
    }
  }
}
