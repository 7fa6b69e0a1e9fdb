/**
 * Passkeys for traders (docs/accounts.md "Passkeys"): signing in with a key pair the device or password manager keeps,
 * unlocked by the owner's fingerprint, face or PIN — nothing to phish, nothing to type. Real accounts only.
 *
 *   GET  /api/user/passkeys                   the caller's passkeys
 *   POST /api/user/passkeys/register_options  start adding one: creation options (a challenge kept 5 minutes)
 *   POST /api/user/passkeys/register          add it: the browser's answer, the password (and the two-step code when on)
 *   POST /api/user/passkeys/remove            remove one
 *   POST /api/user/passkeys/login_options     anyone: request options for signing in (a challenge kept 5 minutes)
 *   POST /api/user/passkeys/login             sign in with the browser's answer: a session, as the password login's
 *
 * Each challenge is spent once, whichever gateway gets the answer (auth/passkeys.ts). User verification is required
 * at both ends, so a passkey is two factors in one (the device, and the fingerprint or PIN that unlocks it): its
 * sign-in asks no two-step code. For the same reason adding one needs the password and, with two-step sign-in on, a
 * code — a stolen session alone cannot add a way in. Added and removed passkeys are told to the owner.
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { recordSignIn } from '../auth/sign-ins.js';
import { clientData, keepChallenge, MAX_PASSKEYS, originAllowed, passkeysOf, spendChallenge, type Passkey } from '../auth/passkeys.js';
import { AppError, ok } from '../http/envelope.js';
import { authHeaders, nullData, replies } from '../http/schemas.js';
import { brandName, noticePasskey } from '../accounts/notices.js';
import { deviceLabel, originOf } from './devices.js';
import { publicUser, userSchema } from './index.js';
import { startSession } from './sign-in.js';
import { confirmOwner, ownerProofProperties, type OwnerProof } from './reconfirm.js';
import { lockedOut } from '../closure/service.js';

const b64url = { type: 'string', minLength: 1, maxLength: 16_384, pattern: '^[A-Za-z0-9_-]+$' } as const;
const credentialBase = {
  id: { ...b64url, maxLength: 1_366 },
  rawId: { ...b64url, maxLength: 1_366 },
  type: { type: 'string', enum: ['public-key'] },
  authenticatorAttachment: { type: 'string', maxLength: 32 },
  clientExtensionResults: { type: 'object' },
} as const;
const registrationResponse = {
  type: 'object',
  required: ['id', 'rawId', 'type', 'response'],
  description: "What the browser's navigator.credentials.create() answered, as JSON (@simplewebauthn/browser's startRegistration)",
  properties: {
    ...credentialBase,
    response: {
      type: 'object',
      required: ['clientDataJSON', 'attestationObject'],
      properties: {
        clientDataJSON: b64url, attestationObject: b64url, authenticatorData: b64url, publicKey: b64url, publicKeyAlgorithm: { type: 'integer' },
        transports: { type: 'array', maxItems: 8, items: { type: 'string', maxLength: 16 } },
      },
    },
  },
} as const;
const authenticationResponse = {
  type: 'object',
  required: ['id', 'rawId', 'type', 'response'],
  description: "What the browser's navigator.credentials.get() answered, as JSON (@simplewebauthn/browser's startAuthentication)",
  properties: {
    ...credentialBase,
    response: {
      type: 'object',
      required: ['clientDataJSON', 'authenticatorData', 'signature'],
      properties: { clientDataJSON: b64url, authenticatorData: b64url, signature: b64url, userHandle: { ...b64url, maxLength: 128 } },
    },
  },
} as const;
const passkeyView = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string', description: 'The owner\'s name for it; by default the browser and system it was added on' },
    synced: { type: 'boolean', description: 'Kept by a password manager or platform that syncs it (it outlives one device)' },
    created_at: { type: 'string' },
    last_used_at: { type: ['string', 'null'], description: 'Its last sign-in; null: never used' },
  },
} as const;
const optionsReply = { type: 'object', additionalProperties: true, description: 'Options for the browser (PublicKeyCredential*OptionsJSON), to pass to @simplewebauthn/browser' } as const;

const view = (p: Passkey) => ({ id: Number(p.id), name: p.name, synced: !!p.backed_up, created_at: p.created_at, last_used_at: p.last_used_at });
/** The page the ceremony ran on, if this relying party accepts it (else refused: no passkey from another site). */
function expectedOrigin(rp: { rpId: string }, clientDataJSON: string): { origin: string; challenge: string } {
  const data = clientData(clientDataJSON);
  if (!originAllowed(rp, data.origin)) throw new AppError('passkeyOrigin');
  return data;
}

export const passkeyRoutes: FastifyPluginAsync = async (app) => {
  const rp = { rpId: app.config.passkeyRpId ?? 'localhost' };
  const limit = { rateLimit: { max: app.config.loginRateLimit ?? 10, timeWindow: '1 minute' } };
  // A login form asks for sign-in options when it shows and every four minutes while open (the passkeys among its
  // suggestions), so a reload or two must not spend the sign-ins' budget: options only hand out a challenge.
  const optionsLimit = { rateLimit: { max: 6 * (app.config.loginRateLimit ?? 10), timeWindow: '1 minute' } };
  const tell = (user: Parameters<typeof noticePasskey>[1], change: 'added' | 'removed', name: string) => noticePasskey({ db: app.db, outbox: app.outbox }, user, change, name);

  app.get('/api/user/passkeys', {
    onRequest: app.requireReal,
    schema: {
      tags: ['user'], headers: authHeaders, summary: "The caller's passkeys, newest first (extension)",
      response: replies({
        type: 'object',
        properties: {
          passkeys: { type: 'array', items: passkeyView },
          max: { type: 'integer', description: 'How many an account may keep' },
          two_factor: { type: 'boolean', description: 'Two-step sign-in is on: adding a passkey also needs a code' },
        },
      }),
    },
    handler: async (request) => {
      const [keys, user] = await Promise.all([passkeysOf(app.db, request.user!.id), app.db.selectFrom('users').select('totp_enabled_at').where('id', '=', request.user!.id).executeTakeFirstOrThrow()]);
      return ok({ passkeys: keys.map(view), max: MAX_PASSKEYS, two_factor: !!user.totp_enabled_at });
    },
  });

  app.post('/api/user/passkeys/register_options', {
    onRequest: app.requireReal,
    config: limit,
    schema: { tags: ['user'], headers: authHeaders, summary: 'Start adding a passkey: the options for navigator.credentials.create() (extension)', response: replies(optionsReply) },
    handler: async (request) => {
      const user = request.user!;
      const keys = await passkeysOf(app.db, user.id);
      if (keys.length >= MAX_PASSKEYS) throw new AppError('passkeyLimit', { max: MAX_PASSKEYS });
      const options = await generateRegistrationOptions({
        rpName: await brandName(app.db),
        rpID: rp.rpId,
        // The account number, not the e-mail: the handle is stored on the device and sent back at every sign-in.
        userID: new TextEncoder().encode(user.uid),
        userName: user.email ?? user.mobile ?? user.uid,
        attestationType: 'none',
        // The same device twice would only make a second key for the same place.
        excludeCredentials: keys.map((k) => ({ id: k.credential_id, transports: JSON.parse(k.transports) as string[] })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
      await keepChallenge(app.db, options.challenge, 'register', user.id);
      return ok(options);
    },
  });

  app.post<{ Body: OwnerProof & { response: RegistrationResponseJSON; name?: string } }>('/api/user/passkeys/register', {
    onRequest: app.requireReal,
    config: limit,
    schema: {
      tags: ['user'], headers: authHeaders,
      summary: 'Add the passkey the browser made, with the password (and the two-step code when it is on) (extension)',
      body: {
        type: 'object',
        required: ['response', 'password'],
        properties: {
          response: registrationResponse,
          ...ownerProofProperties,
          name: { type: 'string', maxLength: 60, description: 'What to call it; default: the browser and system' },
        },
      },
      response: replies(passkeyView),
    },
    handler: async (request) => {
      const { response } = request.body;
      const user = request.user!;
      await confirmOwner(app, user.id, request.body);
      const { origin, challenge } = expectedOrigin(rp, response.response.clientDataJSON);
      await spendChallenge(app.db, challenge, 'register', user.id);
      const result = await verifyRegistrationResponse({ response, expectedChallenge: challenge, expectedOrigin: origin, expectedRPID: rp.rpId, requireUserVerification: true }).catch(() => null);
      if (!result?.verified) throw new AppError('passkeyFailed');
      const { credential, credentialBackedUp } = result.registrationInfo;
      const name = request.body.name?.trim() || deviceLabel(String(request.headers['user-agent'] ?? '')) || 'Passkey';
      const row = await app.db
        .insertInto('passkeys')
        .values({
          user_id: user.id, credential_id: credential.id, public_key: Buffer.from(credential.publicKey).toString('base64url'), counter: credential.counter,
          transports: JSON.stringify(credential.transports ?? []), backed_up: credentialBackedUp ? 1 : 0, name, created_at: new Date().toISOString(), last_used_at: null,
        })
        .onConflict((oc) => oc.column('credential_id').doNothing())
        .returningAll()
        .executeTakeFirst();
      // The excluded list keeps a device from making a second key; a key already here (any account's) is refused.
      if (!row) throw new AppError('passkeyFailed');
      await tell(user, 'added', name);
      return ok(view(row), 'passkeyAdded');
    },
  });

  app.post<{ Body: { id: number } }>('/api/user/passkeys/remove', {
    onRequest: app.requireReal,
    schema: {
      tags: ['user'], headers: authHeaders, summary: 'Remove one of the caller\'s passkeys: it no longer signs in (extension)',
      consumes: ['application/x-www-form-urlencoded', 'application/json'],
      body: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } },
      response: replies(nullData),
    },
    handler: async (request) => {
      const user = request.user!;
      const gone = await app.db.deleteFrom('passkeys').where('id', '=', request.body.id).where('user_id', '=', user.id).returning('name').executeTakeFirst();
      if (!gone) throw new AppError('passkeyNotFound');
      await tell(user, 'removed', gone.name);
      return ok(null, 'passkeyRemoved');
    },
  });

  // A name is the owner's own label ("Work laptop"): renaming tells nobody, since it changes what signs in not at all.
  app.post<{ Body: { id: number; name: string } }>('/api/user/passkeys/rename', {
    onRequest: app.requireReal,
    schema: {
      tags: ['user'], headers: authHeaders, summary: "Rename one of the caller's passkeys (extension)",
      consumes: ['application/x-www-form-urlencoded', 'application/json'],
      body: { type: 'object', required: ['id', 'name'], properties: { id: { type: 'integer', minimum: 1 }, name: { type: 'string', maxLength: 60, description: 'What to call it' } } },
      response: replies(passkeyView),
    },
    handler: async (request) => {
      const name = request.body.name.trim();
      if (!name) throw new AppError('fieldRequired', { field: 'name' });
      const row = await app.db.updateTable('passkeys').set({ name }).where('id', '=', request.body.id).where('user_id', '=', request.user!.id).returningAll().executeTakeFirst();
      if (!row) throw new AppError('passkeyNotFound');
      return ok(view(row), 'passkeyRenamed');
    },
  });

  app.post('/api/user/passkeys/login_options', {
    config: optionsLimit,
    schema: { tags: ['user'], summary: 'Start signing in with a passkey: the options for navigator.credentials.get() (extension)', response: replies(optionsReply) },
    handler: async () => {
      // No account named: the device offers the passkeys it keeps for this site (discoverable credentials).
      const options = await generateAuthenticationOptions({ rpID: rp.rpId, userVerification: 'required' });
      await keepChallenge(app.db, options.challenge, 'login', null);
      return ok(options);
    },
  });

  app.post<{ Body: { response: AuthenticationResponseJSON } }>('/api/user/passkeys/login', {
    config: limit,
    schema: {
      tags: ['user'], summary: 'Sign in with a passkey: answers a session as the password login does (extension)',
      body: { type: 'object', required: ['response'], properties: { response: authenticationResponse } },
      response: replies({ type: 'object', required: ['token', 'user'], properties: { token: { type: 'string' }, user: userSchema } }),
    },
    handler: async (request) => {
      const { response } = request.body;
      const { origin, challenge } = expectedOrigin(rp, response.response.clientDataJSON);
      await spendChallenge(app.db, challenge, 'login', null);
      const key = await app.db.selectFrom('passkeys').selectAll().where('credential_id', '=', response.id).executeTakeFirst();
      if (!key) throw new AppError('passkeyUnknown');
      const result = await verifyAuthenticationResponse({
        response, expectedChallenge: challenge, expectedOrigin: origin, expectedRPID: rp.rpId, requireUserVerification: true,
        credential: { id: key.credential_id, publicKey: Buffer.from(key.public_key, 'base64url'), counter: Number(key.counter), transports: JSON.parse(key.transports) as never },
      }).catch(() => null);
      if (!result?.verified) {
        // The account's own key, answering wrong: a copied authenticator (its counter gone back), a forged or altered
        // answer, or a device that did not check its user. Its owner sees it beside the wrong passwords.
        await recordSignIn(app.db, key.user_id, originOf(request), 'passkey', 'wrong_passkey');
        throw new AppError('passkeyFailed');
      }
      const user = await app.db.selectFrom('users').selectAll().where('id', '=', key.user_id).executeTakeFirstOrThrow();
      if (user.locked_at) {
        await recordSignIn(app.db, user.id, originOf(request), 'passkey', 'locked');
        throw lockedOut(user);
      }
      // The counter moves on only from where it was read: of two answers racing, one signs in.
      const moved = await app.db
        .updateTable('passkeys')
        .set({ counter: result.authenticationInfo.newCounter, last_used_at: new Date().toISOString() })
        .where('id', '=', key.id)
        .where('counter', '=', key.counter)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) throw new AppError('passkeyFailed');
      const token = await startSession(app, request, user, 'passkey');
      return ok({ token, user: publicUser(user) });
    },
  });
};
