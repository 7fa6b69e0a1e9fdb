import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN, makeServer, realUser } from '../server/testing.js';
import { operations, plausible, type Operation } from './openapi.js';
import { failures, printTally, record, tally } from './report.js';

// Every operation of the OpenAPI document, called with malformed input: hostile values in each path parameter, query
// parameter and body field, and malformed whole bodies. What must hold: never a 5xx, and every JSON answer is the
// envelope {code, msg, data} with a readable msg (never a stack trace) — a file to download excepted.

const HOSTILE: unknown[] = [
  null, '', 'abc', -1, 0, 1.5, 1e308, '1e308', '1e-2', '1e2', '-0', 'NaN', 'Infinity', '9223372036854775808',
  true, [], {}, ['a'], { $gt: '' }, "' OR 1=1 --", '%', '_', '<script>alert(1)</script>', 'javascript:alert(1)',
  '\u0000', '../../etc/passwd', 'x'.repeat(70_000),
];
const WHOLE_BODIES = ['', 'null', '[]', '"text"', '{', '{"a":', '1e308', '{"__proto__":{"x":1}}'];

let app: Awaited<ReturnType<typeof makeServer>>;
let user: Awaited<ReturnType<typeof realUser>>;
const counts = tally();

beforeAll(async () => {
  app = await makeServer();
  user = await realUser(app);
});
afterAll(async () => {
  printTally('fuzz', counts);
  await app?.cleanup();
});

const str = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

async function token(): Promise<string> {
  // A fresh session for each operation: logout and password operations may end the previous one.
  const r = await app.inject({
    method: 'POST', url: '/api/user/loginForU', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ account: user.email, password: user.password, login_type: 'email' }).toString(),
  });
  return r.json().data.token;
}

interface Shot {
  path?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: Record<string, unknown> | string;
  contentType?: string;
}

async function fire(op: Operation, auth: string, shot: Shot, category: string, label: string) {
  let url = op.path;
  for (const p of op.params.filter((x) => x.in === 'path')) {
    const v = shot.path?.[p.name] ?? (p.type === 'integer' ? 1 : p.name === 'code' ? 'EURUSD' : 'x.png');
    url = url.replace(`{${p.name}}`, encodeURIComponent(str(v)));
  }
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(shot.query ?? {})) query.set(k, str(v));
  if ([...query].length) url += `?${query}`;
  const headers: Record<string, string> = { authorization: auth };
  let payload: string | undefined;
  if (shot.body !== undefined) {
    const type = shot.contentType ?? op.contentTypes[0] ?? 'application/json';
    headers['content-type'] = type;
    if (typeof shot.body === 'string') payload = shot.body;
    else if (type.includes('urlencoded')) payload = new URLSearchParams(Object.entries(shot.body).map(([k, v]) => [k, str(v)])).toString();
    else payload = JSON.stringify(shot.body);
  }
  const res = await app.inject({ method: op.method as 'GET', url, headers, payload });
  const isJson = String(res.headers['content-type'] ?? '').includes('json');
  // A download is a file, not an answer of the API: a client's copy of their data is JSON but no envelope (a CSV file
  // is told apart by its type). Its refusals are still envelopes, and it may never answer 5xx.
  const file = String(res.headers['content-disposition'] ?? '').startsWith('attachment');
  let envelope = true;
  if (isJson && !file && !url.startsWith('/api/openapi')) {
    const b = res.json();
    envelope = typeof b?.code === 'number' && typeof b?.msg === 'string' && 'data' in b && !/\bat .+:\d+:\d+/.test(b.msg);
  }
  record(counts, category, res.statusCode < 500 && envelope, `${op.method} ${url.slice(0, 120)} (${label}) → ${res.statusCode} ${res.body.slice(0, 120)}`);
}

it('no operation answers 5xx or leaves the envelope, whatever the input', async () => {
  const ops = operations((await app.inject({ url: '/api/openapi.json' })).json());
  expect(ops.length).toBeGreaterThan(80);
  for (const op of ops) {
    const auth = op.admin ? `Bearer ${ADMIN}` : await token();
    const base = op.body ? Object.fromEntries(Object.entries(op.body).map(([k, t]) => [k, plausible(t)])) : undefined;
    for (const p of op.params.filter((x) => x.in === 'path')) {
      for (const v of HOSTILE) await fire(op, auth, { path: { [p.name]: v }, body: base }, 'path parameters', `${p.name}=${str(v).slice(0, 20)}`);
    }
    for (const p of op.params.filter((x) => x.in === 'query')) {
      for (const v of HOSTILE) await fire(op, auth, { query: { [p.name]: v }, body: base }, 'query parameters', `${p.name}=${str(v).slice(0, 20)}`);
    }
    if (op.body) {
      for (const field of Object.keys(op.body)) {
        for (const v of HOSTILE) await fire(op, auth, { body: { ...base, [field]: v } }, 'body fields', `${field}=${str(v).slice(0, 20)}`);
      }
      for (const raw of WHOLE_BODIES) await fire(op, auth, { body: raw, contentType: 'application/json' }, 'whole bodies', raw.slice(0, 20));
      await fire(op, auth, { body: {} }, 'whole bodies', 'empty object');
      await fire(op, auth, { body: { unknown_field: 1 } }, 'whole bodies', 'only unknown fields');
      await fire(op, auth, { body: 'a=1', contentType: 'text/plain' }, 'whole bodies', 'text/plain');
    }
  }
  expect(failures(counts)).toEqual([]);
});
