import type { FastifyPluginAsync } from 'fastify';
import { OperatorError, ok } from '../http/envelope.js';
import { installOperatorGuard } from '../operators/guard.js';
import { operatorRoutes } from '../operators/routes.js';
import { dashboardRoutes } from '../operators/dashboard.js';
import { userAdminRoutes } from '../operators/users.js';
import { linkedRoutes } from '../operators/linked.js';
import { copyDeskRoutes } from '../copy/desk.js';
import { statementAdminRoutes } from '../statements/admin.js';
import { dataAdminRoutes } from '../privacy/admin.js';
import { deskSocketRoute } from '../operators/desk.js';
import type { WebSocket } from 'ws';
import { audited } from '../operators/audit.js';
import { balanceSchema, pageParam, replies } from '../http/schemas.js';
import { auditedAdjustment } from '../operators/balance.js';
import { SETTING_DEFAULTS, getSettings, setSetting } from '../settings/index.js';
import { accountAdminRoutes } from '../accounts/admin.js';
import { fundsAdminRoutes } from '../funds/admin.js';
import { booksRoutes } from '../funds/books.js';
import { contentAdminRoutes } from '../content/admin.js';
import { adminTradingRoutes } from '../trading/admin.js';
import { deskRoutes } from '../trading/desk.js';
import { marginMonitorRoutes } from '../trading/margin-monitor.js';
import { closuresAdminRoutes } from '../trading/closures/admin.js';
import { createRealUser, publicUser, userSchema } from '../users/index.js';
import { breakUntilColumn } from '../limits/service.js';
import { userFileRoutes, userFilterProperties, usersMatching, type UserFilter } from '../operators/user-list.js';

// Admin HTTP API under /admin/api: the operator console's and the CLI's (admin/cli.ts). Every route declares what it
// needs (config.access, operators/roles.ts); operators sign in (operators/routes.ts), automation may use ADMIN_TOKEN.
// Every change runs through `audited`, which writes the audit row in the change's own transaction.

export const adminRoutes: FastifyPluginAsync<{ adminToken?: string; deskSockets: Set<WebSocket> }> = async (app, opts) => {
  installOperatorGuard(app, { adminToken: opts.adminToken });
  await app.register(operatorRoutes);
  await app.register(dashboardRoutes);
  await app.register(userAdminRoutes);
  await app.register(linkedRoutes);
  await app.register(copyDeskRoutes);
  await app.register(statementAdminRoutes);
  await app.register(dataAdminRoutes);
  await app.register(userFileRoutes);
  await app.register(deskSocketRoute, { sockets: opts.deskSockets });

  app.post<{ Body: { account: string; password: string; email?: string; area_id?: number } }>('/users', {
    config: { access: 'users.write' },
    schema: {
      tags: ['admin'],
      summary: 'Create a real user; account is an e-mail (contains @) or a mobile number',
      body: {
        type: 'object',
        required: ['account', 'password'],
        properties: {
          account: { type: 'string', minLength: 3, maxLength: 254 },
          password: { type: 'string', minLength: 6, maxLength: 128 },
          email: { type: 'string', maxLength: 254, format: 'email' },
          area_id: { type: 'integer', minimum: 1 },
        },
      },
      response: replies(userSchema),
    },
    handler: async (request) =>
      audited(app, request, { action: 'user.create', target: ['user', request.body.account] }, async (db) => {
        const { account, password, email, area_id } = request.body;
        const isEmail = account.includes('@');
        if (isEmail && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(account)) throw new OperatorError('account is not a valid e-mail');
        if (!isEmail && !/^\+?[0-9][0-9 -]{4,30}$/.test(account)) throw new OperatorError('account must be an e-mail or a mobile number');
        const user = await createRealUser(db, { email: isEmail ? account : email, mobile: isEmail ? undefined : account, areaId: area_id, password });
        return ok(publicUser(user));
      }),
  });

  app.get<{ Querystring: { page: number; limit: number } & UserFilter }>('/users', {
    config: { access: 'users.read' },
    schema: {
      tags: ['admin'],
      summary: "List users, newest first; q filters by e-mail, mobile or uid, or by an address signed in from, own by the client's own break or limits, status by the account's standing",
      querystring: {
        type: 'object',
        properties: {
          page: pageParam,
          limit: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
          ...userFilterProperties,
        },
      },
      response: replies({
        type: 'object',
        properties: {
          data: {
            type: 'array',
            items: {
              ...userSchema,
              properties: {
                ...userSchema.properties,
                created_at: { type: 'string' },
                locked_at: { type: ['string', 'null'] },
                closed_at: { type: ['string', 'null'], description: 'Since when the client closed the account (locked_at is set with it)' },
                break_until: { type: ['string', 'null'], description: "The end of the client's break under way; null: none" },
              },
            },
          },
          total: { type: 'integer' },
        },
      }),
    },
    handler: async (request) => {
      const { page, limit, q, own, status } = request.query;
      const now = Date.now();
      const base = usersMatching(app.db, { q, own, status }, now);
      const rows = await base.selectAll('users').select(breakUntilColumn(now)).orderBy('id', 'desc').limit(limit).offset((page - 1) * limit).execute();
      const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return ok({
        data: rows.map((u) => ({ ...publicUser(u), created_at: u.created_at, locked_at: u.locked_at, closed_at: u.closed_at, break_until: u.break_until ?? null })),
        total: Number(n),
      });
    },
  });

  app.get('/settings', {
    config: { access: 'settings.write' },
    schema: {
      tags: ['admin'], summary: 'Every server setting with its value in force (a default until first set)',
      response: replies({ type: 'array', items: { type: 'object', properties: { key: { type: 'string' }, value: { type: 'string' } } } }),
    },
    handler: async () => {
      const rows = await app.db.selectFrom('settings').selectAll().execute();
      const all = await getSettings(app.db, [...new Set([...Object.keys(SETTING_DEFAULTS), ...rows.map((r) => r.key)])]);
      return ok(Object.entries(all).sort(([a], [b]) => a.localeCompare(b)).map(([key, value]) => ({ key, value })));
    },
  });

  app.put<{ Body: { key: string; value: string } }>('/settings', {
    config: { access: 'settings.write' },
    schema: {
      tags: ['admin'],
      summary: 'Set a server setting (title, service_link, is_show_mobile, …)',
      body: {
        type: 'object',
        required: ['key', 'value'],
        properties: { key: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[a-z][a-z0-9_]*$' }, value: { type: 'string', maxLength: 4096 } },
      },
      response: replies({ type: 'object', properties: { key: { type: 'string' }, value: { type: 'string' } } }),
    },
    handler: async (request) => {
      const { key, value } = request.body;
      const snapshot = (db: typeof app.db) => db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
      return audited(app, request, { action: 'setting.set', target: ['setting', key], snapshot }, async (db) => {
        await setSetting(db, key, value);
        return ok(request.body);
      });
    },
  });

  app.post<{ Params: { id: number }; Body: { value: string; memo?: string; ref?: string } }>('/users/:id/adjust', {
    config: { access: 'balance.adjust' },
    schema: {
      tags: ['admin'],
      summary: 'Admin balance adjustment (ledger type 10, memo shown to the user); ref makes it idempotent',
      params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } },
      body: {
        type: 'object',
        required: ['value'],
        properties: {
          value: { type: 'string', pattern: '^-?\\d{1,15}(\\.\\d{1,6})?$' },
          memo: { type: 'string', maxLength: 200 },
          ref: { type: 'string', minLength: 1, maxLength: 100 },
        },
      },
      response: replies(balanceSchema),
    },
    handler: async (request) => {
      const { value, memo, ref } = request.body;
      return ok(await auditedAdjustment(app, request, { userId: request.params.id, value, memo, ref }));
    },
  });

  // Accounts: identity review and the outbox (accounts/admin.ts).
  await app.register(accountAdminRoutes);
  // Funds: deposits, withdrawals, deposit addresses/banks, withdraw currencies (funds/admin.ts).
  await app.register(fundsAdminRoutes);
  // The books: client money by day, what came in and went out, what trading made (funds/books.ts).
  await app.register(booksRoutes);
  // Content: news, companies and service mode, ranking profiles, support chat operator (content/admin.ts).
  await app.register(contentAdminRoutes);
  // Trading: instruments, manual quotes, balance credit/debit, trading settings (trading/admin.ts).
  await app.register(adminTradingRoutes);
  // The dealing desk's close of a client's order on their behalf (trading/desk.ts).
  await app.register(deskRoutes);
  // The margin monitor: accounts closest to stop-out first, at the current prices (trading/margin-monitor.ts).
  await app.register(marginMonitorRoutes);
  // The calendar of market closures: holidays, early closes, maintenance (trading/closures/admin.ts).
  await app.register(closuresAdminRoutes);
};
