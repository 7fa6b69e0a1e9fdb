import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, makeServer, realUser } from '../testing.js';
import { add, roundMoney, sub } from '../../src/core/money/index.js';
import { base58CheckEncode } from './addresses.js';

// Property: whatever sequence of deposits, approvals, rejections, withdrawals (with retries) and reviews a user goes
// through, the ledger reconciles with the balances, neither balance is ever negative, and the balances equal a
// model computed from the records.

type App = Awaited<ReturnType<typeof makeServer>>;
let app: App;
const admin = { authorization: `Bearer ${ADMIN}` };
beforeAll(async () => {
  app = await makeServer();
});
afterAll(() => app.cleanup());

const amount = fc.integer({ min: 1, max: 50_000 }).map((c) => (c / 100).toFixed(2));
const op = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), amount, approve: fc.boolean() }),
  fc.record({ kind: fc.constant('withdraw' as const), amount, retries: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ kind: fc.constant('review' as const), approve: fc.boolean(), pick: fc.nat() }),
);

describe('funds ledger property', () => {
  it('random operation sequences keep balances = Σ ledger, ≥ 0, and equal to the model', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
        const { token, user } = await realUser(app);
        const dc_address = base58CheckEncode(Uint8Array.from([0x41, ...randomBytes(20)]));
        const method = (await call(app, 'POST', '/api/wallet/bind_draw_method', { token, form: { draw_id: '1', type: '1', dc_address } })).body.data.id;
        let balance = '0.000000';
        let lock = '0.000000';
        const pending: { id: number; number: string }[] = [];
        for (const o of ops) {
          if (o.kind === 'deposit') {
            const name = `${randomBytes(16).toString('hex')}.png`;
            await app.db.insertInto('uploads').values({ name, user_id: user.id, mime: 'image/png', size: 1, created_at: new Date().toISOString() }).execute();
            const d = (await call(app, 'POST', '/api/quickCharge/submit', { token, form: { number: o.amount, proofImg: `/uploads/${name}`, charge_id: '1' } })).body.data;
            const r = await call(app, 'POST', `/admin/api/deposits/${d.id}/${o.approve ? 'approve' : 'reject'}`, { headers: admin, body: {} });
            expect(r.body.code).toBe(1);
            if (o.approve) balance = roundMoney(add(balance, o.amount));
          } else if (o.kind === 'withdraw') {
            const key = `prop-${randomBytes(8).toString('hex')}`;
            const rs = await Promise.all(
              Array.from({ length: o.retries }, () =>
                call(app, 'POST', '/api/account/draw', { token, headers: { 'idempotency-key': key }, form: { draw_currency_id: '1', number: o.amount, draw_method_id: String(method) } }),
              ),
            );
            const okIds = new Set(rs.filter((r) => r.body.code === 1).map((r) => r.body.data.id));
            expect(okIds.size).toBeLessThanOrEqual(1);
            if (okIds.size === 1) {
              pending.push({ id: [...okIds][0], number: o.amount });
              balance = roundMoney(sub(balance, o.amount));
              lock = roundMoney(add(lock, o.amount));
            } else {
              // Refused only for a real reason: not enough money, or nothing left after the 1 USDT fee.
              expect(['Insufficient balance', 'The amount must be greater than the fee']).toContain(rs[0].body.msg);
            }
          } else if (pending.length) {
            const w = pending.splice(o.pick % pending.length, 1)[0];
            const r = await call(app, 'POST', `/admin/api/withdrawals/${w.id}/${o.approve ? 'approve' : 'reject'}`, { headers: admin, body: {} });
            expect(r.body.code).toBe(1);
            lock = roundMoney(sub(lock, w.number));
            if (!o.approve) balance = roundMoney(add(balance, w.number));
          }
          const acc = await app.db.selectFrom('accounts').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
          expect(acc.balance.startsWith('-') || acc.lock_balance.startsWith('-')).toBe(false);
          expect({ balance: acc.balance, lock: acc.lock_balance }).toEqual({ balance, lock });
        }
        const rows = await app.db.selectFrom('ledger').select(['value', 'lock_value']).where('user_id', '=', user.id).execute();
        const sum = (xs: string[]) => roundMoney(xs.reduce((a, b) => add(a, b).toString(), '0'));
        expect(sum(rows.map((r) => r.value))).toBe(balance);
        expect(sum(rows.map((r) => r.lock_value))).toBe(lock);
      }),
      { numRuns: 12 },
    );
  }, 120_000);
});
