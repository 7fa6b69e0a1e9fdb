/**
 * A trader's own limits and breaks, kept and enforced (docs/accounts.md "Trading limits and breaks"). Enforced where
 * the money or the order comes in — a deposit claim, an order placed, a reverse, a copy — by the gateway that got the
 * request, from the database, so every process of a cluster holds the same line.
 */
import type { ExpressionBuilder, Kysely, SelectQueryBuilder } from 'kysely';
import './schema.js';
import type { Database } from '../db/schema.js';
import { AppError } from '../http/envelope.js';
import { inTransaction } from '../db/index.js';
import { lockAccounts } from '../ledger/index.js';
import { exactSum, moneySum } from '../db/money-sum.js';
import { big, gt, gte } from '../../src/core/money/index.js';
import { lossSince } from './losses.js';
import { DEPOSIT_STATUS } from '../funds/schema.js';
import { messageTime } from '../accounts/notices.js';
import { change, DAY_MS, PERIOD_MS, roomLeft, stateOf, type Limit, type LimitState } from './rules.js';
import type { LimitKind } from './schema.js';

type Db = Kysely<Database>;
const iso = (ms: number) => new Date(ms).toISOString();

export interface Limits {
  deposit: LimitState;
  loss: LimitState;
  /** The end of the break under way; null: none. */
  break_until: string | null;
}

export async function limitsOf(db: Db, userId: number, now: number): Promise<Limits> {
  const [rows, until] = await Promise.all([db.selectFrom('trading_limits').selectAll().where('user_id', '=', userId).execute(), breakUntil(db, userId, now)]);
  const of = (kind: LimitKind) => stateOf(rows.find((r) => r.kind === kind), now);
  return { deposit: of('deposit'), loss: of('loss'), break_until: until };
}

/**
 * Sets (or, `wanted` null, removes) a limit by the rules; `applied` false: it waits, `state.next.at` says until when.
 * Read and written with the account locked: a loosening racing a tightening (two tabs) must not write over it.
 */
export async function setLimit(db: Db, userId: number, kind: LimitKind, wanted: Limit | null, now: number): Promise<{ state: LimitState; applied: boolean }> {
  return inTransaction(db, async (trx) => {
    await lockAccounts(trx, [userId]);
    const row = await trx.selectFrom('trading_limits').selectAll().where('user_id', '=', userId).where('kind', '=', kind).executeTakeFirst();
    const { columns, applied } = change(stateOf(row, now), wanted, now);
    if (!columns) await trx.deleteFrom('trading_limits').where('user_id', '=', userId).where('kind', '=', kind).execute();
    else {
      const values = { ...columns, updated_at: iso(now) };
      await trx.insertInto('trading_limits').values({ user_id: userId, kind, ...values }).onConflict((oc) => oc.columns(['user_id', 'kind']).doUpdateSet(values)).execute();
    }
    return { state: stateOf(columns ? { user_id: userId, kind, ...columns, updated_at: iso(now) } : undefined, now), applied };
  });
}

/** What support can list clients by: a break under way, or a limit of a kind in force. */
export type OwnLimitFilter = 'break' | LimitKind;

/**
 * The clients (a query over `users`) on a break at `now`, or with a `kind` limit in force: `stateOf`'s rule in SQL
 * (a waiting change whose time has come is what applies; a removal that applied leaves its row without a limit), so
 * support can list them for a compliance report (limits.test.ts holds the two to the same answers).
 */
export function ownLimitFilter(own: OwnLimitFilter, now: number) {
  const at = iso(now);
  return (eb: ExpressionBuilder<Database, 'users'>) => {
    if (own === 'break')
      return eb.exists(eb.selectFrom('trading_breaks as b').select('b.id').whereRef('b.user_id', '=', 'users.id').where('b.ends_at', '>', at));
    return eb.exists(
      eb
        .selectFrom('trading_limits as l')
        .select('l.user_id')
        .whereRef('l.user_id', '=', 'users.id')
        .where('l.kind', '=', own)
        .where((w) =>
          w.or([
            w.and([w('l.next_at', '<=', at), w('l.next_amount', 'is not', null)]),
            w.and([w.or([w('l.next_at', 'is', null), w('l.next_at', '>', at)]), w('l.amount', 'is not', null)]),
          ]),
        ),
    );
  };
}

/**
 * The limits in force at `now` of the clients a query over `users` finds, by user id (`stateOf`'s rule, so a list
 * says what the limits themselves apply); a client without any has no entry.
 */
export async function limitsInForce(db: Db, users: SelectQueryBuilder<Database, 'users', object>, now: number): Promise<Map<number, Partial<Record<LimitKind, Limit>>>> {
  const rows = await db.selectFrom('trading_limits').selectAll().where('user_id', 'in', users.select('users.id')).execute();
  const byUser = new Map<number, Partial<Record<LimitKind, Limit>>>();
  for (const row of rows) {
    const { current } = stateOf(row, now);
    if (!current) continue;
    const id = Number(row.user_id);
    byUser.set(id, { ...byUser.get(id), [row.kind]: current });
  }
  return byUser;
}

/** A client's break under way as a column of a query over `users` (its end; null: none). */
export const breakUntilColumn = (now: number) => (eb: ExpressionBuilder<Database, 'users'>) =>
  eb.selectFrom('trading_breaks as b').select((s) => s.fn.max('b.ends_at').as('e')).whereRef('b.user_id', '=', 'users.id').where('b.ends_at', '>', iso(now)).as('break_until');

export async function breakUntil(db: Db, userId: number, now: number): Promise<string | null> {
  const row = await db.selectFrom('trading_breaks').select((eb) => eb.fn.max('ends_at').as('until')).where('user_id', '=', userId).where('ends_at', '>', iso(now)).executeTakeFirst();
  return row?.until ?? null;
}

/** Starts a break of `days`, or lengthens the one under way; a break is never shortened. The break's end. */
export async function startBreak(db: Db, userId: number, days: number, now: number): Promise<string> {
  const ends = iso(now + days * DAY_MS);
  const until = await breakUntil(db, userId, now);
  if (until && until >= ends) throw new AppError('breakNotShorter', { time: messageTime(until) });
  await db.insertInto('trading_breaks').values({ user_id: userId, started_at: iso(now), ends_at: ends }).execute();
  return ends;
}

/** Deposits claimed over the window and not refused (waiting or credited), USD. */
export async function depositedSince(db: Db, userId: number, since: number): Promise<string> {
  const row = await db
    .selectFrom('deposits')
    .select(exactSum(db, 'number').as('total'))
    .where('user_id', '=', userId)
    .where('status', 'in', [DEPOSIT_STATUS.unchecked, DEPOSIT_STATUS.finished])
    .where('created_at', '>=', iso(since))
    .executeTakeFirst();
  return moneySum(db, row?.total);
}

/** The limits, having refused anything on a break (one round trip: the limits and the break are read together). */
async function limitsOffBreak(db: Db, userId: number, now: number): Promise<Limits> {
  const limits = await limitsOf(db, userId, now);
  if (limits.break_until) throw new AppError('onTradingBreak', { time: messageTime(limits.break_until) });
  return limits;
}

/**
 * Of these users, those with a limit or a break under way: the only ones assertMayOpen can refuse. One read for many
 * (the engine's fills of a round of ticks), instead of asking for each.
 */
export async function withLimitsOrBreak(db: Db, userIds: number[], now: number): Promise<Set<number>> {
  if (!userIds.length) return new Set();
  const rows = await db
    .selectFrom('trading_limits')
    .select('user_id')
    .where('user_id', 'in', userIds)
    .union(db.selectFrom('trading_breaks').select('user_id').where('user_id', 'in', userIds).where('ends_at', '>', iso(now)))
    .execute();
  return new Set(rows.map((r) => Number(r.user_id)));
}

/** Refuses a new position (an order, a reverse, a copy) on a break or past the loss limit; closing is never refused. */
export async function assertMayOpen(db: Db, userId: number, now: number): Promise<void> {
  const { loss } = await limitsOffBreak(db, userId, now);
  if (!loss.current) return;
  const lost = await lossSince(db, userId, now - PERIOD_MS[loss.current.period], now);
  if (gte(lost, loss.current.amount)) throw new AppError('lossLimitReached', { limit: big(loss.current.amount).toFixed(2) });
}

/** Refuses a deposit claim of `amount` on a break or beyond what the deposit limit leaves. */
export async function assertMayDeposit(db: Db, userId: number, amount: string, now: number): Promise<void> {
  const { deposit } = await limitsOffBreak(db, userId, now);
  if (!deposit.current) return;
  const left = roomLeft(deposit.current.amount, await depositedSince(db, userId, now - PERIOD_MS[deposit.current.period]));
  if (gt(amount, left)) throw new AppError('depositLimitReached', { left: big(left).toFixed(2), limit: big(deposit.current.amount).toFixed(2) });
}
