import type { Kysely } from 'kysely';
import { money, withId } from './helpers.js';

// Funds (issue 5): deposit addresses and bank accounts, withdraw currencies, deposits, bound payout methods and
// withdrawals. Money columns are decimal strings (6 dp). A fresh install gets a few seeds so deposits and
// withdrawals work out of the box; operators change them through the admin API / CLI.

export async function up(db: Kysely<any>): Promise<void> {
  const now = new Date().toISOString();

  await withId(db, db.schema.createTable('deposit_addresses'))
    .addColumn('currency_code', 'varchar(16)', (c) => c.notNull())
    .addColumn('protocol_code', 'varchar(16)', (c) => c.notNull())
    .addColumn('address', 'varchar(128)', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('deposit_banks'))
    .addColumn('bank_name', 'varchar(128)', (c) => c.notNull())
    .addColumn('bank_address', 'varchar(256)', (c) => c.notNull().defaultTo(''))
    .addColumn('bank_swift', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('payee_name', 'varchar(128)', (c) => c.notNull())
    .addColumn('payee_account', 'varchar(64)', (c) => c.notNull())
    .addColumn('bank_remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('withdraw_currencies'))
    // 1 = digital currency (coin address), 2 = bank
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('code', 'varchar(16)', (c) => c.notNull())
    .addColumn('protocol', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('draw_rate', 'varchar(40)', money)
    // 1 = draw_rate is a fixed fee; otherwise draw_rate is a ratio of the amount
    .addColumn('fee_type', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('usd_price', 'varchar(40)', (c) => c.notNull().defaultTo('1'))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('deposits'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    // 0 = coin, 1 = bank
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('number', 'varchar(40)', money)
    .addColumn('proof_img', 'varchar(512)', (c) => c.notNull())
    .addColumn('charge_id', 'integer')
    .addColumn('wire_id', 'integer')
    .addColumn('currency_code', 'varchar(16)', (c) => c.notNull().defaultTo('USD'))
    .addColumn('protocol_code', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('bank_name', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    // 0 unchecked, 1 finished, 2 rejected, 3 invalid
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('idem_key', 'varchar(128)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('reviewed_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('deposits_idem_uq').on('deposits').columns(['user_id', 'idem_key']).unique().execute();
  await db.schema.createIndex('deposits_user_idx').on('deposits').columns(['user_id', 'type', 'id']).execute();
  await db.schema.createIndex('deposits_status_idx').on('deposits').columns(['status', 'id']).execute();

  await withId(db, db.schema.createTable('draw_methods'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    // 1 = coin address, 2 = bank account
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('draw_currency_id', 'integer', (c) => c.notNull().references('withdraw_currencies.id'))
    .addColumn('dc_address', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('bank_name', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('bank_address', 'varchar(256)', (c) => c.notNull().defaultTo(''))
    .addColumn('bank_branch', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('bank_swift', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('payee_name', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('payee_account', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    // Normalised identity of the method (address or account) for de-duplicating re-binds.
    .addColumn('fingerprint', 'varchar(200)', (c) => c.notNull())
    .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('draw_methods_user_idx').on('draw_methods').columns(['user_id', 'type', 'id']).execute();

  await withId(db, db.schema.createTable('withdrawals'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('draw_currency_id', 'integer', (c) => c.notNull().references('withdraw_currencies.id'))
    .addColumn('draw_method_id', 'integer', (c) => c.notNull().references('draw_methods.id'))
    .addColumn('currency_code', 'varchar(16)', (c) => c.notNull())
    .addColumn('protocol', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('number', 'varchar(40)', money)
    .addColumn('fee', 'varchar(40)', money)
    .addColumn('real_number', 'varchar(40)', (c) => c.notNull().defaultTo('0.00'))
    .addColumn('usd_price', 'varchar(40)', (c) => c.notNull().defaultTo('1'))
    .addColumn('address', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('bank_name', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('payee_name', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('payee_account', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('memo', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    // Admin note shown to the user (reject reason, transaction hash …)
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    // 0 pending review, 1 paid, 2 rejected
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('idem_key', 'varchar(128)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('reviewed_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('withdrawals_idem_uq').on('withdrawals').columns(['user_id', 'idem_key']).unique().execute();
  await db.schema.createIndex('withdrawals_user_idx').on('withdrawals').columns(['user_id', 'type', 'id']).execute();
  await db.schema.createIndex('withdrawals_status_idx').on('withdrawals').columns(['status', 'id']).execute();
  await db.schema.createIndex('withdrawals_method_idx').on('withdrawals').columns(['draw_method_id', 'status']).execute();

  // Seeds: a fresh install can take deposits and withdrawals at once. Operators replace them (admin API/CLI).
  await db
    .insertInto('deposit_addresses')
    .values([
      { currency_code: 'USDT', protocol_code: 'TRC20', address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', enabled: 1, created_at: now },
      { currency_code: 'USDT', protocol_code: 'ERC20', address: '0x52908400098527886E0F7030069857D2E4169EE7', enabled: 1, created_at: now },
      { currency_code: 'BTC', protocol_code: 'BTC', address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', enabled: 1, created_at: now },
    ])
    .execute();
  await db
    .insertInto('deposit_banks')
    .values({
      bank_name: 'Example Bank Ltd',
      bank_address: '1 Harbour Road, Hong Kong',
      bank_swift: 'EXBKHKHH',
      payee_name: 'Pipkit Client Funds',
      payee_account: '012-345678-901',
      bank_remark: 'Put your UID in the transfer reference.',
      enabled: 1,
      created_at: now,
    })
    .execute();
  await db
    .insertInto('withdraw_currencies')
    .values([
      { type: 1, code: 'USDT', protocol: 'TRC20', draw_rate: '1.000000', fee_type: 1, usd_price: '1', enabled: 1, created_at: now },
      { type: 1, code: 'USDT', protocol: 'ERC20', draw_rate: '5.000000', fee_type: 1, usd_price: '1', enabled: 1, created_at: now },
      // usd_price converts USD into the payout currency: receive = (amount − fee) × usd_price (docs/product.md#constants-and-limits).
      { type: 1, code: 'BTC', protocol: 'BTC', draw_rate: '0.005000', fee_type: 2, usd_price: '0.00001', enabled: 1, created_at: now },
      { type: 2, code: 'USD', protocol: 'BANK', draw_rate: '0.010000', fee_type: 2, usd_price: '1', enabled: 1, created_at: now },
    ])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['withdrawals', 'draw_methods', 'deposits', 'withdraw_currencies', 'deposit_banks', 'deposit_addresses'])
    await db.schema.dropTable(t).execute();
}
