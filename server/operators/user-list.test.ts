import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, makeServer, realUser } from '../testing.js';
import { signedInOperator } from './testing.js';
import { USERS_FILE_COLUMNS } from './user-list.js';

// The console's user list as a file (docs/operators.md "Users"), on SQLite and (unit-pg) PostgreSQL: every client
// the filter finds, as the list finds them; recorded in the audit log before it leaves; refused, with nothing
// recorded, when the filter is malformed or finds more than one file may hold.

type App = Awaited<ReturnType<typeof makeServer>>;
let app: App;

beforeAll(async () => {
  app = await makeServer({ loginRateLimit: 1000 });
});
afterAll(() => app.cleanup());

const file = (a: App, query: string, headers: Record<string, string>) => a.inject({ method: 'GET', url: `/admin/api/users/file${query}`, headers });
const lines = (body: string) => body.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
const exports = () => app.db.selectFrom('audit_log').selectAll().where('action', '=', 'users.export').orderBy('id', 'desc').execute();

describe('the user list as a file', () => {
  it('holds every client of the filter, newest first, and support downloading it is recorded', async () => {
    const resting = await realUser(app);
    const other = await realUser(app);
    const until = new Date(Date.now() + 7 * 86_400_000).toISOString();
    await app.db.insertInto('trading_breaks').values({ user_id: resting.user.id, started_at: new Date().toISOString(), ends_at: until }).execute();
    // a loss limit in force, and a deposit limit whose removal has applied (its row stays until changed again)
    const at = new Date().toISOString();
    const past = new Date(Date.now() - 1000).toISOString();
    await app.db.insertInto('trading_limits').values([
      { user_id: resting.user.id, kind: 'loss', amount: '250.00', period: 'week', next_amount: null, next_period: null, next_at: null, updated_at: at },
      { user_id: resting.user.id, kind: 'deposit', amount: '1000.00', period: 'day', next_amount: null, next_period: null, next_at: past, updated_at: at },
    ]).execute();
    const support = await signedInOperator(app, 'support');

    const res = await file(app, '?own=break', support.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="users-on-break-${new Date().toISOString().slice(0, 10)}.csv"`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = lines(res.body);
    expect(header).toBe(USERS_FILE_COLUMNS.join(','));
    expect(rows).toHaveLength(1);
    expect(rows[0].split(',')).toEqual([resting.user.uid, resting.email, '', 'real', expect.any(String), '', '', until, '250.00', 'week', '', '']);

    // the same filter the list answers, row for row
    const listed = await call(app, 'GET', '/admin/api/users?own=break&limit=200', { headers: support.headers });
    expect(listed.body.data.data.map((u: { uid: string }) => u.uid)).toEqual(rows.map((r) => r.split(',')[0]));

    const [audit] = await exports();
    expect(audit).toMatchObject({ operator_id: support.operator.id, target_type: 'users', target_id: 'break', outcome: 'ok' });
    expect(JSON.parse(audit.input!)).toEqual({ own: 'break' });
    expect(JSON.parse(audit.after!)).toEqual({ rows: 1 });

    // a search finds one client; without a filter every client, newest first
    const found = lines((await file(app, `?q=${encodeURIComponent(other.email.toUpperCase())}`, support.headers)).body);
    expect(found.slice(1).map((r) => r.split(',')[0])).toEqual([other.user.uid]);
    const all = lines((await file(app, '', support.headers)).body).slice(1).map((r) => r.split(','));
    expect(all.map((r) => r[0]).slice(0, 2)).toEqual([other.user.uid, resting.user.uid]);
    expect((await exports()).map((a) => a.target_id).slice(0, 2)).toEqual(['all', 'search']);
  });

  it('writes a text cell a spreadsheet would run as text', async () => {
    const u = await realUser(app);
    await app.db.updateTable('users').set({ mobile: '=HYPERLINK("x")' }).where('id', '=', u.user.id).execute();
    const body = (await file(app, `?q=${u.user.uid}`, { authorization: `Bearer ${ADMIN}` })).body;
    expect(lines(body)[1]).toContain(`,"'=HYPERLINK(""x"")",`);
  });

  it('narrows the list and the file to active, locked or closed accounts, with a search or a limit', async () => {
    const support = await signedInOperator(app, 'support');
    const [active, locked, closed] = [await realUser(app), await realUser(app), await realUser(app)];
    expect((await call(app, 'POST', `/admin/api/users/${locked.user.id}/lock`, { headers: support.headers, body: { reason: 'chargeback' } })).body.code).toBe(1);
    expect((await call(app, 'POST', '/api/user/closure', { token: closed.token, body: { password: closed.password } })).body.code).toBe(1);
    type Row = { id: number; uid: string; locked_at: string | null; closed_at: string | null };
    const list = async (query: string) => (await call(app, 'GET', `/admin/api/users?limit=200${query}`, { headers: support.headers })).body.data.data as Row[];
    const ids = (rows: Row[]) => rows.map((r) => r.id);

    const closedRows = await list('&status=closed');
    expect(closedRows.every((r) => r.closed_at && r.locked_at)).toBe(true);
    expect(ids(closedRows)).toContain(closed.user.id);
    expect(ids(closedRows)).not.toContain(locked.user.id);
    // Closing locks too: "locked" is the desk's locks alone.
    const lockedRows = await list('&status=locked');
    expect(lockedRows.every((r) => r.locked_at && !r.closed_at)).toBe(true);
    expect(ids(lockedRows)).toContain(locked.user.id);
    expect(ids(lockedRows)).not.toContain(closed.user.id);
    const activeRows = await list('&status=active');
    expect(activeRows.every((r) => !r.locked_at && !r.closed_at)).toBe(true);
    expect(ids(activeRows)).toContain(active.user.id);
    expect(ids(activeRows)).not.toContain(locked.user.id);
    // With a search: both must hold.
    expect(ids(await list(`&q=${closed.user.uid}&status=closed`))).toEqual([closed.user.id]);
    expect(await list(`&q=${closed.user.uid}&status=active`)).toEqual([]);

    const res = await file(app, '?status=closed', support.headers);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="users-closed-${new Date().toISOString().slice(0, 10)}.csv"`);
    const [header, ...rows] = lines(res.body);
    const at = header.split(',').indexOf('closed_at');
    expect(rows.map((r) => r.split(',')[0])).toEqual(closedRows.map((r) => r.uid)); // the list's rows, newest first
    expect(rows.every((r) => r.split(',')[at] !== '')).toBe(true);
    const [audit] = await exports();
    expect(audit).toMatchObject({ target_type: 'users', target_id: 'closed' });
    expect(JSON.parse(audit.input!)).toEqual({ status: 'closed' });
  });

  it('refuses a malformed filter, no session, and more clients than a file holds, recording no export', async () => {
    const before = (await exports()).length;
    const support = await signedInOperator(app, 'support');
    const bad = await file(app, '?own=profit', support.headers);
    expect(bad.statusCode).toBeLessThan(500);
    expect(bad.json()).toMatchObject({ code: 0, msg: expect.stringContaining('own') });
    expect((await file(app, `?q=${'x'.repeat(255)}`, support.headers)).json()).toMatchObject({ code: 0 });
    expect((await file(app, '?status=dormant', support.headers)).json()).toMatchObject({ code: 0, msg: expect.stringContaining('status') });
    expect((await file(app, '', {})).json()).toMatchObject({ code: 999 }); // no operator session

    const small = await makeServer({ loginRateLimit: 1000, usersFileMax: 1 });
    try {
      const user = await realUser(small);
      const { n } = await small.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const refused = await file(small, '', { authorization: `Bearer ${ADMIN}` });
      expect(refused.json()).toMatchObject({ code: 0, msg: `${Number(n)} users match, more than 1 in one file: narrow the filter` });
      // one client is not too many
      expect((await file(small, `?q=${encodeURIComponent(user.email)}`, { authorization: `Bearer ${ADMIN}` })).statusCode).toBe(200);
      expect(await small.db.selectFrom('audit_log').select('target_id').where('action', '=', 'users.export').execute()).toEqual([{ target_id: 'search' }]);
    } finally {
      await small.cleanup();
    }
    expect((await exports()).length).toBe(before);
  });
});
