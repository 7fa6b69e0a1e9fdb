/**
 * /v1/api/forex/*: markets, candles, orders and the order actions (docs/product.md#api "Trading", issue 3).
 * submit / close / cancel_trade / set_stop_price accept POST (form-urlencoded or JSON body) and GET with query
 * parameters (compatibility with the original client).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ok, AppError } from '../http/envelope.js';
import { authHeaders, pageParam, replies } from '../http/schemas.js';
import { getAccount } from '../ledger/index.js';
import { add, isZero, roundMoney, sum } from '../../src/core/money/index.js';
import { matchesInstrument } from '../../src/core/instrument-names.js';
import { isPeriod, PERIODS, type Period } from '../feed/types.js';
import { OrderStatus } from './schema.js';
import { candleSchema, cancelAllReply, closeAllReply, reverseReply, closeAllSchema, closeSchema, modifySchema, trailingSchema, dec, idSchema, orderSchema, pairSchema, stopSchema, submitSchema, summarySchema } from './schemas.js';
import type { ModifyInput } from './engine/validation.js';
import { orderView, pairView } from './views.js';
import { noteHolds, notesOf } from './notes.js';
import { renderMessage, requestLang } from '../i18n/messages.js';
import { assertMayOpen } from '../limits/service.js';

function langOf(request: FastifyRequest): string {
  const h = request.headers.lang;
  const l = (Array.isArray(h) ? h[0] : h) ?? 'hk';
  return l === 'tw' ? 'hk' : l;
}

/** GET reads the query, POST the body (form or JSON). */
function params<T>(request: FastifyRequest): T {
  return (request.method === 'GET' ? request.query : request.body) as T;
}

export const forexRoutes: FastifyPluginAsync = async (app) => {
  const engine = app.engine;
  const tags = ['forex'];

  app.get('/v1/api/forex/getCategories', {
    schema: {
      tags,
      summary: 'Market categories; NameShowTrans in the language of the `lang` header',
      response: replies({ type: 'array', items: { type: 'object', properties: { Id: { type: 'integer' }, Name: { type: 'string' }, NameShowTrans: { type: 'string' } } } }),
    },
    handler: async (request) => {
      const lang = langOf(request);
      const rows = await app.db.selectFrom('categories').selectAll().orderBy('sort').orderBy('id').execute();
      return ok(
        rows.map((r) => {
          let names: Record<string, string>;
          try {
            names = JSON.parse(r.names);
          } catch {
            names = {};
          }
          return { Id: Number(r.id), Name: r.name, NameShowTrans: names[lang] ?? names.en ?? r.name };
        }),
      );
    },
  });

  app.get<{ Querystring: { searchCurrency?: string; category_id?: number } }>('/v1/api/forex/trade_list', {
    schema: {
      tags,
      summary: 'Trading pairs with live quotes; searchCurrency filters by code/name (case-insensitive)',
      querystring: { type: 'object', properties: { searchCurrency: { type: 'string', maxLength: 32 }, category_id: { type: 'integer', minimum: 1 } } },
      response: replies({ type: 'array', items: pairSchema }),
    },
    handler: async (request) => {
      // Code, display name or a common name in any language ("gold", "Gold", "золото"): the quote list's own rule.
      // Text with no letter or digit ("%", "_", "/") matches nothing; it is not a wildcard for everything.
      const search = request.query.searchCurrency ?? '';
      const cat = request.query.category_id;
      const list = engine
        .instruments()
        .filter((i) => i.enabled)
        .filter((i) => !cat || i.categoryId === cat)
        .filter((i) => matchesInstrument({ Code: i.code, ShowCode: i.showCode }, search));
      return ok(list.map((i) => pairView(i, engine)));
    },
  });

  const klineQuery = {
    type: 'object',
    required: ['forex_id'],
    properties: {
      forex_id: { type: 'integer', minimum: 1 },
      period: { type: 'string', enum: [...PERIODS], default: '1M' },
      limit: { type: 'integer', minimum: 1, maximum: 1000 },
    },
  } as const;
  const klineHandler = (defaultLimit: number) => async (request: FastifyRequest) => {
    const q = request.query as { forex_id: number; period?: string; limit?: number };
    const inst = engine.instrument(Number(q.forex_id));
    if (!inst) throw new AppError('pairNotFound');
    const period: Period = isPeriod(q.period) ? q.period : '1M';
    return ok(await engine.candles(inst.code, period, q.limit ?? defaultLimit));
  };
  app.get('/v1/api/forex/kline', {
    schema: { tags, summary: 'Candles (oldest first, the last one still forming), default 500, at most 1000', querystring: klineQuery, response: replies({ type: 'array', items: candleSchema }) },
    handler: klineHandler(500),
  });
  app.get('/v1/api/forex/abbreviated_cache_kline', {
    schema: { tags, summary: 'Recent tail of the candles (default 100) for a quick first paint', querystring: klineQuery, response: replies({ type: 'array', items: candleSchema }) },
    handler: klineHandler(100),
  });

  app.get<{ Querystring: { status: number; page?: number; limit?: number; note?: string } }>('/v1/api/forex/my_deal', {
    onRequest: app.requireUser,
    schema: {
      tags,
      summary: 'Orders of the user: status 1 holding, 0 pending, 3 history (closed and cancelled), newest first',
      headers: authHeaders,
      querystring: {
        type: 'object',
        properties: {
          status: { type: 'integer', enum: [0, 1, 3], default: 1 },
          page: pageParam,
          limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
          note: { type: 'string', maxLength: 100, description: "Only orders whose position's trade note holds these words (extension; case-insensitive)" },
        },
      },
      response: replies({
        type: 'object',
        properties: {
          data: { type: 'array', items: orderSchema },
          total: { type: 'integer' },
          all_fact_profits: dec('Holding: total floating P&L; history: total realised P&L; pending: 0'),
          balance: dec('Available balance'),
        },
      }),
    },
    handler: async (request) => {
      const userId = request.user!.id;
      const { status = 1, page = 1, limit = 10 } = request.query;
      const note = request.query.note?.trim();
      const statuses = status === 3 ? [OrderStatus.cancelled, OrderStatus.closed] : [status];
      let base = app.db.selectFrom('orders').where('user_id', '=', userId).where('status', 'in', statuses);
      // The trader's trades by what they wrote on them; the history's realised P&L below is then theirs alone.
      if (note) base = base.where(noteHolds(userId, note));
      const [rows, count, acc] = await Promise.all([
        base.selectAll().orderBy('id', 'desc').limit(limit).offset((page - 1) * limit).execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
        getAccount(app.db, userId),
      ]);
      let all = '0.000000';
      if (status === 1) all = await engine.floatingPnl(userId);
      else if (status === 3) {
        const profits = await base.select('profit').where('status', '=', OrderStatus.closed).execute();
        all = roundMoney(sum(profits.map((p) => p.profit ?? '0')));
      }
      const notes = await notesOf(app.db, userId, rows);
      const data = rows.map((r) => ({ ...orderView(r, engine), Note: notes.get(Number(r.id)) ?? '' }));
      return ok({ data, total: Number(count?.n ?? 0), all_fact_profits: all, balance: acc.balance });
    },
  });

  app.get('/v1/api/forex/summary', {
    onRequest: app.requireUser,
    schema: { tags, summary: 'Live account summary (same shape as the FOREX_TRADE socket message)', headers: authHeaders, response: replies(summarySchema) },
    handler: async (request) => ok(await engine.summary(request.user!.id)),
  });

  // A trader's own break and loss limit (limits/service.ts) stop new positions, never closes; demo accounts have none.
  const mayOpen = (request: FastifyRequest) => (request.user!.is_demo ? undefined : assertMayOpen(app.db, request.user!.id, Date.now()));

  // Order actions: GET (query) and POST (form or JSON body).
  const both = (url: string, summary: string, schema: object, response: object, handler: (request: FastifyRequest) => Promise<unknown>) => {
    app.get(url, { onRequest: app.requireUser, schema: { tags, summary: `${summary} (GET form for compatibility)`, headers: authHeaders, querystring: schema, response: replies(response) }, handler });
    app.post(url, { onRequest: app.requireUser, schema: { tags, summary, headers: authHeaders, body: schema, response: replies(response) }, handler });
  };

  both('/v1/api/forex/submit', 'Place a market (status 1) or pending (status 0) order', submitSchema, orderSchema, async (request) => {
    const p = params<Record<string, unknown>>(request);
    await mayOpen(request);
    const row = await engine.submit(request.user!, p as never);
    return ok(orderView(row, engine), Number(row.status) === OrderStatus.pending ? 'orderPlaced' : 'orderOpened');
  });

  both(
    '/v1/api/forex/close',
    'Close a holding position at the market price; `lots` (extension) closes only that part — the answer is then the closed part, a new order with Status 3 and CloseReason "partial"',
    closeSchema,
    orderSchema,
    async (request) => {
      const { id, lots } = params<{ id: number; lots?: string }>(request);
      const row = await engine.close(request.user!.id, Number(id), lots);
      return ok(orderView(row, engine), row.close_reason === 'partial' ? 'positionPartlyClosed' : 'positionClosed');
    },
  );

  both(
    '/v1/api/forex/close_all',
    'Close every holding position (extension); `which` = all (default), profitable or losing, judged by the floating P&L at the moment of the request. Positions whose market is closed stay open and are counted in `skipped`',
    closeAllSchema,
    closeAllReply,
    async (request) => {
      const { which = 'all' } = params<{ which?: 'all' | 'profitable' | 'losing' }>(request);
      const { closed, skipped } = await engine.closeAll(request.user!.id, which);
      const profit = roundMoney(sum(closed.map((r) => r.profit ?? '0')));
      return ok({ closed: closed.map((r) => orderView(r, engine)), skipped, profit }, 'positionsClosed', { count: closed.length });
    },
  );

  // POST only, as cancel_all: a new extension.
  app.post<{ Body: { id: number } }>('/v1/api/forex/reverse', {
    onRequest: app.requireUser,
    schema: {
      tags,
      summary: 'Reverse a holding position (extension): it closes at the market price as `close` would, then a market order of the same lots, pair and leverage opens the other way, without stops. When that order is refused the position stays closed and the answer says why (`opened` null)',
      headers: authHeaders,
      body: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } },
      response: replies(reverseReply),
    },
    handler: async (request) => {
      await mayOpen(request);
      const r = await engine.reverse(request.user!.id, request.body.id);
      const data = { closed: orderView(r.closed, engine), opened: r.opened && orderView(r.opened, engine) };
      if (!r.refused) return ok(data, 'positionReversed');
      return ok(data, 'reverseRefused', { reason: renderMessage(requestLang(request), r.refused.key, r.refused.params) });
    },
  });

  // POST only: a new extension that changes orders has no GET form to keep.
  app.post('/v1/api/forex/cancel_all', {
    onRequest: app.requireUser,
    schema: {
      tags,
      summary: 'Cancel every pending order (extension), each as cancel_trade would, releasing what each reserved; one filled or cancelled meanwhile is left and counted in `skipped`',
      headers: authHeaders,
      response: replies(cancelAllReply),
    },
    handler: async (request) => {
      const { cancelled, skipped } = await engine.cancelAll(request.user!.id);
      const released = roundMoney(sum(cancelled.map((r) => add(r.margin, r.fee))));
      return ok({ cancelled: cancelled.map((r) => orderView(r, engine)), skipped, released }, 'ordersCancelled', { count: cancelled.length });
    },
  });

  both('/v1/api/forex/cancel_trade', 'Cancel a pending order (releases its reserved margin and fee)', idSchema, orderSchema, async (request) => {
    const { id } = params<{ id: number }>(request);
    const row = await engine.cancel(request.user!.id, Number(id));
    return ok(orderView(row, engine), 'orderCancelled');
  });

  both(
    '/v1/api/forex/set_trailing',
    'Trailing stop of a holding position (extension): `pips` > 0 keeps the stop loss that far behind the closing-side price (bid for a buy, ask for a sell), moving only in the trader\'s favour; 0 turns it off and leaves the stop where it is',
    trailingSchema,
    orderSchema,
    async (request) => {
      const p = params<{ id: number; pips: string }>(request);
      const row = await engine.setTrailing(request.user!.id, Number(p.id), p.pips);
      return ok(orderView(row, engine), isZero(row.trail_pips ?? '0') ? 'trailingOff' : 'trailingOn');
    },
  );

  both(
    '/v1/api/forex/modify_pending',
    'Modify a pending order (extension): its new price, stop loss, take profit and expiry, all four at once — a stop or an expiry left out is removed. Margin and fee are priced again at the new price and the reservation follows: more is frozen only if the balance allows it (else "Insufficient free margin"), less is released. Changes sent together apply in turn (the last one stays). A price the market has already reached fills at once',
    modifySchema,
    orderSchema,
    async (request) => {
      const { id, ...input } = params<{ id: number } & ModifyInput>(request);
      const row = await engine.modifyPending(request.user!.id, Number(id), input);
      return ok(orderView(row, engine), 'orderModified');
    },
  );

  both('/v1/api/forex/set_stop_price', 'Set take-profit / stop-loss (0 or empty clears)', stopSchema, orderSchema, async (request) => {
    const p = params<{ id: number; target_profit_price?: string; stop_loss_price?: string }>(request);
    const row = await engine.setStops(request.user!.id, Number(p.id), p.target_profit_price, p.stop_loss_price);
    return ok(orderView(row, engine), 'stopsSaved');
  });

};
