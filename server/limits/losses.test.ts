// The loss over a limit's window (docs/accounts.md "Trading limits and breaks") equals the plain sum of the trader's
// fees, closed trades and swap in it — whether the settled days' totals are read or kept — on SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeServer, realUser } from '../testing.js';
import { max, neg, roundMoney, sum } from '../../src/core/money/index.js';
import { LedgerType } from '../ledger/index.js';
import { lossSince } from './losses.js';

type App = Awaited<ReturnType<typeof makeServer>>;
let app: App;
beforeAll(async () => {
  app = await makeServer();
});
afterAll(() => app.cleanup());

const DAY_MS = 86_400_000;
const NOW = Date.parse('2026-11-30T10:30:00.000Z');
let n = 0;
type Row = { at: number; value: string; type: number };
const write = (userId: number, rows: Row[]) =>
  app.db
    .insertInto('ledger')
    .values(rows.map((r) => ({ user_id: userId, value: r.value, lock_value: '0', type: r.type, memo: '', memo_tran: '', ref: `loss-test:${n++}`, balance_after: '0', lock_balance_after: '0', created_at: new Date(r.at).toISOString() })))
    .execute();
/** What the window lost, summed row by row here. */
const expected = (rows: Row[], since: number, now: number) =>
  roundMoney(max(neg(sum(rows.filter((r) => r.at >= since && r.at <= now && [3, 4, 12].includes(r.type)).map((r) => r.value))), 0));

describe('loss over a window', () => {
  it('is the plain sum of the window, with settled days kept and the ragged ends read each time', async () => {
    const { user } = await realUser(app);
    const rows: Row[] = [];
    // every 7 hours over 40 days: gains and losses, fees, swap, and rows that do not count (deposits, adjustments)
    for (let t = NOW - 40 * DAY_MS; t < NOW; t += 7 * 3_600_000) {
      rows.push({ at: t, value: (t / 3_600_000) % 3 ? '-13.250000' : '17.125000', type: LedgerType.realisedPnl });
      rows.push({ at: t + 1, value: '-0.700000', type: LedgerType.fee });
      rows.push({ at: t + 2, value: '-0.031250', type: LedgerType.swap });
      rows.push({ at: t + 3, value: '500.000000', type: LedgerType.deposit });
    }
    // exactly at midnight and a millisecond before it
    rows.push({ at: Date.parse('2026-11-10T00:00:00.000Z'), value: '-99.990000', type: LedgerType.realisedPnl });
    rows.push({ at: Date.parse('2026-11-09T23:59:59.999Z'), value: '-0.010000', type: LedgerType.realisedPnl });
    await write(user.id, rows);

    for (const days of [1, 7, 30]) {
      const since = NOW - days * DAY_MS;
      expect(await lossSince(app.db, user.id, since, NOW), `${days} days`).toBe(expected(rows, since, NOW));
      expect(await lossSince(app.db, user.id, since, NOW), `${days} days, kept`).toBe(expected(rows, since, NOW));
    }
    // a loss just now, and the window moved on an hour: still the plain sum
    const later = NOW + 3_600_000;
    const fresh = [{ at: NOW + 1000, value: '-250.000000', type: LedgerType.realisedPnl }];
    await write(user.id, fresh);
    rows.push(...fresh);
    expect(await lossSince(app.db, user.id, later - 30 * DAY_MS, later)).toBe(expected(rows, later - 30 * DAY_MS, later));
    expect(Number(expected(rows, later - 30 * DAY_MS, later))).toBeGreaterThan(0);
  });

  it('counts a gain as no loss', async () => {
    const { user } = await realUser(app);
    await write(user.id, [{ at: NOW - DAY_MS * 3, value: '80.000000', type: LedgerType.realisedPnl }, { at: NOW - 1000, value: '-20.000000', type: LedgerType.realisedPnl }]);
    expect(await lossSince(app.db, user.id, NOW - 30 * DAY_MS, NOW)).toBe('0.000000');
    expect(await lossSince(app.db, user.id, NOW - DAY_MS, NOW)).toBe('20.000000');
  });
});
