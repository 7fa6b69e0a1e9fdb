/**
 * Two-step sign-in for traders (docs/accounts.md "Two-step sign-in"): after the password, a code from an
 * authenticator app (RFC 6238, auth/totp.ts: the operators' rules) or one of ten one-time recovery codes.
 *
 * Turning it on takes two steps, so a secret nobody scanned never locks anyone out: `setup` keeps a new secret as
 * pending and answers its otpauth:// link, `enable` turns it on with a code made from that secret and answers the
 * recovery codes once (only their hashes are kept; the secrets are kept sealed, auth/secret-box.ts). Turning it off
 * needs the password and a code. An operator can turn it off for someone who lost their phone and their recovery
 * codes (operators/users.ts), audited. Each change is told to the owner (accounts/notices.ts).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/index.js';
import type { User } from '../db/schema.js';
import { acceptTotp, newTotpSecret, totpLink } from '../auth/totp.js';
import type { SecretBox } from '../auth/secret-box.js';
import { verifyPassword } from '../auth/password.js';
import { hashToken } from '../auth/sessions.js';
import { AppError, CODE_TWO_FACTOR, ok } from '../http/envelope.js';
import { clearFailures, recentFailures, recordFailure } from '../auth/login-guard.js';
import { authHeaders, nullData, replies } from '../http/schemas.js';
import { brandName, noticeTwoFactor } from '../accounts/notices.js';

export const RECOVERY_CODES = 10;
// Without 0/1/o/l/i: a code copied from paper is read right.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes like "k7m2q-x9dpt" (50 bits each). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODES }, () => {
    const chars = [...randomBytes(10)].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** A recovery code as typed (any case, spaces or dash) to the hash that is kept. */
const recoveryHash = (code: string) => hashToken(code.toLowerCase().replace(/[\s-]/g, ''));
const hashesOf = (user: Pick<User, 'recovery_codes'>): string[] => (user.recovery_codes ? (JSON.parse(user.recovery_codes) as string[]) : []);

type SecondFactorUser = Pick<User, 'id' | 'totp_secret' | 'totp_step' | 'recovery_codes'>;

/**
 * Whether `code` proves the second factor of `user` now, spending it: an authenticator code is accepted once (its time
 * step must be later than the last accepted), a recovery code is struck off. Both by conditional updates, so two
 * requests racing with one code cannot both pass, even from a `user` read a moment ago.
 */
export async function spendSecondFactor(db: Db, secrets: SecretBox, user: SecondFactorUser, code: string, now = Date.now()): Promise<'totp' | 'recovery' | null> {
  if (!user.totp_secret) return null;
  const typed = code.trim();
  if (/^\d{6}$/.test(typed)) {
    const step = acceptTotp(secrets.open(user.totp_secret), typed, user.totp_step, now);
    if (step === null) return null;
    const r = await db.updateTable('users').set({ totp_step: step }).where('id', '=', user.id).where('totp_step', '<', step).executeTakeFirst();
    return Number(r.numUpdatedRows) === 1 ? 'totp' : null;
  }
  const hashes = hashesOf(user);
  const hash = recoveryHash(typed);
  if (!hashes.includes(hash)) return null;
  const r = await db
    .updateTable('users')
    .set({ recovery_codes: JSON.stringify(hashes.filter((h) => h !== hash)) })
    .where('id', '=', user.id)
    .where('recovery_codes', '=', user.recovery_codes)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1 ? 'recovery' : null;
}

/** Wrong codes for money moves, per user within the login guard's window, before further tries are refused. */
export const MONEY_CODE_GUESSES = 5;
const guessKey = (userId: number) => `2fa:${userId}`;

/**
 * The second step of an action that sends money out, or could (a withdrawal, a new payout method), docs/funds.md
 * "Two-step code": nothing while the user's two-step sign-in is off; otherwise `code` must prove it (a missing or wrong
 * one is answered code 3, as at login). Called inside the action's transaction, after its own checks: a refused
 * action leaves the code unspent, and a code is spent only with what it confirmed.
 */
export async function confirmSecondFactor(trx: Db, secrets: SecretBox, userId: number, code: string | undefined): Promise<void> {
  const user = await trx.selectFrom('users').select(['id', 'totp_secret', 'totp_step', 'recovery_codes', 'totp_enabled_at']).where('id', '=', userId).executeTakeFirstOrThrow();
  if (!user.totp_enabled_at) return;
  if (!code?.trim()) throw new AppError('twoFactorRequired', {}, CODE_TWO_FACTOR);
  if (!(await spendSecondFactor(trx, secrets, user, code))) throw new AppError('twoFactorInvalid', {}, CODE_TWO_FACTOR);
}

/**
 * Runs an action that calls confirmSecondFactor, counting its wrong codes: from MONEY_CODE_GUESSES within the window
 * the user's money moves (and what asks the owner again, reconfirm.ts) are refused until it has passed, so a stolen
 * session cannot guess its way to a payout (six digits; the owner's own codes go on working at login).
 */
export async function guardSecondFactor<T>(db: Db, userId: number, action: () => Promise<T>): Promise<T> {
  const key = guessKey(userId);
  const failures = await recentFailures(db, key);
  if (failures >= MONEY_CODE_GUESSES) throw new AppError('tooManyRequests');
  try {
    const result = await action();
    if (failures > 0) await clearFailures(db, key);
    return result;
  } catch (e) {
    if (AppError.is(e, 'twoFactorInvalid')) await recordFailure(db, key);
    throw e;
  }
}

/** Turns two-step sign-in off (the owner, or an operator): the secret, its steps and the recovery codes go. */
export async function clearTwoFactor(db: Db, userId: number): Promise<boolean> {
  const r = await db
    .updateTable('users')
    .set({ totp_pending: null, totp_secret: null, totp_step: 0, totp_enabled_at: null, recovery_codes: null })
    .where('id', '=', userId)
    .where('totp_enabled_at', 'is not', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

const fresh = (db: Db, id: number) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const codeBody = { type: 'object', required: ['code'], properties: { code: { type: 'string', minLength: 1, maxLength: 32 } } } as const;
const status = {
  type: 'object',
  properties: {
    enabled: { type: 'boolean' },
    enabled_at: { type: 'string', description: 'When it was turned on (absent while off)' },
    recovery_left: { type: 'integer', description: 'Recovery codes not used yet' },
  },
} as const;

export const twoFactorRoutes: FastifyPluginAsync = async (app) => {
  // Guessing six digits: a handful of tries a minute per address, on top of the code being spendable once.
  const limit = { rateLimit: { max: app.config.loginRateLimit ?? 10, timeWindow: '1 minute' } };
  const tell = (user: User, change: 'on' | 'off') => noticeTwoFactor({ db: app.db, outbox: app.outbox }, user, change);

  app.get('/api/user/two_factor', {
    onRequest: app.requireReal,
    schema: { tags: ['user'], summary: 'Whether two-step sign-in is on (extension)', headers: authHeaders, response: replies(status) },
    handler: async (request) => {
      const user = await fresh(app.db, request.user!.id);
      return ok({ enabled: !!user.totp_enabled_at, enabled_at: user.totp_enabled_at ?? undefined, recovery_left: hashesOf(user).length });
    },
  });

  app.post('/api/user/two_factor/setup', {
    onRequest: app.requireReal,
    schema: {
      tags: ['user'], headers: authHeaders,
      summary: 'Start turning two-step sign-in on: a new secret and its otpauth:// link for an authenticator app (extension)',
      response: replies({ type: 'object', properties: { secret: { type: 'string', description: 'Base32, for typing in' }, otpauth_url: { type: 'string' } } }),
    },
    handler: async (request) => {
      const user = request.user!;
      if ((await fresh(app.db, user.id)).totp_enabled_at) throw new AppError('twoFactorAlreadyOn');
      const secret = newTotpSecret();
      await app.db.updateTable('users').set({ totp_pending: app.secrets.seal(secret) }).where('id', '=', user.id).execute();
      return ok({ secret, otpauth_url: totpLink(secret, user.email ?? user.mobile ?? user.uid, await brandName(app.db)) });
    },
  });

  app.post<{ Body: { code: string } }>('/api/user/two_factor/enable', {
    onRequest: app.requireReal,
    config: limit,
    schema: {
      tags: ['user'], headers: authHeaders, consumes: ['application/x-www-form-urlencoded', 'application/json'], body: codeBody,
      summary: 'Turn two-step sign-in on with a code from the app set up: answers the ten recovery codes, once (extension)',
      response: replies({ type: 'object', properties: { recovery_codes: { type: 'array', items: { type: 'string' } } } }),
    },
    handler: async (request) => {
      const user = await fresh(app.db, request.user!.id);
      if (user.totp_enabled_at) throw new AppError('twoFactorAlreadyOn');
      if (!user.totp_pending) throw new AppError('twoFactorNotSetUp');
      const step = acceptTotp(app.secrets.open(user.totp_pending), request.body.code.trim(), 0);
      if (step === null) throw new AppError('twoFactorInvalid');
      const codes = newRecoveryCodes();
      const r = await app.db
        .updateTable('users')
        .set({ totp_secret: user.totp_pending, totp_pending: null, totp_step: step, totp_enabled_at: new Date().toISOString(), recovery_codes: JSON.stringify(codes.map(recoveryHash)) })
        .where('id', '=', user.id)
        .where('totp_pending', '=', user.totp_pending)
        .where('totp_enabled_at', 'is', null)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) throw new AppError('twoFactorNotSetUp');
      await tell(user, 'on');
      return ok({ recovery_codes: codes }, 'twoFactorOn');
    },
  });

  app.post<{ Body: { password: string; code: string } }>('/api/user/two_factor/disable', {
    onRequest: app.requireReal,
    config: limit,
    schema: {
      tags: ['user'], headers: authHeaders, consumes: ['application/x-www-form-urlencoded', 'application/json'],
      summary: 'Turn two-step sign-in off with the password and a code (from the app, or a recovery code) (extension)',
      body: { type: 'object', required: ['password', 'code'], properties: { password: { type: 'string', minLength: 1, maxLength: 128 }, code: codeBody.properties.code } },
      response: replies(nullData),
    },
    handler: async (request) => {
      const user = await fresh(app.db, request.user!.id);
      if (!user.totp_enabled_at) throw new AppError('twoFactorNotOn');
      if (!user.password_hash || !(await verifyPassword(request.body.password, user.password_hash))) throw new AppError('badPassword');
      if (!(await spendSecondFactor(app.db, app.secrets, user, request.body.code))) throw new AppError('twoFactorInvalid');
      await clearTwoFactor(app.db, user.id);
      await tell(user, 'off');
      return ok(null, 'twoFactorOff');
    },
  });
};
