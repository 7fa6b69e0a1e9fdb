// Client sentiment (docs/trading.md "Client sentiment"): how each account counts (by the database), who is left out,
// the minute's reading and what the endpoint answers; on SQLite and on PostgreSQL (unit-pg).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, demoUser, makeServer } from '../testing.js';
import { adminHeaders, quote, submit, trader } from './test-helpers.js';
import { MIN_TRADERS, SentimentBoard, sentimentOf, type Holders } from './sentiment.js';

const count = (code: string, long: number, short: number): Holders => ({ code, long, short });

describe('sentimentOf', () => {
  it(`leaves out a pair held by fewer than ${MIN_TRADERS} accounts with a net position`, () => {
    expect(sentimentOf([count('GBPUSD', 5, 4)])).toEqual([]);
    expect(sentimentOf([count('GBPUSD', 5, 5)])).toEqual([{ Code: 'GBPUSD', Long: 50, Short: 50 }]);
    expect(sentimentOf([count('XAUUSD', 0, 10)])).toEqual([{ Code: 'XAUUSD', Long: 0, Short: 100 }]);
  });

  it('tells whole per cents that always add up to 100', () => {
    // 7 of 11 long: 63.6 % → 64; 1 of 3: 33.3 % → 33.
    expect(sentimentOf([count('EURUSD', 7, 4)])).toEqual([{ Code: 'EURUSD', Long: 64, Short: 36 }]);
    expect(sentimentOf([count('GBPUSD', 1, 2)], 3)).toEqual([{ Code: 'GBPUSD', Long: 33, Short: 67 }]);
    for (let long = 0; long <= 37; long++) {
      const [s] = sentimentOf([count('EURUSD', long, 37 - long)], 1);
      expect(s.Long + s.Short).toBe(100);
    }
  });

  it('lists the pairs by code', () => {
    expect(sentimentOf([count('XAUUSD', 10, 0), count('EURUSD', 2, 8)])).toEqual([{ Code: 'EURUSD', Long: 20, Short: 80 }, { Code: 'XAUUSD', Long: 100, Short: 0 }]);
  });
});

describe('SentimentBoard', () => {
  const log = { error: vi.fn() };
  it('reads the positions at most once per minute, one reading shared by the requests waiting', async () => {
    let now = 1_000_000;
    const read = vi.fn(async () => [count('EURUSD', 10, 0)]);
    const board = new SentimentBoard(read, log, () => now);
    const [a, b] = await Promise.all([board.current(), board.current()]);
    expect(read).toHaveBeenCalledTimes(1);
    expect(a).toBe(b);
    expect(a).toEqual({ at: 1_000_000, pairs: [{ Code: 'EURUSD', Long: 100, Short: 0 }] });
    now += 59_999;
    await board.current();
    expect(read).toHaveBeenCalledTimes(1);
    read.mockResolvedValueOnce([count('EURUSD', 0, 10)]);
    now += 1;
    expect(await board.current()).toEqual({ at: 1_059_999 + 1, pairs: [{ Code: 'EURUSD', Long: 0, Short: 100 }] });
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('keeps serving the last reading when reading again fails; with none, says the failure', async () => {
    let now = 0;
    const read = vi.fn<() => Promise<Holders[]>>().mockRejectedValueOnce(new Error('database away'));
    const board = new SentimentBoard(read, log, () => now);
    await expect(board.current()).rejects.toThrow('database away');
    read.mockResolvedValueOnce([count('EURUSD', 3, 7)]);
    const first = await board.current();
    now += 60_000;
    read.mockRejectedValueOnce(new Error('database away'));
    expect(await board.current()).toBe(first);
    expect(log.error).toHaveBeenCalledOnce();
    read.mockResolvedValueOnce([count('EURUSD', 7, 3)]);
    expect((await board.current()).pairs).toEqual([{ Code: 'EURUSD', Long: 70, Short: 30 }]);
  });
});

describe('GET /v1/api/forex/sentiment', () => {
  let app: Awaited<ReturnType<typeof makeServer>>;
  beforeAll(async () => {
    app = await makeServer();
  });
  afterAll(() => app.cleanup());
  const sentiment = async (query = '') => (await call(app, 'GET', `/v1/api/forex/sentiment${query}`)).body;
  const open = async (token: string, code: string, type: 1 | 2, cont = '0.1') => {
    const r = await submit(app, token, { code, type, cont, multiple: 100 });
    expect(r.code, r.msg).toBe(1);
  };

  it("answers anyone with the real accounts' split of each pair held by enough of them", async () => {
    await quote(app, 'EURUSD', '1.10000', '1.10020');
    await quote(app, 'GBPUSD', '1.30000', '1.30020');
    const traders = await Promise.all(Array.from({ length: 11 }, () => trader(app)));
    // EURUSD, each account by its net lots: six buy; one buys twice (long); two sell; one buys 0.1 and sells 0.3
    // (short): 7 long, 3 short. The eleventh buys 0.3 and sells 0.1 and 0.2, and so counts for neither — exactly,
    // where floating point would make 0.1 + 0.2 more than 0.3.
    for (const t of traders.slice(0, 6)) await open(t.token, 'EURUSD', 1);
    await open(traders[6].token, 'EURUSD', 1, '0.1');
    await open(traders[6].token, 'EURUSD', 1, '0.2');
    for (const t of traders.slice(7, 9)) await open(t.token, 'EURUSD', 2);
    await open(traders[9].token, 'EURUSD', 1, '0.1');
    await open(traders[9].token, 'EURUSD', 2, '0.3');
    await open(traders[10].token, 'EURUSD', 1, '0.3');
    await open(traders[10].token, 'EURUSD', 2, '0.1');
    await open(traders[10].token, 'EURUSD', 2, '0.2');
    // GBPUSD: nine accounts hold it and a tenth only waits to (a pending order is not a position).
    for (const t of traders.slice(0, 9)) await open(t.token, 'GBPUSD', 2);
    const pending = await submit(app, traders[9].token, { code: 'GBPUSD', type: 2, cont: '0.1', multiple: 100, status: 0, target_price: '1.5' });
    expect(pending.code, pending.msg).toBe(1);
    // Demo accounts, all selling EURUSD and buying GBPUSD, change nothing.
    for (let i = 0; i < 3; i++) {
      const demo = await demoUser(app);
      await open(demo.token, 'EURUSD', 2);
      await open(demo.token, 'GBPUSD', 1);
    }

    const before = Math.floor(Date.now() / 1000);
    const all = await sentiment();
    expect(all.code).toBe(1);
    expect(all.data).toEqual({ Time: expect.any(Number), MinTraders: MIN_TRADERS, Pairs: [{ Code: 'EURUSD', Long: 70, Short: 30 }] });
    expect(all.data.Time).toBeGreaterThanOrEqual(before - 1);
    expect((await sentiment('?code=EURUSD')).data.Pairs).toEqual([{ Code: 'EURUSD', Long: 70, Short: 30 }]);
    expect((await sentiment('?code=GBPUSD')).data).toMatchObject({ MinTraders: MIN_TRADERS, Pairs: [] });
  });

  it('refuses what is not a listed pair, and stops listing a pair the desk disables', async () => {
    for (const bad of ['?code=NOPE', '?code=', `?code=${'X'.repeat(33)}`]) {
      const r = await sentiment(bad);
      expect(r.code, bad).toBe(0);
      expect(r.msg, bad).toBeTruthy();
    }
    const off = await call(app, 'PUT', '/admin/api/instruments/EURUSD', { headers: adminHeaders, body: { enabled: false } });
    expect(off.body.code, off.body.msg).toBe(1);
    try {
      expect((await sentiment()).data.Pairs).toEqual([]);
      expect((await sentiment('?code=EURUSD')).code).toBe(0);
    } finally {
      await call(app, 'PUT', '/admin/api/instruments/EURUSD', { headers: adminHeaders, body: { enabled: true } });
    }
    expect((await sentiment()).data.Pairs).toEqual([{ Code: 'EURUSD', Long: 70, Short: 30 }]);
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await app.inject({ url: '/api/openapi.json' })).json();
    expect(doc.paths['/v1/api/forex/sentiment'].get.summary).toMatch(/Client sentiment/);
  });
});
