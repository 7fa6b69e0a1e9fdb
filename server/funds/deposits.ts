/** Deposits: a user's claim with proof, approved (credited through the ledger) or rejected by an operator. */
import type { Kysely } from 'kysely';
import './schema.js';
import type { Database } from '../db/schema.js';
import { AppError } from '../http/envelope.js';
import { once } from '../db/idempotency.js';
import { LedgerType, lockAccounts, postLedger } from '../ledger/index.js';
import { assertMayDeposit } from '../limits/service.js';
import { UPLOAD_PREFIX, uploadName } from '../accounts/uploads.js';
import { digestKey, parseAmount } from './amounts.js';
import { DEPOSIT_STATUS, type Deposit } from './schema.js';
import { inTransaction } from '../db/index.js';

type Db = Kysely<Database>;
const now = () => new Date().toISOString();

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
    // A retry answers its first claim above; a new one is held to the trader's own limits (limits/service.ts), with
    // the account locked so two claims at once cannot both fit into what the limit leaves.
    create: () =>
      inTransaction(db, async (trx) => {
        await lockAccounts(trx, [userId]);
        await assertMayDeposit(trx, userId, row.number, Date.now());
        return trx
          .insertInto('deposits')
          .values({ ...row, user_id: userId, status: DEPOSIT_STATUS.unchecked, remark: '', created_at: now(), reviewed_at: null })
          .returningAll()
          .executeTakeFirstOrThrow();
      }),
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
  return inTransaction(db, async (trx) => {
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
