import type { FastifyPluginAsync } from 'fastify';
import '../funds/schema.js';
import { ok } from '../http/envelope.js';
import { authHeaders, replies } from '../http/schemas.js';
import { getAccount } from '../ledger/index.js';
import { ledgerLang, translateLedgerText } from './ledger-text.js';
import { clientIdemKey, pageOf } from './amounts.js';
import { submitBankDeposit, submitCoinDeposit } from './deposits.js';
import { bindDrawMethod, deleteDrawMethod, listDrawMethods, type BindInput } from './draw-methods.js';
import { currencyOut, depositOut, withdrawalOut } from './views.js';
import { createWithdrawal, type WithdrawDeps, type WithdrawInput } from './withdrawals.js';
import { guardSecondFactor } from '../users/two-factor.js';
import { payoutHoldMs } from './payout-hold.js';
import { noticeMethodBound, noticeWithdrawal } from '../accounts/notices.js';
import { depositSchema, drawMethodSchema, ledgerEntrySchema, pageQuery, pageOfSchema, withdrawalSchema, currencySchema } from './schemas.js';

// Funds (docs/product.md#api "Funds", issue 5): deposits (/api/quickCharge/*), withdrawals (/api/account/draw*), payout methods
// (/api/wallet/*draw_method) and the ledger (/v1/api/main/account/forexDetail, /v1/api/main/accountLog/forexChange).
// Money-moving calls take an optional `idempotency-key` header (docs/funds.md).

const idemHeaders = {
  type: 'object',
  properties: {
    authorization: { type: 'string', description: 'Session token' },
    'idempotency-key': { type: 'string', description: 'Optional; retries with the same key return the first result (8-100 chars)' },
  },
} as const;
const form = ['application/x-www-form-urlencoded', 'application/json'];
const amount = { type: 'string', maxLength: 20, description: 'Positive USD amount, at most 2 decimals' } as const;
const id = { type: 'integer', minimum: 1 } as const;
const totpCode = {
  type: 'string', maxLength: 32,
  description: 'With two-step sign-in on (an answer without it has code 3): the authenticator code, or a recovery code',
} as const;
const idemField = { type: 'string', maxLength: 100, description: 'Optional idempotency key (same as the idempotency-key header)' } as const;

export const fundsRoutes: FastifyPluginAsync = async (app) => {
  // The trading engine registers after this plugin (areas.ts); it is only read when a withdrawal is made.
  const holdMs = payoutHoldMs(app.config);
  const withdrawDeps: WithdrawDeps = { db: app.db, floatingPnl: (userId) => app.engine.floatingPnl(userId), holdMs, secrets: app.secrets };
  // Told after the change is saved; the outbox records a failed delivery, which never undoes the change.
  const notices = { db: app.db, outbox: app.outbox };
  // ---- deposits --------------------------------------------------------------------------------------------
  app.get('/api/quickCharge/info', {
    onRequest: app.requireReal,
    schema: {
      tags: ['funds'], summary: 'Coin deposit address options', headers: authHeaders,
      response: replies({ type: 'array', items: { type: 'object', properties: { id, currency_code: { type: 'string' }, protocol_code: { type: 'string' }, address: { type: 'string' } } } }),
    },
    handler: async () =>
      ok(await app.db.selectFrom('deposit_addresses').select(['id', 'currency_code', 'protocol_code', 'address']).where('enabled', '=', 1).orderBy('id').execute()),
  });

  app.get('/api/quickCharge/symbols', {
    onRequest: app.requireReal,
    schema: {
      tags: ['funds'], summary: 'Coin types that can be deposited (collect coin types)', headers: authHeaders,
      response: replies({ type: 'array', items: { type: 'object', properties: { id, name: { type: 'string' } } } }),
    },
    handler: async () => {
      const rows = await app.db.selectFrom('deposit_addresses').select(['id', 'currency_code']).where('enabled', '=', 1).orderBy('id').execute();
      const seen = new Map<string, number>();
      for (const r of rows) if (!seen.has(r.currency_code)) seen.set(r.currency_code, r.id);
      return ok([...seen].map(([name, first]) => ({ id: first, name })));
    },
  });

  app.get('/api/quickCharge/wire_info', {
    onRequest: app.requireReal,
    schema: {
      tags: ['funds'], summary: 'Bank accounts for deposits by transfer', headers: authHeaders,
      response: replies({
        type: 'array',
        items: {
          type: 'object',
          properties: {
            id, bank_name: { type: 'string' }, bank_address: { type: 'string' }, bank_swift: { type: 'string' },
            payee_name: { type: 'string' }, payee_account: { type: 'string' }, bank_remark: { type: 'string' },
          },
        },
      }),
    },
    handler: async () =>
      ok(
        await app.db
          .selectFrom('deposit_banks')
          .select(['id', 'bank_name', 'bank_address', 'bank_swift', 'payee_name', 'payee_account', 'bank_remark'])
          .where('enabled', '=', 1)
          .orderBy('id')
          .execute(),
      ),
  });

  app.post<{ Body: { number: string; proofImg: string; address?: string; charge_id: number } }>('/api/quickCharge/submit', {
    onRequest: app.requireReal,
    schema: {
      tags: ['funds'], summary: 'Coin deposit claim (credited when an admin approves it)', headers: idemHeaders, consumes: form,
      body: {
        type: 'object', required: ['number', 'proofImg', 'charge_id'],
        properties: { number: amount, proofImg: { type: 'string', maxLength: 600 }, address: { type: 'string', maxLength: 128 }, charge_id: id, idempotency_key: idemField },
      },
      response: replies(depositSchema),
    },
    handler: async (request) => {
      const r = await submitCoinDeposit(app.db, request.user!.id, request.body, clientIdemKey(request));
      return ok(depositOut(r.deposit, app.uploadLinks.sign), 'submittedForReview');
    },
  });

  app.post<{ Body: { number: string; proofImg: string; wire_id: number } }>('/api/quickCharge/wire_submit', {
    onRequest: app.requireReal,
    schema: {
      tags: ['funds'], summary: 'Bank transfer deposit claim (credited when an admin approves it)', headers: idemHeaders, consumes: form,
      body: {
        type: 'object', required: ['number', 'proofImg', 'wire_id'],
        properties: { number: amount, proofImg: { type: 'string', maxLength: 600 }, wire_id: id, idempotency_key: idemField },
      },
      response: replies(depositSchema),
    },
    handler: async (request) => {
      const r = await submitBankDeposit(app.db, request.user!.id, request.body, clientIdemKey(request));
      return ok(depositOut(r.deposit, app.uploadLinks.sign), 'submittedForReview');
    },
  });

  app.get<{ Querystring: { type?: number; page?: number; limit?: number } }>('/api/quickCharge/quick_ist', {
    onRequest: app.requireReal,
    schema: {
      tags: ['funds'], summary: 'Deposit history (type 0 coin, 1 bank), newest first', headers: authHeaders,
      querystring: { type: 'object', properties: { type: { type: 'integer', enum: [0, 1] }, ...pageQuery } },
      response: replies(pageOfSchema(depositSchema)),
    },
    handler: async (request) => {
      const { limit, offset } = pageOf(request.query);
      let q = app.db.selectFrom('deposits').where('user_id', '=', request.user!.id);
      if (request.query.type !== undefined) q = q.where('type', '=', request.query.type);
      const [rows, total] = await Promise.all([
        q.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return ok({ data: rows.map((d) => depositOut(d, app.uploadLinks.sign)), total: Number(total.n) });
    },
  });

  // ---- withdrawals -----------------------------------------------------------------------------------------
  app.get<{ Querystring: { type?: number } }>('/api/account/draw_symbol_list', {
    onRequest: app.requireReal,
    schema: {
      tags: ['funds'], summary: 'Withdraw currencies (type 1 coin, 2 bank)', headers: authHeaders,
      querystring: { type: 'object', properties: { type: { type: 'integer', enum: [1, 2] } } },
      response: replies({ type: 'array', items: currencySchema }),
    },
    handler: async (request) => {
      let q = app.db.selectFrom('withdraw_currencies').selectAll().where('enabled', '=', 1);
      if (request.query.type) q = q.where('type', '=', request.query.type);
      return ok((await q.orderBy('id').execute()).map(currencyOut));
    },
  });

  app.post<{ Body: WithdrawInput }>('/api/account/draw', {
    onRequest: app.requireReal,
    schema: {
      tags: ['funds'],
      summary: 'Withdraw: freezes the amount at once (balance → lock_balance) until an admin pays or rejects it; refused during a payout hold; the owner is told',
      headers: idemHeaders, consumes: form,
      body: {
        type: 'object', required: ['draw_currency_id', 'number', 'draw_method_id'],
        properties: { draw_currency_id: id, number: amount, memo: { type: 'string', maxLength: 200 }, draw_method_id: id, idempotency_key: idemField, totp_code: totpCode },
      },
      response: replies(withdrawalSchema),
    },
    handler: async (request) => {
      const r = await guardSecondFactor(app.db, request.user!.id, () => createWithdrawal(withdrawDeps, request.user!.id, request.body, clientIdemKey(request)));
      if (!r.duplicate) await noticeWithdrawal(notices, request.user!, r.withdrawal);
      return ok(withdrawalOut(r.withdrawal), 'submittedForReview');
    },
  });

  app.get<{ Querystring: { type?: number; page?: number; limit?: number } }>('/api/account/draw_list', {
    onRequest: app.requireReal,
    schema: {
      tags: ['funds'], summary: 'Withdraw records (type 1 coin, 2 bank), newest first', headers: authHeaders,
      querystring: { type: 'object', properties: { type: { type: 'integer', enum: [1, 2] }, ...pageQuery } },
      response: replies(pageOfSchema(withdrawalSchema)),
    },
    handler: async (request) => {
      const { limit, offset } = pageOf(request.query);
      let q = app.db.selectFrom('withdrawals').where('user_id', '=', request.user!.id);
      if (request.query.type) q = q.where('type', '=', request.query.type);
      const [rows, total] = await Promise.all([
        q.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return ok({ data: rows.map(withdrawalOut), total: Number(total.n) });
    },
  });

  // ---- payout methods --------------------------------------------------------------------------------------
  app.get<{ Querystring: { draw_type?: number; draw_id?: number } }>('/api/wallet/get_draw_method', {
    onRequest: app.requireReal,
    schema: {
      tags: ['funds'], summary: 'Bound payout methods (draw_type 1 address, 2 bank; draw_id = withdraw currency)', headers: authHeaders,
      querystring: { type: 'object', properties: { draw_type: { type: 'integer', enum: [1, 2] }, draw_id: id } },
      response: replies({ type: 'array', items: drawMethodSchema }),
    },
    handler: async (request) => ok(await listDrawMethods(app.db, request.user!.id, request.query.draw_type, request.query.draw_id)),
  });

  app.post<{ Body: BindInput }>('/api/wallet/bind_draw_method', {
    onRequest: app.requireReal,
    schema: {
      tags: ['funds'],
      summary: 'Bind a coin address (type 1) or bank account (type 2) for withdraw currency draw_id; usable for withdrawals from usable_at (the payout hold), the owner is told',
      headers: authHeaders, consumes: form,
      body: {
        type: 'object', required: ['draw_id', 'type'],
        properties: {
          draw_id: id, type: { type: 'integer', enum: [1, 2] }, dc_address: { type: 'string', maxLength: 128 },
          bank_name: { type: 'string', maxLength: 128 }, bank_address: { type: 'string', maxLength: 256 }, bank_branch: { type: 'string', maxLength: 128 },
          bank_swift: { type: 'string', maxLength: 16 }, payee_name: { type: 'string', maxLength: 128 }, payee_account: { type: 'string', maxLength: 64 },
          totp_code: totpCode,
        },
      },
      response: replies(drawMethodSchema),
    },
    handler: async (request) => {
      const r = await guardSecondFactor(app.db, request.user!.id, () => bindDrawMethod(app.db, request.user!.id, request.body, { holdMs, secrets: app.secrets }));
      if (r.created) await noticeMethodBound(notices, request.user!, r.method);
      return ok(r.method, 'bound');
    },
  });

  app.post<{ Body: { id: number } }>('/api/wallet/del_draw_method', {
    onRequest: app.requireReal,
    schema: {
      tags: ['funds'], summary: 'Delete a payout method (refused while a pending withdrawal uses it)', headers: authHeaders, consumes: form,
      body: { type: 'object', required: ['id'], properties: { id } },
      response: replies({ type: 'object', properties: { id } }),
    },
    handler: async (request) => ok(await deleteDrawMethod(app.db, request.user!.id, request.body.id), 'deleted'),
  });

  // ---- ledger ----------------------------------------------------------------------------------------------
  const ledger = async (userId: number, q: { page?: number; limit?: number; type?: number }, lang = 'en') => {
    const { limit, offset } = pageOf(q);
    let base = app.db.selectFrom('ledger').where('user_id', '=', userId);
    if (q.type) base = base.where('type', '=', q.type);
    const [rows, total, acc] = await Promise.all([
      base.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      getAccount(app.db, userId),
    ]);
    return {
      list: rows.map((r) => ({
        Id: r.id,
        Value: r.value,
        LockValue: r.lock_value,
        Type: r.type,
        Memo: r.memo,
        MemoTran: translateLedgerText(r.memo_tran, lang),
        Balance: r.balance_after,
        LockBalance: r.lock_balance_after,
        CreatedAt: r.created_at,
        CreatedAtTran: r.created_at.replace('T', ' ').slice(0, 19),
      })),
      total: Number(total.n),
      balance: acc.balance,
      lock_balance: acc.lock_balance,
    };
  };
  const ledgerSchema = {
    tags: ['funds'],
    headers: authHeaders,
    querystring: { type: 'object', properties: { type: { type: 'integer', minimum: 1, maximum: 99 }, ...pageQuery } },
    response: replies({
      type: 'object',
      properties: { list: { type: 'array', items: ledgerEntrySchema }, total: { type: 'integer' }, balance: { type: 'string' }, lock_balance: { type: 'string' } },
    }),
  };
  for (const url of ['/v1/api/main/account/forexDetail', '/v1/api/main/accountLog/forexChange']) {
    app.get<{ Querystring: { page?: number; limit?: number; type?: number } }>(url, {
      onRequest: app.requireUser,
      schema: { ...ledgerSchema, summary: 'Account ledger (every balance change), newest first; Type 10 shows Memo, others MemoTran' },
      handler: async (request) => ok(await ledger(request.user!.id, request.query, ledgerLang(request.headers.lang))),
    });
  }
};
