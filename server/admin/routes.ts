import type { FastifyPluginAsync } from 'fastify';
import { AppError, CODE_FAIL, OperatorError, ok } from '../http/envelope.js';
import { arrivedOnAdminListener } from './listener.js';
import { FailureThrottle, adminTokenMatcher } from './token.js';
import { balanceSchema, pageParam, replies } from '../http/schemas.js';
import { adjustBalance } from '../ledger/adjust.js';
import { setSetting } from '../settings/index.js';
import { accountAdminRoutes } from '../accounts/admin.js';
import { fundsAdminRoutes } from '../funds/admin.js';
import { contentAdminRoutes } from '../content/admin.js';
import { adminTradingRoutes } from '../trading/admin.js';
import { createRealUser, publicUser, userSchema } from '../users/index.js';

// Admin HTTP API under /admin/api, registered only when ADMIN_TOKEN is set (app.ts). Every call needs
// `Authorization: Bearer <ADMIN_TOKEN>`. The CLI (admin/cli.ts) is a thin client of these routes.

export const adminRoutes: FastifyPluginAsync<{ adminToken: string }> = async (app, opts) => {
  const matches = adminTokenMatcher(opts.adminToken);
  const throttle = new FailureThrottle();
  app.addHook('onRequest', async (request) => {
    // With a separate admin listener (ADMIN_PORT), the public port does not serve the admin API at all.
    if (!arrivedOnAdminListener(app, request)) throw new AppError('notFoundRoute', { route: `${request.method} ${request.url.split('?')[0].slice(0, 200)}` }, CODE_FAIL, 404);
    if (throttle.blocked(request.ip)) throw new AppError('tooManyRequests', {}, CODE_FAIL, 429);
    if (!matches(request.headers.authorization)) {
      throttle.fail(request.ip);
      request.log.warn({ ip: request.ip }, 'admin API: wrong or missing token');
      throw new OperatorError('Admin token required', 999, 401);
    }
  });

  const security = [{ adminToken: [] }];

  app.post<{ Body: { account: string; password: string; email?: string; area_id?: number } }>('/users', {
    schema: {
      tags: ['admin'],
      security,
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
    handler: async (request) => {
      const { account, password, email, area_id } = request.body;
      const isEmail = account.includes('@');
      if (isEmail && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(account)) throw new OperatorError('account is not a valid e-mail');
      if (!isEmail && !/^\+?[0-9][0-9 -]{4,30}$/.test(account)) throw new OperatorError('account must be an e-mail or a mobile number');
      const user = await createRealUser(app.db, {
        email: isEmail ? account : email,
        mobile: isEmail ? undefined : account,
        areaId: area_id,
        password,
      });
      return ok(publicUser(user));
    },
  });

  app.get<{ Querystring: { page: number; limit: number; q?: string } }>('/users', {
    schema: {
      tags: ['admin'],
      security,
      summary: 'List users, newest first; q filters by e-mail, mobile or uid',
      querystring: {
        type: 'object',
        properties: {
          page: pageParam,
          limit: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
          q: { type: 'string', maxLength: 254 },
        },
      },
      response: replies({
        type: 'object',
        properties: {
          data: { type: 'array', items: { ...userSchema, properties: { ...userSchema.properties, created_at: { type: 'string' } } } },
          total: { type: 'integer' },
        },
      }),
    },
    handler: async (request) => {
      const { page, limit, q } = request.query;
      let base = app.db.selectFrom('users');
      if (q) base = base.where((eb) => eb.or([eb('email', '=', q.toLowerCase()), eb('mobile', '=', q), eb('uid', '=', q)]));
      const rows = await base.selectAll().orderBy('id', 'desc').limit(limit).offset((page - 1) * limit).execute();
      const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return ok({ data: rows.map((u) => ({ ...publicUser(u), created_at: u.created_at })), total: Number(n) });
    },
  });

  app.put<{ Body: { key: string; value: string } }>('/settings', {
    schema: {
      tags: ['admin'],
      security,
      summary: 'Set a server setting (title, service_link, is_show_mobile, …)',
      body: {
        type: 'object',
        required: ['key', 'value'],
        properties: { key: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[a-z][a-z0-9_]*$' }, value: { type: 'string', maxLength: 4096 } },
      },
      response: replies({ type: 'object', properties: { key: { type: 'string' }, value: { type: 'string' } } }),
    },
    handler: async (request) => {
      await setSetting(app.db, request.body.key, request.body.value);
      return ok(request.body);
    },
  });

  app.post<{ Params: { id: number }; Body: { value: string; memo?: string; ref?: string } }>('/users/:id/adjust', {
    schema: {
      tags: ['admin'],
      security,
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
      // A debit can take an account under its stop-out level: the engine re-checks it.
      return ok(await adjustBalance(app.db, { userId: request.params.id, value, memo, ref }, (id) => void app.engine.riskSweep([id])));
    },
  });

  // Accounts: identity review and the outbox (accounts/admin.ts).
  await app.register(accountAdminRoutes);
  // Funds: deposits, withdrawals, deposit addresses/banks, withdraw currencies (funds/admin.ts).
  await app.register(fundsAdminRoutes);
  // Content: news, companies and service mode, ranking profiles, support chat operator (content/admin.ts).
  await app.register(contentAdminRoutes);
  // Trading: instruments, manual quotes, balance credit/debit, trading settings (trading/admin.ts).
  await app.register(adminTradingRoutes);
};
