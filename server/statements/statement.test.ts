// Statements (docs/funds.md "Statements"): the ledger and the closed trades of a period as CSV, on both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, demoUser, makeServer, realUser } from '../testing.js';
import { roundMoney, sum } from '../../src/core/money/index.js';
import { action, adminHeaders, order, quote, submit, trader } from '../trading/test-helpers.js';
import { PAGE } from './rows.js';
import { LEDGER_COLUMNS, OWN_TRADE_COLUMNS } from './routes.js';

type App = Awaited<ReturnType<typeof makeServer>>;
let app: App;

beforeAll(async () => {
  app = await makeServer();
});
afterAll(() => app.cleanup());

const today = () => new Date().toISOString().slice(0, 10);
const dayBefore = (day: string, n = 1) => new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

async function statement(token: string | undefined, query: Record<string, string>, lang?: string) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = token;
  if (lang) headers.lang = lang;
  const res = await app.inject({ method: 'GET', url: `/api/user/statement?${new URLSearchParams(query)}`, headers });
  return { status: res.statusCode, headers: res.headers, body: res.body };
}

/** The rows of a CSV file as arrays of cells (quoted cells unquoted); the header row first. */
function parse(csv: string): string[][] {
  expect(csv.startsWith('\uFEFF')).toBe(true);
  expect(csv.endsWith('\r\n')).toBe(true);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = csv.slice(1);
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quoted && c === '"' && body[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (quoted) cell += c;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && body[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

const asObjects = (rows: string[][]) => rows.slice(1).map((r) => Object.fromEntries(rows[0].map((k, i) => [k, r[i]])));

describe('statement of the ledger', () => {
  it('is a CSV file of the period, oldest first, whose amounts add up to the balance', async () => {
    const t = await trader(app, '1000');
    await quote(app, 'EURUSD', '1.10000', '1.10010');
    const opened = await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.01', multiple: 100 });
    expect(opened.code).toBe(1);
    await quote(app, 'EURUSD', '1.10200', '1.10210');
    expect((await action(app, t.token, 'close', { id: opened.data.Id })).code).toBe(1);

    const r = await statement(t.token, { kind: 'ledger', from: today(), to: today() });
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(r.headers['content-disposition']).toBe(`attachment; filename="statement-ledger-${today()}-${today()}.csv"`);
    expect(r.headers['cache-control']).toBe('no-store');
    const rows = parse(r.body);
    expect(rows[0]).toEqual(LEDGER_COLUMNS);
    const lines = asObjects(rows);
    const stored = await app.db.selectFrom('ledger').selectAll().where('user_id', '=', t.id).orderBy('id').execute();
    expect(lines.map((l) => Number(l.id))).toEqual(stored.map((s) => s.id));
    expect(lines.map((l) => l.type)).toEqual(stored.map((s) => ({ 3: 'fee', 4: 'realised_pnl', 5: 'margin_lock', 6: 'margin_unlock', 10: 'admin_adjustment' })[s.type]));
    expect(new Set(lines.map((l) => l.type))).toEqual(new Set(['admin_adjustment', 'fee', 'margin_lock', 'realised_pnl', 'margin_unlock']));
    expect(lines.find((l) => l.type === 'fee')).toMatchObject({ description: `Trading fee EURUSD #${opened.data.Id}`, amount: '-0.070000', locked_change: '0.000000' });
    expect(lines.every((l) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(l.time_utc))).toBe(true);
    // Exact: the amounts of the file add up to its last balance (the account opened with nothing).
    expect(roundMoney(sum(lines.map((l) => l.amount)))).toBe(lines.at(-1)!.balance);
    expect(roundMoney(sum(lines.map((l) => l.locked_change)))).toBe(lines.at(-1)!.locked_balance);
  });

  it('writes the descriptions in the reader’s language, an operator’s memo as written and never as a formula', async () => {
    const t = await trader(app, '0');
    const memo = '=HYPERLINK("https://evil.example","Claim your bonus")';
    const adjusted = await call(app, 'POST', `/admin/api/users/${t.id}/adjust`, { headers: adminHeaders, body: { value: '50', memo } });
    expect(adjusted.body.code).toBe(1);
    await quote(app, 'EURUSD', '1.10000', '1.10010');
    const opened = await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.01', multiple: 100 });
    expect(opened.code).toBe(1);

    const r = await statement(t.token, { kind: 'ledger', from: today(), to: today() }, 'de');
    expect(r.body).toContain(`"'=HYPERLINK(""https://evil.example"",""Claim your bonus"")"`);
    const lines = asObjects(parse(r.body));
    expect(lines[0]).toMatchObject({ type: 'admin_adjustment', description: `'${memo}`, amount: '50.000000' });
    expect(lines.find((l) => l.type === 'fee')).toMatchObject({ description: `Handelsgebühr EURUSD Nr. ${opened.data.Id}` });
  });

  it('holds only the period’s rows and only the reader’s, page after page', async () => {
    const u = await realUser(app);
    const other = await trader(app, '7');
    const day = dayBefore(today(), 10);
    const at = (d: string, i: number) => `${d}T${String(i % 24).padStart(2, '0')}:00:00.000Z`;
    const rows = Array.from({ length: PAGE * 2 + 5 }, (_, i) => ({
      user_id: u.user.id, value: '1.000000', lock_value: '0.000000', type: 10, memo: `row ${i}`, memo_tran: '', ref: null,
      balance_after: `${i + 1}.000000`, lock_balance_after: '0.000000', created_at: at(day, i),
    }));
    // Before and after the period: left out.
    rows.unshift({ ...rows[0], memo: 'the day before', created_at: `${dayBefore(day)}T23:59:59.999Z` });
    rows.push({ ...rows[0], memo: 'the day after', created_at: `${dayBefore(day, -1)}T00:00:00.000Z` });
    for (let i = 0; i < rows.length; i += 500) await app.db.insertInto('ledger').values(rows.slice(i, i + 500)).execute();

    const r = await statement(u.token, { kind: 'ledger', from: day, to: day });
    const lines = asObjects(parse(r.body));
    expect(lines).toHaveLength(PAGE * 2 + 5);
    expect(lines.map((l) => l.description)).toEqual(Array.from({ length: PAGE * 2 + 5 }, (_, i) => `row ${i}`));
    expect(new Set(lines.map((l) => l.id)).size).toBe(lines.length);
    // The other trader's file has their row only.
    const theirs = asObjects(parse((await statement(other.token, { kind: 'ledger', from: today(), to: today() })).body));
    expect(theirs.map((l) => l.amount)).toEqual(['7.000000']);
    // A period with nothing in it: the header alone.
    expect(parse((await statement(u.token, { kind: 'ledger', from: today(), to: today() })).body)).toEqual([LEDGER_COLUMNS]);
  });
});

describe('statement of closed trades', () => {
  it('lists the positions closed in the period, a partial close with the position it came from', async () => {
    const t = await trader(app, '10000');
    await quote(app, 'EURUSD', '1.10000', '1.10010');
    const a = (await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.05', multiple: 50, stop_loss_price: '1.09000' })).data.Id as number;
    const b = (await submit(app, t.token, { code: 'EURUSD', type: 2, cont: '0.01', multiple: 50 })).data.Id as number;
    const pending = await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.01', multiple: 50, status: 0, target_price: '1.05000' });
    expect(pending.code).toBe(1);
    // The trader's note on a, with a line break and a start a spreadsheet would run: the part closed from a carries it.
    const note = '=breakout retest\nstop under the range';
    expect((await call(app, 'POST', '/v1/api/forex/set_note', { token: t.token, body: { id: a, note } })).body.code).toBe(1);
    expect((await action(app, t.token, 'cancel_trade', { id: pending.data.Id })).code).toBe(1);
    await quote(app, 'EURUSD', '1.10100', '1.10110');
    const part = await action(app, t.token, 'close', { id: a, lots: '0.02' });
    expect(part.code).toBe(1);
    expect((await action(app, t.token, 'close', { id: b })).code).toBe(1);

    const r = await statement(t.token, { kind: 'trades', from: today(), to: today() });
    expect(r.headers['content-disposition']).toBe(`attachment; filename="statement-trades-${today()}-${today()}.csv"`);
    const rows = parse(r.body);
    expect(rows[0]).toEqual(OWN_TRADE_COLUMNS);
    const lines = asObjects(rows);
    // The part, then b, in the order they closed; the cancelled pending order and the open rest are not trades closed.
    expect(lines.map((l) => Number(l.id))).toEqual([part.data.Id, b]);
    const closedPart = await order(app, part.data.Id);
    expect(lines[0]).toEqual({
      id: String(part.data.Id), symbol: 'EURUSD', side: 'buy', lots: '0.02', open_price: '1.10010', close_price: '1.10100',
      opened_at_utc: closedPart.opened_at, closed_at_utc: closedPart.closed_at, stop_loss: '1.09000', take_profit: '',
      fee: closedPart.fee, swap: '0.000000', profit: '1.800000', close_reason: 'partial', from_position: String(a), note: `'${note}`,
    });
    expect(lines[1]).toMatchObject({ side: 'sell', close_reason: 'user', stop_loss: '', from_position: '', note: '' });
    expect(r.body).toContain(`,"'=breakout retest\nstop under the range"\r\n`);
  });

  it('pages through positions closed at the same moment without losing or repeating one', async () => {
    const t = await trader(app, '10000');
    await quote(app, 'EURUSD', '1.10000', '1.10010');
    const id = (await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.01', multiple: 50 })).data.Id as number;
    expect((await action(app, t.token, 'close', { id })).code).toBe(1);
    const { id: _id, ...model } = await order(app, id);
    const day = dayBefore(today(), 3);
    // Three closing times for 2,100 positions: most share one, so only the id orders them within it.
    const copies = Array.from({ length: PAGE * 2 + 100 }, (_, i) => ({ ...model, client_ref: null, closed_at: `${day}T0${i % 3}:00:00.000Z` }));
    for (let i = 0; i < copies.length; i += 200) await app.db.insertInto('orders').values(copies.slice(i, i + 200)).execute();

    const lines = asObjects(parse((await statement(t.token, { kind: 'trades', from: day, to: day })).body));
    expect(lines).toHaveLength(PAGE * 2 + 100);
    expect(new Set(lines.map((l) => l.id)).size).toBe(lines.length);
    const order_ = lines.map((l) => [l.closed_at_utc, Number(l.id)] as const);
    expect(order_).toEqual([...order_].sort((x, y) => (x[0] === y[0] ? x[1] - y[1] : x[0] < y[0] ? -1 : 1)));
  });
});

describe('statement requests', () => {
  it('refuses a period that is not one, too long, or a kind it does not know — with the reason, in the reader’s language', async () => {
    const u = await realUser(app);
    const refused = async (query: Record<string, string>, lang?: string) => {
      const r = await statement(u.token, query, lang);
      expect(r.status, r.body).toBe(200);
      expect(r.headers['content-type']).toContain('application/json');
      const body = JSON.parse(r.body) as { code: number; msg: string };
      expect(body.code).toBe(0);
      return body.msg;
    };
    const period = 'Choose a period of at most 366 days that ends on or after the day it starts';
    expect(await refused({ kind: 'ledger', from: '2026-11-28', to: '2026-11-27' })).toBe(period);
    expect(await refused({ kind: 'ledger', from: '2025-11-27', to: '2026-11-28' })).toBe(period); // 367 days
    expect(await refused({ kind: 'ledger', from: '2026-02-30', to: '2026-03-01' })).toBe('from must match format "date"');
    expect(await refused({ kind: 'ledger', from: '2026-11-28', to: '2026-11-27' }, 'fr')).toBe(
      'Choisissez une période de 366 jours au plus, qui se termine le jour où elle commence ou après',
    );
    expect(await refused({ kind: 'ledger', from: '28.11.2026', to: '2026-11-28' })).toBe('from must match format "date"');
    expect(await refused({ kind: 'orders', from: '2026-11-28', to: '2026-11-28' })).toBe('kind must be one of: ledger, trades');
    expect(await refused({ from: '2026-11-28', to: '2026-11-28' })).toBe('kind is required');
    // A year and a day, leap day included, is the longest period.
    expect((await statement(u.token, { kind: 'trades', from: '2027-11-28', to: '2028-11-27' })).status).toBe(200);
  });

  it('answers a visitor with the login code, and a demo account its own file', async () => {
    const r = await statement(undefined, { kind: 'ledger', from: today(), to: today() });
    expect(JSON.parse(r.body)).toMatchObject({ code: 999 });
    const demo = await demoUser(app);
    const lines = asObjects(parse((await statement(demo.token, { kind: 'ledger', from: today(), to: today() })).body));
    expect(lines.map((l) => l.type)).toEqual(['demo_start']);
  });
});
