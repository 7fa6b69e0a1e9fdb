/**
 * Admin API for trading (registered inside adminRoutes, so the admin token check applies):
 *   GET  /admin/api/instruments                list every instrument (including disabled)
 *   PUT  /admin/api/instruments/:code          create or update an instrument
 *   POST /admin/api/quotes {code,bid,ask}      push a quote (FEED=manual); SL/TP/pending/stop-out run before the reply
 *   POST /admin/api/users/:id/balance {amount, memo, ref?}   credit/debit through the ledger (type 10)
 *   PUT  /admin/api/settings/trading {trade_fee_type?, stop_out_level?, margin_call_level?}   validated trading settings
 */
import type { FastifyPluginAsync } from 'fastify';
import { AppError, OperatorError, ok } from '../http/envelope.js';
import { balanceSchema, replies } from '../http/schemas.js';
import { auditedAdjustment } from '../operators/balance.js';
import type { Db } from '../db/index.js';
import { audited } from '../operators/audit.js';
import { setSetting } from '../settings/index.js';
import { big, gt } from '../../src/core/money/index.js';
import { TRADING_SESSIONS } from '../../src/core/trading-sessions.js';
import { toInstrument } from './repo.js';
import { pairSchema } from './schemas.js';
import { marginCallOf } from './engine/trading-settings.js';
import { pairView } from './views.js';

const decimal = { type: 'string', pattern: '^\\d{1,15}(\\.\\d{1,10})?$' } as const;
/** A swap rate, USD per lot and night: signed, at most micro-dollars. */
const swapRate = { type: 'string', pattern: '^-?\\d{1,9}(\\.\\d{1,6})?$', description: 'USD per lot and night; negative = charged to the trader' } as const;
/** A risk-rate level in percent: up to 4 digits and 2 decimals. */
const LEVEL = '^\\d{1,4}(\\.\\d{1,2})?$';

interface InstrumentBody {
  show_code?: string;
  category_id?: number;
  logo?: string;
  base?: string;
  quote?: string;
  precision?: number;
  contract_size?: string;
  min_lots?: string;
  lot_step?: string;
  fee_rate?: string;
  swap_long?: string;
  swap_short?: string;
  leverages?: number[];
  margin_mode?: number;
  spread?: string;
  price?: string;
  volatility?: string;
  session?: string;
  market_status?: number | null;
  enabled?: boolean;
  sort?: number;
}

export const adminTradingRoutes: FastifyPluginAsync = async (app) => {
  const tags = ['admin'];

  app.get('/instruments', {
    config: { access: 'dealing.read' },
    schema: {
      tags, summary: 'All instruments with live quotes, and the trading session each follows',
      response: replies({ type: 'array', items: { ...pairSchema, properties: { ...pairSchema.properties, Session: { type: 'string', enum: [...TRADING_SESSIONS] } } } }),
    },
    handler: async () => ok(app.engine.instruments().map((i) => ({ ...pairView(i, app.engine), Session: i.session }))),
  });

  app.put<{ Params: { code: string }; Body: InstrumentBody }>('/instruments/:code', {
    config: { access: 'dealing.write' },
    schema: {
      tags,
      summary: 'Create or update an instrument (the documented fields plus base/quote currency, spread and market status override)',
      params: { type: 'object', required: ['code'], properties: { code: { type: 'string', pattern: '^[A-Z0-9]{2,16}$' } } },
      body: {
        type: 'object',
        properties: {
          show_code: { type: 'string', minLength: 1, maxLength: 64 },
          category_id: { type: 'integer', minimum: 1 },
          logo: { type: 'string', maxLength: 2048 },
          base: { type: 'string', pattern: '^[A-Z0-9]{2,16}$' },
          quote: { type: 'string', pattern: '^[A-Z]{3}$' },
          precision: { type: 'integer', minimum: 0, maximum: 10 },
          contract_size: decimal,
          min_lots: decimal,
          lot_step: decimal,
          fee_rate: decimal,
          swap_long: swapRate,
          swap_short: swapRate,
          leverages: { type: 'array', items: { type: 'integer', minimum: 1, maximum: 10000 }, maxItems: 20 },
          margin_mode: { type: 'integer', enum: [0, 1] },
          spread: decimal,
          price: decimal,
          volatility: decimal,
          session: { type: 'string', enum: [...TRADING_SESSIONS] },
          market_status: { type: ['integer', 'null'], enum: [0, 1, null], description: 'null = by trading session' },
          enabled: { type: 'boolean' },
          sort: { type: 'integer' },
        },
      },
      response: replies(pairSchema),
    },
    handler: async (request) => {
      const { code } = request.params;
      const snapshot = (db: Db) => db.selectFrom('instruments').selectAll().where('code', '=', code).executeTakeFirst();
      return audited(app, request, { action: 'instrument.put', target: ['instrument', code], snapshot }, async (db, afterCommit) => {
        const b = request.body ?? {};
        const now = new Date().toISOString();
        const leverages = b.leverages === undefined ? undefined : JSON.stringify([...new Set(b.leverages)].sort((x, y) => x - y));
        const existing = await db.selectFrom('instruments').selectAll().where('code', '=', code).executeTakeFirst();
        if (b.category_id !== undefined) {
          const cat = await db.selectFrom('categories').select('id').where('id', '=', b.category_id).executeTakeFirst();
          if (!cat) throw new OperatorError('Category not found');
        }
        for (const k of ['contract_size', 'price'] as const) {
          if (b[k] !== undefined && big(b[k]!).lte(0)) throw new OperatorError(`${k} must be greater than 0`);
        }
        const fields = {
          ...(b.show_code !== undefined && { show_code: b.show_code }),
          ...(b.category_id !== undefined && { category_id: b.category_id }),
          ...(b.logo !== undefined && { logo: b.logo }),
          ...(b.base !== undefined && { base_ccy: b.base }),
          ...(b.quote !== undefined && { quote_ccy: b.quote }),
          ...(b.precision !== undefined && { price_precision: b.precision }),
          ...(b.contract_size !== undefined && { contract_size: b.contract_size }),
          ...(b.min_lots !== undefined && { min_lots: b.min_lots }),
          ...(b.lot_step !== undefined && { lot_step: b.lot_step }),
          ...(b.fee_rate !== undefined && { fee_rate: b.fee_rate }),
          ...(b.swap_long !== undefined && { swap_long: b.swap_long }),
          ...(b.swap_short !== undefined && { swap_short: b.swap_short }),
          ...(leverages !== undefined && { leverages }),
          ...(b.margin_mode !== undefined && { margin_mode: b.margin_mode }),
          ...(b.spread !== undefined && { spread: b.spread }),
          ...(b.price !== undefined && { ref_price: b.price }),
          ...(b.volatility !== undefined && { volatility: b.volatility }),
          ...(b.session !== undefined && { session: b.session }),
          ...(b.market_status !== undefined && { market_status: b.market_status }),
          ...(b.enabled !== undefined && { enabled: b.enabled ? 1 : 0 }),
          ...(b.sort !== undefined && { sort: b.sort }),
        };
        if (existing) {
          await db.updateTable('instruments').set({ ...fields, updated_at: now }).where('code', '=', code).execute();
        } else {
          const missing = ['category_id', 'quote', 'precision', 'contract_size', 'min_lots', 'lot_step', 'spread', 'price'].filter(
            (k) => (b as Record<string, unknown>)[k] === undefined,
          );
          if (missing.length) throw new OperatorError(`New instrument needs: ${missing.join(', ')}`);
          await db
            .insertInto('instruments')
            .values({
              code, show_code: b.show_code ?? code, category_id: b.category_id!, logo: b.logo ?? '', base_ccy: b.base ?? code.slice(0, 3),
              quote_ccy: b.quote!, price_precision: b.precision!, contract_size: b.contract_size!, min_lots: b.min_lots!, lot_step: b.lot_step!,
              fee_rate: b.fee_rate ?? '0', swap_long: b.swap_long ?? '0', swap_short: b.swap_short ?? '0', leverages: leverages ?? '[]', margin_mode: b.margin_mode ?? 0, spread: b.spread!,
              ref_price: b.price!, volatility: b.volatility ?? '0.1', session: b.session ?? 'fx', market_status: b.market_status ?? null,
              enabled: b.enabled === false ? 0 : 1, sort: b.sort ?? 1000, created_at: now, updated_at: now,
            })
            .execute();
        }
        const row = await db.selectFrom('instruments').selectAll().where('code', '=', code).executeTakeFirstOrThrow();
        const inst = toInstrument(row);
        // The engine learns of it once it is committed (in a cluster it reads the row from its own connection).
        afterCommit(() => app.engine.putInstrument(inst));
        return ok(pairView(inst, app.engine));
      });
    },
  });

  app.post<{ Body: { code: string; bid: string; ask: string } }>('/quotes', {
    config: { access: 'dealing.write' },
    schema: {
      tags,
      summary: 'Push a quote (manual feed only). Pending fills, SL/TP and stop-out are processed before the reply.',
      body: { type: 'object', required: ['code', 'bid', 'ask'], properties: { code: { type: 'string' }, bid: decimal, ask: decimal } },
      response: replies({
        type: 'object',
        properties: { code: { type: 'string' }, bid: { type: 'string' }, ask: { type: 'string' }, open: { type: 'string' }, high: { type: 'string' }, low: { type: 'string' }, change: { type: 'string' }, status: { type: 'integer' }, time: { type: 'integer' } },
      }),
    },
    handler: async (request) => {
      const { code, bid, ask } = request.body;
      // The quote is not a row: its audit row commits first, then the engine takes the price (and fills what it
      // triggers in its own transactions, which must not wait on this one).
      const pushed: { quote?: Awaited<ReturnType<typeof app.engine.pushQuote>> } = {};
      await audited(app, request, { action: 'quote.push', target: ['instrument', code] }, async (_db, afterCommit) => {
        if (app.engine.feedKind !== 'manual') throw new OperatorError('Quotes can only be pushed when the server runs with FEED=manual');
        if (!app.engine.instrument(code)) throw new AppError('pairNotFound');
        if (big(ask).lt(big(bid)) || big(bid).lte(0)) throw new OperatorError('bid must be positive and ask must not be below bid');
        afterCommit(async () => (pushed.quote = await app.engine.pushQuote(code, bid, ask)));
      });
      return ok(pushed.quote!);
    },
  });

  app.post<{ Params: { id: number }; Body: { amount: string; memo?: string; ref?: string } }>('/users/:id/balance', {
    config: { access: 'balance.adjust' },
    schema: {
      tags,
      summary: 'Credit (positive) or debit (negative) a user balance through the ledger (type 10, memo shown to the user)',
      params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } },
      body: {
        type: 'object',
        required: ['amount'],
        properties: {
          amount: { type: 'string', pattern: '^-?\\d{1,15}(\\.\\d{1,6})?$' },
          memo: { type: 'string', maxLength: 200 },
          ref: { type: 'string', minLength: 1, maxLength: 100, description: 'Idempotency key' },
        },
      },
      response: replies(balanceSchema),
    },
    handler: async (request) => {
      const { amount, memo, ref } = request.body;
      return ok(await auditedAdjustment(app, request, { userId: request.params.id, value: amount, memo, ref }));
    },
  });

  const settingsReply = replies({ type: 'object', properties: { trade_fee_type: { type: 'string' }, stop_out_level: { type: 'string' }, margin_call_level: { type: 'string' } } });
  app.get('/settings/trading', {
    config: { access: 'dealing.read' },
    schema: { tags, summary: 'Trading settings in force: fee type, stop-out and margin-call levels', response: settingsReply },
    handler: async () => {
      const s = await app.engine.settings();
      return ok({ trade_fee_type: String(s.feeType), stop_out_level: s.stopOutLevel, margin_call_level: s.marginCallLevel });
    },
  });

  app.put<{ Body: { trade_fee_type?: number; stop_out_level?: string; margin_call_level?: string } }>('/settings/trading', {
    config: { access: 'dealing.write' },
    schema: {
      tags,
      summary:
        'Trading settings: trade_fee_type (1 per lot, 2 ratio of margin), stop_out_level (% risk rate, default 50), margin_call_level (% risk rate above the stop-out level, default 100)',
      body: {
        type: 'object',
        properties: {
          trade_fee_type: { type: 'integer', enum: [1, 2] },
          stop_out_level: { type: 'string', pattern: LEVEL },
          margin_call_level: { type: 'string', pattern: LEVEL },
        },
      },
      response: settingsReply,
    },
    handler: async (request) => {
      const b = request.body ?? {};
      const now = await app.engine.settings();
      const keys = ['trade_fee_type', 'stop_out_level', 'margin_call_level'];
      const snapshot = (db: Db) => db.selectFrom('settings').selectAll().where('key', 'in', keys).orderBy('key').execute();
      await audited(app, request, { action: 'trading-settings.set', target: ['setting', 'trading'], snapshot }, async (db, afterCommit) => {
        // The warning must come before the stop-out: a margin-call level at or below it is refused and nothing is
        // saved; a stop-out raised past the current margin-call level takes the margin call with it (twice the level).
        const stopOut = b.stop_out_level ?? now.stopOutLevel;
        if (b.margin_call_level !== undefined && !gt(b.margin_call_level, stopOut)) {
          throw new OperatorError(`margin_call_level (${b.margin_call_level}) must be above stop_out_level (${stopOut})`);
        }
        const marginCall = marginCallOf(b.margin_call_level ?? now.marginCallLevel, stopOut);
        if (b.trade_fee_type !== undefined) await setSetting(db, 'trade_fee_type', String(b.trade_fee_type));
        if (b.stop_out_level !== undefined) await setSetting(db, 'stop_out_level', b.stop_out_level);
        if (b.margin_call_level !== undefined || b.stop_out_level !== undefined) await setSetting(db, 'margin_call_level', marginCall);
        afterCommit(() => app.engine.invalidateSettings());
      });
      const s = await app.engine.settings();
      return ok({ trade_fee_type: String(s.feeType), stop_out_level: s.stopOutLevel, margin_call_level: s.marginCallLevel });
    },
  });
};
