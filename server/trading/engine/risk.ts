/**
 * Risk: which open orders a tick triggers (pending fills, stop-loss, take-profit) and the stop-out of an account
 * whose risk rate fell below the stop-out level (DESIGN.md "Money and trading rules").
 */
import { closePrice, isStopOut, lt, pendingFillable, stopTriggered, type StopTrigger } from '../../../src/core/money/index.js';
import type { PriceFeed, QuoteState } from '../../feed/types.js';
import type { BookOrder, OrderBook } from './book.js';
import type { LiveSummary, Pricing } from './pricing.js';
import { OrderStatus } from '../schema.js';

export type Trigger =
  | { kind: 'fill'; order: BookOrder; quote: QuoteState }
  | { kind: StopTrigger; order: BookOrder; price: string };

/** The triggers of the open orders on these instruments, and the users who hold orders on them. */
export function dueTriggers(codes: string[], book: OrderBook, feed: PriceFeed, now = new Date().toISOString()): { triggers: Trigger[]; users: Set<number> } {
  const users = new Set<number>();
  const triggers: Trigger[] = [];
  for (const code of codes) {
    const q = feed.getQuote(code);
    if (!q || feed.marketStatus(code) !== 1) continue;
    for (const o of book.ofInstrument(code)) {
      users.add(o.userId);
      if (o.status === OrderStatus.pending) {
        // An order past its expiry never fills, even at a tick processed before the expiry sweep cancels it.
        const expired = o.expiresAt !== null && o.expiresAt <= now;
        if (!expired && pendingFillable(o.side, q, o.target, o.pendingType)) triggers.push({ kind: 'fill', order: o, quote: q });
      } else {
        const trig = stopTriggered(o.side, q, o.sl, o.tp);
        // a copy: the close works on the order as it was when the tick triggered it
        if (trig) triggers.push({ kind: trig, order: { ...o }, price: closePrice(o.side, q) });
      }
    }
  }
  return { triggers, users };
}

/** The holding position with the lowest floating P&L (a position without a price counts 0). */
export function worstPosition(positions: BookOrder[], pricing: Pricing): BookOrder | null {
  let worst: BookOrder | null = null;
  let worstPnl: string | null = null;
  for (const o of positions) {
    const pnl = pricing.floating(o)?.pnl ?? '0';
    if (worstPnl === null || lt(pnl, worstPnl)) {
      worst = o;
      worstPnl = pnl;
    }
  }
  return worst;
}

export interface StopOutContext {
  summary(userId: number, balance: string, lock: string): LiveSummary;
  worst(userId: number): BookOrder | null;
  quote(code: string): QuoteState | undefined;
}

/**
 * The stop-out's next step for an account with these balances: its summary, and its worst-losing position to close
 * at the closing price while its risk rate is below `level` (null when it is not, or nothing can be closed). The
 * sweep (tick-round.ts) closes it, reads the account again and asks again: positions close one at a time, worst first.
 */
export function stopOutStep(ctx: StopOutContext, userId: number, balance: string, lock: string, level: string): { summary: LiveSummary; close: { order: BookOrder; price: string } | null } {
  const summary = ctx.summary(userId, balance, lock);
  if (!isStopOut(summary.Equity, summary.CautionMoneyAll, level)) return { summary, close: null };
  const worst = ctx.worst(userId);
  const q = worst ? ctx.quote(worst.code) : undefined;
  return { summary, close: worst && q ? { order: worst, price: closePrice(worst.side, q) } : null };
}
