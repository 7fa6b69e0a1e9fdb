// The trader ranking's working out (docs/content.md "Ranking"): counted by the database a span of users at a time on
// SQLite, in one go on PostgreSQL (unit-pg) — the same figures for traders in different spans; the most used leverage
// and pair on a tie; and a trader hidden while a ranking is being worked out never shows from it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, makeServer, realUser } from '../testing.js';
import { followList, invalidateFollowCache } from './follow.js';

let app: Awaited<ReturnType<typeof makeServer>>;
beforeAll(async () => {
  app = await makeServer();
});
afterAll(() => app.cleanup());

const DAY = 86_400_000;
/** A closed trade of `userId` closed `daysAgo` days ago. */
async function closed(userId: number, code: string, profit: string, margin: string, daysAgo: number, leverage: number | null = 100, marginMode = 0) {
  const inst = await app.db.selectFrom('instruments').select(['id', 'code']).where('code', '=', code).executeTakeFirstOrThrow();
  const at = new Date(Date.now() - daysAgo * DAY).toISOString();
  await app.db.insertInto('orders').values({
    user_id: userId, instrument_id: inst.id, code, side: 1, status: 3, lots: '0.10', leverage, margin_mode: marginMode, contract_size: '100000',
    quote_ccy: 'USD', price_precision: 5, origin_price: '1.1', open_price: '1.1', close_price: '1.1', sl: '0', tp: '0', margin, fee: '0.7',
    reserved: '0', profit, close_reason: 'user', client_ref: null, created_at: at, opened_at: at, closed_at: at, updated_at: at,
  }).execute();
}
/** A real user whose id lies far from the others (another span of users on SQLite). */
async function farUser(id: number, email: string) {
  const now = new Date().toISOString();
  await app.db.insertInto('users').values({ id, uid: String(60_000_000 + id), email, mobile: null, area_id: null, password_hash: null, invite_code: `F${id}`, inviter_id: null, is_demo: 0, demo_id: null, created_at: now }).execute();
  return { id, uid: String(60_000_000 + id) };
}
const list = async () => (await call(app, 'GET', '/api/follow/list')).body.data as Array<Record<string, unknown>>;

describe('the ranking, counted by the database', () => {
  it('gives the same figures to traders in different spans of users, exact to the cent', async () => {
    const near = (await realUser(app, 'near@example.com')).user as { id: number; uid: string };
    const far = await farUser(5_000, 'far@example.com');
    for (const u of [near, far]) {
      // 0.1 + 0.2 − 0.3 in three weeks is exactly 0, and so is the rate; beyond three weeks, one loss.
      await closed(u.id, 'EURUSD', '0.100000', '100.000000', 1);
      await closed(u.id, 'EURUSD', '0.200000', '100.000000', 2);
      await closed(u.id, 'GBPUSD', '-0.300000', '100.000000', 3);
      await closed(u.id, 'GBPUSD', '-40.000000', '100.000000', 30, 200);
    }
    invalidateFollowCache(app.db);
    const all = await list();
    const figures = (uid: string) => {
      const { rank: _rank, uid: _uid, user: _user, ...rest } = all.find((e) => e.uid === uid)!;
      return rest;
    };
    const expected = {
      multiple: 100, three_week_rate: '0.00', three_week_win: '66.67', three_week_profit: '0.00', total_rate: '-10.00', total_trade_num: 4,
      code: 'EUR/USD', // two trades each: the first by name
    };
    expect(figures(near.uid)).toEqual(expected);
    expect(figures(far.uid)).toEqual(expected);
    expect(all.find((e) => e.uid === far.uid)!.user).toBe('fa***@example.com');
  });

  it('takes the most used leverage, the smaller on a tie; fixed margin counts as 1', async () => {
    const u = await farUser(5_100, 'lev@example.com');
    await closed(u.id, 'XAUUSD', '1.000000', '10.000000', 1, 200);
    await closed(u.id, 'XAUUSD', '1.000000', '10.000000', 1, 50);
    await closed(u.id, 'XAUUSD', '1.000000', '10.000000', 1, null, 1);
    await closed(u.id, 'XAUUSD', '1.000000', '10.000000', 1, null, 1);
    await closed(u.id, 'XAUUSD', '1.000000', '10.000000', 1, 200);
    invalidateFollowCache(app.db);
    expect((await list()).find((e) => e.uid === u.uid)).toMatchObject({ multiple: 1, code: 'XAU/USD', total_trade_num: 5, total_rate: '10.00' });
  });

  it('a trader hidden while a ranking is being worked out never shows from that ranking', async () => {
    const u = await farUser(5_200, 'hide@example.com');
    await closed(u.id, 'EURUSD', '5.000000', '100.000000', 1);
    invalidateFollowCache(app.db);
    const working = followList(app.db, Date.now(), 1000);
    const hidden = await call(app, 'PUT', `/admin/api/follow/${u.id}`, { headers: { authorization: `Bearer ${ADMIN}` }, body: { hidden: true } });
    expect(hidden.body.code, hidden.body.msg).toBe(1);
    expect((await list()).find((e) => e.uid === u.uid)).toBeUndefined();
    await working; // whatever it saw, it is not kept
    expect((await list()).find((e) => e.uid === u.uid)).toBeUndefined();
  });
});
