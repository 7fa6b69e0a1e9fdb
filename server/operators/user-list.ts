// The console's user list and the same list as a file (docs/operators.md "Users"): clients found by e-mail, mobile or
// UID or by an address they signed in from, or by their own break or limits, newest first. The screen shows a page;
// the file every client of the filter with the break and the limits in force, for a responsible-trading review done in
// a spreadsheet. The file is personal data leaving the console, so it is recorded in the audit log (`users.export`,
// the filter and how many rows) before the first row leaves.
import { isIP } from 'node:net';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { OperatorError } from '../http/envelope.js';
import { breakUntilColumn, limitsInForce, ownLimitFilter } from '../limits/service.js';
import { csvLine, sendCsvFile, text, UTF8_BOM } from '../statements/csv.js';
import { USER_STATUSES, usersFileName, type UsersFileFilter } from '../../src/core/statement.js';
import { audited } from './audit.js';

/** The list's filter: an account searched, or the clients' own break or limits, and a status (the file's name says which). */
export type UserFilter = UsersFileFilter;

export const userFilterProperties = {
  q: { type: 'string', maxLength: 254, description: 'An e-mail, mobile number or UID, exactly; or an IP address: the clients who signed in from it (the 90 days of sign-ins kept)' },
  own: {
    type: 'string',
    enum: ['break', 'loss', 'deposit'],
    description: "Only clients on a break now, or with a loss or deposit limit in force (docs/accounts.md 'Trading limits and breaks')",
  },
  status: {
    type: 'string',
    enum: [...USER_STATUSES],
    description: "Only accounts that are open (active), locked by the desk (locked: not closed), or closed by their owner (closed: docs/accounts.md 'Closing the account')",
  },
} as const;

/** The users a filter finds, with the end of a break under way (`break_until`); order and paging are the caller's. */
export function usersMatching(db: Kysely<Database>, { q, own, status }: UserFilter, now: number) {
  let base = db.selectFrom('users');
  if (q) {
    base = base.where((eb) =>
      eb.or([
        eb('email', '=', q.toLowerCase()),
        eb('mobile', '=', q),
        eb('uid', '=', q),
        // "Who else signs in from there?" — a sign-in that worked, as the linked accounts count one (operators/linked.ts).
        ...(isIP(q) ? [eb('id', 'in', eb.selectFrom('sign_ins').select('user_id').where('ip', '=', q).where('outcome', '=', 'ok'))] : []),
      ]),
    );
  }
  if (own) base = base.where(ownLimitFilter(own, now));
  // Closing sets locked_at with closed_at: a lock is the desk's only while the account is not closed.
  if (status === 'active') base = base.where('locked_at', 'is', null);
  if (status === 'locked') base = base.where('locked_at', 'is not', null).where('closed_at', 'is', null);
  if (status === 'closed') base = base.where('closed_at', 'is not', null);
  return base;
}

/** More rows than a spreadsheet review needs, and than one answer should hold in memory: the filter must narrow it. */
export const USERS_FILE_MAX = 50_000;
export const USERS_FILE_COLUMNS = ['uid', 'email', 'mobile', 'account', 'created_at', 'locked_at', 'closed_at', 'break_until', 'loss_limit', 'loss_period', 'deposit_limit', 'deposit_period'];

export const userFileRoutes: FastifyPluginAsync = async (app) => {
  const max = app.config.usersFileMax ?? USERS_FILE_MAX;
  app.get<{ Querystring: UserFilter }>('/users/file', {
    config: { access: 'users.read', rateLimit: { max: 10, timeWindow: '1 minute' } },
    schema: {
      tags: ['admin'],
      summary: 'Every user the list finds for a filter, as a CSV file, newest first; recorded in the audit log',
      description:
        `Answers text/csv (UTF-8 with a byte order mark, CRLF lines, a header row); a refusal is the usual JSON envelope, ` +
        `and more than ${max} matching users is refused (narrow the filter). Columns: ${USERS_FILE_COLUMNS.join(', ')}.`,
      querystring: { type: 'object', properties: userFilterProperties },
      produces: ['text/csv'],
      response: { 200: { type: 'string', description: 'The CSV file' } },
    },
    handler: async (request, reply) => {
      const { q, own, status } = request.query;
      const now = Date.now();
      const found = usersMatching(app.db, { q, own, status }, now);
      const { n } = await found.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const rows = Number(n);
      if (rows > max) throw new OperatorError(`${rows} users match, more than ${max} in one file: narrow the filter`);
      await audited(app, request, { action: 'users.export', target: ['users', own ?? status ?? (q ? 'search' : 'all')], input: { q, own, status } }, async () => ({ rows }));
      const [users, limits] = await Promise.all([
        found.select(['id', 'uid', 'email', 'mobile', 'is_demo', 'created_at', 'locked_at', 'closed_at']).select(breakUntilColumn(now)).orderBy('id', 'desc').execute(),
        limitsInForce(app.db, found, now),
      ]);
      let file = UTF8_BOM + csvLine(USERS_FILE_COLUMNS);
      for (const u of users) {
        const { loss, deposit } = limits.get(Number(u.id)) ?? {};
        const own = [loss?.amount ?? '', loss?.period ?? '', deposit?.amount ?? '', deposit?.period ?? ''];
        file += csvLine([u.uid, text(u.email), text(u.mobile), u.is_demo ? 'demo' : 'real', u.created_at, u.locked_at ?? '', u.closed_at ?? '', u.break_until ?? '', ...own]);
      }
      return sendCsvFile(reply, usersFileName({ q, own, status }, new Date(now)), file);
    },
  });
};
