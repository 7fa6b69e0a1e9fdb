// What a client's copy of their data holds (docs/accounts.md "Your data"): every record the broker keeps about them
// that they gave or that their use made, column by column. Each column is named here on purpose, never `selectAll`:
// a column a later migration adds stays out until someone decides it belongs to the owner. Left out: secrets
// (password hash, two-step secret and recovery codes, session and passkey keys, verification codes), the messages
// sent to them (they carry codes), other people (whom they invited, who copies them), and the desk's own records
// (its notes on the client, the audit log, flags) that the firm keeps under its anti-money-laundering duties.
import type { Db } from '../db/index.js';
import { areaById } from '../data/areas.js';
import { notesOf } from '../trading/notes.js';
import type { UploadLinks } from '../accounts/upload-links.js';
import { DATA_FORMAT } from '../../src/core/my-data.js';
import { ledgerTypeName } from '../statements/routes.js';
import { OrderStatus } from '../trading/schema.js';
import { DEPOSIT_STATUS, WITHDRAW_STATUS } from '../funds/schema.js';
import { AlertStatus } from '../traders/schema.js';

/** Rows read at a time: an active account's years of orders and postings are never held in memory at once. */
export const PAGE = 1000;

type Row = Record<string, unknown>;
/** What a section may need besides the database: upload links to sign, and whose copy it is. */
interface Context {
  links: UploadLinks;
  /** The owner's own copy: with their trade notes, which are theirs alone (the desk's copy leaves them out). */
  own: boolean;
}
/** A section of many rows: each page the rows after the last id of the page before, oldest first. */
type Paged = (db: Db, userId: number, after: number, context: Context) => Promise<(Row & { id: number })[]>;
/** A section of a few rows, read at once. */
type Whole = (db: Db, userId: number) => Promise<Row | Row[] | null>;

const flag = (v: number | null | undefined) => v === 1;
/** A stored code as the word its table names it by ({ pending: 0, … } → 'pending'), so the file reads without a key. */
function named(table: Readonly<Record<string, number>>) {
  const names = new Map(Object.entries(table).map(([name, n]) => [n, name]));
  return (n: number) => names.get(Number(n)) ?? String(n);
}
const orderStatus = named(OrderStatus);
const depositStatus = named(DEPOSIT_STATUS);
const withdrawalStatus = named(WITHDRAW_STATUS);
const alertStatus = named(AlertStatus);
/** How money moved: deposits say 0 for a coin and 1 for a bank transfer; withdrawals and payout methods 1 and 2. */
const depositVia = named({ coin: 0, bank: 1 });
const payoutVia = named({ coin: 1, bank: 2 });

const profile: Whole = async (db, userId) => {
  const u = await db
    .selectFrom('users')
    .select(['uid', 'email', 'mobile', 'area_id', 'invite_code', 'lang', 'created_at', 'locked_at', 'closed_at', 'payout_hold_until', 'totp_enabled_at'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const area = u.area_id == null ? undefined : areaById(u.area_id);
  const { area_id: _, totp_enabled_at, ...rest } = u;
  return { ...rest, calling_code: area ? `+${area.global_code}` : null, country: area?.code ?? null, two_step_since: totp_enabled_at };
};

const account: Whole = (db, userId) =>
  db.selectFrom('accounts').select(['balance', 'lock_balance', 'updated_at']).where('user_id', '=', userId).executeTakeFirst().then((r) => r ?? null);

const preferences: Whole = async (db, userId) => {
  const [prefs, watchlist, copyProfile] = await Promise.all([
    db.selectFrom('user_preferences').select(['one_click_trading', 'updated_at']).where('user_id', '=', userId).executeTakeFirst(),
    db.selectFrom('watchlist').innerJoin('instruments', 'instruments.id', 'watchlist.instrument_id').select('instruments.code').where('watchlist.user_id', '=', userId).orderBy('watchlist.position').execute(),
    db.selectFrom('follow_profiles').select(['display_name', 'hidden']).where('user_id', '=', userId).executeTakeFirst(),
  ]);
  return {
    one_click_trading: flag(prefs?.one_click_trading),
    watchlist: watchlist.map((w) => w.code),
    ranking_name: copyProfile?.display_name ?? null,
    ranking_hidden: copyProfile ? flag(copyProfile.hidden) : null,
  };
};

const tradingLimits: Whole = (db, userId) =>
  db.selectFrom('trading_limits').select(['kind', 'amount', 'period', 'next_amount', 'next_period', 'next_at', 'updated_at']).where('user_id', '=', userId).orderBy('kind').execute();

const ledger: Paged = async (db, userId, after) => {
  const rows = await db
    .selectFrom('ledger')
    .select(['id', 'created_at', 'type', 'memo', 'value', 'lock_value', 'balance_after', 'lock_balance_after', 'ref'])
    .where('user_id', '=', userId).where('id', '>', after).orderBy('id').limit(PAGE).execute();
  return rows.map((r) => ({ ...r, type: ledgerTypeName(r.type) }));
};

const orders: Paged = async (db, userId, after, { own }) => {
  const rows = await db
    .selectFrom('orders')
    .select([
      'id', 'code', 'side', 'status', 'pending_type', 'lots', 'leverage', 'margin_mode', 'contract_size', 'quote_ccy', 'origin_price', 'open_price',
      'close_price', 'sl', 'tp', 'trail_pips', 'margin', 'fee', 'swap', 'reserved', 'profit', 'close_reason', 'parent_id', 'oco_id', 'expires_at',
      'client_ref', 'created_at', 'opened_at', 'closed_at',
    ])
    .where('user_id', '=', userId).where('id', '>', after).orderBy('id').limit(PAGE).execute();
  const notes = own ? await notesOf(db, userId, rows) : null;
  return rows.map((r) => ({ ...r, side: r.side === 1 ? 'buy' : 'sell', status: orderStatus(r.status), ...(notes ? { note: notes.get(r.id) ?? '' } : {}) }));
};

const deposits: Paged = async (db, userId, after) => {
  const rows = await db
    .selectFrom('deposits')
    .select(['id', 'type', 'number', 'currency_code', 'protocol_code', 'address', 'bank_name', 'proof_img', 'status', 'remark', 'created_at', 'reviewed_at'])
    .where('user_id', '=', userId).where('id', '>', after).orderBy('id').limit(PAGE).execute();
  return rows.map((r) => ({ ...r, type: depositVia(r.type), status: depositStatus(r.status) }));
};

const withdrawals: Paged = (db, userId, after) =>
  db
    .selectFrom('withdrawals')
    .select([
      'id', 'type', 'currency_code', 'protocol', 'number', 'fee', 'real_number', 'usd_price', 'address', 'bank_name', 'payee_name', 'payee_account',
      'memo', 'notes', 'status', 'created_at', 'reviewed_at',
    ])
    .where('user_id', '=', userId).where('id', '>', after).orderBy('id').limit(PAGE).execute()
    .then((rows) => rows.map((r) => ({ ...r, type: payoutVia(r.type), status: withdrawalStatus(r.status) })));

const payoutMethods: Paged = async (db, userId, after) => {
  const rows = await db
    .selectFrom('draw_methods as m')
    .leftJoin('withdraw_currencies as c', 'c.id', 'm.draw_currency_id')
    .select([
      'm.id', 'm.type', 'c.code as currency_code', 'c.protocol', 'm.dc_address as address', 'm.bank_name', 'm.bank_address', 'm.bank_branch',
      'm.bank_swift', 'm.payee_name', 'm.payee_account', 'm.deleted', 'm.created_at', 'm.usable_at',
    ])
    .where('m.user_id', '=', userId).where('m.id', '>', after).orderBy('m.id').limit(PAGE).execute();
  return rows.map(({ deleted, ...r }) => ({ ...r, type: payoutVia(r.type), removed: flag(deleted) }));
};

const identity: Paged = (db, userId, after) =>
  db
    .selectFrom('identity_submissions')
    .select(['id', 'name', 'card_id', 'front_pic', 'reverse_pic', 'status', 'reason', 'created_at', 'reviewed_at'])
    .where('user_id', '=', userId).where('id', '>', after).orderBy('id').limit(PAGE).execute();

/** The files they uploaded (identity documents, deposit proofs), each with a link that works for an hour. */
const uploads: Paged = async (db, userId, after, { links }) => {
  const rows = await db.selectFrom('uploads').select(['id', 'name', 'mime', 'size', 'created_at']).where('user_id', '=', userId).where('id', '>', after).orderBy('id').limit(PAGE).execute();
  return rows.map((r) => ({ ...r, link: links.sign(r.name) }));
};

const signIns: Paged = (db, userId, after) =>
  db.selectFrom('sign_ins').select(['id', 'at', 'ip', 'user_agent', 'method', 'outcome']).where('user_id', '=', userId).where('id', '>', after).orderBy('id').limit(PAGE).execute();

const devices: Paged = (db, userId, after) =>
  db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'seen_at', 'expires_at', 'revoked_at', 'ip', 'user_agent'])
    .where('user_id', '=', userId).where('id', '>', after).orderBy('id').limit(PAGE).execute();

const passkeys: Paged = async (db, userId, after) => {
  const rows = await db.selectFrom('passkeys').select(['id', 'name', 'backed_up', 'created_at', 'last_used_at']).where('user_id', '=', userId).where('id', '>', after).orderBy('id').limit(PAGE).execute();
  return rows.map(({ backed_up, ...r }) => ({ ...r, synced: flag(backed_up) }));
};

const priceAlerts: Paged = (db, userId, after) =>
  db
    .selectFrom('price_alerts')
    .select(['id', 'code', 'direction', 'price', 'status', 'by_message', 'created_at', 'updated_at', 'fired_at', 'fired_price'])
    .where('user_id', '=', userId).where('id', '>', after).orderBy('id').limit(PAGE).execute()
    .then((rows) => rows.map((r) => ({ ...r, status: alertStatus(r.status), by_message: flag(r.by_message) })));

const marginCalls: Paged = (db, userId, after) =>
  db
    .selectFrom('margin_calls')
    .select(['id', 'risk_rate', 'equity', 'margin', 'level', 'started_at', 'notified_at', 'ended_at'])
    .where('user_id', '=', userId).where('id', '>', after).orderBy('id').limit(PAGE).execute();

const tradingBreaks: Paged = (db, userId, after) =>
  db.selectFrom('trading_breaks').select(['id', 'started_at', 'ends_at']).where('user_id', '=', userId).where('id', '>', after).orderBy('id').limit(PAGE).execute();

/** The traders they copied, by the name the ranking shows (the trader's own, public). */
const copying: Paged = (db, userId, after) =>
  db
    .selectFrom('copy_follows as f')
    .leftJoin('follow_profiles as p', 'p.user_id', 'f.leader_id')
    .select(['f.id', 'p.display_name as trader', 'f.multiplier', 'f.stop_loss', 'f.started_at', 'f.ended_at', 'f.end_reason', 'f.skipped'])
    .where('f.follower_id', '=', userId).where('f.id', '>', after).orderBy('f.id').limit(PAGE).execute();

/** Their chat with support: both sides, the desk's answers under "operator" (no operator named). */
const chat: Paged = (db, userId, after) =>
  db
    .selectFrom('support_messages as m')
    .innerJoin('support_conversations as c', 'c.id', 'm.conversation_id')
    .select(['m.id', 'm.sender', 'm.body', 'm.created_at'])
    .where('c.user_id', '=', userId).where('m.id', '>', after).orderBy('m.id').limit(PAGE).execute();

/** The file's sections in the order written: the few-row ones first, then the long ones. */
export const SECTIONS: readonly (readonly [string, { whole: Whole } | { paged: Paged }])[] = [
  ['profile', { whole: profile }],
  ['account', { whole: account }],
  ['preferences', { whole: preferences }],
  ['trading_limits', { whole: tradingLimits }],
  ['trading_breaks', { paged: tradingBreaks }],
  ['identity', { paged: identity }],
  ['uploads', { paged: uploads }],
  ['payout_methods', { paged: payoutMethods }],
  ['deposits', { paged: deposits }],
  ['withdrawals', { paged: withdrawals }],
  ['orders', { paged: orders }],
  ['ledger', { paged: ledger }],
  ['margin_calls', { paged: marginCalls }],
  ['price_alerts', { paged: priceAlerts }],
  ['copying', { paged: copying }],
  ['sign_ins', { paged: signIns }],
  ['devices', { paged: devices }],
  ['passkeys', { paged: passkeys }],
  ['chat', { paged: chat }],
];

/**
 * The whole file as JSON text, a piece at a time: the sections in order, a paged one written page by page. `now` is
 * the file's `exported_at`.
 */
export async function* dataFile(db: Db, userId: number, now: Date, context: Context): AsyncGenerator<string> {
  yield `{"format":${JSON.stringify(DATA_FORMAT)},"exported_at":${JSON.stringify(now.toISOString())}`;
  for (const [name, section] of SECTIONS) {
    if ('whole' in section) {
      yield `,\n${JSON.stringify(name)}:${JSON.stringify(await section.whole(db, userId))}`;
      continue;
    }
    yield `,\n${JSON.stringify(name)}:[`;
    for (let after = 0, first = true; ; ) {
      const rows = await section.paged(db, userId, after, context);
      if (rows.length) yield (first ? '\n' : ',\n') + rows.map((row) => JSON.stringify(row)).join(',\n');
      first = false;
      if (rows.length < PAGE) break;
      after = Number(rows[rows.length - 1].id);
    }
    yield ']';
  }
  yield '}\n';
}
