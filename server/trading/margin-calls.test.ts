// Margin call and stop-out notices (trading/margin-calls.ts), on SQLite and (unit-pg) PostgreSQL: told once when the
// account falls below the margin-call level, not again while it hovers there, again after it has recovered; the
// stop-out's closes told with each position; kept across a restart of the engine's process.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeServer, realUser } from '../testing.js';
import { adminHeaders, credit, engineIdle, quote, submit } from './test-helpers.js';
import { MarginCalls, RECOVERY } from './margin-calls.js';
import { MARGIN_CALLS_SHOWN } from './margin-call-history.js';

type App = Awaited<ReturnType<typeof makeServer>>;
let app: App;

beforeAll(async () => {
  app = await makeServer();
});
afterAll(async () => {
  await app.cleanup();
});

/** A price, then every trigger, stop-out and notice it caused. */
async function price(bid: string, ask: string) {
  await quote(app, 'EURUSD', bid, ask);
  await engineIdle(app);
  await app.marginCalls!.idle();
}

const mailsTo = (email: string) => app.db.selectFrom('outbox').select(['subject', 'body']).where('target', '=', email).orderBy('id').execute();
const callsOf = (userId: number) => app.db.selectFrom('margin_calls').selectAll().where('user_id', '=', userId).orderBy('id').execute();
const rate = async (token: string) => Number((await call(app, 'GET', '/v1/api/forex/summary', { token })).body.data.HazardRate);

describe('margin call and stop-out notices', () => {
  let t: { token: string; id: number; email: string };
  const positions: number[] = [];

  beforeAll(async () => {
    await price('1.10000', '1.10010');
    const email = `m${Math.random().toString(36).slice(2, 10)}@example.com`;
    const u = await realUser(app, email);
    await credit(app, u.user.id, '150');
    t = { token: u.token, id: u.user.id, email };
    // Two halves of 0.10 lots: a deep enough fall stops both out in one sweep (the first close is not enough).
    for (let i = 0; i < 2; i++) {
      const placed = await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.05', multiple: 100 });
      expect(placed.code, placed.msg).toBe(1);
      positions.push(placed.data.Id);
    }
    await price('1.10000', '1.10010');
    expect(await rate(t.token)).toBeGreaterThan(110);
  });

  it('tells the owner once when the account falls below the margin-call level, with its figures', async () => {
    const before = (await mailsTo(t.email)).length;
    await price('1.09500', '1.09510');
    const r = await rate(t.token);
    expect(r).toBeLessThan(100);
    expect(r).toBeGreaterThan(50);
    const mails = (await mailsTo(t.email)).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Pipkit: margin call');
    expect(mails[0].body).toContain(`The margin level of your Pipkit account is ${r.toFixed(2)} %, below the margin-call level of 100 %`);
    expect(mails[0].body).toContain('If it falls below 50 %, your positions are closed at the market price, the largest loss first.');
    expect(mails[0].body).toContain('deposit funds or close or reduce positions');
    const [row] = await callsOf(t.id);
    expect(row).toMatchObject({ risk_rate: r.toFixed(2), level: '100', ended_at: null });
    expect(row.notified_at).not.toBeNull();
    // The console's dashboard counts it (real accounts).
    expect((await call(app, 'GET', '/admin/api/dashboard', { headers: adminHeaders })).body.data.margin_calls).toBe(1);

    // Lower still, and back a little: the same margin call, nothing more said.
    await price('1.09450', '1.09460');
    await price('1.09600', '1.09610');
    expect((await mailsTo(t.email)).slice(before)).toHaveLength(1);
    expect(await callsOf(t.id)).toHaveLength(1);
  });

  it('ends it only once the account is clearly safe again, and tells the next one', async () => {
    const before = (await mailsTo(t.email)).length;
    // Just above the margin-call level, below it plus a tenth: a rate hovering at the level is one margin call.
    await price('1.09670', '1.09680');
    const hovering = await rate(t.token);
    expect(hovering).toBeGreaterThanOrEqual(100);
    expect(hovering).toBeLessThan(100 * Number(RECOVERY));
    expect((await callsOf(t.id)).map((c) => c.ended_at)).toEqual([null]);
    await price('1.09500', '1.09510');
    expect((await mailsTo(t.email)).length).toBe(before);

    await price('1.10000', '1.10010');
    expect(await rate(t.token)).toBeGreaterThanOrEqual(110);
    const [ended] = await callsOf(t.id);
    expect(ended.ended_at).not.toBeNull();
    await price('1.09500', '1.09510');
    expect((await callsOf(t.id)).map((c) => c.ended_at === null)).toEqual([false, true]);
    const mails = (await mailsTo(t.email)).slice(before);
    expect(mails.map((m) => m.subject)).toEqual(['Pipkit: margin call']);

    // The desk reads both on the client's page, newest first: the running one, then the one that ended.
    const page = (await call(app, 'GET', `/admin/api/users/${t.id}`, { headers: adminHeaders })).body.data;
    const rows = (await callsOf(t.id)).reverse();
    expect(page.margin_calls).toEqual(rows.map((r) => ({
      started_at: r.started_at, ended_at: r.ended_at, notified_at: r.notified_at, risk_rate: r.risk_rate, equity: r.equity, margin: r.margin, level: '100',
    })));
    expect(page.margin_calls.map((c: { ended_at: string | null }) => c.ended_at === null)).toEqual([true, false]);
    expect(page.margin_call).toEqual({ since: rows[0].started_at, notified_at: rows[0].notified_at });
    // The trader reads the same two on their own screen; nobody else's, and a visitor none.
    const own = await call(app, 'GET', '/api/user/margin_calls', { token: t.token });
    expect(own.body).toMatchObject({ code: 1, data: { list: page.margin_calls } });
    const other = await realUser(app);
    expect((await call(app, 'GET', '/api/user/margin_calls', { token: other.token })).body.data).toEqual({ list: [] });
    expect((await call(app, 'GET', '/api/user/margin_calls')).body.code).toBe(999);
  });

  it("remembers an open margin call across a restart of the engine's process: nothing is said twice", async () => {
    const before = (await mailsTo(t.email)).length;
    const again = new MarginCalls({ db: app.db, outbox: app.outbox, log: app.log, settings: () => app.engine.settings() });
    await again.load();
    const off = (app.engine as unknown as { on: (l: ReturnType<MarginCalls['listener']>) => () => void }).on(again.listener());
    try {
      await price('1.09480', '1.09490');
      await again.idle();
    } finally {
      off();
    }
    expect((await mailsTo(t.email)).length).toBe(before);
    expect((await callsOf(t.id)).filter((c) => c.ended_at === null)).toHaveLength(1);
  });

  it("tells the stop-out's closes in one message, each position with its price and result", async () => {
    const before = (await mailsTo(t.email)).length;
    await price('1.08700', '1.08710');
    const closed = await app.db.selectFrom('orders').select(['id', 'lots', 'close_reason', 'close_price', 'profit']).where('id', 'in', positions).execute();
    expect(closed.map((o) => o.close_reason)).toEqual(['stop_out', 'stop_out']);
    const mails = (await mailsTo(t.email)).slice(before);
    expect(mails.map((m) => m.subject)).toEqual(['Pipkit: positions closed by stop-out']);
    expect(mails[0].body).toMatch(/^The margin level of your Pipkit account fell below the stop-out level of 50 %, so these positions were closed at the market price: .+\.$/);
    for (const o of closed) expect(mails[0].body).toContain(`#${o.id} EURUSD ${o.lots} @ ${o.close_price}: ${Number(o.profit).toFixed(2)} USD`);
  });

  it('says nothing to a demo account, which has no address, yet keeps its margin call for the desk', async () => {
    const demo = await call(app, 'GET', `/api/user/createAccountDemoForU?demo_id=demo_${Math.random().toString(36).slice(2, 12)}`);
    const { token, user } = demo.body.data;
    await price('1.10000', '1.10010');
    const balance = (await call(app, 'GET', '/v1/api/forex/summary', { token })).body.data.Balance as string;
    // Margin of about 80 % of the balance at 100×: a fall of 50 pips takes it under the margin-call level, not to stop-out.
    const lots = (Math.floor(((Number(balance) * 0.8) / 1100.1) * 100) / 100).toFixed(2);
    const placed = await submit(app, token, { code: 'EURUSD', type: 1, cont: lots, multiple: 100 });
    expect(placed.code, placed.msg).toBe(1);
    const outboxBefore = (await app.db.selectFrom('outbox').select('id').execute()).length;
    await price('1.09500', '1.09510');
    expect((await callsOf(user.id)).length).toBe(1);
    expect((await app.db.selectFrom('outbox').select('id').execute()).length).toBe(outboxBefore);
    // Its owner sees it too, as not told.
    const own = (await call(app, 'GET', '/api/user/margin_calls', { token })).body.data.list;
    expect(own).toEqual([expect.objectContaining({ ended_at: null, notified_at: null, level: '100' })]);
  });

  it(`shows the desk a client's latest ${MARGIN_CALLS_SHOWN}, newest first`, async () => {
    const u = await realUser(app);
    const day = (i: number) => new Date(Date.UTC(2026, 10, 1 + i)).toISOString();
    await app.db.insertInto('margin_calls').values(Array.from({ length: MARGIN_CALLS_SHOWN + 2 }, (_, i) => ({
      user_id: u.user.id, risk_rate: `${90 - i}.00`, equity: '100.00', margin: '120.00', level: '100', started_at: day(i), notified_at: day(i), ended_at: day(i),
    }))).execute();
    const page = (await call(app, 'GET', `/admin/api/users/${u.user.id}`, { headers: adminHeaders })).body.data;
    expect(page.margin_calls.map((c: { started_at: string }) => c.started_at)).toEqual(Array.from({ length: MARGIN_CALLS_SHOWN }, (_, i) => day(MARGIN_CALLS_SHOWN + 1 - i)));
    expect(page.margin_call).toBeNull();
  });
});
