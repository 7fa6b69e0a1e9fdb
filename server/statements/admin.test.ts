// A user's statement for the desk (docs/operators.md "Users"): the user's own file, recorded in the audit log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeServer } from '../testing.js';
import { OWN_TRADE_COLUMNS, TRADE_COLUMNS } from './routes.js';
import { action, adminHeaders, quote, submit, trader } from '../trading/test-helpers.js';

type App = Awaited<ReturnType<typeof makeServer>>;
let app: App;

beforeAll(async () => {
  app = await makeServer();
});
afterAll(() => app.cleanup());

const today = () => new Date().toISOString().slice(0, 10);
const get = (url: string, headers: Record<string, string>) => app.inject({ method: 'GET', url, headers });

describe("a user's statement for operators", () => {
  it('is the file the user downloads, with English descriptions, and the export is in the audit log', async () => {
    const t = await trader(app, '1000');
    await quote(app, 'EURUSD', '1.10000', '1.10010');
    expect((await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.01', multiple: 100 })).code).toBe(1);
    const query = `kind=ledger&from=${today()}&to=${today()}`;
    const theirs = await get(`/api/user/statement?${query}`, { authorization: t.token, lang: 'de' });
    const desk = await get(`/admin/api/users/${t.id}/statement?${query}`, { ...adminHeaders, lang: 'de' });
    expect(desk.statusCode).toBe(200);
    expect(desk.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(desk.headers['content-disposition']).toBe(`attachment; filename="statement-ledger-${today()}-${today()}.csv"`);
    const lines = desk.body.split('\r\n');
    expect(lines).toHaveLength(theirs.body.split('\r\n').length);
    expect(lines.some((l) => l.includes('Trading fee EURUSD'))).toBe(true); // the user's file says "Handelsgebühr"
    expect(theirs.body).toContain('Handelsgebühr EURUSD');
    const audit = await app.db.selectFrom('audit_log').select(['action', 'target_type', 'target_id', 'outcome', 'after']).where('action', '=', 'user.statement').execute();
    expect(audit).toEqual([{ action: 'user.statement', target_type: 'user', target_id: String(t.id), outcome: 'ok', after: JSON.stringify({ kind: 'ledger', from: today(), to: today() }) }]);
  });

  it("leaves the trader's notes out of the desk's copy of their trades: a note is theirs alone", async () => {
    const t = await trader(app, '1000');
    await quote(app, 'EURUSD', '1.10000', '1.10010');
    const id = (await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.01', multiple: 100 })).data.Id as number;
    expect((await call(app, 'POST', '/v1/api/forex/set_note', { token: t.token, body: { id, note: 'private plan' } })).body.code).toBe(1);
    expect((await action(app, t.token, 'close', { id })).code).toBe(1);
    const query = `kind=trades&from=${today()}&to=${today()}`;
    const theirs = (await get(`/api/user/statement?${query}`, { authorization: t.token })).body.split('\r\n');
    const desk = (await get(`/admin/api/users/${t.id}/statement?${query}`, adminHeaders)).body.split('\r\n');
    expect([theirs[0], desk[0]]).toEqual([`\uFEFF${OWN_TRADE_COLUMNS.join(',')}`, `\uFEFF${TRADE_COLUMNS.join(',')}`]);
    expect(theirs[1]).toMatch(/,private plan$/);
    expect(desk.join('\n')).not.toContain('private plan');
  });

  it('refuses an unknown user and a period one file cannot cover, with the reason', async () => {
    const missing = await get(`/admin/api/users/99999999/statement?kind=trades&from=${today()}&to=${today()}`, adminHeaders);
    expect(JSON.parse(missing.body)).toMatchObject({ code: 0, msg: 'User not found' });
    const t = await trader(app, '0');
    const period = await get(`/admin/api/users/${t.id}/statement?kind=trades&from=2026-11-28&to=2026-11-01`, adminHeaders);
    expect(JSON.parse(period.body)).toMatchObject({ code: 0, msg: 'Choose a period of at most 366 days that ends on or after the day it starts' });
    const visitor = await get(`/admin/api/users/${t.id}/statement?kind=trades&from=${today()}&to=${today()}`, {});
    expect(visitor.statusCode).toBe(401);
  });
});

describe("a user's trading results for operators", () => {
  it('are what the user’s history screen shows, and reading them is not an export', async () => {
    const t = await trader(app, '1000');
    await quote(app, 'EURUSD', '1.10000', '1.10010');
    const id = (await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.01', multiple: 100 })).data.Id as number;
    await quote(app, 'EURUSD', '1.10100', '1.10110');
    expect((await action(app, t.token, 'close', { id })).code).toBe(1);
    const query = `from=${today()}&to=${today()}`;
    const theirs = JSON.parse((await get(`/api/user/trade_results?${query}`, { authorization: t.token })).body);
    const desk = JSON.parse((await get(`/admin/api/users/${t.id}/trade_results?${query}`, adminHeaders)).body);
    expect(desk).toMatchObject({ code: 1, data: { trades: 1, won: 1 } });
    expect(desk.data).toEqual(theirs.data);
    const audit = await app.db.selectFrom('audit_log').select('action').where('target_id', '=', String(t.id)).execute();
    expect(audit.map((a) => a.action)).not.toContain('user.trade_results');
  });

  it('refuse an unknown user, a period that is not one and a visitor', async () => {
    expect(JSON.parse((await get(`/admin/api/users/99999999/trade_results?from=${today()}&to=${today()}`, adminHeaders)).body)).toMatchObject({ code: 0, msg: 'User not found' });
    const t = await trader(app, '0');
    const period = await get(`/admin/api/users/${t.id}/trade_results?from=2026-11-28&to=2026-11-01`, adminHeaders);
    expect(JSON.parse(period.body)).toMatchObject({ code: 0, msg: 'Choose a period of at most 366 days that ends on or after the day it starts' });
    expect((await get(`/admin/api/users/${t.id}/trade_results?from=${today()}&to=${today()}`, {})).statusCode).toBe(401);
  });
});
