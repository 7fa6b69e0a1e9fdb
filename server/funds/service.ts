import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import './schema.js';
import type { Database } from '../db/schema.js';
import { isPostgres } from '../db/dialect.js';
import { AppError } from '../http/envelope.js';
import { once } from '../db/idempotency.js';
import { LedgerType, getAccount, postLedger } from '../ledger/index.js';
import { big, gt, isAmount, normalize, roundMoney, roundTo, spendable, withdrawPreview } from '../../src/core/money/index.js';
import { isValidAddress } from './addresses.js';
import { floatingPnlOf } from './margin.js';
import { UPLOAD_PREFIX, uploadName } from '../accounts/uploads.js';
import {
  DEPOSIT_STATUS,
  WITHDRAW_STATUS,
  WITHDRAW_STATUS_NAME,
  type Deposit,
  type DrawMethod,
  type WithdrawCurrency,
  type Withdrawal,
} from './schema.js';

type Db = Kysely<Database>;

// ---------------------------------------------------------------------------------------------------------------
// Amounts and idempotency keys

/** Positive amount with at most 2 decimals (the server rule of issue 5); returns the 6-dp stored form. */
export function parseAmount(input: unknown, field = 'number'): string {
  const s = typeof input === 'number' ? String(input) : typeof input === 'string' ? input.trim() : '';
  if (!isAmount(s)) throw new AppError('amountFormat', { field });
  return roundMoney(s);
}

const IDEM_HEADER_RE = /^[A-Za-z0-9_.:-]{8,100}$/;

/**
 * Client key from the `idempotency-key` header or the `idempotency_key` body field (the field works cross-origin
 * without a CORS preflight allowance and through back ends that drop unknown headers). Optional; a malformed key is
 * refused rather than ignored.
 */
export function clientIdemKey(request: FastifyRequest): string | null {
  const raw = request.headers['idempotency-key'] ?? request.headers['x-idempotency-key'] ?? (request.body as { idempotency_key?: unknown } | undefined)?.idempotency_key;
  const v = Array.isArray(raw) ? raw[0] : raw;
  if (v === undefined || v === null || v === '') return null;
  if (typeof v !== 'string' || !IDEM_HEADER_RE.test(v)) throw new AppError('idemKeyFormat');
  return `c:${v}`;
}


export const digestKey = (parts: (string | number)[]) =>
  `d:${createHash('sha256').update(parts.map(String).join('\u0000')).digest('hex').slice(0, 48)}`;

/** Window in which an identical withdrawal without a client key counts as a retry (double click, resubmit). */
export const WITHDRAW_DEDUP_MS = 30_000;

export interface PageQuery {
  page?: number;
  limit?: number;
}
export function pageOf(q: PageQuery) {
  const page = Math.max(1, Math.floor(q.page ?? 1));
  const limit = Math.min(50, Math.max(1, Math.floor(q.limit ?? 10)));
  return { page, limit, offset: (page - 1) * limit };
}

const now = () => new Date().toISOString();

// ---------------------------------------------------------------------------------------------------------------
// Public shapes (docs/product.md#entities)

export const DEPOSIT_STATUS_NAME: Record<number, string> = { 0: 'Unchecked', 1: 'Finished', 2: 'Rejected', 3: 'Invalid' };

/** A deposit as its owner or an operator sees it; `sign` turns the stored proof path into a working private link. */
export function depositOut(d: Deposit, sign: (path: string) => string) {
  return {
    id: d.id,
    number: roundTo(d.number, 2),
    type: d.type,
    currency_code: d.currency_code,
    protocol_code: d.protocol_code,
    address: d.address,
    bank_name: d.bank_name,
    proofImg: sign(d.proof_img),
    status: d.status,
    status_name: DEPOSIT_STATUS_NAME[d.status] ?? String(d.status),
    remark: d.remark,
    created_at: d.created_at,
  };
}

export function withdrawalOut(w: Withdrawal) {
  return {
    id: w.id,
    number: roundTo(w.number, 2),
    real_number: w.real_number,
    fee: w.fee,
    usd_price: w.usd_price,
    draw_currency: { code: w.currency_code, protocol: w.protocol },
    draw_currency_id: w.draw_currency_id,
    draw_method_id: w.draw_method_id,
    status: w.status,
    status_name: WITHDRAW_STATUS_NAME[w.status] ?? String(w.status),
    created_at: w.created_at,
    type: w.type,
    address: w.address,
    bank_name: w.bank_name,
    payee_name: w.payee_name,
    payee_account: w.payee_account,
    memo: w.memo,
    notes: w.notes,
  };
}

export function currencyOut(c: WithdrawCurrency) {
  return {
    id: c.id,
    type: c.type,
    code: c.code,
    protocol: c.protocol,
    draw_rate: normalize(c.draw_rate),
    fee_type: c.fee_type,
    usd_price: normalize(c.usd_price),
    enabled: c.enabled,
  };
}

export function methodOut(m: DrawMethod, c?: Pick<WithdrawCurrency, 'code' | 'protocol'>) {
  return {
    id: m.id,
    type: m.type,
    draw_id: m.draw_currency_id,
    dc_address: m.dc_address,
    bank_name: m.bank_name,
    bank_address: m.bank_address,
    bank_branch: m.bank_branch,
    bank_swift: m.bank_swift,
    payee_name: m.payee_name,
    payee_account: m.payee_account,
    draw_currency: { code: c?.code ?? '', protocol: c?.protocol ?? '' },
    created_at: m.created_at,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Deposits

export interface CoinDepositInput {
  number: string;
  proofImg: string;
  charge_id: number;
  address?: string;
}
export interface BankDepositInput {
  number: string;
  proofImg: string;
  wire_id: number;
}

/**
 * proofImg must be an image this user uploaded through /api/common/image_upload (`/uploads/<name>`, relative or
 * absolute URL). Returns the canonical relative path.
 */
export async function parseProofImg(db: Db, userId: number, input: unknown): Promise<string> {
  const name = typeof input === 'string' ? uploadName(input.trim()) : null;
  const row = name
    ? await db.selectFrom('uploads').select('id').where('name', '=', name).where('user_id', '=', userId).executeTakeFirst()
    : undefined;
  if (!name || !row) throw new AppError('proofRequired');
  return UPLOAD_PREFIX + name;
}

async function insertDeposit(db: Db, userId: number, row: Omit<Deposit, 'id' | 'user_id' | 'status' | 'remark' | 'created_at' | 'reviewed_at'>) {
  const { value, duplicate } = await once({
    find: () => db.selectFrom('deposits').selectAll().where('user_id', '=', userId).where('idem_key', '=', row.idem_key).executeTakeFirst(),
    same: (prior) => prior.type === row.type && prior.number === row.number && prior.proof_img === row.proof_img && prior.charge_id === row.charge_id && prior.wire_id === row.wire_id,
    create: () =>
      db
        .insertInto('deposits')
        .values({ ...row, user_id: userId, status: DEPOSIT_STATUS.unchecked, remark: '', created_at: now(), reviewed_at: null })
        .returningAll()
        .executeTakeFirstOrThrow(),
  });
  return { deposit: value, duplicate };
}

/**
 * Coin deposit: records the claim; nothing is credited until an admin approves it. Idempotent: the client key, or
 * else the proof image (one uploaded proof = one deposit claim) plus amount and address.
 */
export async function submitCoinDeposit(db: Db, userId: number, input: CoinDepositInput, clientKey: string | null) {
  const number = parseAmount(input.number);
  const proof = await parseProofImg(db, userId, input.proofImg);
  const addr = await db.selectFrom('deposit_addresses').selectAll().where('id', '=', input.charge_id).where('enabled', '=', 1).executeTakeFirst();
  if (!addr) throw new AppError('depositAddressNotFound');
  if (input.address && input.address.trim() !== addr.address) throw new AppError('depositAddressMismatch');
  const idem_key = clientKey ?? digestKey(['coin', number, proof, addr.id]);
  return insertDeposit(db, userId, {
    type: 0,
    number,
    proof_img: proof,
    charge_id: addr.id,
    wire_id: null,
    currency_code: addr.currency_code,
    protocol_code: addr.protocol_code,
    address: addr.address,
    bank_name: '',
    idem_key,
  });
}

export async function submitBankDeposit(db: Db, userId: number, input: BankDepositInput, clientKey: string | null) {
  const number = parseAmount(input.number);
  const proof = await parseProofImg(db, userId, input.proofImg);
  const bank = await db.selectFrom('deposit_banks').selectAll().where('id', '=', input.wire_id).where('enabled', '=', 1).executeTakeFirst();
  if (!bank) throw new AppError('noPayWay');
  const idem_key = clientKey ?? digestKey(['bank', number, proof, bank.id]);
  return insertDeposit(db, userId, {
    type: 1,
    number,
    proof_img: proof,
    charge_id: null,
    wire_id: bank.id,
    currency_code: 'USD',
    protocol_code: '',
    address: bank.payee_account,
    bank_name: bank.bank_name,
    idem_key,
  });
}

/**
 * Approves a deposit: one conditional UPDATE (status 0 → 1) decides the winner, and only the winner credits the
 * ledger (ref deposit:<id>, unique per type as a second guard). Approving an approved deposit again is a no-op that
 * answers the record, so retries are safe.
 */
export async function approveDeposit(db: Db, id: number, remark?: string) {
  return db.transaction().execute(async (trx) => {
    const r = await trx
      .updateTable('deposits')
      .set({ status: DEPOSIT_STATUS.finished, reviewed_at: now(), ...(remark !== undefined ? { remark } : {}) })
      .where('id', '=', id)
      .where('status', '=', DEPOSIT_STATUS.unchecked)
      .executeTakeFirst();
    const d = await trx.selectFrom('deposits').selectAll().where('id', '=', id).executeTakeFirst();
    if (!d) throw new AppError('depositNotFound');
    if (Number(r.numUpdatedRows) !== 1) {
      if (d.status === DEPOSIT_STATUS.finished) return { deposit: d, credited: false };
      throw new AppError('depositReviewed', { status: d.status });
    }
    const what = d.type === 0 ? `${d.currency_code}-${d.protocol_code}` : 'bank transfer';
    await postLedger(trx, {
      userId: d.user_id,
      value: d.number,
      type: LedgerType.deposit,
      memo: `Deposit #${d.id}`,
      memoTran: `Deposit #${d.id} (${what})`,
      ref: `deposit:${d.id}`,
    });
    return { deposit: d, credited: true };
  });
}

/** Rejects (status 2) or invalidates (status 3) an unchecked deposit. Nothing was credited, so nothing moves. */
export async function rejectDeposit(db: Db, id: number, remark = '', status: 2 | 3 = 2) {
  const r = await db
    .updateTable('deposits')
    .set({ status, remark, reviewed_at: now() })
    .where('id', '=', id)
    .where('status', '=', DEPOSIT_STATUS.unchecked)
    .executeTakeFirst();
  const d = await db.selectFrom('deposits').selectAll().where('id', '=', id).executeTakeFirst();
  if (!d) throw new AppError('depositNotFound');
  if (Number(r.numUpdatedRows) !== 1 && d.status !== status) throw new AppError('depositReviewed', { status: d.status });
  return d;
}

// ---------------------------------------------------------------------------------------------------------------
// Payout methods

export interface BindInput {
  draw_id: number;
  type: number;
  dc_address?: string;
  bank_name?: string;
  bank_address?: string;
  bank_branch?: string;
  bank_swift?: string;
  payee_name?: string;
  payee_account?: string;
}

const clean = (s: unknown, max: number) => (typeof s === 'string' ? s.trim().replace(/\s+/g, ' ').slice(0, max) : '');

export async function bindDrawMethod(db: Db, userId: number, input: BindInput) {
  const type = Number(input.type);
  if (type !== 1 && type !== 2) throw new AppError('withdrawTypeInvalid');
  const cur = await db.selectFrom('withdraw_currencies').selectAll().where('id', '=', input.draw_id).where('enabled', '=', 1).executeTakeFirst();
  if (!cur || cur.type !== type) throw new AppError('withdrawCurrencyNotFound');
  let row: Omit<DrawMethod, 'id' | 'created_at' | 'deleted'>;
  if (type === 1) {
    const address = clean(input.dc_address, 128).replace(/ /g, '');
    if (!address) throw new AppError('fieldRequired', { field: 'dc_address' });
    if (!isValidAddress(cur.protocol, address)) throw new AppError('invalidAddress', { currency: cur.code, protocol: cur.protocol });
    row = {
      user_id: userId, type, draw_currency_id: cur.id, dc_address: address, bank_name: '', bank_address: '', bank_branch: '',
      bank_swift: '', payee_name: '', payee_account: '',
      // ERC20 addresses are case-insensitive (the case is only a checksum).
      fingerprint: `1:${cur.id}:${/^0x/i.test(address) ? address.toLowerCase() : address}`,
    };
  } else {
    const bank_name = clean(input.bank_name, 128);
    const payee_name = clean(input.payee_name, 128);
    const payee_account = clean(input.payee_account, 64).replace(/[\s-]/g, '').toUpperCase();
    const bank_swift = clean(input.bank_swift, 16).replace(/ /g, '').toUpperCase();
    if (!bank_name || !payee_name || !payee_account) throw new AppError('bankFieldsRequired');
    if (!/^[A-Z0-9]{4,34}$/.test(payee_account)) throw new AppError('payeeAccountFormat');
    if (bank_swift && !/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bank_swift)) throw new AppError('swiftInvalid');
    row = {
      user_id: userId, type, draw_currency_id: cur.id, dc_address: '', bank_name, bank_address: clean(input.bank_address, 256),
      bank_branch: clean(input.bank_branch, 128), bank_swift, payee_name, payee_account,
      fingerprint: `2:${cur.id}:${payee_account}:${bank_swift}`,
    };
  }
  return db.transaction().execute(async (trx) => {
    // Binding the same address/account again (double click, retry) answers the existing method.
    const existing = await trx
      .selectFrom('draw_methods').selectAll()
      .where('user_id', '=', userId).where('fingerprint', '=', row.fingerprint).where('deleted', '=', 0)
      .executeTakeFirst();
    if (existing) return methodOut(existing, cur);
    const count = await trx.selectFrom('draw_methods').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId).where('deleted', '=', 0).executeTakeFirstOrThrow();
    if (Number(count.n) >= 50) throw new AppError('tooManyMethods');
    const m = await trx.insertInto('draw_methods').values({ ...row, deleted: 0, created_at: now() }).returningAll().executeTakeFirstOrThrow();
    return methodOut(m, cur);
  });
}

export async function listDrawMethods(db: Db, userId: number, drawType?: number, drawId?: number) {
  let q = db
    .selectFrom('draw_methods as m')
    .innerJoin('withdraw_currencies as c', 'c.id', 'm.draw_currency_id')
    .selectAll('m')
    .select(['c.code as c_code', 'c.protocol as c_protocol'])
    .where('m.user_id', '=', userId)
    .where('m.deleted', '=', 0);
  if (drawType) q = q.where('m.type', '=', drawType);
  if (drawId) q = q.where('m.draw_currency_id', '=', drawId);
  const rows = await q.orderBy('m.id', 'desc').execute();
  return rows.map((r) => methodOut(r, { code: r.c_code, protocol: r.c_protocol }));
}

/** Soft delete; refused while a pending withdrawal pays out to this method. */
export async function deleteDrawMethod(db: Db, userId: number, id: number) {
  return db.transaction().execute(async (trx) => {
    const m = await trx.selectFrom('draw_methods').selectAll().where('id', '=', id).where('user_id', '=', userId).where('deleted', '=', 0).executeTakeFirst();
    if (!m) throw new AppError('methodNotFound');
    const r = await trx
      .updateTable('draw_methods')
      .set({ deleted: 1 })
      .where('id', '=', id)
      .where('deleted', '=', 0)
      .where((eb) =>
        eb.not(eb.exists(eb.selectFrom('withdrawals').select('id').where('draw_method_id', '=', id).where('status', '=', WITHDRAW_STATUS.pending))),
      )
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) throw new AppError('methodInUse');
    return { id };
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Withdrawals

export interface WithdrawInput {
  draw_currency_id: number;
  number: string;
  memo?: string;
  draw_method_id: number;
}

/**
 * Creates a withdrawal and freezes its amount (balance → lock_balance, ledger type 8) in one transaction.
 *
 * - amount: positive, ≤ 2 decimals, more than the fee, and at most the free money:
 *   core/money spendable(balance, floating P&L) — margin is already frozen, floating losses count against it.
 * - fee and receive come from core/money withdrawPreview, the function the widget shows (docs/product.md#constants-and-limits).
 * - idempotent: a client key (idempotency-key header) or, without one, the request content within a 30 s window;
 *   (user_id, idem_key) is unique in the database, so parallel identical submits create one withdrawal.
 */
export async function createWithdrawal(app: FastifyInstance, userId: number, input: WithdrawInput, clientKey: string | null) {
  const db = app.db;
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
    db.transaction().execute(async (trx) => {
      const cur = await trx.selectFrom('withdraw_currencies').selectAll().where('id', '=', input.draw_currency_id).where('enabled', '=', 1).executeTakeFirst();
      if (!cur) throw new AppError('withdrawCurrencyNotFound');
      let mq = trx.selectFrom('draw_methods').selectAll().where('id', '=', input.draw_method_id).where('user_id', '=', userId).where('deleted', '=', 0);
      if (isPostgres(trx)) mq = mq.forUpdate();
      const method = await mq.executeTakeFirst();
      if (!method) throw new AppError('notBound');
      if (method.draw_currency_id !== cur.id) throw new AppError('methodWrongCurrency');
      const { fee, receive } = withdrawPreview({ amount: number, feeType: cur.fee_type, drawRate: cur.draw_rate, usdPrice: cur.usd_price });
      if (!gt(number, fee) || !gt(receive, 0)) throw new AppError('amountBelowFee');
      const acc = await getAccount(trx, userId);
      const free = spendable(acc.balance, await floatingPnlOf(app, trx, userId));
      if (big(number).gt(free)) throw new AppError('insufficientBalance');
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
  return db.transaction().execute(async (trx) => {
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
