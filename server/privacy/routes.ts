/**
 * A client's copy of their data (docs/accounts.md "Your data"), real accounts only:
 *
 *   POST /api/user/data  with the password (and the two-step code when it is on): every record kept about them, as
 *                        one JSON file to download (sections.ts says what it holds and what it leaves out)
 *
 * The password is asked again because a session alone, left open on a shared computer or stolen, must not be enough
 * to carry off someone's identity documents, addresses and every sign-in; the two-step code for the same reason as
 * adding a passkey. The owner is told by e-mail (or SMS), as of a sign-in from a new browser. A demo account keeps
 * nothing about a person.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import { sendDownload } from '../http/download.js';
import { authHeaders } from '../http/schemas.js';
import { noticeDataCopy } from '../accounts/notices.js';
import { deviceLabel, originOf } from '../users/devices.js';
import { confirmOwner, ownerProofProperties, type OwnerProof } from '../users/reconfirm.js';
import { DATA_FORMAT, dataFileName } from '../../src/core/my-data.js';
import { dataFile, SECTIONS } from './sections.js';

/**
 * Streams the user's copy as the reply, the owner's (`own`) or the desk's: a file to download named for them and the
 * day (`now`, its `exported_at`).
 */
export const sendDataFile = (app: FastifyInstance, reply: FastifyReply, user: { id: number; uid: string }, now: Date, own: boolean) =>
  sendDownload(
    reply,
    dataFileName(user.uid, now.toISOString()),
    'application/json; charset=utf-8',
    Readable.from(dataFile(app.db, user.id, now, { links: app.uploadLinks, own })),
  );

export const privacyRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: OwnerProof }>('/api/user/data', {
    onRequest: app.requireReal,
    // Per person, after the session is known: each file reads everything the account has, so a few an hour is plenty.
    config: { rateLimit: { max: 5, timeWindow: '1 hour', hook: 'preHandler', keyGenerator: (request) => `data:${request.user?.id ?? request.ip}` } },
    schema: {
      tags: ['user'],
      headers: authHeaders,
      summary: 'Download a copy of every record kept about the user, as one JSON file (extension)',
      description:
        `Answers application/json as an attachment: {format: "${DATA_FORMAT}", exported_at, ${SECTIONS.map(([name]) => name).join(', ')}}; ` +
        'a refusal (wrong password, missing or wrong two-step code: code 3) is the usual JSON envelope. Secrets, messages sent to the user, other people and the desk\'s own records are left out; ' +
        'each upload has a link that works for an hour.',
      body: {
        type: 'object',
        required: ['password'],
        properties: ownerProofProperties,
      },
      produces: ['application/json'],
      response: { 200: { type: 'object', additionalProperties: true, description: 'The file' } },
    },
    handler: async (request, reply) => {
      const user = request.user!;
      await confirmOwner(app, user.id, request.body);
      const now = new Date();
      request.log.info({ userId: user.id }, 'data copy downloaded');
      // Told before the file goes: what is gone is gone, so the owner hears of it whatever becomes of the download.
      const owner = await app.db.selectFrom('users').select(['email', 'mobile', 'lang']).where('id', '=', user.id).executeTakeFirstOrThrow();
      const origin = originOf(request);
      await noticeDataCopy({ db: app.db, outbox: app.outbox }, owner, { device: deviceLabel(origin.userAgent), ip: origin.ip, at: now.toISOString() });
      return sendDataFile(app, reply, user, now, true);
    },
  });
};
