/**
 * /v1/api/forex/*: markets, candles, orders and the order actions (docs/product.md#api "Trading", issue 3).
 * submit / close / cancel_trade / set_stop_price accept POST (form-urlencoded or JSON body) and GET with query
 * parameters (compatibility with the original client).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ok, AppError } from '../http/envelope.js';
import { authHeaders, pageParam, replies } from '../http/schemas.js';
import { getAccount } from '../ledger/index.js';
import { roundMoney, sum } from '../../src/core/money/index.js';
import { isPeriod, PERIODS, type Period } from '../feed/types.js';
import { OrderStatus, type OrderRow } from './schema.js';
import type { Instrument } from './repo.js';
import type { TradingEngine } from './engine.js';
import { quotations } from './plugin.js';

// ------------------------------------------------------------------ schemas

const dec = (description: string) => ({ type: 'string', description }) as const;

const quotationsSchema = {
  type: 'object',
  description: 'Live quote: Open = day open, Close = current bid, Change = % vs day open (2 dp); decimal strings',
  properties: { Open: { type: 'string' }, Close: { type: 'string' }, Change: { type: 'string' }, Bid: { type: 'string' }, Ask: { type: 'string' }, High: { type: 'string' }, Low: { type: 'string' } },
} as const;

export const pairSchema = {
  type: 'object',
  properties: {
    Id: { type: 'integer' },
    Code: { type: 'string' },
    ShowCode: { type: 'string' },
    Logo: { type: 'string', description: 'Image URL (a generated SVG data URI when none is configured)' },
    CategoryId: { type: 'integer' },
    MarketStatus: { type: 'integer', enum: [0, 1], description: '1 open' },
    PricePrecision: { type: 'integer' },
    ForexQuotations: quotationsSchema,
    HasForexMultiple: { type: 'array', items: { type: 'object', properties: { Value: { type: 'integer' } } }, description: 'Leverage options; empty = none configured' },
    MarginMode: { type: 'integer', description: '1 = fixed margin without leverage' },
    ForexMinCont: dec('Minimum lots'),
    ForexContNum: dec('Units per lot'),
    ForexFeeRate: dec('Fee rate: USD per lot when trade_fee_type is 1, else ratio of margin'),
    Pip: dec('Lot step'),
    BaseCurrency: { type: 'string' },
    QuoteCurrency: { type: 'string' },
    Spread: dec('Typical ask − bid'),
  },
} as const;

const candleSchema = {
  type: 'object',
  properties: { Time: { type: 'integer', description: 'Bucket start, unix seconds (UTC)' }, Open: { type: 'string' }, High: { type: 'string' }, Low: { type: 'string' }, Close: { type: 'string' }, Volume: { type: 'integer' } },
} as const;

export const orderSchema = {
  type: 'object',
  properties: {
    Id: { type: 'integer' },
    ForexId: { type: 'integer' },
    Code: { type: 'string' },
    ForexTradeLists: { type: 'object', properties: { Id: { type: 'integer' }, Code: { type: 'string' }, ShowCode: { type: 'string' }, PricePrecision: { type: 'integer' } } },
    OrderType: { type: 'integer', description: '1 buy, 2 sell' },
    Quantity: dec('Lots'),
    Multiple: { type: 'integer', description: 'Leverage (0 for MarginMode 1)' },
    MarginMode: { type: 'integer' },
    OriginPrice: dec('Requested price: the target of a pending order, else the open price'),
    Price: dec('Open (fill) price; the target while pending'),
    UpdatePrice: dec('Current closing-side price while open; close price once closed'),
    ClosePrice: dec("Close price ('' while open)"),
    FactProfits: dec('Floating P&L while holding, realised P&L once closed (USD, 6 dp)'),
    CautionMoney: dec('Margin (USD, 6 dp); the estimate at the target while pending'),
    TradeFee: dec('Fee (USD, 6 dp)'),
    TargetLossPrice: dec("Stop loss ('0' = none)"),
    TargetProfitPrice: dec("Take profit ('0' = none)"),
    Status: { type: 'integer', description: '0 pending, 1 holding, 2 cancelled, 3 closed' },
    CloseReason: { type: 'string', description: "user | sl | tp | stop_out | cancel | demo_reset | insufficient_margin | ''" },
    CreateTimeHandler: { type: 'string', description: 'YYYY-MM-DD HH:mm:ss (UTC)' },
    CompleteTimeHandler: { type: 'string', description: "YYYY-MM-DD HH:mm:ss (UTC), '' while open" },
    CreatedAt: { type: 'string' },
    OpenedAt: { type: 'string' },
    ClosedAt: { type: 'string' },
  },
} as const;

export const summarySchema = {
  type: 'object',
  properties: {
    ProfitsTotal: dec('Floating P&L of holding positions'),
    HazardRate: dec('Risk rate % = equity ÷ used margin × 100 (2 dp); "0.00" with no used margin'),
    CautionMoneyAll: dec('Used margin'),
    Balance: dec('Available balance'),
    LockBalance: dec('Frozen balance'),
    Equity: dec('balance + used margin + pending reservations + floating P&L'),
    FreeMargin: dec('equity − used margin − pending reservations'),
    PendingLocked: dec('Margin + fee reserved by pending orders'),
    TransOrder: {
      type: 'array',
      items: { type: 'object', properties: { Id: { type: 'integer' }, UpdatePrice: { type: 'string' }, FactProfits: { type: 'string' } } },
    },
  },
} as const;

const submitProps = {
  type: { type: 'integer', enum: [1, 2], description: '1 buy, 2 sell' },
  cont: { type: 'string', description: 'Lots' },
  forex_id: { type: 'integer', minimum: 1 },
  status: { type: 'integer', enum: [0, 1], default: 1, description: '1 market, 0 pending' },
  target_price: { type: 'string', description: 'Pending price (status 0)' },
  stop_loss_price: { type: 'string', description: '0 or empty = none' },
  target_profit_price: { type: 'string', description: '0 or empty = none' },
  multiple: { type: 'string', description: 'Leverage; empty or 0 for MarginMode 1' },
  client_ref: { type: 'string', maxLength: 64, description: 'Optional idempotency key: a retried submit with the same key returns the first order' },
} as const;
const submitSchema = { type: 'object', required: ['type', 'forex_id'], properties: submitProps } as const;
const idSchema = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } } as const;
const stopSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1 }, target_profit_price: { type: 'string' }, stop_loss_price: { type: 'string' } },
} as const;

// ------------------------------------------------------------------ views

const LOGO_COLORS = ['#2962ff', '#00897b', '#f57c00', '#8e24aa', '#c62828', '#455a64'];

/** A small generated logo (SVG data URI) for instruments without a configured one. */
export function generatedLogo(inst: Pick<Instrument, 'code' | 'base' | 'categoryId'>): string {
  const text = inst.base.slice(0, 3).replace(/[^A-Za-z0-9]/g, '');
  const color = LOGO_COLORS[(inst.categoryId - 1 + LOGO_COLORS.length) % LOGO_COLORS.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="${color}"/><text x="32" y="38" font-family="Arial,sans-serif" font-size="18" font-weight="700" fill="#fff" text-anchor="middle">${text}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function pairView(inst: Instrument, engine: TradingEngine) {
  const q = engine.feed.getQuote(inst.code);
  return {
    Id: inst.id,
    Code: inst.code,
    ShowCode: inst.showCode,
    Logo: inst.logo || generatedLogo(inst),
    CategoryId: inst.categoryId,
    MarketStatus: engine.feed.marketStatus(inst.code),
    PricePrecision: inst.precision,
    ForexQuotations: quotations(q),
    HasForexMultiple: inst.marginMode === 1 ? [] : inst.leverages.map((Value) => ({ Value })),
    MarginMode: inst.marginMode,
    ForexMinCont: inst.minLots,
    ForexContNum: inst.contractSize,
    ForexFeeRate: inst.feeRate,
    Pip: inst.lotStep,
    BaseCurrency: inst.base,
    QuoteCurrency: inst.quote,
    Spread: inst.spread,
  };
}

const stamp = (iso: string | null) => (iso ? iso.slice(0, 19).replace('T', ' ') : '');

export function orderView(row: OrderRow, engine: TradingEngine) {
  const inst = engine.instrument(Number(row.instrument_id));
  const live = engine.liveView(row);
  const status = Number(row.status);
  return {
    Id: Number(row.id),
    ForexId: Number(row.instrument_id),
    Code: row.code,
    ForexTradeLists: { Id: Number(row.instrument_id), Code: row.code, ShowCode: inst?.showCode ?? row.code, PricePrecision: Number(row.price_precision) },
    OrderType: Number(row.side),
    Quantity: row.lots,
    Multiple: row.leverage === null ? 0 : Number(row.leverage),
    MarginMode: Number(row.margin_mode),
    OriginPrice: row.origin_price,
    Price: row.open_price ?? row.origin_price,
    UpdatePrice: live.UpdatePrice,
    ClosePrice: row.close_price ?? '',
    FactProfits: live.FactProfits,
    CautionMoney: row.margin,
    TradeFee: row.fee,
    TargetLossPrice: row.sl,
    TargetProfitPrice: row.tp,
    Status: status,
    CloseReason: row.close_reason ?? '',
    CreateTimeHandler: stamp(row.created_at),
    CompleteTimeHandler: stamp(row.closed_at),
    CreatedAt: row.created_at,
    OpenedAt: row.opened_at ?? '',
    ClosedAt: row.closed_at ?? '',
  };
}

function langOf(request: FastifyRequest): string {
  const h = request.headers.lang;
  const l = (Array.isArray(h) ? h[0] : h) ?? 'hk';
  return l === 'tw' ? 'hk' : l;
}

/** GET reads the query, POST the body (form or JSON). */
function params<T>(request: FastifyRequest): T {
  return (request.method === 'GET' ? request.query : request.body) as T;
}

// ------------------------------------------------------------------ routes

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
      const raw = (request.query.searchCurrency ?? '').trim();
      const search = raw.toUpperCase().replace(/[^A-Z0-9]/g, '');
      // Text with no letter or digit ("%", "_", "/") matches nothing; it is not a wildcard for everything.
      if (raw && !search) return ok([]);
      const cat = request.query.category_id;
      const list = engine
        .instruments()
        .filter((i) => i.enabled)
        .filter((i) => !cat || i.categoryId === cat)
        .filter((i) => !search || i.code.includes(search) || i.showCode.toUpperCase().replace(/[^A-Z0-9]/g, '').includes(search));
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
    return ok(engine.feed.candles(inst.code, period, q.limit ?? defaultLimit));
  };
  app.get('/v1/api/forex/kline', {
    schema: { tags, summary: 'Candles (oldest first, the last one still forming), default 500, at most 1000', querystring: klineQuery, response: replies({ type: 'array', items: candleSchema }) },
    handler: klineHandler(500),
  });
  app.get('/v1/api/forex/abbreviated_cache_kline', {
    schema: { tags, summary: 'Recent tail of the candles (default 100) for a quick first paint', querystring: klineQuery, response: replies({ type: 'array', items: candleSchema }) },
    handler: klineHandler(100),
  });

  app.get<{ Querystring: { status: number; page?: number; limit?: number } }>('/v1/api/forex/my_deal', {
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
      const statuses = status === 3 ? [OrderStatus.cancelled, OrderStatus.closed] : [status];
      const base = app.db.selectFrom('orders').where('user_id', '=', userId).where('status', 'in', statuses);
      const [rows, count, acc] = await Promise.all([
        base.selectAll().orderBy('id', 'desc').limit(limit).offset((page - 1) * limit).execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
        getAccount(app.db, userId),
      ]);
      let all = '0.000000';
      if (status === 1) all = engine.floatingTotal(userId);
      else if (status === 3) {
        const profits = await base.select('profit').where('status', '=', OrderStatus.closed).execute();
        all = roundMoney(sum(profits.map((p) => p.profit ?? '0')));
      }
      return ok({ data: rows.map((r) => orderView(r, engine)), total: Number(count?.n ?? 0), all_fact_profits: all, balance: acc.balance });
    },
  });

  app.get('/v1/api/forex/summary', {
    onRequest: app.requireUser,
    schema: { tags, summary: 'Live account summary (same shape as the FOREX_TRADE socket message)', headers: authHeaders, response: replies(summarySchema) },
    handler: async (request) => ok(await engine.summary(request.user!.id)),
  });

  // Order actions: GET (query) and POST (form or JSON body).
  const both = (url: string, summary: string, schema: object, response: object, handler: (request: FastifyRequest) => Promise<unknown>) => {
    app.get(url, { onRequest: app.requireUser, schema: { tags, summary: `${summary} (GET form for compatibility)`, headers: authHeaders, querystring: schema, response: replies(response) }, handler });
    app.post(url, { onRequest: app.requireUser, schema: { tags, summary, headers: authHeaders, body: schema, response: replies(response) }, handler });
  };

  both('/v1/api/forex/submit', 'Place a market (status 1) or pending (status 0) order', submitSchema, orderSchema, async (request) => {
    const p = params<Record<string, unknown>>(request);
    const row = await engine.submit(request.user!, p as never);
    return ok(orderView(row, engine), Number(row.status) === OrderStatus.pending ? 'orderPlaced' : 'orderOpened');
  });

  both('/v1/api/forex/close', 'Close a holding position at the market price', idSchema, orderSchema, async (request) => {
    const { id } = params<{ id: number }>(request);
    const row = await engine.close(request.user!.id, Number(id));
    return ok(orderView(row, engine), 'positionClosed');
  });

  both('/v1/api/forex/cancel_trade', 'Cancel a pending order (releases its reserved margin and fee)', idSchema, orderSchema, async (request) => {
    const { id } = params<{ id: number }>(request);
    const row = await engine.cancel(request.user!.id, Number(id));
    return ok(orderView(row, engine), 'orderCancelled');
  });

  both('/v1/api/forex/set_stop_price', 'Set take-profit / stop-loss (0 or empty clears)', stopSchema, orderSchema, async (request) => {
    const p = params<{ id: number; target_profit_price?: string; stop_loss_price?: string }>(request);
    const row = await engine.setStops(request.user!.id, Number(p.id), p.target_profit_price, p.stop_loss_price);
    return ok(orderView(row, engine), 'stopsSaved');
  });

};
