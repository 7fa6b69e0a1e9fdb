/**
 * A client closing their own account (docs/accounts.md "Closing the account"). What must be settled first is money
 * and risk the broker still holds for them: no open position, no pending order, no balance a withdrawal could pay
 * out, no deposit or withdrawal under review. Closing locks the account (every session ends, no sign-in), takes the
 * trader out of the ranking and ends every copy to or from them; their records stay, as the law requires.
 */
import { sql } from 'kysely';
import type { Db } from '../db/index.js';
import { inTransaction } from '../db/index.js';
import { isPostgres } from '../db/dialect.js';
import { AppError } from '../http/envelope.js';
import { revokeUserSessions } from '../auth/sessions.js';
import { endCopies, type EndedCopy } from '../copy/ending.js';
import { OrderStatus } from '../trading/schema.js';
import { Round, roundBalance } from '../../src/core/money/index.js';
import { DEPOSIT_STATUS, WITHDRAW_STATUS } from '../funds/schema.js';
import '../copy/schema.js';

/** What keeps the account open: counts, and the balance in USD to the cent (rounded down: a part of a cent cannot be paid out). */
export interface ClosureBlockers {
  positions: number;
  pending: number;
  balance: string;
  deposits: number;
  withdrawals: number;
}

export async function closureBlockers(db: Db, userId: number): Promise<ClosureBlockers> {
  const [orders, account, deposits, withdrawals] = await Promise.all([
    db
      .selectFrom('orders')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('user_id', '=', userId)
      .where('status', 'in', [OrderStatus.pending, OrderStatus.holding])
      .groupBy('status')
      .execute(),
    db.selectFrom('accounts').select('balance').where('user_id', '=', userId).executeTakeFirst(),
    db.selectFrom('deposits').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).where('status', '=', DEPOSIT_STATUS.unchecked).executeTakeFirstOrThrow(),
    db.selectFrom('withdrawals').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).where('status', '=', WITHDRAW_STATUS.pending).executeTakeFirstOrThrow(),
  ]);
  const of = (status: number) => Number(orders.find((o) => Number(o.status) === status)?.n ?? 0);
  return {
    positions: of(OrderStatus.holding),
    pending: of(OrderStatus.pending),
    balance: roundBalance(account?.balance ?? '0', Round.down),
    deposits: Number(deposits.n),
    withdrawals: Number(withdrawals.n),
  };
}

export const closable = (b: ClosureBlockers) => !b.positions && !b.pending && b.balance === '0.00' && !b.deposits && !b.withdrawals;

/** The first thing the client must settle, as the refusal they read; nothing when the account may close. */
function refusal(b: ClosureBlockers): AppError | null {
  if (b.positions || b.pending) return new AppError('closeOpenTrades', { positions: b.positions, pending: b.pending });
  if (b.deposits || b.withdrawals) return new AppError('closeFundsWaiting');
  if (b.balance !== '0.00') return new AppError('closeBalanceLeft', { amount: b.balance });
  return null;
}

export interface Closed {
  /** The sessions ended (their sockets are logged out after the commit). */
  sessions: number[];
  /** The copies of the trader that ended, whose followers are told. */
  copies: EndedCopy[];
}

/**
 * Closes the account at `at`, or refuses with what is left to settle. The account's row is locked first (PostgreSQL;
 * SQLite has one writer), so a posting at the same moment (an order's margin, a credited deposit) either lands before
 * the check, which then refuses, or waits for the closure; an order waiting then finds under a cent to pay its margin
 * with and is refused (docs/accounts.md "An order racing the closure"). After the commit no session can send another.
 */
export async function closeAccount(db: Db, userId: number, at: string): Promise<Closed> {
  return inTransaction(db, async (trx) => {
    let row = trx.selectFrom('accounts').select('user_id').where('user_id', '=', userId);
    if (isPostgres(trx)) row = row.forUpdate();
    await row.executeTakeFirst();
    const refused = refusal(await closureBlockers(trx, userId));
    if (refused) throw refused;
    await trx
      .updateTable('users')
      .set({
        closed_at: at,
        locked_at: at,
        ranking_hidden_at: sql<string>`coalesce(ranking_hidden_at, ${at})`,
        copy_closed_at: sql<string>`coalesce(copy_closed_at, ${at})`,
      })
      .where('id', '=', userId)
      .execute();
    const sessions = await revokeUserSessions(trx, userId, {}, at);
    const copies = await endCopies(trx, { leaderId: userId }, 'trader', at);
    await endCopies(trx, { followerId: userId }, 'follower', at);
    return { sessions, copies };
  });
}

/** The refusal of a sign-in to an account that is locked: closed by its owner, or locked by the desk. */
export const lockedOut = (user: { closed_at: string | null }) => new AppError(user.closed_at ? 'accountClosed' : 'accountLocked');
