/**
 * What a trader missed while no socket of theirs listened (a phone in a tunnel, a closed laptop, a gateway restart):
 * the FOREX_CLOSED events of one account since a time, read back from the orders themselves — the events are facts
 * the orders table keeps (close reason and time, fill time), so nothing extra is written on the trading path. A
 * socket subscribing FOREX_CLOSED with `params.since` gets them in one message (socket/catch-up.ts).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { catchUpFrom } from '../socket/catch-up.js';
import { closedEvent, type ClosedEvent } from './engine/events.js';
import type { CloseReason } from './engine/transitions.js';
import { OrderStatus } from './schema.js';

/** At most this many events, the newest (the notification tray keeps as many). */
export const MISSED_LIMIT = 50;

/**
 * The closes the server makes without the trader asking and tells (FOREX_CLOSED): a trigger, the stop-out, the desk,
 * the trader a copy follows closing theirs, the follower's copy stop-loss.
 */
const SERVER_CLOSES: CloseReason[] = ['sl', 'tp', 'stop_out', 'admin', 'copy', 'copy_stop'];
/**
 * The cancels it tells: no margin at the fill, the trader's own loss limit reached before the fill, an expiry, the
 * desk, the other order of a pair filled.
 */
const SERVER_CANCELS: CloseReason[] = ['insufficient_margin', 'own_limit', 'expired', 'admin', 'oco'];
/**
 * The predicates of the partial indexes these reads use (migrations 011 and 038), word for word and with the values
 * written in: SQLite uses a partial index only when the query repeats its predicate.
 */
const SERVER_ENDED = sql<boolean>`close_reason in ('sl', 'tp', 'stop_out', 'insufficient_margin', 'own_limit', 'expired', 'admin', 'oco', 'copy', 'copy_stop')`;
const FILLED = sql<boolean>`opened_at > created_at and parent_id is null`;

/** The server's closes and cancels of `userId` after `from`, newest first (migration 038's index). */
export function endedQuery(db: Kysely<Database>, userId: number, from: string) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('closed_at', '>', from)
    .where(SERVER_ENDED)
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', OrderStatus.closed), eb('close_reason', 'in', SERVER_CLOSES)]),
        eb.and([eb('status', '=', OrderStatus.cancelled), eb('close_reason', 'in', SERVER_CANCELS)]),
      ]),
    )
    .orderBy('closed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(MISSED_LIMIT);
}

/**
 * The pending orders of `userId` filled after `from`, newest first (migration 011's second index): opened later
 * than placed (a market order opens as it is placed); a partial close's row copies both times from its position,
 * so rows with a parent are the position's, not fills.
 */
export function filledQuery(db: Kysely<Database>, userId: number, from: string) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('opened_at', '>', from)
    .where(FILLED)
    .where('status', 'in', [OrderStatus.holding, OrderStatus.closed])
    .orderBy('opened_at', 'desc')
    .orderBy('id', 'desc')
    .limit(MISSED_LIMIT);
}

/** The server-side closes, cancels and fills of `userId` after `since` (catchUpFrom), oldest first, at most MISSED_LIMIT. */
export async function missedEvents(db: Kysely<Database>, userId: number, since: string, now = Date.now()): Promise<ClosedEvent[]> {
  const from = catchUpFrom(since, now);
  const [ended, filled] = await Promise.all([endedQuery(db, userId, from).execute(), filledQuery(db, userId, from).execute()]);
  const events = [
    ...ended.map((row) => closedEvent(row, row.close_reason as CloseReason)),
    // as the fill reported it: a holding position at its open price, no profit yet
    ...filled.map((row) => closedEvent({ ...row, status: OrderStatus.holding, close_price: null, profit: null }, 'fill')),
  ];
  // oldest first; at the same instant in the order the orders were placed
  const order = (a: ClosedEvent, b: ClosedEvent) => (a.At < b.At ? -1 : a.At > b.At ? 1 : a.Id - b.Id);
  return events.sort(order).slice(-MISSED_LIMIT);
}

/** FOREX_CLOSED's catch-up: what was missed in one message (a list), nothing when nothing was. */
export async function missedClosedMessages(db: Kysely<Database>, userId: number, since: string): Promise<unknown[]> {
  const events = await missedEvents(db, userId, since);
  return events.length ? [events] : [];
}
