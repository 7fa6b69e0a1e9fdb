import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { hashPassword } from '../auth/password.js';
import { AREAS } from '../data/areas.js';
import { AppError, CODE_FAIL, ok } from '../http/envelope.js';
import { authHeaders, replies } from '../http/schemas.js';
import { getSetting, getSettings } from '../settings/index.js';
import { createRealUser, normalizeEmail, normalizeMobile, publicUser, userSchema } from '../users/index.js';
import { createCaptcha, consumeCaptcha } from './captcha.js';
import { CodePurpose, consumeCode, issueCode } from './codes.js';
import { latestSubmission, maskCardId, submitIdentity } from './identity.js';
import { Outbox, createSmtpSender, type MessageSender } from './outbox.js';
import { MAX_UPLOAD_BYTES, NAME_PATTERN, storeImage, uploadDir } from './uploads.js';
import { mayReadUpload } from './upload-links.js';
import type { Db } from '../db/index.js';
import type { User } from '../db/schema.js';

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
    /** Per-IP limits per minute: registrations (10), code sends (10), uploads (30). */
    accountRateLimits?: { register?: number; codes?: number; uploads?: number };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    outbox: Outbox;
  }
}

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MOBILE_RE = /^\+?[0-9][0-9 -]{4,30}$/;

const passwordField = { type: 'string', minLength: 6, maxLength: 64, description: '6 to 64 characters' } as const;
const codeField = { type: 'string', maxLength: 16 } as const;
const purposeField = { type: 'integer', enum: [1, 2], description: '1 register, 2 reset or change password' } as const;
const msgOnly = replies({ type: 'null' });

function validEmail(to: string): string {
  const email = normalizeEmail(to);
  if (!EMAIL_RE.test(email) || email.length > 254) throw new AppError('emailInvalid');
  return email;
}
function validMobile(to: string): string {
  if (!MOBILE_RE.test(to.trim())) throw new AppError('mobileInvalid');
  return normalizeMobile(to.trim()).replace(/^\+/, '');
}
function areaOf(areaId: number | undefined | null) {
  return AREAS.find((a) => a.id === areaId);
}
/** Outbox address of an SMS: +<calling code><number> when the area is known. */
const smsAddress = (mobile: string, areaId?: number | null) => {
  const area = areaOf(areaId);
  return area ? `+${area.global_code}${mobile}` : mobile;
};

async function sendCode(app: FastifyInstance, channel: 'email' | 'sms', key: string, address: string, purpose: number, deliver: boolean) {
  // The 60 s rule and the code row apply even when nothing is delivered, so the answer never tells whether an
  // account exists (password reset of an unknown account).
  const code = await issueCode(app.db, channel, key, purpose);
  if (!deliver) return;
  const title = (await getSetting(app.db, 'title')) || 'Pipkit';
  const what = purpose === CodePurpose.register ? 'registration' : 'password';
  const body = `Your ${title} ${what} verification code is ${code}. It is valid for 10 minutes. If you did not ask for it, ignore this message.`;
  const sent = await app.outbox.send({ channel, target: address, subject: `${title} verification code`, body });
  if (!sent) throw new AppError('sendFailed');
}

const findByEmail = (db: Db, email: string) => db.selectFrom('users').selectAll().where('email', '=', email).where('is_demo', '=', 0).executeTakeFirst();
const findByMobile = (db: Db, mobile: string) => db.selectFrom('users').selectAll().where('mobile', '=', mobile).where('is_demo', '=', 0).executeTakeFirst();

async function setPassword(app: FastifyInstance, user: User, password: string, keepSessionId: number | null) {
  const hash = await hashPassword(password);
  const revoked = await app.db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ password_hash: hash }).where('id', '=', user.id).execute();
    let q = trx.selectFrom('sessions').select('id').where('user_id', '=', user.id).where('revoked_at', 'is', null);
    if (keepSessionId !== null) q = q.where('id', '!=', keepSessionId);
    const ids = (await q.execute()).map((r) => r.id);
    if (ids.length) await trx.updateTable('sessions').set({ revoked_at: new Date().toISOString() }).where('id', 'in', ids).execute();
    return ids;
  });
  for (const id of revoked) app.hub.dropSession(id);
}

const routes: FastifyPluginAsync = async (app) => {
  const limits = { register: 10, codes: 10, uploads: 30, ...app.config.accountRateLimits };
  // One byte over the limit is read, so a file that reaches it is seen as too large, never kept cut to the limit.
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 5, parts: 6 } });

  // ---- registration ------------------------------------------------------------------------------------------
  interface RegisterBody {
    type?: string;
    area_id?: number;
    account: string;
    password: string;
    re_password: string;
    invite_code?: string;
    sms_code?: string;
    key?: string;
    mobile?: string;
  }
  app.post<{ Body: RegisterBody }>('/api/user/register', {
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
      const b = request.body;
      const type = b.type === 'mobile' || b.type === '2' ? 'mobile' : b.type === 'email' || b.type === '1' ? 'email' : b.account.includes('@') ? 'email' : 'mobile';
      if (b.password !== b.re_password) throw new AppError('passwordMismatch');
      const email = type === 'email' ? validEmail(b.account) : undefined;
      const extraMobile = type === 'email' && b.mobile?.trim() ? validMobile(b.mobile) : undefined;
      const mobile = type === 'mobile' ? validMobile(b.account) : extraMobile;
      if (b.area_id !== undefined && !areaOf(b.area_id)) throw new AppError('unknownArea');

      let inviterId: number | undefined;
      const invite = b.invite_code?.trim().toUpperCase();
      if (invite) {
        const inviter = await app.db.selectFrom('users').select(['id', 'is_demo']).where('invite_code', '=', invite).executeTakeFirst();
        if (!inviter || inviter.is_demo) throw new AppError('inviteInvalid');
        inviterId = inviter.id;
      }
      if (email && (await findByEmail(app.db, email))) throw new AppError('emailTaken');
      if (mobile && (await app.db.selectFrom('users').select('id').where('mobile', '=', mobile).executeTakeFirst()))
        throw new AppError('mobileTaken');

      const verify = Number((await getSettings(app.db, ['verify_reg_type'])).verify_reg_type);
      if (verify === 2) {
        if (!b.key || !b.sms_code) throw new AppError('pictureCodeRequired');
        await consumeCaptcha(app.db, b.key, b.sms_code);
      } else {
        if (!b.sms_code) throw new AppError('codeRequired');
        await consumeCode(app.db, type === 'email' ? email! : mobile!, CodePurpose.register, b.sms_code);
      }
      const user = await createRealUser(app.db, { email, mobile, areaId: mobile ? b.area_id : undefined, password: b.password, inviterId });
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
      const email = validEmail(request.body.to);
      const purpose = request.body.type;
      const exists = !!(await findByEmail(app.db, email));
      if (purpose === CodePurpose.register && exists) throw new AppError('emailTaken');
      await sendCode(app, 'email', email, email, purpose, purpose === CodePurpose.register || exists);
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
      const mobile = validMobile(request.body.to);
      const purpose = request.body.type;
      const user = await findByMobile(app.db, mobile);
      if (purpose === CodePurpose.register && user) throw new AppError('mobileTaken');
      const areaId = user?.area_id ?? request.body.area_id;
      await sendCode(app, 'sms', mobile, smsAddress(mobile, areaId), purpose, purpose === CodePurpose.register || !!user);
      return ok(null, 'codeSent');
    },
  });

  // ---- passwords ---------------------------------------------------------------------------------------------
  interface ForgetBody {
    type?: string;
    account?: string;
    email?: string;
    new_password: string;
    secondary_password?: string;
    auth_code: string;
  }
  app.post<{ Body: ForgetBody }>('/api/user/forget_password', {
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
      const b = request.body;
      const account = (b.account || b.email || '').trim();
      if (!account) throw new AppError('fieldRequired', { field: 'account' });
      if (b.secondary_password !== undefined && b.secondary_password !== b.new_password) throw new AppError('passwordMismatch');
      const type = b.type ?? (account.includes('@') ? 'email' : 'mobile');
      const key = type === 'email' ? validEmail(account) : validMobile(account);
      // The code check comes first and fails the same way for unknown accounts (no account enumeration).
      await consumeCode(app.db, key, CodePurpose.reset, b.auth_code);
      const user = type === 'email' ? await findByEmail(app.db, key) : await findByMobile(app.db, key);
      if (!user) throw new AppError('invalidCode');
      await setPassword(app, user, b.new_password, null);
      return ok(null, 'passwordChangedLogin');
    },
  });

  app.post<{ Body: { new_password: string; secondary_password: string; auth_code: string } }>('/api/user/amend_password', {
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
      const user = request.user!;
      const b = request.body;
      if (b.new_password !== b.secondary_password) throw new AppError('passwordMismatch');
      await consumeCode(app.db, user.email ?? user.mobile ?? '', CodePurpose.reset, b.auth_code);
      await setPassword(app, user, b.new_password, request.session!.id);
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

  // ---- uploads -----------------------------------------------------------------------------------------------
  app.post('/api/common/image_upload', {
    onRequest: app.requireReal,
    config: { rateLimit: { max: limits.uploads, timeWindow: '1 minute' } },
    schema: {
      tags: ['general'],
      summary: 'Upload one image (multipart field file; PNG, JPEG, GIF or WebP by content, at most 5 MB)',
      headers: authHeaders,
      consumes: ['multipart/form-data'],
      response: replies({ type: 'object', required: ['url'], properties: { url: { type: 'string', description: 'Path of the stored image, e.g. /uploads/….png' } } }),
    },
    handler: async (request) => {
      if (!request.isMultipart()) throw new AppError('uploadMultipart');
      let file;
      try {
        file = await request.file();
      } catch {
        throw new AppError('uploadMultipart');
      }
      if (!file) throw new AppError('uploadMultipart');
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (e) {
        if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('uploadTooLarge');
        throw e;
      }
      // The stream may report the limit after its last chunk was read: a truncated file is refused, whatever toBuffer did.
      if (file.file.truncated) throw new AppError('uploadTooLarge');
      const { url } = await storeImage(app.db, app.config.dataDir, request.user!.id, bytes);
      return ok({ url: app.uploadLinks.sign(url) });
    },
  });

  app.get<{ Params: { name: string }; Querystring: { exp?: string; sig?: string } }>('/uploads/:name', {
    schema: {
      tags: ['general'],
      summary: 'A private uploaded image: for a signed link (exp, sig) as handed to its owner, its owner\'s session or the admin token',
      params: { type: 'object', properties: { name: { type: 'string', maxLength: 80 } } },
      querystring: { type: 'object', properties: { exp: { type: 'string', maxLength: 12 }, sig: { type: 'string', maxLength: 64 } } },
    },
    handler: async (request, reply) => {
      const { name } = request.params;
      const row = NAME_PATTERN.test(name) ? await app.db.selectFrom('uploads').select(['mime', 'size', 'user_id']).where('name', '=', name).executeTakeFirst() : undefined;
      const path = join(uploadDir(app.config.dataDir), name);
      // Someone else's file answers exactly like a missing one: its existence is not revealed.
      const allowed = !!row && (app.uploadLinks.verify(name, request.query.exp, request.query.sig) || (await mayReadUpload(app, request, row.user_id)));
      if (!row || !allowed || !(await stat(path).catch(() => null))) throw new AppError('notFound', {}, CODE_FAIL, 404);
      return reply
        .type(row.mime)
        .header('Content-Length', row.size)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', `inline; filename="${name}"`)
        .header('Content-Security-Policy', "default-src 'none'; img-src 'self'; sandbox")
        .header('Cache-Control', 'private, no-store')
        .send(createReadStream(path));
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
    const smtpUrl = app.config.smtpUrl ?? process.env.SMTP_URL;
    const from = app.config.mailFrom ?? process.env.MAIL_FROM ?? 'no-reply@localhost';
    const email = smtpUrl ? await createSmtpSender(smtpUrl, from) : undefined;
    app.decorate('outbox', new Outbox(app.db, app.log, { email, sms: app.config.smsSender }));
    await app.register(routes);
  },
  { name: 'pipkit-accounts' },
);
