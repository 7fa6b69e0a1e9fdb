import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../http/envelope.js';
import { authHeaders, replies } from '../http/schemas.js';
import { publicUser, userSchema } from '../users/index.js';
import { createCaptcha } from './captcha.js';
import { latestSubmission, maskCardId, submitIdentity } from './identity.js';
import { configuredOutbox, configuredSmtpUrl, type MessageSender, type Outbox } from './outbox.js';
import { changePassword, resetPassword, type ChangeInput, type ResetInput } from './passwords.js';
import { register, sendEmailCode, sendSmsCode, type RegisterInput } from './registration.js';
import { uploadRoutes } from './upload-routes.js';
import { devDeliveryMode, devOutboxRoutes } from './dev-outbox.js';
import { payoutHoldMs } from '../funds/payout-hold.js';
import { headerLang, requestLang } from '../i18n/messages.js';

// Accounts and identity (issue 4): registration, codes and captcha, password reset/change, image upload,
// real-name verification and the invite summary. Rate limits use @fastify/rate-limit (registered in app.ts).

declare module '../app.js' {
  interface ServerConfig {
    /** SMTP for the outbox, e.g. smtps://user:pass@smtp.example.com (default: env SMTP_URL; none = log only). */
    smtpUrl?: string;
    /** From address of outgoing e-mail (default: env MAIL_FROM or no-reply@localhost). */
    mailFrom?: string;
    /** SMS provider; without one SMS messages are stored in the outbox and logged only. */
    smsSender?: MessageSender;
    /** Show the outbox at /dev/outbox (default: when no mail and no SMS provider is configured; never in production). */
    devOutbox?: boolean;
    /** Per-IP limits per minute: registrations (10), code sends (10), uploads (30). */
    accountRateLimits?: { register?: number; codes?: number; uploads?: number };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    outbox: Outbox;
    /** Development delivery: codes are read at /dev/outbox (dev-outbox.ts). */
    devDelivery: boolean;
  }
}

const passwordField = { type: 'string', minLength: 6, maxLength: 64, description: '6 to 64 characters' } as const;
const codeField = { type: 'string', maxLength: 16 } as const;
const purposeField = { type: 'integer', enum: [1, 2], description: '1 register, 2 reset or change password' } as const;
const msgOnly = replies({ type: 'null' });

const routes: FastifyPluginAsync = async (app) => {
  const limits = { register: 10, codes: 10, uploads: 30, ...app.config.accountRateLimits };
  const codeDeps = { db: app.db, outbox: app.outbox };
  const passwordDeps = { db: app.db, dropSession: (id: number) => app.pushes.dropSession(id), holdMs: payoutHoldMs(app.config), outbox: app.outbox };
  await app.register(uploadRoutes, { perMinute: limits.uploads });

  // ---- registration ------------------------------------------------------------------------------------------
  app.post<{ Body: RegisterInput }>('/api/user/register', {
    config: { rateLimit: { max: limits.register, timeWindow: '1 minute' } },
    schema: {
      tags: ['user'],
      summary: 'Register by e-mail or mobile; verification per verify_reg_type (2 = picture captcha: key + sms_code = its text)',
      consumes: ['application/x-www-form-urlencoded', 'application/json'],
      body: {
        type: 'object',
        required: ['account', 'password', 're_password'],
        properties: {
          type: { type: 'string', enum: ['email', 'mobile', '1', '2'], description: "'email' or 'mobile' (default: by the account)" },
          area_id: { type: 'integer', minimum: 1, description: 'Calling code id (area_list) of the mobile number' },
          account: { type: 'string', minLength: 1, maxLength: 254 },
          password: passwordField,
          re_password: { type: 'string', maxLength: 64 },
          invite_code: { type: 'string', maxLength: 16 },
          sms_code: { ...codeField, description: 'E-mail/SMS code, or the captcha text when verify_reg_type is 2' },
          key: { type: 'string', maxLength: 64, description: 'Captcha id (verify_reg_type 2)' },
          mobile: { type: 'string', maxLength: 32, description: 'Optional phone of an e-mail registration (is_show_mobile)' },
        },
      },
      response: replies(userSchema),
    },
    handler: async (request) => {
      const user = await register(app.db, request.body, headerLang(request));
      return ok(publicUser(user), 'registered');
    },
  });

  // ---- captcha and codes -------------------------------------------------------------------------------------
  app.get('/api/captcha', {
    config: { rateLimit: { max: limits.codes * 3, timeWindow: '1 minute' } },
    schema: {
      tags: ['user'],
      summary: 'New picture captcha (single use, expires after 5 minutes); b64s is an SVG data URL',
      response: replies({ type: 'object', required: ['id', 'b64s'], properties: { id: { type: 'string' }, b64s: { type: 'string' } } }),
    },
    handler: async () => ok(await createCaptcha(app.db)),
  });

  app.post<{ Body: { to: string; type: number } }>('/api/notify/send_email', {
    config: { rateLimit: { max: limits.codes, timeWindow: '1 minute' } },
    schema: {
      tags: ['user'],
      summary: 'E-mail a verification code (one per address and type every 60 s, valid 10 minutes, single use)',
      consumes: ['application/x-www-form-urlencoded', 'application/json'],
      body: { type: 'object', required: ['to', 'type'], properties: { to: { type: 'string', maxLength: 254 }, type: purposeField } },
      response: msgOnly,
    },
    handler: async (request) => {
      await sendEmailCode(codeDeps, request.body.to, request.body.type, requestLang(request));
      return ok(null, 'codeSent');
    },
  });

  app.post<{ Body: { to: string; area_id?: number; type: number } }>('/api/notify/send_sms', {
    config: { rateLimit: { max: limits.codes, timeWindow: '1 minute' } },
    schema: {
      tags: ['user'],
      summary: 'Text a verification code (one per number and type every 60 s, valid 10 minutes, single use)',
      consumes: ['application/x-www-form-urlencoded', 'application/json'],
      body: {
        type: 'object',
        required: ['to', 'type'],
        properties: { to: { type: 'string', maxLength: 32 }, area_id: { type: 'integer', minimum: 1 }, type: purposeField },
      },
      response: msgOnly,
    },
    handler: async (request) => {
      await sendSmsCode(codeDeps, request.body.to, request.body.type, request.body.area_id, requestLang(request));
      return ok(null, 'codeSent');
    },
  });

  // ---- passwords ---------------------------------------------------------------------------------------------
  app.post<{ Body: ResetInput }>('/api/user/forget_password', {
    config: { rateLimit: { max: limits.register, timeWindow: '1 minute' } },
    schema: {
      tags: ['user'],
      summary: 'Reset a forgotten password with a code (type email or mobile); ends every session of the account',
      consumes: ['application/x-www-form-urlencoded', 'application/json'],
      body: {
        type: 'object',
        required: ['new_password', 'auth_code'],
        properties: {
          type: { type: 'string', enum: ['email', 'mobile'] },
          account: { type: 'string', maxLength: 254 },
          email: { type: 'string', maxLength: 254 },
          new_password: passwordField,
          secondary_password: { type: 'string', maxLength: 64 },
          auth_code: codeField,
        },
      },
      response: msgOnly,
    },
    handler: async (request) => {
      await resetPassword(passwordDeps, request.body);
      return ok(null, 'passwordChangedLogin');
    },
  });

  app.post<{ Body: ChangeInput }>('/api/user/amend_password', {
    onRequest: app.requireReal,
    config: { rateLimit: { max: limits.register, timeWindow: '1 minute' } },
    schema: {
      tags: ['user'],
      summary: "Change the password with a code sent to the user's e-mail (or mobile); ends the user's other sessions",
      headers: authHeaders,
      consumes: ['application/x-www-form-urlencoded', 'application/json'],
      body: {
        type: 'object',
        required: ['new_password', 'secondary_password', 'auth_code'],
        properties: { new_password: passwordField, secondary_password: { type: 'string', maxLength: 64 }, auth_code: codeField },
      },
      response: msgOnly,
    },
    handler: async (request) => {
      await changePassword(passwordDeps, request.user!, request.session!.id, request.body);
      return ok(null, 'passwordChanged');
    },
  });

  // ---- invitations -------------------------------------------------------------------------------------------
  app.get('/api/user/invite_info', {
    onRequest: app.requireReal,
    schema: {
      tags: ['user'],
      summary: 'Invitation code of the user and how many registered with it (real accounts only)',
      headers: authHeaders,
      response: replies({
        type: 'object',
        required: ['invite_code', 'invited'],
        properties: { invite_code: { type: 'string' }, invited: { type: 'integer' } },
      }),
    },
    handler: async (request) => {
      const row = await app.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).where('inviter_id', '=', request.user!.id).executeTakeFirst();
      return ok({ invite_code: request.user!.invite_code, invited: Number(row?.n ?? 0) });
    },
  });

  // ---- real-name verification --------------------------------------------------------------------------------
  app.post<{ Body: { name: string; card_id: string; front_pic: string; reverse_pic: string } }>('/api/user_real/real_name', {
    onRequest: app.requireReal,
    schema: {
      tags: ['user'],
      summary: 'Submit identity for review: name, ID number and the uploaded front and back images',
      headers: authHeaders,
      consumes: ['application/x-www-form-urlencoded', 'application/json'],
      body: {
        type: 'object',
        required: ['name', 'card_id', 'front_pic', 'reverse_pic'],
        properties: {
          name: { type: 'string', minLength: 1, maxLength: 100 },
          card_id: { type: 'string', minLength: 1, maxLength: 40 },
          front_pic: { type: 'string', maxLength: 300 },
          reverse_pic: { type: 'string', maxLength: 300 },
        },
      },
      response: replies({ type: 'object', required: ['review_status'], properties: { review_status: { type: 'string' } } }),
    },
    handler: async (request) => {
      await submitIdentity(app.db, request.user!.id, request.body);
      return ok({ review_status: 'waiting' }, 'submittedUnderReview');
    },
  });

  app.get('/api/user_real/center', {
    onRequest: app.requireReal,
    schema: {
      tags: ['user'],
      summary: 'Identity review state: none, waiting, finish or rejected (with reason)',
      headers: authHeaders,
      response: replies({
        type: 'object',
        required: ['review_status'],
        properties: {
          review_status: { type: 'string', enum: ['none', 'waiting', 'finish', 'rejected'] },
          name: { type: 'string' },
          card_id: { type: 'string', description: 'Masked ID number' },
          reason: { type: 'string' },
        },
      }),
    },
    handler: async (request) => {
      const s = await latestSubmission(app.db, request.user!.id);
      if (!s) return ok({ review_status: 'none' });
      return ok({ review_status: s.status, name: s.name, card_id: maskCardId(s.card_id), ...(s.reason ? { reason: s.reason } : {}) });
    },
  });
};

/** Decorates app.outbox (used by the admin routes too) and registers the account routes in their own scope. */
export const accountRoutes = fp(
  async (app) => {
    const smtpUrl = configuredSmtpUrl(app.config);
    app.decorate('outbox', await configuredOutbox(app.db, app.log, app.config));
    // Every process that sends tries the failed notices again; each message is taken by one of them (Outbox.retryDue).
    const stopRetries = app.outbox.startRetries();
    app.addHook('onClose', async () => stopRetries());
    const devDelivery = devDeliveryMode({ smtpUrl, hasSmsSender: !!app.config.smsSender, nodeEnv: process.env.NODE_ENV, override: app.config.devOutbox });
    app.decorate('devDelivery', devDelivery);
    if (devDelivery) await app.register(devOutboxRoutes);
    await app.register(routes);
  },
  { name: 'pipkit-accounts' },
);
