import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../http/envelope.js';
import { authHeaders, balanceSchema, replies } from '../http/schemas.js';
import { getAccount } from '../ledger/index.js';
import { resetDemoAccount } from '../demo/reset.js';

// /v1/api/main/*: wallet balance and demo reset.

export const mainRoutes: FastifyPluginAsync = async (app) => {
  app.get('/v1/api/main/wallet/getBalance', {
    onRequest: app.requireUser,
    schema: { tags: ['wallet'], summary: 'USD balance of the logged-in user', headers: authHeaders, response: replies(balanceSchema) },
    handler: async (request) => ok(await getAccount(app.db, request.user!.id)),
  });

  app.get('/v1/api/main/user/resetForexDemoAccount', {
    onRequest: app.requireUser,
    schema: {
      tags: ['user'],
      summary: 'Demo only: close/cancel demo orders and put the balance back to the starting balance',
      headers: authHeaders,
      response: replies(balanceSchema),
    },
    handler: async (request) => ok(await resetDemoAccount({ db: app.db, hooks: app.demoResetHooks, startingBalance: app.config.demoStartingBalance }, request.user!), 'demoReset'),
  });
};
