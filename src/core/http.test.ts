import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttp, type HttpOptions } from './http';
import { ApiError } from './errors';

interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

// A real HTTP server so headers, query strings and form bodies are checked as they go over the wire.
let server: Server;
let base = '';
let seen: Seen[] = [];
let reply: (s: Seen) => { status?: number; body: unknown; delay?: number } = () => ({ body: { code: 1, msg: 'success', data: null } });

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const s: Seen = { method: req.method ?? '', path: url.pathname, query: url.searchParams, headers: req.headers, body };
      seen.push(s);
      const r = reply(s);
      const send = () => {
        res.writeHead(r.status ?? 200, { 'content-type': typeof r.body === 'string' ? 'text/plain' : 'application/json' });
        res.end(typeof r.body === 'string' ? r.body : JSON.stringify(r.body));
      };
      if (r.delay) setTimeout(send, r.delay);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let events: string[] = [];
let spinnerCount = 0;

function client(over: Partial<HttpOptions> = {}) {
  return createHttp({
    baseURL: base,
    getToken: () => 'tok-123',
    getLang: () => 'en',
    notify: (text, kind) => events.push(`notify:${kind}:${text}`),
    clearSession: () => events.push('clear'),
    onSessionExpired: () => events.push('expired'),
    spinner: {
      open: () => {
        spinnerCount++;
        events.push('spin+');
      },
      close: () => {
        spinnerCount--;
        events.push('spin-');
      },
    },
    ...over,
  });
}

beforeEach(() => {
  seen = [];
  events = [];
  spinnerCount = 0;
  reply = () => ({ body: { code: 1, msg: 'success', data: { ok: true } } });
});

describe('requests', () => {
  it('sends lang and the raw token as authorization on every method', async () => {
    const http = client();
    await http.get('/a');
    await http.post('/a', { x: 1 });
    await http.put('/a');
    await http.patch('/a');
    await http.delete('/a');
    expect(seen.map((s) => s.method)).toEqual(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
    for (const s of seen) {
      expect(s.headers.lang).toBe('en');
      expect(s.headers.authorization).toBe('tok-123');
    }
  });

  it('adds t= only on GET and DELETE, with the payload in the query', async () => {
    const http = client();
    const before = Date.now();
    await http.get('/g', { page: 2, skip: undefined });
    await http.delete('/d', { id: 7 });
    await http.post('/p', { a: 'b' });
    const [g, d, p] = seen;
    expect(g.query.get('page')).toBe('2');
    expect(g.query.has('skip')).toBe(false);
    expect(Number(g.query.get('t'))).toBeGreaterThanOrEqual(before);
    expect(d.query.get('id')).toBe('7');
    expect(d.query.has('t')).toBe(true);
    expect(p.query.has('t')).toBe(false);
    expect(JSON.parse(p.body)).toEqual({ a: 'b' });
    expect(p.headers['content-type']).toContain('application/json');
  });

  it('form-encodes the body when opts.form', async () => {
    await client().post('/login', { account: 'a@b.c', password: 'p w&', login_type: 'email', none: undefined }, { form: true });
    const s = seen[0];
    expect(s.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(s.body))).toEqual({ account: 'a@b.c', password: 'p w&', login_type: 'email' });
  });

  it('sends an empty authorization when logged out', async () => {
    await client({ getToken: () => '' }).get('/a');
    expect(seen[0].headers.authorization).toBe('');
  });
});

describe('envelope', () => {
  it('code 1 resolves data; raw resolves the envelope; success msg toasted on request', async () => {
    const http = client();
    await expect(http.get('/a')).resolves.toEqual({ ok: true });
    await expect(http.get('/a', undefined, { raw: true })).resolves.toEqual({ code: 1, msg: 'success', data: { ok: true } });
    reply = () => ({ body: { code: 1, msg: 'Demo reset', data: null } });
    await http.get('/reset', undefined, { showSuccessMessage: true });
    expect(events).toEqual(['notify:success:Demo reset']);
  });

  it('other codes reject with ApiError and toast msg', async () => {
    reply = () => ({ body: { code: 0, msg: 'Insufficient balance', data: { need: '5' } } });
    const err = await client().post('/x').catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: 0, msg: 'Insufficient balance', data: { need: '5' } });
    expect(events).toEqual(['notify:error:Insufficient balance']);
  });

  it('showErrorMessage false rejects silently', async () => {
    reply = () => ({ body: { code: 0, msg: 'nope', data: null } });
    await expect(client().get('/x', undefined, { showErrorMessage: false })).rejects.toMatchObject({ code: 0 });
    expect(events).toEqual([]);
  });

  it('999 clears the session and goes to login', async () => {
    reply = () => ({ body: { code: 999, msg: 'Please log in', data: null } });
    await expect(client().get('/user/info')).rejects.toMatchObject({ code: 999 });
    expect(events).toEqual(['clear', 'notify:error:Please log in', 'expired']);
  });

  it('999 on an init call clears the session but does not navigate', async () => {
    reply = () => ({ body: { code: 999, msg: 'Please log in', data: null } });
    await expect(client().get('/user/info', undefined, { init: true, showErrorMessage: false })).rejects.toMatchObject({ code: 999 });
    expect(events).toEqual(['clear']);
  });

  it('an envelope in an error response (404/429) shows its msg', async () => {
    reply = () => ({ status: 429, body: { code: 0, msg: 'Too many requests', data: null } });
    await expect(client().get('/x')).rejects.toMatchObject({ code: 0, msg: 'Too many requests', status: 429 });
    expect(events).toEqual(['notify:error:Too many requests']);
  });
});

describe('transport errors', () => {
  it('shows the HTTP status when the body is not an envelope', async () => {
    reply = () => ({ status: 502, body: 'Bad Gateway' });
    const http = client({ networkErrorText: (s) => `Network error (${s})` });
    await expect(http.get('/x')).rejects.toMatchObject({ status: 502, msg: 'Network error (502)' });
    expect(events).toEqual(['notify:error:Network error (502)']);
  });

  it('status 0 when there is no response at all', async () => {
    const http = createHttp({ ...baseOpts(), baseURL: 'http://127.0.0.1:1' });
    await expect(http.get('/x')).rejects.toMatchObject({ status: 0 });
    expect(events).toEqual(['notify:error:Network error (0)']);
  });

  it('does not toast aborted requests', async () => {
    reply = () => ({ body: { code: 1, msg: '', data: 1 }, delay: 200 });
    const ac = new AbortController();
    const p = client().get('/slow', undefined, { signal: ac.signal, loading: true });
    setTimeout(() => ac.abort(), 20);
    const err = (await p.catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.aborted).toBe(true);
    expect(events).toEqual(['spin+', 'spin-']);
  });

  it('does not toast the manifest call, and returns non-envelope bodies for it', async () => {
    reply = () => ({ status: 404, body: 'missing' });
    await expect(client().get('/manifest.json', undefined, { manifest: true })).rejects.toBeInstanceOf(ApiError);
    expect(events).toEqual([]);
    reply = () => ({ body: { name: 'Pipkit' } });
    await expect(client().get('/manifest.json', undefined, { manifest: true })).resolves.toEqual({ name: 'Pipkit' });
  });

  it('a 200 that is not an envelope is an error', async () => {
    reply = () => ({ body: { hello: 1 } });
    await expect(client().get('/x')).rejects.toMatchObject({ code: -3 });
    expect(events).toHaveLength(1);
  });
});

describe('spinner', () => {
  it('counts loading calls only and closes before any message', async () => {
    const http = client();
    await http.get('/a');
    expect(events).toEqual([]);
    reply = () => ({ body: { code: 0, msg: 'bad', data: null } });
    await http.post('/a', {}, { loading: true }).catch(() => {});
    expect(events).toEqual(['spin+', 'spin-', 'notify:error:bad']);
    events = [];
    reply = () => ({ status: 500, body: 'x' });
    await http.post('/a', {}, { loading: true }).catch(() => {});
    expect(events).toEqual(['spin+', 'spin-', 'notify:error:Network error (500)']);
    events = [];
    reply = () => ({ body: { code: 999, msg: 'expired', data: null } });
    await http.get('/a', {}, { loading: true }).catch(() => {});
    expect(events).toEqual(['spin+', 'spin-', 'clear', 'notify:error:expired', 'expired']);
    expect(spinnerCount).toBe(0);
  });

  it('is open while the request runs', async () => {
    reply = () => ({ body: { code: 1, msg: '', data: 1 }, delay: 50 });
    const p = client().get('/a', undefined, { loading: true });
    expect(spinnerCount).toBe(1);
    await p;
    expect(spinnerCount).toBe(0);
  });
});

describe('platform fetch', () => {
  it('a timeout is a transport error (status 0), not an abort', async () => {
    reply = () => ({ body: { code: 1, msg: '', data: 1 }, delay: 200 });
    const err = (await client({ timeout: 20 }).get('/slow').catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.aborted).toBe(false);
    expect(err).toMatchObject({ code: -1, status: 0 });
  });

  it('joins the base URL and the path; absolute URLs and array / object query values', async () => {
    await client({ baseURL: `${base}/` }).get('/a/b', { ids: [1, 2], filter: { x: 1 } });
    await client({ baseURL: 'http://127.0.0.1:1' }).get(`${base}/abs`);
    expect(seen[0].path).toBe('/a/b');
    expect(seen[0].query.getAll('ids')).toEqual(['1', '2']);
    expect(seen[0].query.get('filter')).toBe('{"x":1}');
    expect(seen[1].path).toBe('/abs');
  });

  it('an empty body is not an envelope', async () => {
    reply = () => ({ body: '' });
    await expect(client().get('/empty')).rejects.toMatchObject({ code: -3 });
  });
});

describe('custom fetch', () => {
  it('uses the injected fetch', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ code: 1, msg: '', data: 'fake' }), { headers: { 'content-type': 'application/json' } }));
    await expect(client({ fetch: fetch as typeof globalThis.fetch }).get('/z')).resolves.toBe('fake');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

function baseOpts(): HttpOptions {
  return {
    baseURL: base,
    getToken: () => '',
    getLang: () => 'hk',
    notify: (text, kind) => events.push(`notify:${kind}:${text}`),
    clearSession: () => events.push('clear'),
  };
}
