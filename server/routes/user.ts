import type { FastifyPluginAsync } from 'fastify';
import { burnPasswordCheck, verifyPassword } from '../auth/password.js';
import { createSession, revokeSession } from '../auth/sessions.js';
import { AppError, ok } from '../http/envelope.js';
import { authHeaders, nullData, replies } from '../http/schemas.js';
import { findLoginUser, findOrCreateDemoUser, publicUser, userSchema } from '../users/index.js';

const loginData = {
  type: 'object',
  required: ['token', 'user'],
  properties: { token: { type: 'string', description: 'Send back in the authorization header' }, user: userSchema },
} as const;

interface LoginBody {
  account: string;
  password: string;
  login_type?: 'email' | 'mobile';
}


export const userRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: LoginBody }>('/api/user/loginForU', {
    config: { rateLimit: { max: app.config.loginRateLimit ?? 10, timeWindow: '1 minute' } },
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
        },
      },
      response: replies(loginData),
    },
    handler: async (request) => {
      const { account, password } = request.body;
      const type = request.body.login_type ?? (account.includes('@') ? 'email' : 'mobile');
      const user = await findLoginUser(app.db, account, type);
      // Same message and (roughly) same time for an unknown account and a wrong password.
      const good = user?.password_hash ? await verifyPassword(password, user.password_hash) : await burnPasswordCheck(password);
      if (!user || !good) throw new AppError('badLogin');
      const { token } = await createSession(app.db, user.id);
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
      const { token } = await createSession(app.db, user.id);
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
      app.hub.dropSession(request.session!.id);
      return ok(null, 'logoutSuccess');
    },
  });
};
