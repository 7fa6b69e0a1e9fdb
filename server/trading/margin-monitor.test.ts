// The dealing desk's margin monitor (trading/margin-monitor.ts) and a client's live figures on their page
// (operators/users.ts), on SQLite and (unit-pg) PostgreSQL: the accounts closest to stop-out first, every figure the
// one the trader's own screen shows, demo and real apart, and bad input refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, demoUser, makeServer, turnsDuring } from '../testing.js';
import { signedInOperator } from '../operators/testing.js';
import { engineIdle, quote, submit, trader } from './test-helpers.js';

type App = Awaited<ReturnType<typeof makeServer>>;
let app: App;
let dealer: Awaited<ReturnType<typeof signedInOperator>>;

beforeAll(async () => {
  app = await makeServer();
  dealer = await signedInOperator(app, 'dealing');
});
afterAll(async () => {
  await app.cleanup();
});

const monitor = async (query = '') => (await call(app, 'GET', `/admin/api/margin${query}`, { headers: dealer.headers })).body;
const ownSummary = async (token: string) => (await call(app, 'GET', '/v1/api/forex/summary', { token })).body.data;

/** The trader's own summary as the desk's answer names its figures. */
const asDesk = (s: Record<string, string>) => ({
  balance: s.Balance, equity: s.Equity, margin: s.CautionMoneyAll, free_margin: s.FreeMargin, floating: s.ProfitsTotal, pending_locked: s.PendingLocked, risk_rate: s.HazardRate,
});

describe('the margin monitor', () => {
  let safe: Awaited<ReturnType<typeof trader>>;
  let risky: Awaited<ReturnType<typeof trader>>;
  let riskyPosition: number;

  beforeAll(async () => {
    await quote(app, 'EURUSD', '1.10000', '1.10010');
    safe = await trader(app, '10000');
    risky = await trader(app, '150');
    const waiting = await trader(app, '1000');
    for (const [t, lots] of [[safe, '0.10'], [risky, '0.10']] as const) {
      const placed = await submit(app, t.token, { code: 'EURUSD', type: 1, cont: lots, multiple: 100 });
      expect(placed.code, placed.msg).toBe(1);
      if (t === risky) riskyPosition = placed.data.Id;
    }
    // A pending order alone is no risk yet: that account is not listed.
    const pending = await submit(app, waiting.token, { code: 'EURUSD', type: 1, cont: '0.10', multiple: 100, status: 0, target_price: '1.09000' });
    expect(pending.code, pending.msg).toBe(1);
    // 51 pips against both buyers: the small account falls under the margin-call level (100 %), not yet to stop-out (50 %).
    await quote(app, 'EURUSD', '1.09500', '1.09510');
    await engineIdle(app);
    await app.marginCalls!.idle();
  });

  it('lists the accounts with open positions, closest to stop-out first, with the figures the trader sees', async () => {
    const m = await monitor();
    expect(m.code, m.msg).toBe(1);
    expect(m.data).toMatchObject({ accounts: 2, margin_call: 1, margin_call_level: '100', stop_out_level: '50' });
    expect(m.data.data.map((a: { user_id: number }) => a.user_id)).toEqual([risky.id, safe.id]);
    const [first, second] = m.data.data;
    expect(first).toMatchObject({ ...asDesk(await ownSummary(risky.token)), user_id: risky.id, positions: 1, unpriced: 0, zone: 'marginCall' });
    expect(Number(first.risk_rate)).toBeGreaterThan(50);
    expect(Number(first.risk_rate)).toBeLessThan(100);
    expect(first.floating).toBe('-51.000000');
    expect(first.contact).toMatch(/@example\.com$/);
    expect(second).toMatchObject({ ...asDesk(await ownSummary(safe.token)), user_id: safe.id, zone: 'safe', margin_call: null });
    // The margin call running on the small account, and when its owner was told (trading/margin-calls.ts).
    expect(first.margin_call).toEqual({ since: expect.any(String), notified_at: expect.any(String) });
  });

  it('follows the price: back up, the small account is safe again', async () => {
    await quote(app, 'EURUSD', '1.10100', '1.10110');
    await engineIdle(app);
    const m = await monitor();
    expect(m.data.margin_call).toBe(0);
    expect(m.data.data.map((a: { zone: string }) => a.zone)).toEqual(['safe', 'safe']);
    await app.marginCalls!.idle();
    expect(m.data.data.find((a: { user_id: number }) => a.user_id === risky.id)).toMatchObject({ floating: '9.000000' });
    // Clearly safe again: its margin call has ended.
    expect((await monitor()).data.data.find((a: { user_id: number }) => a.user_id === risky.id).margin_call).toBeNull();
    await quote(app, 'EURUSD', '1.09500', '1.09510');
    await engineIdle(app);
    await app.marginCalls!.idle();
  });

  it('keeps demo accounts apart, and cuts the list at the limit while counting every account', async () => {
    const demo = await demoUser(app);
    const placed = await submit(app, demo.token, { code: 'EURUSD', type: 2, cont: '0.01', multiple: 100 });
    expect(placed.code, placed.msg).toBe(1);
    const demos = await monitor('?demo=1');
    expect(demos.data.data.map((a: { user_id: number }) => a.user_id)).toEqual([demo.user.id]);
    expect((await monitor()).data.data.map((a: { user_id: number }) => a.user_id)).not.toContain(demo.user.id);
    const one = await monitor('?limit=1');
    expect(one.data.accounts).toBe(2);
    expect(one.data.data.map((a: { user_id: number }) => a.user_id)).toEqual([risky.id]);
  });

  it('refuses a bad query with a clear message', async () => {
    for (const q of ['?demo=2', '?demo=yes', '?limit=0', '?limit=501', '?limit=ten']) {
      const r = await call(app, 'GET', `/admin/api/margin${q}`, { headers: dealer.headers });
      expect(r.status, q).toBeLessThan(500);
      expect(r.body.code, q).toBe(0);
      expect(r.body.msg, q).toMatch(/demo|limit/);
    }
  });

  it("shows a client's live figures on their page, each position with its price and P&L", async () => {
    const page = async (id: number) => (await call(app, 'GET', `/admin/api/users/${id}`, { headers: dealer.headers })).body;
    const d = await page(risky.id);
    expect(d.code, d.msg).toBe(1);
    expect(d.data.live).toEqual({ ...asDesk(await ownSummary(risky.token)), zone: 'marginCall' });
    expect(d.data.margin_call).toEqual({ since: expect.any(String), notified_at: expect.any(String) });
    const position = (d.data.orders as { id: number }[]).find((o) => o.id === riskyPosition);
    expect(position).toMatchObject({ price: '1.09500', pnl: '-51.000000' });

    const pending = await submit(app, safe.token, { code: 'EURUSD', type: 2, cont: '0.01', multiple: 100, status: 0, target_price: '1.12000' });
    expect(pending.code, pending.msg).toBe(1);
    const s = await page(safe.id);
    expect(s.data.live).toEqual({ ...asDesk(await ownSummary(safe.token)), zone: 'safe' });
    expect(s.data.margin_call).toBeNull();
    expect(s.data.live.pending_locked).not.toBe('0.000000');
    expect((s.data.orders as { id: number }[]).find((o) => o.id === pending.data.Id)).toMatchObject({ price: null, pnl: null });
  });

  it('says there is no rate for a client without an open position', async () => {
    const idle = await trader(app, '500');
    const d = (await call(app, 'GET', `/admin/api/users/${idle.id}`, { headers: dealer.headers })).body;
    expect(d.data.live).toMatchObject({ balance: '500.000000', equity: '500.000000', margin: '0.000000', risk_rate: null, zone: 'none' });
  });
});

describe('the margin monitor over many accounts', () => {
  it('reads them a span at a time with turns of the event loop between, each priced alike, the riskiest first wherever its span', async () => {
    const inst = app.engine.instrument('EURUSD')!;
    const now = new Date().toISOString();
    const ids = Array.from({ length: 250 }, (_, i) => 20_000 + i);
    await app.db.insertInto('users').values(ids.map((id) => ({
      id, uid: String(70_000_000 + id), email: `many${id}@example.com`, mobile: null, area_id: null, password_hash: null, invite_code: `M${id}`,
      inviter_id: null, is_demo: 0, demo_id: null, created_at: now,
    }))).execute();
    // The last account of all holds ten times the lots on no free money: 1,100 − 500 at this price, at margin call.
    const last = (i: number) => i === ids.length - 1;
    await app.db.insertInto('accounts').values(ids.map((user_id, i) => ({ user_id, balance: last(i) ? '0.000000' : '1000.000000', lock_balance: '0.000000', updated_at: now }))).execute();
    await app.db.insertInto('orders').values(ids.map((user_id, i) => ({
      user_id, instrument_id: inst.id, code: inst.code, side: 1, status: 1, lots: last(i) ? '1.00' : '0.10', leverage: 100, margin_mode: 0, contract_size: inst.contractSize,
      quote_ccy: inst.quote, price_precision: inst.precision, origin_price: '1.10000', open_price: '1.10000', close_price: null, sl: '0', tp: '0',
      margin: last(i) ? '1100.000000' : '110.000000', fee: '0.700000', reserved: '0', profit: null, close_reason: null, client_ref: null, created_at: now,
      opened_at: now, closed_at: null, updated_at: now,
    }))).execute();

    // Without the turns between spans, the loop would get none before the read is done. Two screens asking at once
    // share one read.
    let answers: Awaited<ReturnType<typeof monitor>>[] = [];
    expect(await turnsDuring(async () => (answers = await Promise.all([monitor('?limit=500'), monitor('?limit=500')])))).toBeGreaterThanOrEqual(2);
    const [m, again] = answers;
    expect(again).toEqual(m);
    expect(m.data.accounts).toBe(252);
    const rows = m.data.data as { user_id: number; zone: string; floating: string; equity: string; risk_rate: string }[];
    expect(rows[0]).toMatchObject({ user_id: ids[ids.length - 1], zone: 'marginCall', floating: '-500.000000', equity: '600.000000', risk_rate: '54.55' });
    const many = rows.filter((r) => r.user_id >= 20_000 && r.user_id !== ids[ids.length - 1]);
    expect(many).toHaveLength(249);
    expect(new Set(many.map((r) => `${r.zone} ${r.floating} ${r.equity} ${r.risk_rate}`))).toEqual(new Set(['safe -50.000000 1060.000000 963.64']));
    expect(many.map((r) => r.user_id)).toEqual(ids.slice(0, -1));
  });
});
