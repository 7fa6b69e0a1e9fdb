import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeServer } from '../testing.js';
import { account, ledgerConsistent, quote, submit, trader } from '../trading/test-helpers.js';
import { base58CheckEncode } from './addresses.js';
import { Round, add, roundTo, sub } from '../../src/core/money/index.js';

// Funds against the real trading engine: free margin caps withdrawals (open margin is frozen, floating losses count),
// and a withdrawal racing an order submit can never overdraw the account.

type App = Awaited<ReturnType<typeof makeServer>>;
let app: App;

beforeAll(async () => {
  app = await makeServer();
  await quote(app, 'EURUSD', '1.08000', '1.08012');
});
afterAll(() => app.cleanup());

async function bind(token: string) {
  const dc_address = base58CheckEncode(Uint8Array.from([0x41, ...randomBytes(20)]));
  const r = await call(app, 'POST', '/api/wallet/bind_draw_method', { token, form: { draw_id: '1', type: '1', dc_address } });
  expect(r.body.code, r.body.msg).toBe(1);
  return r.body.data.id as number;
}
const draw = (token: string, method: number, number: string, key: string) =>
  call(app, 'POST', '/api/account/draw', { token, form: { draw_currency_id: '1', number, draw_method_id: String(method) }, headers: { 'idempotency-key': key } });

describe('withdrawals and the trading engine', () => {
  it('open margin is not withdrawable and floating losses reduce what may leave', async () => {
    const t = await trader(app, '1000');
    const method = await bind(t.token);
    const o = await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.1', multiple: 100 });
    expect(o.code, o.msg).toBe(1);
    const acc = await account(app, t.id);
    expect(Number(acc.lock_balance)).toBeGreaterThan(100);
    // Price falls 101.2 pips below the buy: floating loss of (1.07000 − 1.08012) × 100000 × 0.1 = −101.2 USD.
    await quote(app, 'EURUSD', '1.07000', '1.07012');
    const floating = await app.engine.floatingPnl(t.id);
    expect(floating).toBe('-101.200000');
    const free = roundTo(sub(acc.balance, '101.2'), 2, Round.down);
    const over = roundTo(add(free, '0.01'), 2);
    expect((await draw(t.token, method, over, 'over-' + randomBytes(6).toString('hex'))).body.msg).toBe('Insufficient balance');
    const ok = await draw(t.token, method, free, 'ok-' + randomBytes(6).toString('hex'));
    expect(ok.body.code, ok.body.msg).toBe(1);
    await ledgerConsistent(app, t.id);
    await quote(app, 'EURUSD', '1.08000', '1.08012');
  });

  it('a withdrawal racing order submits never drives the balance below zero', async () => {
    for (let round = 0; round < 4; round++) {
      const t = await trader(app, '200');
      const method = await bind(t.token);
      // Order margin ≈ 108 + fee 0.7; withdrawal 150: both together would need ≈ 258.7 > 200.
      const [o, w] = await Promise.all([
        submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.1', multiple: 100 }),
        draw(t.token, method, '150', `race-${round}-${randomBytes(4).toString('hex')}`),
      ]);
      expect([o.code, w.body.code].filter((c) => c === 1)).toHaveLength(1);
      const acc = await account(app, t.id);
      expect(Number(acc.balance)).toBeGreaterThanOrEqual(0);
      await ledgerConsistent(app, t.id);
    }
  });
});
