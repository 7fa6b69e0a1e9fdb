/** Withdrawals: created with the amount frozen, then paid out or rejected by an operator. */
import type { Kysely } from 'kysely';
import './schema.js';
import type { Database } from '../db/schema.js';
import { isPostgres } from '../db/dialect.js';
import { AppError } from '../http/envelope.js';
import { once } from '../db/idempotency.js';
import { LedgerType, getAccount, postLedger } from '../ledger/index.js';
import { big, gt, normalize, spendable, withdrawPreview } from '../../src/core/money/index.js';
import { clean, digestKey, parseAmount, WITHDRAW_DEDUP_MS } from './amounts.js';
import { WITHDRAW_STATUS, WITHDRAW_STATUS_NAME } from './schema.js';
import { inTransaction } from '../db/index.js';
import { assertPayoutAllowed } from './payout-hold.js';
import { confirmSecondFactor } from '../users/two-factor.js';
import type { SecretBox } from '../auth/secret-box.js';

type Db = Kysely<Database>;
const now = () => new Date().toISOString();

export interface WithdrawDeps {
  db: Db;
  /**
   * Floating P&L of the user's open positions (USD decimal string). Margin is already frozen by the trading engine,
   * so it can never be withdrawn; a floating loss additionally reduces what may leave the account.
   */
  floatingPnl(userId: number): string | Promise<string>;
  /** The payout hold's length, to say it in a refusal (docs/funds.md "Payout hold"). */
  holdMs: number;
  /** Opens the user's authenticator key for the two-step code (auth/secret-box.ts). */
  secrets: SecretBox;
}

export interface WithdrawInput {
  draw_currency_id: number;
  number: string;
  memo?: string;
  draw_method_id: number;
  /** With two-step sign-in on: the authenticator or a recovery code (users/two-factor.ts confirmSecondFactor). */
  totp_code?: string;
}

/**
 * Creates a withdrawal and freezes its amount (balance → lock_balance, ledger type 8) in one transaction.
 *
 * - the method and the user's withdrawals are past their payout hold (a new method, a changed password);
 * - amount: positive, ≤ 2 decimals, more than the fee, and at most the free money:
 *   core/money spendable(balance, floating P&L) — margin is already frozen, floating losses count against it.
 * - fee and receive come from core/money withdrawPreview, the function the widget shows (docs/product.md#constants-and-limits).
 * - with two-step sign-in on, a code, spent only when everything else allows the withdrawal (a retry of one already
 *   made needs none);
 * - idempotent: a client key (idempotency-key header) or, without one, the request content within a 30 s window;
 *   (user_id, idem_key) is unique in the database, so parallel identical submits create one withdrawal.
 */
export async function createWithdrawal(deps: WithdrawDeps, userId: number, input: WithdrawInput, clientKey: string | null) {
  const { db } = deps;
  const number = parseAmount(input.number);
  const memo = clean(input.memo, 200);
  const createdAt = Date.now();
  const contentKey = [userId, input.draw_currency_id, input.draw_method_id, number, memo];
  const idem_key = clientKey ?? `${digestKey(contentKey)}:${Math.floor(createdAt / WITHDRAW_DEDUP_MS)}`;
  const byKey = () => db.selectFrom('withdrawals').selectAll().where('user_id', '=', userId).where('idem_key', '=', idem_key).executeTakeFirst();
  // Without a client key, the same content just before the window boundary is still the same click.
  const recentTwin = () =>
    db.selectFrom('withdrawals').selectAll()
      .where('user_id', '=', userId).where('draw_currency_id', '=', input.draw_currency_id).where('draw_method_id', '=', input.draw_method_id)
      .where('number', '=', number).where('memo', '=', memo).where('created_at', '>=', new Date(createdAt - WITHDRAW_DEDUP_MS).toISOString())
      .where('idem_key', 'like', 'd:%').orderBy('id', 'desc').executeTakeFirst();
  const { value, duplicate } = await once({
    find: async () => (await byKey()) ?? (clientKey ? undefined : await recentTwin()),
    same: (prior) => prior.draw_currency_id === input.draw_currency_id && prior.draw_method_id === input.draw_method_id && prior.number === number && prior.memo === memo,
    create: () =>
    inTransaction(db, async (trx) => {
      const cur = await trx.selectFrom('withdraw_currencies').selectAll().where('id', '=', input.draw_currency_id).where('enabled', '=', 1).executeTakeFirst();
      if (!cur) throw new AppError('withdrawCurrencyNotFound');
      let mq = trx.selectFrom('draw_methods').selectAll().where('id', '=', input.draw_method_id).where('user_id', '=', userId).where('deleted', '=', 0);
      if (isPostgres(trx)) mq = mq.forUpdate();
      const method = await mq.executeTakeFirst();
      if (!method) throw new AppError('notBound');
      if (method.draw_currency_id !== cur.id) throw new AppError('methodWrongCurrency');
      const user = await trx.selectFrom('users').select('payout_hold_until').where('id', '=', userId).executeTakeFirstOrThrow();
      assertPayoutAllowed(user, method, new Date(createdAt).toISOString(), deps.holdMs);
      const { fee, receive } = withdrawPreview({ amount: number, feeType: cur.fee_type, drawRate: cur.draw_rate, usdPrice: cur.usd_price });
      if (!gt(number, fee) || !gt(receive, 0)) throw new AppError('amountBelowFee');
      const acc = await getAccount(trx, userId);
      const free = spendable(acc.balance, await deps.floatingPnl(userId));
      if (big(number).gt(free)) throw new AppError('insufficientBalance');
      await confirmSecondFactor(trx, deps.secrets, userId, input.totp_code);
      const w = await trx
        .insertInto('withdrawals')
        .values({
          user_id: userId,
          type: cur.type,
          draw_currency_id: cur.id,
          draw_method_id: method.id,
          currency_code: cur.code,
          protocol: cur.protocol,
          number,
          fee,
          real_number: receive,
          usd_price: normalize(cur.usd_price),
          address: method.dc_address,
          bank_name: method.bank_name,
          payee_name: method.payee_name,
          payee_account: method.payee_account,
          memo,
          notes: '',
          status: WITHDRAW_STATUS.pending,
          idem_key,
          created_at: new Date(createdAt).toISOString(),
          reviewed_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      // postLedger refuses a negative balance, so even a racing order submit cannot overdraw the account.
      await postLedger(trx, {
        userId,
        value: `-${number}`,
        lockValue: number,
        type: LedgerType.withdrawalFreeze,
        memo: `Withdrawal #${w.id}`,
        memoTran: `Withdrawal #${w.id} frozen (${cur.code}${cur.protocol ? '-' + cur.protocol : ''})`,
        ref: `withdrawal:${w.id}`,
      });
      return w;
    }),
  });
  return { withdrawal: value, duplicate };
}

/** Pays out a pending withdrawal: the frozen amount leaves the account (ledger type 2, lock −amount). */
export async function approveWithdrawal(db: Db, id: number, notes?: string) {
  return reviewWithdrawal(db, id, WITHDRAW_STATUS.paid, notes);
}

/** Rejects a pending withdrawal: the frozen amount returns to the available balance (ledger type 9). */
export async function rejectWithdrawal(db: Db, id: number, notes?: string) {
  return reviewWithdrawal(db, id, WITHDRAW_STATUS.rejected, notes);
}

async function reviewWithdrawal(db: Db, id: number, status: 1 | 2, notes?: string) {
  return inTransaction(db, async (trx) => {
    const r = await trx
      .updateTable('withdrawals')
      .set({ status, reviewed_at: now(), ...(notes !== undefined ? { notes } : {}) })
      .where('id', '=', id)
      .where('status', '=', WITHDRAW_STATUS.pending)
      .executeTakeFirst();
    const w = await trx.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirst();
    if (!w) throw new AppError('withdrawalNotFound');
    if (Number(r.numUpdatedRows) !== 1) {
      if (w.status === status) return { withdrawal: w, changed: false };
      throw new AppError('withdrawalReviewed', { status: WITHDRAW_STATUS_NAME[w.status] });
    }
    if (status === WITHDRAW_STATUS.paid) {
      await postLedger(trx, {
        userId: w.user_id,
        value: '0',
        lockValue: `-${w.number}`,
        type: LedgerType.withdrawal,
        memo: `Withdrawal #${w.id}`,
        memoTran: `Withdrawal #${w.id} paid out (${w.currency_code}${w.protocol ? '-' + w.protocol : ''}, fee ${normalize(w.fee)})`,
        ref: `withdrawal:${w.id}`,
      });
    } else {
      await postLedger(trx, {
        userId: w.user_id,
        value: w.number,
        lockValue: `-${w.number}`,
        type: LedgerType.withdrawalUnfreeze,
        memo: `Withdrawal #${w.id}`,
        memoTran: `Withdrawal #${w.id} rejected, amount returned`,
        ref: `withdrawal:${w.id}`,
      });
    }
    return { withdrawal: w, changed: true };
  });
}
