// A client's copy of their data for the desk (docs/accounts.md "Your data", docs/operators.md "Users"): the same file
// the client downloads, for compliance answering a request that came by letter or e-mail — a client who lost access,
// a locked account. Everything the client's account holds leaves with it, identity documents included, so only those
// who read identity documents may take it, and it is recorded in the audit log (`user.data`) before the first row
// leaves; the client is not told (they asked). Their trade notes stay out, as from the desk's copy of their trades:
// a note is the trader's own.
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../http/envelope.js';
import { audited } from '../operators/audit.js';
import { DATA_FORMAT } from '../../src/core/my-data.js';
import { sendDataFile } from './routes.js';

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } } as const;

export const dataAdminRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: number } }>('/users/:id/data', {
    config: { access: 'identity.read', rateLimit: { max: 10, timeWindow: '1 minute' } },
    schema: {
      tags: ['operators'],
      summary: `A copy of every record kept about a user, the file they download themselves (${DATA_FORMAT}) without their trade notes; recorded in the audit log`,
      params: idParams,
      produces: ['application/json'],
      response: { 200: { type: 'object', additionalProperties: true, description: 'The file' } },
    },
    handler: async (request, reply) => {
      const id = request.params.id;
      const user = await app.db.selectFrom('users').select(['id', 'uid']).where('id', '=', id).executeTakeFirst();
      if (!user) throw new AppError('userNotFound');
      await audited(app, request, { action: 'user.data', target: ['user', id] }, async () => ({ uid: user.uid }));
      return sendDataFile(app, reply, user, new Date(), false);
    },
  });
};
