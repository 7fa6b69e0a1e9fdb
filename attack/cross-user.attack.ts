import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN, PNG, call, makeServer, realUser, uploadImage } from '../server/testing.js';
import { quote, submit } from '../server/trading/test-helpers.js';
import { operations, plausible } from './openapi.js';
import { failures, printTally, record, tally } from './report.js';

// The cross-user matrix: victim A owns one of everything (open, pending and closed orders, payout methods, a deposit,
// a withdrawal, identity documents, uploads); attacker B calls every user operation of the OpenAPI document that
// takes an identifier, once with each of A's identifiers. What must hold: A's rows are exactly as before, and no
// answer to B carries anything of A's (A's markers below never appear in B's responses).

const MARK = { payee: 'DE89370400440532013000', memo: 'victim-memo-7f3a', amount: '777.77', name: 'Victim Person' };
const ID_FIELD = /(^id$|_id$|^forex_id$|^proofImg$|_pic$|^name$|^guest$)/;

let app: Awaited<ReturnType<typeof makeServer>>;
const counts = tally();
const admin = { authorization: `Bearer ${ADMIN}` };

beforeAll(async () => {
  app = await makeServer({ accountRateLimits: { register: 1000, codes: 1000, uploads: 1000 } });
});
afterAll(async () => {
  printTally('cross-user', counts);
  await app?.cleanup();
});

async function victimOwnsEverything() {
  const a = await realUser(app, `victim-${Date.now()}@example.com`);
  await call(app, 'POST', `/admin/api/users/${a.user.id}/adjust`, { headers: admin, body: { value: '5000' } });
  await quote(app, 'EURUSD', '1.08000', '1.08012');
  const open = await submit(app, a.token, { code: 'EURUSD', type: 1, cont: '0.01', multiple: 100 });
  const pending = await submit(app, a.token, { code: 'EURUSD', type: 1, cont: '0.01', multiple: 100, status: 0, target_price: '1.00000' });
  const closed = await submit(app, a.token, { code: 'EURUSD', type: 2, cont: '0.01', multiple: 100 });
  await call(app, 'POST', '/v1/api/forex/close', { token: a.token, body: { id: closed.data.Id } });
  const bank = (await call(app, 'GET', '/api/account/draw_symbol_list?type=2', { token: a.token })).body.data[0];
  const method = await call(app, 'POST', '/api/wallet/bind_draw_method', { token: a.token, form: { draw_id: String(bank.id), type: '2', bank_name: 'Bank', payee_name: MARK.name, payee_account: MARK.payee } });
  await call(app, 'POST', '/api/account/draw', { token: a.token, form: { draw_currency_id: String(bank.id), draw_method_id: String(method.body.data.id), number: '50', memo: MARK.memo } });
  const proof = (await uploadImage(app, a.token, 'proof.png', PNG)).body.data.url as string;
  await call(app, 'POST', '/api/quickCharge/submit', { token: a.token, form: { number: MARK.amount, proofImg: proof, charge_id: '1' } });
  const front = (await uploadImage(app, a.token, 'front.png', PNG)).body.data.url as string;
  const back = (await uploadImage(app, a.token, 'back.png', Buffer.concat([PNG, Buffer.from([0])]))).body.data.url as string;
  await call(app, 'POST', '/api/user_real/real_name', { token: a.token, form: { name: MARK.name, card_id: 'A1234567', front_pic: front, reverse_pic: back } });
  expect([open.code, pending.code, closed.code, method.body.code]).toEqual([1, 1, 1, 1]);
  const ids = new Set<unknown>();
  const uid = a.user.id as number;
  for (const t of ['orders', 'draw_methods', 'deposits', 'withdrawals'] as const) {
    for (const r of await app.db.selectFrom(t).select('id').where('user_id', '=', uid).execute()) ids.add(Number(r.id));
  }
  for (const u of [proof, front, back]) ids.add(u.split('?')[0]).add(u.replace('/uploads/', '').split('?')[0]);
  return { a, ids: [...ids] };
}

/** Everything of A's that B must not be able to change. */
async function snapshot(userId: number) {
  const rows = await Promise.all(
    (['orders', 'draw_methods', 'deposits', 'withdrawals', 'ledger', 'accounts', 'identity_submissions', 'uploads'] as const).map((t) =>
      app.db.selectFrom(t).selectAll().where('user_id', '=', userId).execute(),
    ),
  );
  return JSON.stringify(rows);
}

it("no user operation lets another user read or change what is someone else's", async () => {
  const { a, ids } = await victimOwnsEverything();
  const before = await snapshot(a.user.id);
  const b = await realUser(app, `attacker-${Date.now()}@example.com`);
  const ops = operations((await app.inject({ url: '/api/openapi.json' })).json()).filter((o) => !o.admin);
  const secrets = [a.email, MARK.payee, MARK.memo, MARK.amount, MARK.name];
  for (const op of ops) {
    const fields = [...op.params.filter((p) => p.in !== 'header').map((p) => ({ where: p.in, name: p.name, type: p.type })),
      ...Object.entries(op.body ?? {}).map(([name, type]) => ({ where: 'body', name, type }))].filter((f) => ID_FIELD.test(f.name));
    for (const f of fields) {
      for (const id of ids) {
        const base = Object.fromEntries(Object.entries(op.body ?? {}).map(([k, t]) => [k, plausible(t)]));
        let url = op.path.replace(/\{(\w+)\}/g, (_, n) => encodeURIComponent(String(n === f.name ? id : 1)));
        if (f.where === 'query') url += `?${f.name}=${encodeURIComponent(String(id))}`;
        const body = op.body ? { ...base, ...(f.where === 'body' ? { [f.name]: id } : {}) } : undefined;
        const res = await app.inject({ method: op.method as 'GET', url, headers: { authorization: b.token, ...(body ? { 'content-type': 'application/json' } : {}) }, payload: body ? JSON.stringify(body) : undefined });
        const leaked = secrets.filter((s) => res.body.includes(s));
        // A's files (identity documents, deposit proofs) carry no marker text: any file served to B is a leak.
        if (op.path.startsWith('/uploads/') && res.statusCode === 200 && String(res.headers['content-type']).startsWith('image/')) leaked.push('a private file');
        record(counts, `${op.method} ${op.path}`, leaked.length === 0 && res.statusCode < 500, `${f.name}=${String(id)} → ${res.statusCode} leaked [${leaked.join(', ')}] ${res.body.slice(0, 100)}`);
      }
    }
  }
  record(counts, "victim's rows unchanged", (await snapshot(a.user.id)) === before, 'rows of A changed');
  expect(counts.size).toBeGreaterThan(8);
  expect(failures(counts)).toEqual([]);
});
