/**
 * Linked accounts (docs/operators.md "Linked accounts"): the other clients who signed in from a client's addresses,
 * and those who bound one of the client's payout addresses or bank accounts — what compliance looks at for one person
 * behind several accounts (a limit or a ban dodged under another name) or several people paying out to one place.
 * Read on demand from the client's page, never on its 5-second refresh: an address many people share (a mobile
 * network's, an office's) has as many sign-ins as they make.
 */
import type { FastifyPluginAsync } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { AppError, ok } from '../http/envelope.js';
import { replies } from '../http/schemas.js';
import { SIGN_INS_KEPT_DAYS } from '../auth/sign-ins.js';
import { maskDestination } from '../accounts/notices.js';

/** The client's most recent addresses looked at. */
export const LINKED_ADDRESSES = 20;
/** Other accounts named for each shared address or payout method, the latest first; the rest are counted. */
export const LINKED_NAMED = 10;

interface Link {
  /** the address or the payout method's fingerprint */
  key: string;
  user_id: number;
  at: string;
  total: number;
}

/**
 * The other users sharing each key, the latest `LINKED_NAMED` per key by `at`, each row with how many share it. One
 * statement over the table's (key, user_id) index: grouped by key and user, numbered and counted per key.
 */
async function sharers(db: Kysely<Database>, table: 'sign_ins' | 'draw_methods', userId: number, keys: string[]): Promise<Link[]> {
  if (keys.length === 0) return [];
  const [key, at] = table === 'sign_ins' ? (['ip', 'at'] as const) : (['fingerprint', 'created_at'] as const);
  const grouped = db
    .selectFrom(table)
    .select([
      sql<string>`${sql.ref(key)}`.as('key'),
      'user_id',
      sql<string>`max(${sql.ref(at)})`.as('at'),
      sql<number>`row_number() over (partition by ${sql.ref(key)} order by max(${sql.ref(at)}) desc, user_id)`.as('n'),
      sql<number>`count(*) over (partition by ${sql.ref(key)})`.as('total'),
    ])
    .where(key, 'in', keys)
    .where('user_id', '<>', userId)
    .$if(table === 'sign_ins', (q) => q.where(sql.ref('outcome'), '=', 'ok'))
    .groupBy([key, 'user_id']);
  const rows = await db
    .selectFrom(grouped.as('g'))
    .select(['key', 'user_id', 'at', 'total'])
    .where('n', '<=', LINKED_NAMED)
    .orderBy('key').orderBy('n')
    .execute();
  return rows.map((r) => ({ key: r.key, user_id: Number(r.user_id), at: r.at, total: Number(r.total) }));
}

/** The client's links: shared addresses and payout methods, each with the other accounts (named and counted). */
export async function linkedAccounts(db: Kysely<Database>, userId: number) {
  // Sign-ins are kept SIGN_INS_KEPT_DAYS (pruned hourly), so the addresses compared are those of that window.
  const [addresses, methods] = await Promise.all([
    db
      .selectFrom('sign_ins')
      .select(['ip', (eb) => eb.fn.max('at').as('last')])
      .where('user_id', '=', userId).where('outcome', '=', 'ok').where('ip', '<>', '')
      .groupBy('ip').orderBy('last', 'desc').limit(LINKED_ADDRESSES)
      .execute(),
    // Removed methods too: money that went to an account before it was unbound still links the two.
    db
      .selectFrom('draw_methods as m')
      .innerJoin('withdraw_currencies as c', 'c.id', 'm.draw_currency_id')
      .select(['m.fingerprint', 'm.type', 'm.dc_address', 'm.payee_account', 'm.bank_name', 'c.code', 'c.protocol'])
      .where('m.user_id', '=', userId)
      .orderBy('m.id', 'desc')
      .execute(),
  ]);
  const ownMethods = [...new Map(methods.map((m) => [m.fingerprint, m])).values()];
  const [byAddress, byMethod] = await Promise.all([
    sharers(db, 'sign_ins', userId, addresses.map((a) => a.ip)),
    sharers(db, 'draw_methods', userId, ownMethods.map((m) => m.fingerprint)),
  ]);
  const ids = [...new Set([...byAddress, ...byMethod].map((l) => l.user_id))];
  const users = ids.length
    ? await db.selectFrom('users').select(['id', 'uid', 'email', 'mobile', 'locked_at', 'closed_at']).where('id', 'in', ids).execute()
    : [];
  const who = new Map(users.map((u) => [Number(u.id), u]));
  const accountsOf = (links: Link[], key: string) =>
    links.filter((l) => l.key === key).map((l) => ({ ...who.get(l.user_id)!, id: l.user_id, at: l.at }));
  const totalOf = (links: Link[], key: string) => links.find((l) => l.key === key)?.total ?? 0;
  return {
    checked: { addresses: addresses.length, payouts: ownMethods.length },
    addresses: addresses
      .filter((a) => totalOf(byAddress, a.ip) > 0)
      .map((a) => ({ ip: a.ip, last: String(a.last), total: totalOf(byAddress, a.ip), accounts: accountsOf(byAddress, a.ip) })),
    payouts: ownMethods
      .filter((m) => totalOf(byMethod, m.fingerprint) > 0)
      .map((m) => ({
        type: m.type,
        currency: m.code,
        protocol: m.protocol,
        destination: maskDestination(m),
        total: totalOf(byMethod, m.fingerprint),
        accounts: accountsOf(byMethod, m.fingerprint),
      })),
  };
}

const account = {
  type: 'object',
  properties: {
    id: { type: 'integer' }, uid: { type: 'string' }, email: { type: 'string' }, mobile: { type: 'string' },
    locked_at: { type: ['string', 'null'] },
    closed_at: { type: ['string', 'null'], description: 'Since when that client closed their account (locked_at is set with it)' },
    at: { type: 'string', description: "That account's latest sign-in from the address, or when it bound the payout method" },
  },
} as const;
const named = { type: 'array', items: account, description: `The latest ${LINKED_NAMED} other accounts, the latest first` } as const;
const total = { type: 'integer', description: 'How many other accounts share it' } as const;

const linkedSchema = {
  type: 'object',
  properties: {
    checked: {
      type: 'object',
      description: `What was compared: the client's latest ${LINKED_ADDRESSES} sign-in addresses of the last ${SIGN_INS_KEPT_DAYS} days, and every payout method they bound (removed ones too)`,
      properties: { addresses: { type: 'integer' }, payouts: { type: 'integer' } },
    },
    addresses: {
      type: 'array',
      description: 'Addresses the client signed in from that other accounts signed in from too, the latest first',
      items: { type: 'object', properties: { ip: { type: 'string' }, last: { type: 'string', description: "The client's latest sign-in from it" }, total, accounts: named } },
    },
    payouts: {
      type: 'array',
      description: "The client's payout methods that other accounts bound too (the same address for the same currency and network, or the same bank account and SWIFT code), removed ones too",
      items: {
        type: 'object',
        properties: {
          type: { type: 'integer', description: '1 crypto address, 2 bank account' },
          currency: { type: 'string' }, protocol: { type: 'string' },
          destination: { type: 'string', description: "Masked as the owner's notices show it: an address's first six and last four characters, a bank's name and the account's last four" },
          total, accounts: named,
        },
      },
    },
  },
} as const;

export const linkedRoutes: FastifyPluginAsync = async (app) => {
  // Those who already see where clients' money goes (finance, compliance): the links name other clients' payout
  // methods and addresses, which the rest of the desk has no need of.
  app.get<{ Params: { id: number } }>('/users/:id/linked', {
    config: { access: 'funds.read' },
    schema: {
      tags: ['operators'],
      summary: 'Linked accounts: other clients who signed in from the same addresses or bound the same payout address or bank account',
      params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } },
      response: replies(linkedSchema),
    },
    handler: async (request) => {
      const id = request.params.id;
      const user = await app.db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
      if (!user) throw new AppError('userNotFound');
      return ok(await linkedAccounts(app.db, id));
    },
  });
};
