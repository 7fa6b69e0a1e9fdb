import { describe, expect, it, vi } from 'vitest';
import { SharedReading } from './shared-reading.js';

// The sharing itself; its users' own rules (the sentiment serving its last reading, the ranking forgetting a hidden
// trader) are tested with them.
describe('SharedReading', () => {
  it('keeps a reading maxAge ms and shares one reading among the requests waiting for it', async () => {
    let now = 1_000;
    let n = 0;
    const read = vi.fn(async (at: number) => `${++n}@${at}`);
    const r = new SharedReading(read, 500, () => now);
    const [a, b] = await Promise.all([r.current(), r.current()]);
    expect([a, b]).toEqual(['1@1000', '1@1000']);
    now += 499;
    expect(await r.current()).toBe('1@1000');
    now += 1;
    expect(await r.current()).toBe('2@1500');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('answers a failure to the requests waiting, keeps nothing, and reads again at the next request', async () => {
    const read = vi.fn<(now: number) => Promise<string>>().mockRejectedValueOnce(new Error('database away')).mockResolvedValueOnce('fresh');
    const r = new SharedReading(read, 500, () => 0);
    await expect(Promise.all([r.current(), r.current()])).rejects.toThrow('database away');
    expect(await r.current()).toBe('fresh');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('answers the last reading instead of a failure when told to, and the failure when there is none', async () => {
    let now = 0;
    const read = vi.fn<(now: number) => Promise<string>>().mockRejectedValueOnce(new Error('away')).mockResolvedValueOnce('first').mockRejectedValueOnce(new Error('away'));
    const r = new SharedReading(read, 500, () => now, (_err, last) => `${last} (kept)`);
    await expect(r.current()).rejects.toThrow('away');
    expect(await r.current()).toBe('first');
    now = 500;
    expect(await r.current()).toBe('first (kept)');
  });

  it('forget: the next request reads afresh, and a reading under way is answered to its waiters but not kept', async () => {
    let release!: (v: string) => void;
    const read = vi.fn<(now: number) => Promise<string>>().mockImplementationOnce(() => new Promise((done) => (release = done))).mockResolvedValue('after');
    const r = new SharedReading(read, 60_000, () => 0);
    const before = r.current();
    r.forget();
    const after = r.current();
    release('before');
    expect(await before).toBe('before');
    expect(await after).toBe('after');
    expect(await r.current()).toBe('after');
    expect(read).toHaveBeenCalledTimes(2);
  });
});
