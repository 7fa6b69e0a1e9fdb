import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN, PNG, call, makeServer, realUser, uploadImage } from '../server/testing.js';
import { quote, submit } from '../server/trading/test-helpers.js';
import { failures, printTally, record, tally } from './report.js';
import { unreconciled } from './reconcile.js';

// Parallel duplicate money requests: the double click, the retry after a timeout, two operators at once. Each
// scenario fires N identical requests together and checks that the effect happened once; after every scenario the
// books must balance (attack/reconcile.ts).

const N = 16;
const admin = { authorization: `Bearer ${ADMIN}` };
let app: Awaited<ReturnType<typeof makeServer>>;
const counts = tally();

beforeAll(async () => {
  app = await makeServer({ accountRateLimits: { register: 1000, codes: 1000, uploads: 1000 } });
  await quote(app, 'EURUSD', '1.08000', '1.08012');
});
afterAll(async () => {
  printTally('races', counts);
  await app?.cleanup();
});

async function funded(amount = '5000') {
  const u = await realUser(app);
  await call(app, 'POST', `/admin/api/users/${u.user.id}/adjust`, { headers: admin, body: { value: amount } });
  return u;
}

const together = <T>(f: () => Promise<T>) => Promise.all(Array.from({ length: N }, f));
const successes = (rs: Array<{ body: { code: number } } | { code: number }>) => rs.filter((r) => ('body' in r ? r.body.code : r.code) === 1).length;

async function scenario(name: string, run: () => Promise<boolean>) {
  try {
    const ok = await run();
    record(counts, name, ok, 'effect not exactly once');
  } catch (e) {
    record(counts, name, false, String(e));
  }
  const bad = await unreconciled(app.db);
  record(counts, 'books balance after each scenario', bad.length === 0, `${name}: ${bad.join('; ')}`);
}

async function bankMethod(token: string) {
  const bank = (await call(app, 'GET', '/api/account/draw_symbol_list?type=2', { token })).body.data[0];
  const m = await call(app, 'POST', '/api/wallet/bind_draw_method', { token, form: { draw_id: String(bank.id), type: '2', bank_name: 'Bank', payee_name: 'Me', payee_account: `DE${Date.now()}`.slice(0, 22) } });
  return { currency: bank.id as number, method: m.body.data.id as number };
}

it('duplicate money requests take effect once and the books always balance', async () => {
  await scenario('close one position', async () => {
    const u = await funded();
    const o = await submit(app, u.token, { code: 'EURUSD', type: 1, cont: '0.01', multiple: 100 });
    const rs = await together(() => call(app, 'POST', '/v1/api/forex/close', { token: u.token, body: { id: o.data.Id } }));
    return successes(rs) === 1;
  });
  await scenario('cancel one pending order', async () => {
    const u = await funded();
    const o = await submit(app, u.token, { code: 'EURUSD', type: 1, cont: '0.01', multiple: 100, status: 0, target_price: '1.00000' });
    const rs = await together(() => call(app, 'POST', '/v1/api/forex/cancel_trade', { token: u.token, body: { id: o.data.Id } }));
    return successes(rs) === 1;
  });
  await scenario('submit with one client_ref', async () => {
    const u = await funded();
    const rs = await together(() => submit(app, u.token, { code: 'EURUSD', type: 1, cont: '0.01', multiple: 100, client_ref: 'attack-ref-1' }));
    const orders = await app.db.selectFrom('orders').select('id').where('user_id', '=', u.user.id).execute();
    return successes(rs) === N && orders.length === 1;
  });
  for (const keyed of [true, false]) {
    await scenario(`withdraw ${keyed ? 'with' : 'without'} an idempotency key`, async () => {
      const u = await funded();
      const { currency, method } = await bankMethod(u.token);
      const form = { draw_currency_id: String(currency), draw_method_id: String(method), number: '100' };
      await together(() => call(app, 'POST', '/api/account/draw', { token: u.token, form, headers: keyed ? { 'idempotency-key': 'attack-withdraw-1' } : {} }));
      const rows = await app.db.selectFrom('withdrawals').select('id').where('user_id', '=', u.user.id).execute();
      return rows.length === 1;
    });
  }
  await scenario('approve one withdrawal', async () => {
    const u = await funded();
    const { currency, method } = await bankMethod(u.token);
    const w = await call(app, 'POST', '/api/account/draw', { token: u.token, form: { draw_currency_id: String(currency), draw_method_id: String(method), number: '100' } });
    const rs = await together(() => call(app, 'POST', `/admin/api/withdrawals/${w.body.data.id}/approve`, { headers: admin, body: {} }));
    const paid = await app.db.selectFrom('ledger').select('id').where('user_id', '=', u.user.id).where('type', '=', 2).execute();
    return rs.filter((r) => r.body.data?.changed === true).length === 1 && paid.length === 1;
  });
  await scenario('approve one deposit', async () => {
    const u = await funded('0');
    const proof = (await uploadImage(app, u.token, 'p.png', PNG)).body.data.url;
    const d = await call(app, 'POST', '/api/quickCharge/submit', { token: u.token, form: { number: '250', proofImg: proof, charge_id: '1' } });
    await together(() => call(app, 'POST', `/admin/api/deposits/${d.body.data.id}/approve`, { headers: admin, body: {} }));
    const credits = await app.db.selectFrom('ledger').select('id').where('user_id', '=', u.user.id).where('type', '=', 1).execute();
    return credits.length === 1;
  });
  await scenario('demo reset', async () => {
    const demo = await call(app, 'GET', '/api/user/createAccountDemoForU?demo_id=attack-demo-1');
    const token = demo.body.data.token;
    await submit(app, token, { code: 'EURUSD', type: 1, cont: '0.01', multiple: 100 });
    await together(() => call(app, 'GET', '/v1/api/main/user/resetForexDemoAccount', { token }));
    const acc = await app.db.selectFrom('accounts').selectAll().where('user_id', '=', demo.body.data.user.id).executeTakeFirstOrThrow();
    return acc.balance === '10000.000000' && acc.lock_balance === '0.000000';
  });
  expect(failures(counts)).toEqual([]);
});
