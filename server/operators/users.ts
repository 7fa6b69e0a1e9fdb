import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/index.js';
import { AppError, OperatorError, ok } from '../http/envelope.js';
import { replies } from '../http/schemas.js';
import { publicUser, userSchema } from '../users/index.js';
import { OrderStatus } from '../trading/schema.js';
import { audited } from './audit.js';
import { liveSession, revokeUserSessions, sessionIdleMs } from '../auth/sessions.js';
import { accountSnapshot } from '../ledger/adjust.js';
import { resetDemoAccount } from '../demo/reset.js';
import { payoutHolds, releasePayoutHold } from '../funds/payout-hold.js';
import { noticeHoldReleased, noticePasskey, noticeTwoFactor } from '../accounts/notices.js';
import { clearTwoFactor } from '../users/two-factor.js';
import { liveAccount, liveAccountSchema, marginCallSchema } from '../trading/margin-monitor.js';
import { marginCallHistorySchema, marginCallsOf } from '../trading/margin-call-history.js';
import { copyingOf, copySchema } from '../copy/routes.js';
import { requestLang } from '../i18n/messages.js';
import { limitsReply, limitsView } from '../limits/routes.js';
import { recentSignIns } from '../auth/sign-ins.js';
import { signInSchema, signInView } from '../users/devices.js';

// A user as the desk sees them (docs/operators.md "Users"): profile, balances, the account's live figures (equity,
// margins, floating P&L and risk rate at the current prices, as the margin monitor reads them), latest ledger, open
// positions (each with its current price and P&L) and pending orders, live sessions, identity status; locking a
// user out (every session ends at once, no new login), and turning their two-step sign-in off when they lost their
// phone.

const obj = { type: 'object', additionalProperties: true } as const;
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } } as const;

/** Revokes the user's live sessions; their ids. */
const endSessions = (db: Db, userId: number, at: string) => revokeUserSessions(db, userId, {}, at);

export const userAdminRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: number } }>('/users/:id', {
    config: { access: 'users.read' },
    schema: {
      tags: ['operators'], summary: "A user: profile, balances, the account's live figures, the latest 50 ledger rows, open positions (with current price and P&L) and pending orders, live sessions, recent sign-ins, the latest margin calls, identity", params: idParams,
      response: replies({
        type: 'object',
        properties: {
          user: { ...userSchema, properties: { ...userSchema.properties, created_at: { type: 'string' }, locked_at: { type: ['string', 'null'] }, closed_at: { type: ['string', 'null'], description: 'Since when the client closed the account (locked_at is set with it; unlocking reopens it)' }, two_factor_at: { type: ['string', 'null'], description: 'Since when two-step sign-in is on (null: off)' }, passkeys: { type: 'integer', description: 'Passkeys that sign in to the account' } } },
          account: obj,
          live: { ...liveAccountSchema, description: 'Equity, margins, floating P&L and risk rate at the current prices (docs/operators.md "Margin monitor")' },
          margin_call: marginCallSchema,
          margin_calls: marginCallHistorySchema,
          copy: copySchema,
          ledger: { type: 'array', items: obj },
          orders: {
            type: 'array',
            items: { ...obj, properties: { price: { type: ['string', 'null'], description: "A position's current closing price (null for a pending order)" }, pnl: { type: ['string', 'null'], description: "A position's floating P&L, USD (null for a pending order)" } } },
          },
          sessions: { type: 'array', items: obj }, identity: { type: ['string', 'null'] },
          sign_ins: { type: 'array', items: signInSchema, description: 'The latest 50 sign-ins and failed attempts of the last 90 days, newest first (docs/accounts.md "Sign-in activity")' },
          limits: { ...limitsReply, description: 'The limits and break the client set on themselves (docs/accounts.md "Trading limits and breaks"); support cannot lift them' },
          payout_hold: {
            type: 'object',
            description: 'Running payout holds (docs/funds.md "Payout hold"): withdrawals paused after a password change, and payout methods not usable yet',
            properties: {
              withdrawals_until: { type: ['string', 'null'] },
              methods: { type: 'array', items: { type: 'object', properties: { id: { type: 'integer' }, usable_at: { type: 'string' } } } },
            },
          },
        },
      }),
    },
    handler: async (request) => {
      const id = request.params.id;
      const user = await app.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
      if (!user) throw new AppError('userNotFound');
      const [account, ledger, orders, sessions, identity, payout_hold, summary, levels, calls, copy, passkeys, limits, signIns] = await Promise.all([
        app.db.selectFrom('accounts').select(['balance', 'lock_balance', 'updated_at']).where('user_id', '=', id).executeTakeFirst(),
        app.db.selectFrom('ledger').select(['id', 'type', 'value', 'lock_value', 'balance_after', 'memo', 'created_at']).where('user_id', '=', id).orderBy('id', 'desc').limit(50).execute(),
        app.db
          .selectFrom('orders')
          .select(['id', 'code', 'side', 'status', 'lots', 'open_price', 'origin_price', 'margin', 'sl', 'tp', 'pending_type', 'oco_id', 'copy_of', 'created_at'])
          .where('user_id', '=', id)
          .where('status', 'in', [OrderStatus.pending, OrderStatus.holding])
          .orderBy('id', 'desc')
          .execute(),
        app.db.selectFrom('sessions').select(['id', 'created_at', 'expires_at']).where('user_id', '=', id).where(liveSession(Date.now(), sessionIdleMs(app.config))).orderBy('id', 'desc').execute(),
        app.db.selectFrom('identity_submissions').select('status').where('user_id', '=', id).orderBy('id', 'desc').executeTakeFirst(),
        payoutHolds(app.db, user, new Date().toISOString()),
        app.engine.summary(id),
        app.engine.settings(),
        marginCallsOf(app.db, id),
        copyingOf(app.db, id, requestLang(request)),
        app.db.selectFrom('passkeys').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', id).executeTakeFirstOrThrow(),
        limitsView(app.db, id),
        recentSignIns(app.db, id),
      ]);
      const positions = new Map(summary.TransOrder.map((t) => [t.Id, t]));
      // At most one runs (a partial unique index), and it is the newest: the next opens only after it ended.
      const call = calls.find((c) => c.ended_at === null);
      return ok({
        user: { ...publicUser(user), created_at: user.created_at, locked_at: user.locked_at, closed_at: user.closed_at, two_factor_at: user.totp_enabled_at, passkeys: Number(passkeys.n) },
        account: account ?? {},
        live: liveAccount(summary, levels),
        margin_call: call ? { since: call.started_at, notified_at: call.notified_at } : null,
        margin_calls: calls,
        copy,
        ledger,
        orders: orders.map((o) => {
          const p = positions.get(Number(o.id));
          return { ...o, price: p?.UpdatePrice ?? null, pnl: p?.FactProfits ?? null };
        }),
        sessions, identity: identity?.status ?? null, payout_hold, limits, sign_ins: signIns.map(signInView),
      });
    },
  });

  app.post<{ Params: { id: number } }>('/users/:id/demo-reset', {
    config: { access: 'users.write' },
    schema: {
      tags: ['operators'], params: idParams, summary: 'Reset a demo account as its owner would: demo orders closed or cancelled, the balance back to the start',
      response: replies({ type: 'object', properties: { balance: { type: 'string' }, lock_balance: { type: 'string' } } }),
    },
    handler: async (request) => {
      const id = request.params.id;
      return audited(app, request, { action: 'user.demo-reset', target: ['user', id], snapshot: accountSnapshot(id) }, async (db, afterCommit) => {
        const user = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
        if (!user) throw new AppError('userNotFound');
        return ok(await resetDemoAccount({ db, hooks: app.demoResetHooks, startingBalance: app.config.demoStartingBalance, defer: afterCommit }, user));
      });
    },
  });

  app.post<{ Params: { id: number }; Body: { reason?: string } }>('/users/:id/payout-hold/release', {
    config: { access: 'funds.review' },
    schema: {
      tags: ['operators'], params: idParams,
      summary: 'End the payout hold of a user now (after confirming with the owner that the new method or password was theirs; reason required)',
      body: { type: 'object', additionalProperties: false, properties: { reason: { type: 'string', maxLength: 500 } } },
      response: replies({ type: 'object', properties: { withdrawals: { type: 'boolean' }, methods: { type: 'integer' } } }),
    },
    handler: async (request) => {
      const id = request.params.id;
      const snapshot = async (db: typeof app.db) => {
        const user = await db.selectFrom('users').select(['id', 'payout_hold_until']).where('id', '=', id).executeTakeFirst();
        return user && payoutHolds(db, user, new Date().toISOString());
      };
      return audited(app, request, { action: 'user.payout-hold-release', target: ['user', id], snapshot }, async (db, afterCommit) => {
        const owner = await db.selectFrom('users').select(['email', 'mobile', 'lang']).where('id', '=', id).executeTakeFirst();
        if (!owner) throw new AppError('userNotFound');
        if (!request.body?.reason?.trim()) throw new OperatorError('reason is required to release a payout hold');
        const released = await releasePayoutHold(db, id, new Date().toISOString());
        // The release is committed whatever happens to the notice: a failure is logged, never answered as a failed release.
        const tell = () => noticeHoldReleased({ db: app.db, outbox: app.outbox }, owner).catch((err) => request.log.error({ err, userId: id }, 'payout hold release: the owner could not be told'));
        if (released.withdrawals || released.methods) afterCommit(tell);
        return ok(released);
      });
    },
  });

  app.post<{ Params: { id: number }; Body: { reason?: string } }>('/users/:id/passkeys/remove', {
    config: { access: 'users.lock' },
    schema: {
      tags: ['operators'], params: idParams,
      summary: "Remove every passkey of a user whose account was taken over (someone else's passkey outlives a password reset; reason required)",
      body: { type: 'object', additionalProperties: false, properties: { reason: { type: 'string', maxLength: 500 } } },
      response: replies({ type: 'object', properties: { id: { type: 'integer' }, removed: { type: 'integer' } } }),
    },
    handler: async (request) => {
      const id = request.params.id;
      const snapshot = (db: typeof app.db) => db.selectFrom('passkeys').select(['id', 'name', 'created_at', 'last_used_at']).where('user_id', '=', id).execute();
      return audited(app, request, { action: 'user.passkeys-remove', target: ['user', id], snapshot }, async (db, afterCommit) => {
        const owner = await db.selectFrom('users').select(['email', 'mobile', 'lang']).where('id', '=', id).executeTakeFirst();
        if (!owner) throw new AppError('userNotFound');
        if (!request.body?.reason?.trim()) throw new OperatorError('reason is required to remove passkeys');
        const removed = Number((await db.deleteFrom('passkeys').where('user_id', '=', id).executeTakeFirst()).numDeletedRows);
        if (removed) afterCommit(() => noticePasskey({ db: app.db, outbox: app.outbox }, owner, 'removed-by-support', ''));
        return ok({ id, removed });
      });
    },
  });

  app.post<{ Params: { id: number }; Body: { reason?: string } }>('/users/:id/two-factor/disable', {
    config: { access: 'users.lock' },
    schema: {
      tags: ['operators'], params: idParams,
      summary: 'Turn two-step sign-in off for a user who lost their phone and recovery codes (after checking who they are; reason required)',
      body: { type: 'object', additionalProperties: false, properties: { reason: { type: 'string', maxLength: 500 } } },
      response: replies({ type: 'object', properties: { id: { type: 'integer' }, disabled: { type: 'boolean' } } }),
    },
    handler: async (request) => {
      const id = request.params.id;
      const snapshot = (db: typeof app.db) => db.selectFrom('users').select(['id', 'totp_enabled_at']).where('id', '=', id).executeTakeFirst();
      return audited(app, request, { action: 'user.two-factor-disable', target: ['user', id], snapshot }, async (db, afterCommit) => {
        const owner = await db.selectFrom('users').select(['email', 'mobile', 'lang']).where('id', '=', id).executeTakeFirst();
        if (!owner) throw new AppError('userNotFound');
        if (!request.body?.reason?.trim()) throw new OperatorError('reason is required to turn two-step sign-in off');
        const disabled = await clearTwoFactor(db, id);
        // The owner hears of it (in case the desk was talked into it); a failed notice never undoes the change.
        if (disabled) afterCommit(() => noticeTwoFactor({ db: app.db, outbox: app.outbox }, owner, 'off-by-support'));
        return ok({ id, disabled });
      });
    },
  });

  for (const action of ['lock', 'unlock'] as const) {
    app.post<{ Params: { id: number }; Body: { reason?: string } }>(`/users/:id/${action}`, {
      config: { access: 'users.lock' },
      schema: {
        tags: ['operators'], params: idParams,
        summary: action === 'lock' ? 'Lock a user out: every session ends now and logins are refused (reason required)' : 'Unlock a user; an account its owner closed is reopened',
        body: { type: 'object', additionalProperties: false, properties: { reason: { type: 'string', maxLength: 500 } } },
        response: replies({ type: 'object', properties: { id: { type: 'integer' }, locked_at: { type: ['string', 'null'] }, sessions_ended: { type: 'integer' } } }),
      },
      handler: async (request) => {
        const id = request.params.id;
        const snapshot = (db: typeof app.db) => db.selectFrom('users').select(['id', 'locked_at', 'closed_at']).where('id', '=', id).executeTakeFirst();
        return audited(app, request, { action: `user.${action}`, target: ['user', id], snapshot }, async (db, afterCommit) => {
          if (!(await snapshot(db))) throw new AppError('userNotFound');
          if (action === 'unlock') {
            // Unlocking a closed account reopens it (docs/accounts.md "Closing the account"): the client asked support.
            await db.updateTable('users').set({ locked_at: null, closed_at: null }).where('id', '=', id).execute();
            return ok({ id, locked_at: null, sessions_ended: 0 });
          }
          if (!request.body?.reason?.trim()) throw new OperatorError('reason is required to lock a user');
          const at = new Date().toISOString();
          await db.updateTable('users').set({ locked_at: at }).where('id', '=', id).where('locked_at', 'is', null).execute();
          const live = await endSessions(db, id, at);
          // Open sockets close, and gateways forget the sessions, once the lock is committed (through app.pushes). A
          // login racing the lock may have made a session after the query above; none can now: end that one too.
          afterCommit(async () => {
            // The lock is committed whatever happens here: a failure is logged, never answered as a failed lock.
            const late = await endSessions(app.db, id, at).catch((err) => {
              request.log.error({ err, userId: id }, 'lock: the second pass over the sessions failed');
              return [];
            });
            [...live, ...late].forEach((s) => app.pushes.dropSession(s));
          });
          const row = await snapshot(db);
          return ok({ id, locked_at: row!.locked_at, sessions_ended: live.length });
        });
      },
    });
  }
};
