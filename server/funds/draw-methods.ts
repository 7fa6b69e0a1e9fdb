/** Payout methods: the crypto addresses and bank accounts a user binds before withdrawing. */
import type { Kysely } from 'kysely';
import './schema.js';
import type { Database } from '../db/schema.js';
import { AppError } from '../http/envelope.js';
import { isValidAddress } from './addresses.js';
import { clean } from './amounts.js';
import { WITHDRAW_STATUS, type DrawMethod } from './schema.js';
import { methodOut } from './views.js';
import { inTransaction } from '../db/index.js';
import { confirmSecondFactor } from '../users/two-factor.js';
import type { SecretBox } from '../auth/secret-box.js';

type Db = Kysely<Database>;

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
  /** With two-step sign-in on: the authenticator or a recovery code (users/two-factor.ts confirmSecondFactor). */
  totp_code?: string;
}

/**
 * Binds a payout method, usable for withdrawals `holdMs` after now (docs/funds.md "Payout hold"). `created` is false
 * when the same address or account was already bound (a retry answers the method as it is, hold unchanged). With
 * two-step sign-in on, a new method needs a code (`totp_code`).
 */
export async function bindDrawMethod(db: Db, userId: number, input: BindInput, { holdMs, secrets }: { holdMs: number; secrets: SecretBox }) {
  const type = Number(input.type);
  if (type !== 1 && type !== 2) throw new AppError('withdrawTypeInvalid');
  const cur = await db.selectFrom('withdraw_currencies').selectAll().where('id', '=', input.draw_id).where('enabled', '=', 1).executeTakeFirst();
  if (!cur || cur.type !== type) throw new AppError('withdrawCurrencyNotFound');
  let row: Omit<DrawMethod, 'id' | 'created_at' | 'deleted' | 'usable_at'>;
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
  return inTransaction(db, async (trx) => {
    // Binding the same address/account again (double click, retry) answers the existing method.
    const existing = await trx
      .selectFrom('draw_methods').selectAll()
      .where('user_id', '=', userId).where('fingerprint', '=', row.fingerprint).where('deleted', '=', 0)
      .executeTakeFirst();
    if (existing) return { method: methodOut(existing, cur), created: false };
    const count = await trx.selectFrom('draw_methods').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId).where('deleted', '=', 0).executeTakeFirstOrThrow();
    if (Number(count.n) >= 50) throw new AppError('tooManyMethods');
    // A new place for money to go is what a stolen session would add first: it needs the second step too.
    await confirmSecondFactor(trx, secrets, userId, input.totp_code);
    const at = Date.now();
    const m = await trx
      .insertInto('draw_methods')
      .values({ ...row, deleted: 0, created_at: new Date(at).toISOString(), usable_at: new Date(at + holdMs).toISOString() })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { method: methodOut(m, cur), created: true };
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
  return inTransaction(db, async (trx) => {
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
