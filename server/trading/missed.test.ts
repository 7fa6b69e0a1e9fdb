import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeServer, until } from '../testing.js';
import { action, adminHeaders, engineIdle, listen, quote, submit, trader } from './test-helpers.js';
import { call } from '../testing.js';
import type { TradingEngine } from './engine/engine.js';
import { isCursor } from '../socket/catch-up.js';
import { CompiledQuery, sql } from 'kysely';
import { MISSED_LIMIT, endedQuery, filledQuery, missedEvents } from './missed.js';

type App = Awaited<ReturnType<typeof makeServer>>;
let app: App;

beforeAll(async () => {
  app = await makeServer();
});
afterAll(async () => {
  await app.cleanup();
});

const settle = () => new Promise((r) => setTimeout(r, 150));

describe('catching up on FOREX_CLOSED (params.since)', () => {
  it('a returning socket gets the fills and closes the server made while nobody listened, oldest first, and nothing the trader did', async () => {
    await quote(app, 'EURUSD', '1.10000', '1.10010');
    const t = await trader(app, '10000');
    const since = new Date().toISOString();
    // another device of the trader's, listening all along: what it was told live is what a returning one is told
    const live = listen(app, t.id, ['FOREX_CLOSED']);
    // a stop loss that fires, a pending order that fills and is then partly closed by the trader, and a close by the trader
    const sl = await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.1', multiple: 100, stop_loss_price: '1.09000' });
    const pending = await submit(app, t.token, { code: 'EURUSD', type: 2, cont: '0.1', multiple: 100, status: 0, target_price: '1.11000' });
    const mine = await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.1', multiple: 100 });
    expect([sl.code, pending.code, mine.code]).toEqual([1, 1, 1]);
    await quote(app, 'EURUSD', '1.11000', '1.11010'); // the pending sell fills at the bid
    await engineIdle(app);
    expect((await action(app, t.token, 'close', { id: pending.data.Id, lots: '0.05' })).code).toBe(1);
    expect((await action(app, t.token, 'close', { id: mine.data.Id })).code).toBe(1);
    await quote(app, 'EURUSD', '1.08990', '1.09000'); // the stop loss
    await engineIdle(app);

    const back = listen(app, t.id, ['FOREX_CLOSED'], { since });
    await until('catch-up', () => back.messages.length > 0);
    await settle();
    expect(back.messages).toHaveLength(1);
    const events = back.messages[0].data;
    expect(back.messages[0].type).toBe('FOREX_CLOSED');
    expect(events).toEqual([
      { Id: pending.data.Id, Status: 1, Reason: 'fill', Code: 'EURUSD', UpdatePrice: '1.11000', FactProfits: '0.000000', At: expect.any(String) },
      { Id: sl.data.Id, Status: 3, Reason: 'sl', Code: 'EURUSD', UpdatePrice: '1.08990', FactProfits: '-102.000000', At: expect.any(String) },
    ]);
    expect(events[0].At < events[1].At).toBe(true);
    expect(events).toEqual(live.of('FOREX_CLOSED').map((m) => m.data));
    back.close();
    live.close();
  });

  it("catches up on every cancel and close the server told: an expiry, the desk's, and the other order of a pair that filled", async () => {
    await quote(app, 'EURUSD', '1.10000', '1.10010');
    const t = await trader(app, '10000');
    const since = new Date().toISOString();
    const live = listen(app, t.id, ['FOREX_CLOSED']);
    const place = async (extra: Record<string, string | number>) => (await submit(app, t.token, { code: 'EURUSD', cont: '0.1', multiple: 100, ...extra })).data.Id as number;
    const up = await place({ type: 1, status: 0, pending_type: 'stop', target_price: '1.10500' });
    const down = await place({ type: 2, status: 0, pending_type: 'stop', target_price: '1.09500' });
    const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
    const expiring = await place({ type: 1, status: 0, target_price: '1.05000', expires_at: expiresAt });
    const position = await place({ type: 1 });
    expect((await call(app, 'POST', '/v1/api/forex/set_oco', { token: t.token, body: { id: up, other_id: down } })).body.code).toBe(1);
    await quote(app, 'EURUSD', '1.10510', '1.10520');
    await engineIdle(app);
    await (app.engine as TradingEngine).expireDue(expiresAt);
    expect((await call(app, 'POST', `/admin/api/users/${t.id}/orders/${position}/close`, { headers: adminHeaders, body: { reason: 'Client asked by phone' } })).body.code).toBe(1);

    const back = listen(app, t.id, ['FOREX_CLOSED'], { since });
    await until('catch-up', () => back.messages.length > 0);
    const events = back.messages[0].data as Array<{ Id: number; Reason: string }>;
    expect(events.map((e) => [e.Id, e.Reason])).toEqual([[up, 'fill'], [down, 'oco'], [expiring, 'expired'], [position, 'admin']]);
    expect(events).toEqual(live.of('FOREX_CLOSED').map((m) => m.data));
    back.close();
    live.close();
  });

  it('sends nothing without a cursor, with an empty one, after it, or to an anonymous socket', async () => {
    await quote(app, 'GBPUSD', '1.27000', '1.27010');
    const t = await trader(app, '10000');
    const since = new Date().toISOString();
    await submit(app, t.token, { code: 'GBPUSD', type: 1, cont: '0.1', multiple: 100, stop_loss_price: '1.26000' });
    await quote(app, 'GBPUSD', '1.25990', '1.26000');
    await engineIdle(app);
    expect(await missedEvents(app.db, t.id, since)).toHaveLength(1);

    const later = new Date(Date.now() + 60_000).toISOString();
    const sockets = [listen(app, t.id, ['FOREX_CLOSED']), listen(app, t.id, ['FOREX_CLOSED'], { since: '' }), listen(app, t.id, ['FOREX_CLOSED'], { since: later }), listen(app, null, ['FOREX_CLOSED'], { since })];
    await settle();
    for (const s of sockets) expect(s.messages).toEqual([]);
    for (const s of sockets) s.close();
  });

  it('replays the newest MISSED_LIMIT of a week at most, and reads a little before the cursor', async () => {
    await quote(app, 'AUDUSD', '0.66000', '0.66010');
    const t = await trader(app, '100000');
    const since = new Date().toISOString();
    const ids: number[] = [];
    for (let i = 0; i < MISSED_LIMIT + 2; i++) {
      const r = await submit(app, t.token, { code: 'AUDUSD', type: 1, cont: '0.01', multiple: 100, stop_loss_price: '0.65000' });
      ids.push(r.data.Id);
    }
    await quote(app, 'AUDUSD', '0.64990', '0.65000');
    await engineIdle(app);
    const events = await missedEvents(app.db, t.id, since);
    expect(events).toHaveLength(MISSED_LIMIT);
    const closedAt = new Map((await app.db.selectFrom('orders').select(['id', 'closed_at']).where('id', 'in', ids).execute()).map((r) => [Number(r.id), r.closed_at!]));
    const newest = [...closedAt.entries()].sort((a, b) => (a[1] === b[1] ? a[0] - b[0] : a[1] < b[1] ? -1 : 1)).slice(-MISSED_LIMIT);
    expect(new Set(events.map((e) => e.Id))).toEqual(new Set(newest.map(([id]) => id)));
    expect(events.map((e) => e.At)).toEqual([...events.map((e) => e.At)].sort());

    // a week and a day ago: history, not news, whatever the cursor says
    const old = new Date(Date.now() - 8 * 24 * 3600_000).toISOString();
    await app.db.updateTable('orders').set({ closed_at: old }).where('id', 'in', ids).execute();
    expect(await missedEvents(app.db, t.id, new Date(Date.now() - 30 * 24 * 3600_000).toISOString())).toEqual([]);
    // an event stamped a moment before the cursor (another machine's clock) is still sent; the client drops what it has
    const justBefore = new Date(Date.now() - 2_000).toISOString();
    await app.db.updateTable('orders').set({ closed_at: justBefore }).where('id', '=', ids[0]).execute();
    expect((await missedEvents(app.db, t.id, new Date().toISOString())).map((e) => e.Id)).toEqual([ids[0]]);
  });

  it('reads through the partial indexes made for it, on SQLite and on PostgreSQL', async () => {
    const from = new Date(Date.now() - 60_000).toISOString();
    const plans: string[] = [];
    for (const q of [endedQuery(app.db, 1, from).compile(), filledQuery(app.db, 1, from).compile()]) {
      if (app.config.databaseUrl) {
        // a test table is small enough for a scan to look cheaper: ask whether the index can be used at all
        await app.db.transaction().execute(async (trx) => {
          await sql`set local enable_seqscan = off`.execute(trx);
          const rows = (await trx.executeQuery(CompiledQuery.raw(`explain ${q.sql}`, [...q.parameters]))).rows as Array<Record<string, string>>;
          plans.push(rows.map((r) => Object.values(r).join(' ')).join('\n'));
        });
      } else {
        const rows = (await app.db.executeQuery(CompiledQuery.raw(`explain query plan ${q.sql}`, [...q.parameters]))).rows as Array<{ detail: string }>;
        plans.push(rows.map((r) => r.detail).join('\n'));
      }
    }
    expect(plans[0]).toContain('orders_user_server_ended_idx');
    expect(plans[1]).toContain('orders_user_filled_idx');
  });

  it('takes an empty cursor or a time, and nothing else', () => {
    for (const ok of ['', '2026-11-27T01:00:00.000Z', new Date().toISOString()]) expect(isCursor(ok), ok).toBe(true);
    for (const bad of [undefined, null, 5, 'yesterday', '2026-13-45', 'x'.repeat(41), {}]) expect(isCursor(bad), String(bad)).toBe(false);
  });
});
