import { describe, expect, it } from 'vitest';
import { ConsoleError, createConsoleClient } from './client';

// A fake admin API: answers by path, records what it was sent.
function fakeApi(answers: Record<string, { status?: number; body: unknown }>) {
  const seen: { method: string; path: string; auth: string | null; body: unknown }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://desk.test');
    const headers = new Headers(init?.headers);
    seen.push({ method: init?.method ?? 'GET', path: url.pathname, auth: headers.get('authorization'), body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const a = answers[`${init?.method ?? 'GET'} ${url.pathname}`] ?? { status: 404, body: { code: 0, msg: 'Not found', data: null } };
    if (typeof a.body === 'string') return new Response(a.body, { status: a.status ?? 200, headers: { 'content-type': 'text/csv; charset=utf-8' } });
    return new Response(JSON.stringify(a.body), { status: a.status ?? 200, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, seen };
}

function memoryStorage() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k), m };
}

const me = { operator: { id: 1, email: 'a@desk.example', name: 'A', role: 'finance' }, permissions: ['funds.read', 'funds.review'] };

describe('console client', () => {
  it('signs in, keeps the token for the tab, sends it, and knows the permissions', async () => {
    const api = fakeApi({
      'POST /admin/api/session': { body: { code: 1, msg: 'ok', data: { token: 't'.repeat(43), ...me } } },
      'GET /admin/api/deposits': { body: { code: 1, msg: 'ok', data: { data: [], total: 0 } } },
    });
    const storage = memoryStorage();
    const client = createConsoleClient({ fetch: api.fetch, storage });
    expect(client.$session.get()).toBeNull();
    await client.signIn('a@desk.example', 'pw', '123456');
    expect(api.seen[0]).toMatchObject({ method: 'POST', path: '/admin/api/session', body: { email: 'a@desk.example', password: 'pw', code: '123456' } });
    expect(storage.m.get('pipkit.console.token')).toBe('t'.repeat(43));
    expect(client.can('funds.review')).toBe(true);
    expect(client.can('audit.read')).toBe(false);
    await client.call('GET', '/deposits');
    expect(api.seen[1].auth).toBe(`Bearer ${'t'.repeat(43)}`);
  });

  it('answers refusals as ConsoleError with the server message, and signs out on 999', async () => {
    const api = fakeApi({
      'POST /admin/api/session': { status: 401, body: { code: 0, msg: 'Wrong e-mail, password or code', data: null } },
      'GET /admin/api/audit': { status: 403, body: { code: 0, msg: 'Your role does not allow this', data: null } },
      'GET /admin/api/session': { status: 401, body: { code: 999, msg: 'Sign in to the operator console', data: null } },
    });
    const storage = memoryStorage();
    storage.setItem('pipkit.console.token', 'old-token-old-token');
    const client = createConsoleClient({ fetch: api.fetch, storage });
    expect(client.$session.get()).toBeUndefined(); // a stored token is checked before anything shows
    await expect(client.signIn('a@desk.example', 'x', '000000')).rejects.toEqual(new ConsoleError('Wrong e-mail, password or code', 0, 401));
    await expect(client.call('GET', '/audit')).rejects.toMatchObject({ message: 'Your role does not allow this', status: 403 });
    await client.restore();
    expect(client.$session.get()).toBeNull();
    expect(storage.m.has('pipkit.console.token')).toBe(false);
  });

  it('reads a file answer as text; its refusals are ConsoleErrors like any call, and 999 signs out', async () => {
    const api = fakeApi({
      'GET /admin/api/users/7/statement': { body: 'id,time_utc\r\n1,2026-11-28T10:00:00.000Z\r\n' },
      'GET /admin/api/users/8/statement': { body: { code: 0, msg: 'User not found', data: null } },
      'GET /admin/api/users/9/statement': { status: 401, body: { code: 999, msg: 'Sign in to the operator console', data: null } },
      // A JSON file is not a refusal: it has no code (a client's copy of their data), small or large.
      'GET /admin/api/users/7/data': { body: JSON.stringify({ format: 'pipkit-data/1', exported_at: '2026-12-02T09:30:00.000Z', ledger: [] }) },
      'GET /admin/api/users/6/data': { body: JSON.stringify({ format: 'pipkit-data/1', ledger: Array.from({ length: 3000 }, (_, id) => ({ id, memo: 'Trading fee EURUSD', code: 1 })) }) },
    });
    const storage = memoryStorage();
    storage.setItem('pipkit.console.token', 'old-token-old-token');
    const client = createConsoleClient({ fetch: api.fetch, storage });
    await expect(client.file('/users/7/statement')).resolves.toBe('id,time_utc\r\n1,2026-11-28T10:00:00.000Z\r\n');
    expect(api.seen[0].auth).toBe('Bearer old-token-old-token');
    await expect(client.file('/users/8/statement')).rejects.toEqual(new ConsoleError('User not found', 0, 200));
    await expect(client.file('/users/7/data')).resolves.toMatch(/^\{"format":"pipkit-data\/1","exported_at"/);
    await expect(client.file('/users/6/data').then((text) => text.length)).resolves.toBeGreaterThan(64 * 1024);
    await expect(client.file('/users/9/statement')).rejects.toMatchObject({ message: 'Sign in to the operator console', code: 999, status: 401 });
    expect(client.$session.get()).toBeNull();
    expect(storage.m.has('pipkit.console.token')).toBe(false);
  });
});
