import type { FastifyPluginAsync } from 'fastify';
import './schema.js';
import { AppError, OperatorError, ok } from '../http/envelope.js';
import { changes } from '../db/changes.js';
import { replies } from '../http/schemas.js';
import { isValidAddress } from './addresses.js';
import { currencySchema, depositSchema, pageOfSchema, pageQuery, withdrawalSchema } from './schemas.js';
import { pageOf } from './amounts.js';
import { approveDeposit, rejectDeposit } from './deposits.js';
import { currencyOut, depositOut, withdrawalOut } from './views.js';
import { approveWithdrawal, rejectWithdrawal } from './withdrawals.js';
import { isDecimal, roundMoney } from '../../src/core/money/index.js';
import { audited, rowOf } from '../operators/audit.js';

// Admin funds API (registered inside adminRoutes, so the admin token check applies): review deposits and
// withdrawals, manage deposit addresses, bank accounts and withdraw currencies. CLI: admin/funds-cli.ts.

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } } as const;
const obj = { type: 'object', additionalProperties: true } as const;
const withUser = (item: object) => ({ ...item, properties: { ...(item as { properties: object }).properties, user_id: { type: 'integer' } } });

type ListQ = { status?: number; user_id?: number; page?: number; limit?: number };

export const fundsAdminRoutes: FastifyPluginAsync = async (app) => {
  const listQuery = {
    type: 'object',
    properties: { status: { type: 'integer', minimum: 0, maximum: 3 }, user_id: { type: 'integer', minimum: 1 }, ...pageQuery },
  } as const;

  // ---- deposits ----
  app.get<{ Querystring: ListQ }>('/deposits', {
    config: { access: 'funds.read' },
    schema: { tags: ['admin'], summary: 'Deposits, newest first (filter by status, user_id)', querystring: listQuery, response: replies(pageOfSchema(withUser(depositSchema))) },
    handler: async (request) => {
      const { limit, offset } = pageOf({ limit: 50, ...request.query });
      let q = app.db.selectFrom('deposits');
      if (request.query.status !== undefined) q = q.where('status', '=', request.query.status);
      if (request.query.user_id) q = q.where('user_id', '=', request.query.user_id);
      const [rows, total] = await Promise.all([
        q.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return ok({ data: rows.map((d) => ({ ...depositOut(d, app.uploadLinks.sign), user_id: d.user_id })), total: Number(total.n) });
    },
  });
  app.post<{ Params: { id: number }; Body: { remark?: string } }>('/deposits/:id/approve', {
    config: { access: 'funds.review' },
    schema: {
      tags: ['admin'], summary: 'Approve a deposit: credits the amount through the ledger, exactly once', params: idParams,
      body: { type: 'object', properties: { remark: { type: 'string', maxLength: 500 } } },
      response: replies({ type: 'object', properties: { deposit: withUser(depositSchema), credited: { type: 'boolean' } } }),
    },
    handler: async (request) => audited(app, request, { action: 'deposit.approve', target: ['deposit', request.params.id], snapshot: rowOf('deposits', request.params.id) }, async (db) => {
      const r = await approveDeposit(db, request.params.id, request.body?.remark);
      return ok({ deposit: { ...depositOut({ ...r.deposit, status: 1 }, app.uploadLinks.sign), user_id: r.deposit.user_id }, credited: r.credited });
    }),
  });
  app.post<{ Params: { id: number }; Body: { remark?: string; status?: 2 | 3 } }>('/deposits/:id/reject', {
    config: { access: 'funds.review' },
    schema: {
      tags: ['admin'], summary: 'Reject (status 2, default) or invalidate (status 3) an unchecked deposit', params: idParams,
      body: { type: 'object', properties: { remark: { type: 'string', maxLength: 500 }, status: { type: 'integer', enum: [2, 3] } } },
      response: replies(withUser(depositSchema)),
    },
    handler: async (request) => audited(app, request, { action: 'deposit.reject', target: ['deposit', request.params.id], snapshot: rowOf('deposits', request.params.id) }, async (db) => {
      const d = await rejectDeposit(db, request.params.id, request.body?.remark ?? '', request.body?.status ?? 2);
      return ok({ ...depositOut(d, app.uploadLinks.sign), user_id: d.user_id });
    }),
  });

  // ---- withdrawals ----
  app.get<{ Querystring: ListQ }>('/withdrawals', {
    config: { access: 'funds.read' },
    schema: {
      tags: ['admin'], summary: 'Withdrawals, newest first (filter by status, user_id); method_bound_at is when the destination was added', querystring: listQuery,
      response: replies(pageOfSchema(withUser({ ...withdrawalSchema, properties: { ...withdrawalSchema.properties, method_bound_at: { type: ['string', 'null'] } } }))),
    },
    handler: async (request) => {
      const { limit, offset } = pageOf({ limit: 50, ...request.query });
      // Columns named with their table: the rows' query joins draw_methods, which has a user_id too.
      let q = app.db.selectFrom('withdrawals');
      if (request.query.status !== undefined) q = q.where('withdrawals.status', '=', request.query.status);
      if (request.query.user_id) q = q.where('withdrawals.user_id', '=', request.query.user_id);
      const [rows, total] = await Promise.all([
        // How new the destination is, for the reviewer: money sent to an address added minutes before is the
        // pattern of a taken-over account (docs/funds.md "Payout hold").
        q
          .leftJoin('draw_methods as m', 'm.id', 'withdrawals.draw_method_id')
          .selectAll('withdrawals')
          .select('m.created_at as method_bound_at')
          .orderBy('withdrawals.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return ok({ data: rows.map((w) => ({ ...withdrawalOut(w), user_id: w.user_id, method_bound_at: w.method_bound_at ?? null })), total: Number(total.n) });
    },
  });
  for (const action of ['approve', 'reject'] as const) {
    app.post<{ Params: { id: number }; Body: { notes?: string } }>(`/withdrawals/:id/${action}`, {
      config: { access: 'funds.review' },
      schema: {
        tags: ['admin'], params: idParams,
        summary: action === 'approve' ? 'Mark a withdrawal paid: the frozen amount leaves the account' : 'Reject a withdrawal: the frozen amount returns to the balance',
        body: { type: 'object', properties: { notes: { type: 'string', maxLength: 500 } } },
        response: replies({ type: 'object', properties: { withdrawal: withUser(withdrawalSchema), changed: { type: 'boolean' } } }),
      },
      handler: async (request) => audited(app, request, { action: `withdrawal.${action}`, target: ['withdrawal', request.params.id], snapshot: rowOf('withdrawals', request.params.id) }, async (db) => {
        const fn = action === 'approve' ? approveWithdrawal : rejectWithdrawal;
        const r = await fn(db, request.params.id, request.body?.notes);
        const w = { ...r.withdrawal, status: action === 'approve' ? 1 : 2 };
        return ok({ withdrawal: { ...withdrawalOut(w), user_id: w.user_id }, changed: r.changed });
      }),
    });
  }

  // ---- deposit addresses ----
  const addrBody = {
    type: 'object',
    properties: {
      currency_code: { type: 'string', pattern: '^[A-Za-z0-9]{2,16}$' },
      protocol_code: { type: 'string', pattern: '^[A-Za-z0-9]{2,16}$' },
      address: { type: 'string', minLength: 16, maxLength: 128 },
      enabled: { type: 'integer', enum: [0, 1] },
    },
  } as const;
  app.get('/deposit-addresses', {
    config: { access: 'funds.read' },
    schema: { tags: ['admin'], summary: 'All deposit addresses (enabled and disabled)', response: replies({ type: 'array', items: obj }) },
    handler: async () => ok(await app.db.selectFrom('deposit_addresses').selectAll().orderBy('id').execute()),
  });
  app.post<{ Body: { currency_code: string; protocol_code: string; address: string; enabled?: number } }>('/deposit-addresses', {
    config: { access: 'funds.configure' },
    schema: { tags: ['admin'], summary: 'Add a deposit address (validated for its protocol)', body: { ...addrBody, required: ['currency_code', 'protocol_code', 'address'] }, response: replies(obj) },
    handler: async (request) => audited(app, request, { action: 'deposit-address.create', target: ['deposit-address', request.body.address.trim()] }, async (db) => {
      const b = request.body;
      if (!isValidAddress(b.protocol_code, b.address.trim())) throw new OperatorError(`Invalid ${b.protocol_code} address`);
      const row = await db
        .insertInto('deposit_addresses')
        .values({ currency_code: b.currency_code.toUpperCase(), protocol_code: b.protocol_code.toUpperCase(), address: b.address.trim(), enabled: b.enabled ?? 1, created_at: new Date().toISOString() })
        .returningAll().executeTakeFirstOrThrow();
      return ok(row);
    }),
  });
  app.put<{ Params: { id: number }; Body: { currency_code?: string; protocol_code?: string; address?: string; enabled?: number } }>('/deposit-addresses/:id', {
    config: { access: 'funds.configure' },
    schema: { tags: ['admin'], summary: 'Change or enable/disable a deposit address', params: idParams, body: addrBody, response: replies(obj) },
    handler: async (request) => audited(app, request, { action: 'deposit-address.update', target: ['deposit-address', request.params.id], snapshot: rowOf('deposit_addresses', request.params.id) }, async (db) => {
      const cur = await db.selectFrom('deposit_addresses').selectAll().where('id', '=', request.params.id).executeTakeFirst();
      if (!cur) throw new AppError('depositAddressNotFound');
      const next = { ...cur, ...request.body };
      next.currency_code = next.currency_code.toUpperCase();
      next.protocol_code = next.protocol_code.toUpperCase();
      next.address = next.address.trim();
      if (!isValidAddress(next.protocol_code, next.address)) throw new OperatorError(`Invalid ${next.protocol_code} address`);
      const { id: _id, ...values } = next;
      return ok(await db.updateTable('deposit_addresses').set(changes(values)).where('id', '=', cur.id).returningAll().executeTakeFirstOrThrow());
    }),
  });

  // ---- deposit bank accounts ----
  const bankBody = {
    type: 'object',
    properties: {
      bank_name: { type: 'string', minLength: 1, maxLength: 128 }, bank_address: { type: 'string', maxLength: 256 },
      bank_swift: { type: 'string', maxLength: 16 }, payee_name: { type: 'string', minLength: 1, maxLength: 128 },
      payee_account: { type: 'string', minLength: 4, maxLength: 64 }, bank_remark: { type: 'string', maxLength: 1000 },
      enabled: { type: 'integer', enum: [0, 1] },
    },
  } as const;
  type BankBody = { bank_name: string; bank_address?: string; bank_swift?: string; payee_name: string; payee_account: string; bank_remark?: string; enabled?: number };
  app.get('/deposit-banks', {
    config: { access: 'funds.read' },
    schema: { tags: ['admin'], summary: 'All deposit bank accounts', response: replies({ type: 'array', items: obj }) },
    handler: async () => ok(await app.db.selectFrom('deposit_banks').selectAll().orderBy('id').execute()),
  });
  app.post<{ Body: BankBody }>('/deposit-banks', {
    config: { access: 'funds.configure' },
    schema: { tags: ['admin'], summary: 'Add a deposit bank account', body: { ...bankBody, required: ['bank_name', 'payee_name', 'payee_account'] }, response: replies(obj) },
    handler: async (request) => audited(app, request, { action: 'deposit-bank.create', target: ['deposit-bank', request.body.payee_account] }, async (db) => {
      const b = request.body;
      const row = await db
        .insertInto('deposit_banks')
        .values({
          bank_name: b.bank_name, bank_address: b.bank_address ?? '', bank_swift: (b.bank_swift ?? '').toUpperCase(), payee_name: b.payee_name,
          payee_account: b.payee_account, bank_remark: b.bank_remark ?? '', enabled: b.enabled ?? 1, created_at: new Date().toISOString(),
        })
        .returningAll().executeTakeFirstOrThrow();
      return ok(row);
    }),
  });
  app.put<{ Params: { id: number }; Body: Partial<BankBody> }>('/deposit-banks/:id', {
    config: { access: 'funds.configure' },
    schema: { tags: ['admin'], summary: 'Change or enable/disable a deposit bank account', params: idParams, body: bankBody, response: replies(obj) },
    handler: async (request) => audited(app, request, { action: 'deposit-bank.update', target: ['deposit-bank', request.params.id], snapshot: rowOf('deposit_banks', request.params.id) }, async (db) => {
      const r = await db.updateTable('deposit_banks').set(changes(request.body)).where('id', '=', request.params.id).returningAll().executeTakeFirst();
      if (!r) throw new OperatorError('Bank account not found');
      return ok(r);
    }),
  });

  // ---- withdraw currencies ----
  const decimalStr = { type: 'string', pattern: '^\\d{1,12}(\\.\\d{1,12})?$' } as const;
  const curBody = {
    type: 'object',
    properties: {
      type: { type: 'integer', enum: [1, 2] }, code: { type: 'string', pattern: '^[A-Za-z0-9]{2,16}$' },
      protocol: { type: 'string', pattern: '^[A-Za-z0-9]{0,16}$' }, draw_rate: decimalStr, fee_type: { type: 'integer', minimum: 1, maximum: 2 },
      usd_price: decimalStr, enabled: { type: 'integer', enum: [0, 1] },
    },
  } as const;
  type CurBody = { type: number; code: string; protocol?: string; draw_rate?: string; fee_type?: number; usd_price?: string; enabled?: number };
  const checkCurrency = (c: { fee_type: number; draw_rate: string; usd_price: string }) => {
    if (!isDecimal(c.usd_price) || Number(c.usd_price) <= 0) throw new OperatorError('usd_price must be positive');
    if (c.fee_type !== 1 && Number(c.draw_rate) >= 1) throw new OperatorError('A ratio fee (fee_type 2) must be below 1');
  };
  app.get('/withdraw-currencies', {
    config: { access: 'funds.read' },
    schema: { tags: ['admin'], summary: 'All withdraw currencies', response: replies({ type: 'array', items: currencySchema }) },
    handler: async () => ok((await app.db.selectFrom('withdraw_currencies').selectAll().orderBy('id').execute()).map(currencyOut)),
  });
  app.post<{ Body: CurBody }>('/withdraw-currencies', {
    config: { access: 'funds.configure' },
    schema: { tags: ['admin'], summary: 'Add a withdraw currency', body: { ...curBody, required: ['type', 'code'] }, response: replies(currencySchema) },
    handler: async (request) => audited(app, request, { action: 'withdraw-currency.create', target: ['withdraw-currency', request.body.code.toUpperCase()] }, async (db) => {
      const b = request.body;
      const row = { type: b.type, code: b.code.toUpperCase(), protocol: (b.protocol ?? (b.type === 2 ? 'BANK' : '')).toUpperCase(), draw_rate: roundMoney(b.draw_rate ?? '0'), fee_type: b.fee_type ?? 1, usd_price: b.usd_price ?? '1', enabled: b.enabled ?? 1 };
      checkCurrency(row);
      const r = await db.insertInto('withdraw_currencies').values({ ...row, created_at: new Date().toISOString() }).returningAll().executeTakeFirstOrThrow();
      return ok(currencyOut(r));
    }),
  });
  app.put<{ Params: { id: number }; Body: Partial<CurBody> }>('/withdraw-currencies/:id', {
    config: { access: 'funds.configure' },
    schema: { tags: ['admin'], summary: 'Change or enable/disable a withdraw currency (pending withdrawals keep their fee)', params: idParams, body: curBody, response: replies(currencySchema) },
    handler: async (request) => audited(app, request, { action: 'withdraw-currency.update', target: ['withdraw-currency', request.params.id], snapshot: rowOf('withdraw_currencies', request.params.id) }, async (db) => {
      const cur = await db.selectFrom('withdraw_currencies').selectAll().where('id', '=', request.params.id).executeTakeFirst();
      if (!cur) throw new AppError('withdrawCurrencyNotFound');
      const b = request.body;
      const next = {
        ...cur, ...b,
        code: (b.code ?? cur.code).toUpperCase(), protocol: (b.protocol ?? cur.protocol).toUpperCase(),
        draw_rate: b.draw_rate !== undefined ? roundMoney(b.draw_rate) : cur.draw_rate,
      };
      checkCurrency(next);
      const { id: _id, created_at: _c, ...values } = next;
      return ok(currencyOut(await db.updateTable('withdraw_currencies').set(changes(values)).where('id', '=', cur.id).returningAll().executeTakeFirstOrThrow()));
    }),
  });
};
