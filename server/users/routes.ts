import type { FastifyPluginAsync } from 'fastify';
import { burnPasswordCheck, verifyPassword } from '../auth/password.js';
import { createSession, revokeSession } from '../auth/sessions.js';
import { recordSignIn } from '../auth/sign-ins.js';
import { AppError, CODE_CAPTCHA, CODE_FAIL, CODE_TWO_FACTOR, ok } from '../http/envelope.js';
import { consumeCaptcha } from '../accounts/captcha.js';
import { CAPTCHA_AFTER, clearFailures, failureDelayMs, loginKey, recentFailures, recordFailure } from '../auth/login-guard.js';
import { authHeaders, nullData, replies } from '../http/schemas.js';
import { findLoginUser, findOrCreateDemoUser, publicUser, userSchema } from './index.js';
import { deviceRoutes, originOf } from './devices.js';
import { startSession } from './sign-in.js';
import { spendSecondFactor, twoFactorRoutes } from './two-factor.js';
import { passkeyRoutes } from './passkeys.js';
import { lockedOut } from '../closure/service.js';

const loginData = {
  type: 'object',
  required: ['token', 'user'],
  properties: { token: { type: 'string', description: 'Send back in the authorization header' }, user: userSchema },
} as const;

interface LoginBody {
  account: string;
  password: string;
  login_type?: 'email' | 'mobile';
  key?: string;
  captcha?: string;
  totp_code?: string;
}

const hasCaptcha = (body: unknown) => {
  const b = body as Partial<LoginBody> | undefined;
  return typeof b?.key === 'string' && b.key !== '' && typeof b.captcha === 'string' && b.captcha !== '';
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const userRoutes: FastifyPluginAsync = async (app) => {
  await app.register(deviceRoutes);
  await app.register(twoFactorRoutes);
  await app.register(passkeyRoutes);
  app.post<{ Body: LoginBody }>('/api/user/loginForU', {
    // The per-address limit stops floods, never the owner: a login that carries a picture captcha is not counted
    // (the captcha is checked in the handler), so someone sharing an attacker's address still gets in.
    config: { rateLimit: { max: app.config.loginRateLimit ?? 10, timeWindow: '1 minute', hook: 'preHandler', allowList: (request) => hasCaptcha(request.body) } },
    schema: {
      tags: ['user'],
      summary: 'Log in by e-mail or mobile (form-urlencoded or JSON)',
      consumes: ['application/x-www-form-urlencoded', 'application/json'],
      body: {
        type: 'object',
        required: ['account', 'password'],
        properties: {
          account: { type: 'string', minLength: 1, maxLength: 254 },
          password: { type: 'string', minLength: 1, maxLength: 128 },
          login_type: { type: 'string', enum: ['email', 'mobile'], description: "Default: 'email' when account contains @" },
          key: { type: 'string', maxLength: 64, description: 'Picture captcha key (GET /api/captcha), when the last answer had code 2 or HTTP 429' },
          captcha: { type: 'string', maxLength: 16, description: 'The text of that captcha' },
          totp_code: { type: 'string', maxLength: 32, description: 'With two-step sign-in on (the last answer had code 3): the authenticator code, or a recovery code' },
        },
      },
      response: replies(loginData),
    },
    handler: async (request) => {
      const { account, password } = request.body;
      const type = request.body.login_type ?? (account.includes('@') ? 'email' : 'mobile');
      const guard = loginKey(type, account);
      if (hasCaptcha(request.body)) {
        try {
          await consumeCaptcha(app.db, request.body.key!, request.body.captcha!);
        } catch (e) {
          if (AppError.is(e, 'invalidCaptcha')) throw new AppError('invalidCaptcha', {}, CODE_CAPTCHA);
          throw e;
        }
      } else if ((await recentFailures(app.db, guard)) >= CAPTCHA_AFTER) {
        throw new AppError('pictureCodeRequired', {}, CODE_CAPTCHA);
      }
      const user = await findLoginUser(app.db, account, type);
      // Same message and (roughly) same time for an unknown account and a wrong password.
      const good = user?.password_hash ? await verifyPassword(password, user.password_hash) : await burnPasswordCheck(password);
      if (!user || !good) {
        // Kept in the account's activity when there is an account: its owner sees someone trying.
        if (user) await recordSignIn(app.db, user.id, originOf(request), 'password', 'wrong_password');
        const failures = await recordFailure(app.db, guard);
        await sleep(failureDelayMs(failures));
        throw new AppError('badLogin', {}, failures >= CAPTCHA_AFTER ? CODE_CAPTCHA : CODE_FAIL);
      }
      // Told only after the right password, so it says nothing about accounts one cannot open (docs/operators.md).
      // Kept: the password of a locked account is known to whoever typed it, which support looking into the lock wants.
      if (user.locked_at) {
        await recordSignIn(app.db, user.id, originOf(request), 'password', 'locked');
        throw lockedOut(user);
      }
      if (user.totp_enabled_at) {
        // The right password alone asks for the second step (code 3); a wrong code counts as a failed login, so
        // guessing codes meets the captcha and the delays that guessing passwords meets.
        const code = request.body.totp_code?.trim();
        if (!code) throw new AppError('twoFactorRequired', {}, CODE_TWO_FACTOR);
        if (!(await spendSecondFactor(app.db, app.secrets, user, code))) {
          await recordSignIn(app.db, user.id, originOf(request), 'password', 'wrong_code');
          const failures = await recordFailure(app.db, guard);
          await sleep(failureDelayMs(failures));
          throw new AppError('twoFactorInvalid', {}, failures >= CAPTCHA_AFTER ? CODE_CAPTCHA : CODE_TWO_FACTOR);
        }
      }
      await clearFailures(app.db, guard);
      const token = await startSession(app, request, user, 'password');
      return ok({ token, user: publicUser(user) });
    },
  });

  app.get<{ Querystring: { demo_id: string } }>('/api/user/createAccountDemoForU', {
    config: { rateLimit: { max: app.config.demoRateLimit ?? 30, timeWindow: '1 minute' } },
    schema: {
      tags: ['user'],
      summary: 'Start or resume the demo account of demo_id (the same demo_id always resumes the same account)',
      querystring: {
        type: 'object',
        required: ['demo_id'],
        properties: { demo_id: { type: 'string', minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } },
      },
      response: replies(loginData),
    },
    handler: async (request) => {
      const user = await findOrCreateDemoUser(app.db, request.query.demo_id, app.config.demoStartingBalance);
      // A demo account the desk locked does not resume: its session would be refused at the first request.
      if (user.locked_at) throw lockedOut(user);
      const { token } = await createSession(app.db, user.id, originOf(request));
      return ok({ token, user: publicUser(user) });
    },
  });

  app.get('/api/user/info', {
    onRequest: app.requireUser,
    schema: { tags: ['user'], summary: 'The logged-in user', headers: authHeaders, response: replies(userSchema) },
    handler: async (request) => ok(publicUser(request.user!)),
  });

  app.post('/api/user/logout', {
    onRequest: app.requireUser,
    schema: { tags: ['user'], summary: 'Revoke the current session', headers: authHeaders, response: replies(nullData) },
    handler: async (request) => {
      await revokeSession(app.db, request.session!.id);
      app.pushes.dropSession(request.session!.id);
      return ok(null, 'logoutSuccess');
    },
  });
};
