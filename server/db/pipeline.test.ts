import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeServer, postgresUrl } from '../testing.js';
import { pipelined } from './pipeline.js';

// On SQLite in `unit`, on PostgreSQL (node-postgres' pipeline mode) in `unit-pg`: the same answers on both.
let app: Awaited<ReturnType<typeof makeServer>>;
beforeAll(async () => {
  app = await makeServer();
});
afterAll(() => app.cleanup());

const put = (key: string, value: string) => app.db.insertInto('settings').values({ key, value });
const read = (prefix: string) => app.db.selectFrom('settings').select(['key', 'value']).where('key', 'like', `${prefix}%`).orderBy('key').execute();

describe('a transaction sent in groups (pipelined)', () => {
  it('answers each statement of a group with its rows, in order, and commits when the function returns', async () => {
    const out = await pipelined(app.db, async (p) => {
      const [inserted, seen] = await p.run([put('g1.a', '1').returning('key'), p.db.selectFrom('settings').select('value').where('key', '=', 'g1.a')]);
      const [updated] = await p.run([p.db.updateTable('settings').set({ value: '2' }).where('key', '=', 'g1.a').returning('value')]);
      return { inserted, seen, updated };
    });
    expect(out).toEqual({ inserted: [{ key: 'g1.a' }], seen: [{ value: '1' }], updated: [{ value: '2' }] });
    expect(await read('g1.')).toEqual([{ key: 'g1.a', value: '2' }]);
  });

  it('commits with the group marked last, and refuses a group after it', async () => {
    await pipelined(app.db, async (p) => {
      await p.run([put('g2.a', 'x')]);
      await p.run([put('g2.b', 'y')], true);
      await expect(p.run([put('g2.c', 'z')])).rejects.toThrow(/ended/);
    });
    expect(await read('g2.')).toEqual([{ key: 'g2.a', value: 'x' }, { key: 'g2.b', value: 'y' }]);
  });

  it('saves nothing of a transaction one of whose statements fails, the earlier groups and statements included', async () => {
    await put('g3.taken', 'first').execute();
    const failed = pipelined(app.db, async (p) => {
      await p.run([put('g3.a', '1')]);
      await p.run([put('g3.b', '2'), put('g3.taken', 'twin'), put('g3.c', '3')], true);
    });
    await expect(failed).rejects.toMatchObject({ message: expect.stringMatching(/unique|duplicate/i) });
    expect(await read('g3.')).toEqual([{ key: 'g3.taken', value: 'first' }]);
  });

  it('rolls back when the function throws after a group, and the connections stay usable', async () => {
    await expect(pipelined(app.db, async (p) => {
      await p.run([put('g4.a', '1')]);
      throw new Error('changed its mind');
    })).rejects.toThrow('changed its mind');
    expect(await read('g4.')).toEqual([]);
    // More transactions than the pipelined pool has connections, each after a failure: none is left broken.
    await put('g4.taken', 'first').execute();
    for (let i = 0; i < 6; i++) {
      await expect(pipelined(app.db, (p) => p.run([put('g4.taken', 'twin')]))).rejects.toBeDefined();
      await pipelined(app.db, (p) => p.run([put(`g4.ok${i}`, String(i))]));
    }
    expect((await read('g4.')).map((r) => r.key)).toEqual(['g4.ok0', 'g4.ok1', 'g4.ok2', 'g4.ok3', 'g4.ok4', 'g4.ok5', 'g4.taken']);
  });

  it.skipIf(!postgresUrl())('runs step by step on the main pool while every pipelined connection is busy, instead of waiting', async () => {
    let open!: () => void;
    const gate = new Promise<void>((r) => (open = r));
    // Four transactions, as many as the pipelined pool holds, each holding its connection until the gate opens.
    const held = Array.from({ length: 4 }, (_, i) => pipelined(app.db, async (p) => {
      await p.run([put(`g5.held${i}`, String(i))]);
      await gate;
    }));
    await new Promise((r) => setTimeout(r, 200));
    const fifth = pipelined(app.db, (p) => p.run([put('g5.fifth', '5')], true));
    const waited = new Promise((_, reject) => setTimeout(() => reject(new Error('the fifth transaction waited for a pipelined connection')), 5000));
    await Promise.race([fifth, waited]);
    expect(await read('g5.')).toEqual([{ key: 'g5.fifth', value: '5' }]);
    open();
    await Promise.all(held);
    expect((await read('g5.')).map((r) => r.key)).toEqual(['g5.fifth', 'g5.held0', 'g5.held1', 'g5.held2', 'g5.held3']);
  });
});
