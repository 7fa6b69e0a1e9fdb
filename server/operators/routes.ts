import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError, CODE_FAIL, OperatorError, ok } from '../http/envelope.js';
import { pageParam, replies } from '../http/schemas.js';
import { FailureThrottle } from '../admin/token.js';
import { audited, insertAudit, searchAudit, type AuditQuery } from './audit.js';
import { WrongCurrentPassword, changeOwnPassword, createOperator, endOperatorSession, endSessionsOf, operatorOut, resetOperatorSignIn, signIn, signInFailed } from './accounts.js';
import { ROLES, isRole, permissionsOf, type Role } from './roles.js';

// Signing in and out, operator accounts and the audit log search (docs/operators.md).

const obj = { type: 'object', additionalProperties: true } as const;
const operatorSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' }, disabled: { type: 'integer' }, created_at: { type: 'string' }, last_login_at: { type: ['string', 'null'] } },
} as const;
const meSchema = { type: 'object', properties: { operator: operatorSchema, permissions: { type: 'array', items: { type: 'string' } } } } as const;
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } } as const;

export const operatorRoutes: FastifyPluginAsync = async (app) => {
  // Sign-in failures per address and per account: 10 a minute from one address, 5 in 15 minutes for one e-mail.
  const byIp = new FailureThrottle(10, 60_000);
  const byEmail = new FailureThrottle(5, 15 * 60_000);

  const recordSignIn = (request: FastifyRequest, email: string, operatorId: number | null, role: string, outcome: string) =>
    insertAudit(app.db, {
      operator_id: operatorId, actor: email, role, action: 'operator.sign-in', target_type: 'operator', target_id: String(operatorId ?? ''),
      outcome, ip: request.ip, user_agent: String(request.headers['user-agent'] ?? '').slice(0, 200),
    });

  app.post<{ Body: { email: string; password: string; code: string } }>('/session', {
    config: { access: 'public' },
    schema: {
      tags: ['operators'], summary: 'Sign in with e-mail, password and the current TOTP code; answers a session token (Authorization: Bearer)',
      body: {
        type: 'object', required: ['email', 'password', 'code'], additionalProperties: false,
        properties: { email: { type: 'string', minLength: 3, maxLength: 254 }, password: { type: 'string', minLength: 1, maxLength: 128 }, code: { type: 'string', minLength: 6, maxLength: 6 } },
      },
      response: replies({ type: 'object', properties: { token: { type: 'string' }, expires_at: { type: 'string' }, ...meSchema.properties } }),
    },
    handler: async (request) => {
      const email = request.body.email.trim().toLowerCase();
      if (byIp.blocked(request.ip) || byEmail.blocked(email)) throw new AppError('tooManyRequests', {}, CODE_FAIL, 429);
      try {
        const s = await signIn(app.db, app.secrets, request.body, request.ip);
        await recordSignIn(request, email, s.operator.id, s.operator.role, 'ok');
        return ok({ token: s.token, expires_at: s.expiresAt, operator: operatorOut(s.operator), permissions: permissionsOf(s.operator.role) });
      } catch (e) {
        if (!(e instanceof OperatorError)) throw e;
        byIp.fail(request.ip);
        byEmail.fail(email);
        const known = await app.db.selectFrom('operators').select(['id', 'role']).where('email', '=', email).executeTakeFirst();
        await recordSignIn(request, email, known?.id ?? null, known?.role ?? '', 'refused');
        throw signInFailed();
      }
    },
  });

  app.get('/session', {
    config: { access: 'signed-in' },
    schema: { tags: ['operators'], summary: 'The signed-in operator and the permissions of their role', response: replies(meSchema) },
    handler: async (request) => {
      const a = request.operator!;
      const op = a.operatorId === null ? null : await app.db.selectFrom('operators').selectAll().where('id', '=', a.operatorId).executeTakeFirstOrThrow();
      return ok({ operator: op ? operatorOut(op) : { id: 0, email: 'token', name: 'Automation token', role: 'admin', disabled: 0, created_at: '', last_login_at: null }, permissions: permissionsOf(a.role) });
    },
  });

  app.delete('/session', {
    config: { access: 'signed-in' },
    schema: { tags: ['operators'], summary: 'Sign out (the session token stops working at once)', response: replies({ type: 'null' }) },
    handler: async (request) => {
      const a = request.operator!;
      if (a.sessionId !== null) {
        const sessionId = a.sessionId;
        await audited(app, request, { action: 'operator.sign-out', target: ['operator', a.operatorId ?? ''] }, (db) => endOperatorSession(db, sessionId));
      }
      return ok(null);
    },
  });

  app.put<{ Body: { current: string; password: string } }>('/session/password', {
    config: { access: 'signed-in' },
    schema: {
      tags: ['operators'],
      summary: 'Change one\'s own password with the current one; every other session of the operator ends (the automation token has none)',
      body: {
        type: 'object', required: ['current', 'password'], additionalProperties: false,
        properties: { current: { type: 'string', minLength: 1, maxLength: 128 }, password: { type: 'string', maxLength: 128 } },
      },
      response: replies({ type: 'null' }),
    },
    handler: async (request) => {
      const a = request.operator!;
      if (a.operatorId === null || a.sessionId === null) throw new OperatorError('the automation token has no password');
      const [operatorId, sessionId] = [a.operatorId, a.sessionId];
      // Wrong current passwords count as failed sign-ins of that e-mail: an open session cannot be used to guess it.
      if (byEmail.blocked(a.actor)) throw new AppError('tooManyRequests', {}, CODE_FAIL, 429);
      try {
        await audited(app, request, { action: 'operator.password', target: ['operator', operatorId] }, (db) => changeOwnPassword(db, operatorId, sessionId, request.body.current, request.body.password));
      } catch (e) {
        if (e instanceof WrongCurrentPassword) byEmail.fail(a.actor);
        throw e;
      }
      return ok(null);
    },
  });

  app.get('/operators', {
    config: { access: 'operators.manage' },
    schema: { tags: ['operators'], summary: 'Every operator account', response: replies({ type: 'array', items: operatorSchema }) },
    handler: async () => ok((await app.db.selectFrom('operators').selectAll().orderBy('id').execute()).map(operatorOut)),
  });

  // The console's role picker, with what each role opens: read from the one table (roles.ts), never copied.
  app.get('/operators/roles', {
    config: { access: 'operators.manage' },
    schema: {
      tags: ['operators'], summary: 'The operator roles and the permissions each one holds',
      response: replies({ type: 'array', items: { type: 'object', properties: { role: { type: 'string' }, permissions: { type: 'array', items: { type: 'string' } } } } }),
    },
    handler: async () => ok(ROLES.map((role) => ({ role, permissions: permissionsOf(role) }))),
  });

  app.post<{ Body: { email: string; name: string; role: Role; password: string } }>('/operators', {
    config: { access: 'operators.manage' },
    schema: {
      tags: ['operators'], summary: 'Create an operator; the TOTP secret and its otpauth:// link are answered once, for the new operator to scan',
      body: {
        type: 'object', required: ['email', 'name', 'role', 'password'], additionalProperties: false,
        properties: { email: { type: 'string', maxLength: 254 }, name: { type: 'string', maxLength: 100 }, role: { type: 'string', enum: [...ROLES] }, password: { type: 'string', maxLength: 128 } },
      },
      response: replies({ type: 'object', properties: { operator: operatorSchema, totp_secret: { type: 'string' }, totp_link: { type: 'string' } } }),
    },
    handler: async (request) =>
      audited(app, request, { action: 'operator.create', target: ['operator', request.body.email.toLowerCase()] }, async (db) => {
        const r = await createOperator(db, app.secrets, request.body);
        return ok({ operator: operatorOut(r.operator), totp_secret: r.secret, totp_link: r.link });
      }),
  });

  app.put<{ Params: { id: number }; Body: { name?: string; role?: Role; disabled?: 0 | 1 } }>('/operators/:id', {
    config: { access: 'operators.manage' },
    schema: {
      tags: ['operators'], summary: 'Rename, change the role of, disable or enable an operator (a role change or disabling ends their sessions)',
      params: idParams,
      body: { type: 'object', additionalProperties: false, properties: { name: { type: 'string', minLength: 1, maxLength: 100 }, role: { type: 'string', enum: [...ROLES] }, disabled: { type: 'integer', enum: [0, 1] } } },
      response: replies(operatorSchema),
    },
    handler: async (request) => {
      const id = request.params.id;
      const snapshot = (db: typeof app.db) => db.selectFrom('operators').select(['id', 'email', 'name', 'role', 'disabled']).where('id', '=', id).executeTakeFirst();
      return audited(app, request, { action: 'operator.update', target: ['operator', id], snapshot }, async (db) => {
        const before = await db.selectFrom('operators').selectAll().where('id', '=', id).executeTakeFirst();
        if (!before) throw new OperatorError('no such operator');
        const b = request.body;
        if (b.role !== undefined && !isRole(b.role)) throw new OperatorError('unknown role');
        const after = await db
          .updateTable('operators')
          .set({ ...(b.name !== undefined ? { name: b.name.trim() } : {}), ...(b.role ? { role: b.role } : {}), ...(b.disabled !== undefined ? { disabled: b.disabled } : {}) })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        // The back office must keep someone who can manage it.
        const admins = await db.selectFrom('operators').select((eb) => eb.fn.countAll<number>().as('n')).where('role', '=', 'admin').where('disabled', '=', 0).executeTakeFirstOrThrow();
        if (Number(admins.n) === 0) throw new OperatorError('at least one enabled admin must remain');
        if (after.disabled || after.role !== before.role) await endSessionsOf(db, id);
        return ok(operatorOut(after));
      });
    },
  });

  app.post<{ Params: { id: number }; Body: { password: string } }>('/operators/:id/reset', {
    config: { access: 'operators.manage' },
    schema: {
      tags: ['operators'],
      summary: 'A lost authenticator or password: a new first password and a new TOTP key, answered once; every session of theirs ends',
      params: idParams,
      body: { type: 'object', required: ['password'], additionalProperties: false, properties: { password: { type: 'string', maxLength: 128 } } },
      response: replies({ type: 'object', properties: { operator: operatorSchema, totp_secret: { type: 'string' }, totp_link: { type: 'string' } } }),
    },
    handler: async (request) =>
      audited(app, request, { action: 'operator.reset', target: ['operator', request.params.id] }, async (db) => {
        const r = await resetOperatorSignIn(db, app.secrets, request.params.id, request.body.password);
        return ok({ operator: operatorOut(r.operator), totp_secret: r.secret, totp_link: r.link });
      }),
  });

  app.get<{ Querystring: AuditQuery }>('/audit', {
    config: { access: 'audit.read' },
    schema: {
      tags: ['operators'], summary: 'Search the audit log, newest first (exact actor, action, target; from ≤ at < to)',
      querystring: {
        type: 'object', additionalProperties: false,
        properties: {
          actor: { type: 'string', maxLength: 254 }, action: { type: 'string', maxLength: 64 }, target_type: { type: 'string', maxLength: 32 }, target_id: { type: 'string', maxLength: 64 },
          from: { type: 'string', format: 'date-time' }, to: { type: 'string', format: 'date-time' }, page: pageParam, limit: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
        },
      },
      response: replies({ type: 'object', properties: { data: { type: 'array', items: obj }, total: { type: 'integer' } } }),
    },
    handler: async (request) => ok(await searchAudit(app.db, request.query)),
  });
};
