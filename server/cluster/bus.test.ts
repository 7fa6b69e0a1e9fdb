import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../http/envelope.js';
import { until } from '../testing.js';
import { LocalBus, subjectMatches, type Bus } from './bus.js';
import { NatsBus } from './nats-bus.js';
import { startNatsServer, type NatsServer } from './nats-server.js';

// One contract, two buses: in one process and over a real NATS server (skipped, with the reason printed, only where
// nats-server cannot be started; .ci/run installs it).

const quiet = { warn() {}, error() {} };

describe('subject matching', () => {
  it('matches tokens, * and a final >', () => {
    expect(subjectMatches('a.b', 'a.b')).toBe(true);
    expect(subjectMatches('a.*', 'a.b')).toBe(true);
    expect(subjectMatches('a.*', 'a.b.c')).toBe(false);
    expect(subjectMatches('a.>', 'a.b.c')).toBe(true);
    expect(subjectMatches('a.>', 'a')).toBe(false);
    expect(subjectMatches('a.b', 'a.c')).toBe(false);
  });
});

const nats: NatsServer | { skipped: string } = await startNatsServer();
if ('skipped' in nats) console.warn(`NATS bus tests skipped: ${nats.skipped}`);
afterAll(async () => {
  if (!('skipped' in nats)) await nats.stop();
});

const kinds: Array<[string, () => Promise<[Bus, Bus]>]> = [
  ['LocalBus', async () => { const b = new LocalBus(); return [b, b]; }],
  [
    'NatsBus',
    async () => {
      const url = (nats as NatsServer).url;
      return [await NatsBus.connect({ url, name: 'test-a', log: quiet }), await NatsBus.connect({ url, name: 'test-b', log: quiet })];
    },
  ],
];

describe.each(kinds.filter(([kind]) => kind === 'LocalBus' || !('skipped' in nats)))('%s', (_kind, make) => {
  let a: Bus;
  let b: Bus;
  beforeAll(async () => {
    [a, b] = await make();
  });
  afterAll(async () => {
    await a?.close();
    if (b !== a) await b?.close();
  });

  it('delivers every published message to every subscriber, in order, as a copy', async () => {
    const seen1: unknown[] = [];
    const seen2: Array<[unknown, string]> = [];
    const off1 = b.subscribe('t.push.user', (d) => seen1.push(d));
    const off2 = b.subscribe('t.push.>', (d, s) => seen2.push([d, s]));
    await b.flush();
    const sent = { userId: 7, n: 1 };
    for (let i = 1; i <= 50; i++) a.publish('t.push.user', { ...sent, n: i });
    a.publish('t.push.topic', { topic: 'DAY_MARKET' });
    await a.flush();
    await until('the messages', () => seen1.length === 50 && seen2.length === 51);
    expect(seen1.map((d) => (d as { n: number }).n)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(seen2.at(-1)).toEqual([{ topic: 'DAY_MARKET' }, 't.push.topic']);
    off1();
    off2();
    a.publish('t.push.user', { n: 99 });
    await a.flush();
    await new Promise((r) => setTimeout(r, 50));
    expect(seen1).toHaveLength(50);
  });

  it('answers a request once from a queue group and carries refusals (and conflicts) back as AppError', async () => {
    let served = 0;
    const server = async (d: unknown) => {
      served++;
      const { lots } = d as { lots: string };
      if (lots === '0') throw new AppError('lotsNotPositive');
      if (lots === 'x') throw new Error('boom');
      if (lots === 'deadlock') throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
      return { id: 1, lots };
    };
    const off1 = b.serve('t.engine.submit', 'engine', server);
    const off2 = b.serve('t.engine.submit', 'engine', server);
    await b.flush();
    expect(await a.request('t.engine.submit', { lots: '0.10' })).toEqual({ id: 1, lots: '0.10' });
    expect(served).toBe(1);
    const refused = await a.request('t.engine.submit', { lots: '0' }).catch((e: unknown) => e);
    expect(AppError.is(refused, 'lotsNotPositive')).toBe(true);
    await expect(a.request('t.engine.submit', { lots: 'x' })).rejects.toThrow(/failed on the engine: boom/);
    // A transaction the database rolled back for a conflict: the gateway answers as one process would (503, retry).
    const conflict = await a.request('t.engine.submit', { lots: 'deadlock' }).catch((e: unknown) => e);
    expect(AppError.is(conflict, 'busyRetry') && conflict.httpStatus).toBe(503);
    off1();
    off2();
    await b.flush();
  });

  it('says engineUnavailable when nobody serves the subject', async () => {
    const e = await a.request('t.engine.nobody', {}, 500).catch((x: unknown) => x);
    expect(AppError.is(e, 'engineUnavailable')).toBe(true);
  });
});

describe('a subscriber that throws', () => {
  const recording = () => {
    const errors: string[] = [];
    return { errors, log: { warn() {}, error: (_o: unknown, msg?: string) => void errors.push(msg ?? '') } };
  };
  const deliversPast = async (bus: Bus, errors: string[]) => {
    const seen: unknown[] = [];
    bus.subscribe('t.throws', () => {
      throw new Error('handler bug');
    });
    bus.subscribe('t.throws', (d) => seen.push(d));
    await bus.flush();
    bus.publish('t.throws', { n: 1 });
    await bus.flush();
    await until('the other subscriber', () => seen.length === 1);
    expect(errors).toEqual(['bus: handler failed']);
    await bus.close();
  };

  it('is logged and the others still get the message (in one process)', async () => {
    const { errors, log } = recording();
    await deliversPast(new LocalBus(log), errors);
  });

  it.skipIf('skipped' in nats)('is logged and the others still get the message (over NATS)', async () => {
    const { errors, log } = recording();
    await deliversPast(await NatsBus.connect({ url: (nats as NatsServer).url, name: 'test-throws', log }), errors);
  });
});

describe.skipIf('skipped' in nats)('an answer over the NATS server\'s max_payload', () => {
  it('is logged, and the asker hears at once that the engine failed (never an unhandled rejection)', async () => {
    const url = (nats as NatsServer).url;
    const errors: string[] = [];
    const serving = await NatsBus.connect({ url, name: 'test-serving', log: { warn() {}, error: (_o, msg) => void errors.push(msg ?? '') } });
    const asking = await NatsBus.connect({ url, name: 'test-asking', log: quiet });
    serving.serve('t.engine.big', 'engine', async () => 'x'.repeat(2 * 1024 * 1024)); // the default max_payload is 1 MB
    await serving.flush();
    // The engine's failure, not engineUnavailable (which a timed-out request says).
    await expect(asking.request('t.engine.big', {}, 3000)).rejects.toThrow(/failed on the engine: the answer could not be sent: .*max_payload/);
    expect(errors).toEqual(['bus: the answer could not be sent']);
    await serving.close();
    await asking.close();
  });
});
