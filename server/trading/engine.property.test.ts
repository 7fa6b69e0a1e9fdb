/**
 * Property: whatever the sequence of deposits, opens (market, pending limit and stop), ticks, closes, cancels and
 * modifications of pending orders (a new price: the reservation follows it),
 * every account satisfies balance = Σ ledger.value, lock_balance = Σ ledger.lock_value, neither is negative,
 * and lock_balance equals the margin of holding orders plus the reservations of pending orders; and the floating P&L
 * the engine keeps for the trader equals the sum of their positions done afresh.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import fc from 'fast-check';
import { makeServer, demoUser } from '../testing.js';
import { action, credit, engineIdle, expectFloatingAfresh, ledgerConsistent, quote, submit } from './test-helpers.js';
import { add, big, roundMoney, roundPrice, sum } from '../../src/core/money/index.js';

type App = Awaited<ReturnType<typeof makeServer>>;
let app: App;

const INSTRUMENTS: Array<{ code: string; mid: string; spread: string; precision: number; lev: number; step: string }> = [
  { code: 'EURUSD', mid: '1.08500', spread: '0.00012', precision: 5, lev: 100, step: '0.01' },
  { code: 'USDJPY', mid: '151.500', spread: '0.014', precision: 3, lev: 200, step: '0.01' },
  { code: 'EURJPY', mid: '164.400', spread: '0.020', precision: 3, lev: 50, step: '0.01' },
  { code: 'XAUUSD', mid: '2350.00', spread: '0.30', precision: 2, lev: 100, step: '0.01' },
];

beforeAll(async () => {
  app = await makeServer();
});
afterAll(async () => {
  await app.cleanup();
});

const cmd = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('deposit' as const), amount: fc.integer({ min: 1, max: 5000 }), cents: fc.integer({ min: 0, max: 99 }) }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('open' as const),
      inst: fc.integer({ min: 0, max: INSTRUMENTS.length - 1 }),
      side: fc.constantFrom(1, 2),
      steps: fc.integer({ min: 1, max: 300 }),
      pending: fc.constantFrom(false as const, 'limit' as const, 'stop' as const),
      offsetBp: fc.integer({ min: -200, max: 200 }),
      sl: fc.boolean(),
      tp: fc.boolean(),
    }),
    weight: 4,
  },
  { arbitrary: fc.record({ kind: fc.constant('tick' as const), inst: fc.integer({ min: 0, max: INSTRUMENTS.length - 1 }), moveBp: fc.integer({ min: -400, max: 400 }) }), weight: 5 },
  { arbitrary: fc.record({ kind: fc.constant('close' as const), pick: fc.nat() }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('modify' as const), pick: fc.nat(), offsetBp: fc.integer({ min: -300, max: 300 }) }), weight: 2 },
);

async function checkInvariants(userId: number) {
  const c = await ledgerConsistent(app, userId);
  expect(c.acc.balance).toBe(c.valueSum);
  expect(c.acc.lock_balance).toBe(c.lockSum);
  expect(big(c.acc.balance).gte(0)).toBe(true);
  expect(big(c.acc.lock_balance).gte(0)).toBe(true);
  const open = await app.db.selectFrom('orders').select(['status', 'margin', 'reserved']).where('user_id', '=', userId).where('status', 'in', [0, 1]).execute();
  const locked = roundMoney(sum(open.map((o) => (Number(o.status) === 1 ? o.margin : o.reserved))));
  expect(c.acc.lock_balance).toBe(locked);
  await expectFloatingAfresh(app, userId);
}

it('balance + frozen always equals the ledger and never goes negative', async () => {
  const mids = new Map(INSTRUMENTS.map((i) => [i.code, i.mid]));
  let run = 0;
  await fc.assert(
    fc.asyncProperty(fc.array(cmd, { minLength: 5, maxLength: 25 }), async (cmds) => {
      run++;
      // reset prices to their reference so runs are independent
      for (const i of INSTRUMENTS) {
        mids.set(i.code, i.mid);
        await quote(app, i.code, roundPrice(big(i.mid).minus(big(i.spread).div(2)), i.precision), roundPrice(big(i.mid).plus(big(i.spread).div(2)), i.precision));
      }
      const d = await demoUser(app, `prop_${run}_${Math.random().toString(36).slice(2, 8)}`);
      const userId = d.user.id as number;
      for (const c of cmds) {
        if (c.kind === 'deposit') {
          await credit(app, userId, `${c.amount}.${String(c.cents).padStart(2, '0')}`);
        } else if (c.kind === 'open') {
          const i = INSTRUMENTS[c.inst];
          const mid = big(mids.get(i.code)!);
          const lots = big(i.step).times(c.steps).toFixed();
          const p: Record<string, string | number> = { code: i.code, type: c.side, cont: lots, multiple: i.lev };
          const ref = c.pending ? mid.times(1 + c.offsetBp / 10000) : mid;
          if (c.pending) {
            p.status = 0;
            p.pending_type = c.pending;
            p.target_price = roundPrice(ref, i.precision);
          }
          const away = (bp: number) => roundPrice(ref.times(1 + bp / 10000), i.precision);
          if (c.sl) p.stop_loss_price = c.side === 1 ? away(-150) : away(150);
          if (c.tp) p.target_profit_price = c.side === 1 ? away(150) : away(-150);
          const r = await submit(app, d.token, p);
          if (r.code !== 1) expect(r.msg).toMatch(/Insufficient free margin|must be (below|above)/);
        } else if (c.kind === 'tick') {
          const i = INSTRUMENTS[c.inst];
          const mid = big(mids.get(i.code)!).times(1 + c.moveBp / 10000);
          mids.set(i.code, mid.toFixed());
          const half = big(i.spread).div(2);
          await quote(app, i.code, roundPrice(mid.minus(half), i.precision), roundPrice(add(mid, half), i.precision));
        } else if (c.kind === 'modify') {
          const rows = await app.db.selectFrom('orders').select(['id', 'code']).where('user_id', '=', userId).where('status', '=', 0).execute();
          if (rows.length) {
            const o = rows[c.pick % rows.length];
            const i = INSTRUMENTS.find((x) => x.code === o.code)!;
            const target = roundPrice(big(mids.get(i.code)!).times(1 + c.offsetBp / 10000), i.precision);
            const r = await action(app, d.token, 'modify_pending', { id: Number(o.id), target_price: target });
            if (r.code !== 1) expect(r.msg).toBe('Insufficient free margin');
          }
        } else {
          const status = c.kind === 'close' ? 1 : 0;
          const rows = await app.db.selectFrom('orders').select('id').where('user_id', '=', userId).where('status', '=', status).execute();
          if (rows.length) {
            const id = Number(rows[c.pick % rows.length].id);
            const r = await action(app, d.token, c.kind === 'close' ? 'close' : 'cancel_trade', { id });
            expect(r.code).toBe(1);
          }
        }
        await engineIdle(app);
        await checkInvariants(userId);
      }
    }),
    { numRuns: 25, seed: 20240601 },
  );
  // The sequences must reach every path: fills, SL/TP, stop-outs, user closes and cancels.
  const reasons = await app.db.selectFrom('orders').select(['status', 'close_reason']).execute();
  const seen = new Set(reasons.map((r) => `${r.status}:${r.close_reason ?? ''}`));
  for (const k of ['3:user', '2:cancel', '3:stop_out']) expect(seen).toContain(k);
  expect([...seen].some((k) => k === '3:sl' || k === '3:tp')).toBe(true);
  // Modifications that froze more and that released some.
  const modified = await app.db.selectFrom('ledger').select('type').where('ref', 'like', 'order:%:modify:%').execute();
  expect(new Set(modified.map((r) => Number(r.type)))).toEqual(new Set([5, 6]));
}, 120_000);
