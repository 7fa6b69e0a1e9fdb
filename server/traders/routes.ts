/**
 * A trader's own tools (extensions, docs/trading.md): the watchlist, trading preferences (one-click) and price alerts.
 * Every route needs a session; the watchlist needs a real account (visitors and demo users keep theirs in the
 * browser, and it moves to the account when they register). Alerts and preferences belong to demo users too: they
 * trade, so they are told and asked the same.
 */
import fp from 'fastify-plugin';
import { SUBJECTS } from '../cluster/subjects.js';
import { ok } from '../http/envelope.js';
import { authHeaders, nullData, replies } from '../http/schemas.js';
import { AlertWatcher, MAX_ACTIVE_ALERTS, type AlertInput } from './alerts.js';
import { missedAlerts } from './missed-alerts.js';
import { pushAndTell } from './alert-notice.js';
import { readPreferences, writePreferences } from './preferences.js';
import { MAX_WATCHLIST, readWatchlist, writeWatchlist } from './watchlist.js';

const tags = ['traders'];

const idList = { type: 'array', maxItems: MAX_WATCHLIST, items: { type: 'integer', minimum: 1 } } as const;
const watchlistData = { type: 'object', required: ['ids'], properties: { ids: { ...idList, description: 'Instrument ids (trade_list Id), in the person\'s order' } } } as const;
const prefsData = { type: 'object', required: ['one_click_trading'], properties: { one_click_trading: { type: 'boolean' } } } as const;
const direction = { type: 'string', enum: ['above', 'below'], description: 'above: fires when the ask reaches price; below: when the bid does' } as const;
const price = { type: 'string', minLength: 1, maxLength: 32, description: 'Decimal string, at most the pair\'s PricePrecision decimals' } as const;
const alertSchema = {
  type: 'object',
  required: ['Id', 'ForexId', 'Code', 'Direction', 'Price', 'Status', 'Side', 'CreatedAt', 'FiredAt', 'FiredPrice', 'ByMessage'],
  properties: {
    Id: { type: 'integer' },
    ForexId: { type: 'integer' },
    Code: { type: 'string' },
    Direction: direction,
    Price: { type: 'string' },
    Status: { type: 'string', enum: ['active', 'fired'] },
    Side: { type: 'string', enum: ['ask', 'bid'], description: 'The side of the quote watched' },
    CreatedAt: { type: 'string' },
    FiredAt: { type: ['string', 'null'] },
    FiredPrice: { type: ['string', 'null'], description: 'The watched price that reached the level' },
    ByMessage: { type: 'boolean', description: 'Also told by e-mail or SMS (the channel the owner registered with) when it fires' },
  },
} as const;
const byMessage = { type: 'boolean', description: 'Also tell by e-mail or SMS when it fires (create: default false; change: absent keeps it)' } as const;
const idParam = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } } as const;

declare module 'fastify' {
  interface FastifyInstance {
    alerts: AlertWatcher;
  }
}

export const tradersRoutes = fp(
  async (app) => {
    // On a gateway the engine leader watches the alerts; this process keeps them and tells it what changed.
    const bus = app.bus;
    const elsewhere = bus ? (id: number) => bus.publish(SUBJECTS.alert, { id }) : undefined;
    const fired = pushAndTell((a, userId) => app.pushes.sendToUser(userId, 'PRICE_ALERT', a), { db: app.db, outbox: app.outbox, log: app.log });
    const alerts = new AlertWatcher(app.db, app.engine.quotes, (id) => app.engine.instrument(id), fired, app.log, elsewhere);
    app.decorate('alerts', alerts);
    // Alerts that fired while a returning socket was away (any role with sockets).
    const offCatchUp = app.catchUps.register('PRICE_ALERT', (userId, since) => missedAlerts(app.db, userId, since));
    app.addHook('onClose', async () => offCatchUp());
    if (!elsewhere) {
      app.addHook('onReady', () => alerts.start());
      app.addHook('onClose', () => alerts.stop());
    }

    app.get('/v1/api/watchlist', {
      onRequest: app.requireReal,
      schema: { tags, summary: 'The watchlist (extension): instrument ids in the person\'s order', headers: authHeaders, response: replies(watchlistData) },
      handler: async (request) => ok({ ids: await readWatchlist(app.db, request.user!.id) }),
    });
    app.post<{ Body: { ids: number[] } }>('/v1/api/watchlist', {
      onRequest: app.requireReal,
      schema: {
        tags,
        summary: `Replace the watchlist (extension): the whole ordered list, at most ${MAX_WATCHLIST} known instruments, each once`,
        headers: authHeaders,
        body: { type: 'object', required: ['ids'], additionalProperties: false, properties: { ids: idList } },
        response: replies(watchlistData),
      },
      handler: async (request) => {
        const known = (id: number) => app.engine.instrument(id) !== undefined;
        return ok({ ids: await writeWatchlist(app.db, request.user!.id, request.body.ids, known) });
      },
    });

    app.get('/v1/api/user/preferences', {
      onRequest: app.requireUser,
      schema: { tags, summary: 'Trading preferences kept with the user (extension)', headers: authHeaders, response: replies(prefsData) },
      handler: async (request) => ok(await readPreferences(app.db, request.user!.id)),
    });
    app.post<{ Body: { one_click_trading: boolean } }>('/v1/api/user/preferences', {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Change trading preferences (extension): one_click_trading places market orders from Buy/Sell without a confirmation',
        headers: authHeaders,
        body: { ...prefsData, additionalProperties: false },
        response: replies(prefsData),
      },
      handler: async (request) => ok(await writePreferences(app.db, request.user!.id, request.body), 'preferencesSaved'),
    });

    app.get('/v1/api/alerts', {
      onRequest: app.requireUser,
      schema: { tags, summary: 'Price alerts, newest first (extension)', headers: authHeaders, response: replies({ type: 'array', items: alertSchema }) },
      handler: async (request) => ok(await alerts.list(request.user!.id)),
    });
    app.post<{ Body: AlertInput }>('/v1/api/alerts', {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: `Create a price alert (extension); at most ${MAX_ACTIVE_ALERTS} waiting. A price already reached is refused (it would fire at once)`,
        headers: authHeaders,
        body: { type: 'object', required: ['forex_id', 'direction', 'price'], additionalProperties: false, properties: { forex_id: { type: 'integer', minimum: 1 }, direction, price, by_message: byMessage } },
        response: replies(alertSchema),
      },
      handler: async (request) => ok(await alerts.create(request.user!.id, request.body), 'alertSaved'),
    });
    app.post<{ Params: { id: number }; Body: Omit<AlertInput, 'forex_id'> }>('/v1/api/alerts/:id', {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Change a price alert\'s direction, price and whether it is also told by message (extension); a fired alert waits again',
        headers: authHeaders,
        params: idParam,
        body: { type: 'object', required: ['direction', 'price'], additionalProperties: false, properties: { direction, price, by_message: byMessage } },
        response: replies(alertSchema),
      },
      handler: async (request) => ok(await alerts.update(request.user!.id, request.params.id, request.body), 'alertSaved'),
    });
    app.delete<{ Params: { id: number } }>('/v1/api/alerts/:id', {
      onRequest: app.requireUser,
      schema: { tags, summary: 'Delete a price alert (extension)', headers: authHeaders, params: idParam, response: replies(nullData) },
      handler: async (request) => {
        await alerts.remove(request.user!.id, request.params.id);
        return ok(null, 'deleted');
      },
    });
  },
  { name: 'pipkit-traders', dependencies: ['pipkit-trading'] },
);
