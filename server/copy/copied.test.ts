// The traders someone copies, as the engine keeps them (copied.ts): read from the database, told of copies started,
// read again every REFRESH_MS. On SQLite and on PostgreSQL (unit-pg).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeServer } from '../testing.js';
import { trader } from '../trading/test-helpers.js';
import { CopiedTraders, REFRESH_MS } from './copied.js';

type App = Awaited<ReturnType<typeof makeServer>>;
let app: App;

beforeAll(async () => {
  app = await makeServer();
});
afterAll(() => app.cleanup());
afterEach(() => vi.useRealTimers());

const copying = async (followerId: number, leaderId: number, ended = false) => {
  const at = new Date().toISOString();
  await app.db.insertInto('copy_follows').values({ follower_id: followerId, leader_id: leaderId, multiplier: '1', stop_loss: null, started_at: at, ended_at: ended ? at : null, last_skip: null }).execute();
};

describe('the traders someone copies', () => {
  it('are those with a running copy: not those whose copies ended, nor a trader told of who has none', async () => {
    const [a, b, c, me] = await Promise.all([trader(app, '0'), trader(app, '0'), trader(app, '0'), trader(app, '0')]);
    await copying(me.id, a.id);
    await copying(me.id, b.id, true);
    const copied = new CopiedTraders(app.db, app.log);
    copied.add(c.id); // told, but the database has no copy of them: the next read forgets them
    await copied.refresh();
    expect([copied.has(a.id), copied.has(b.id), copied.has(c.id), copied.has(me.id)]).toEqual([true, false, false, false]);
  });

  it('keep a trader told while a read runs, which that read may not have seen', async () => {
    const [a, me] = await Promise.all([trader(app, '0'), trader(app, '0')]);
    const copied = new CopiedTraders(app.db, app.log);
    const reading = copied.refresh();
    await copying(me.id, a.id);
    copied.add(a.id);
    await reading;
    expect(copied.has(a.id)).toBe(true);
    // two reads at once: the one that ends last keeps what was told during it too
    const [first, second] = [copied.refresh(), copied.refresh()];
    copied.add(me.id);
    await second;
    await first;
    expect([copied.has(a.id), copied.has(me.id)]).toEqual([true, true]);
  });

  it('are read again every REFRESH_MS from the start until stopped', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const [a, b, me] = await Promise.all([trader(app, '0'), trader(app, '0'), trader(app, '0')]);
    const copied = new CopiedTraders(app.db, app.log);
    await copied.start();
    expect(copied.has(a.id)).toBe(false);
    await copying(me.id, a.id); // saved by a gateway that could not tell the leader
    const read = vi.spyOn(copied, 'refresh');
    await vi.advanceTimersByTimeAsync(REFRESH_MS);
    await read.mock.results[0].value;
    expect(copied.has(a.id)).toBe(true);
    copied.stop();
    await copying(me.id, b.id);
    await vi.advanceTimersByTimeAsync(REFRESH_MS * 2);
    expect(read).toHaveBeenCalledTimes(1);
    expect(copied.has(b.id)).toBe(false);
  });
});
