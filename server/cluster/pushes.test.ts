import { afterAll, describe, expect, it } from 'vitest';
import { Hub, type HubSocket } from '../socket/hub.js';
import { until } from '../testing.js';
import { LocalBus, type Bus } from './bus.js';
import { NatsBus } from './nats-bus.js';
import { startNatsServer, type NatsServer } from './nats-server.js';
import { busPushes, hubPushes, relayPushes } from './pushes.js';

// A push reaches the user's connections whichever process it starts in: two hubs (two gateways) relaying from one
// bus, in one process and over a real NATS server.

const quiet = { warn() {}, error() {} };

function fakeSocket(): HubSocket & { sent: string[] } {
  const sent: string[] = [];
  return { sent, readyState: 1, bufferedAmount: 0, send: (d: string) => void sent.push(d) };
}


describe('hubPushes (one process)', () => {
  it('is the hub itself, and knows who watches', () => {
    const hub = new Hub();
    const s = fakeSocket();
    const c = hub.attach(s);
    hub.login(c, 5, 50);
    hub.subscribe(c, 'FOREX_TRADE');
    const pushes = hubPushes(hub);
    expect(pushes.wants(5, 'FOREX_TRADE')).toBe(true);
    expect(pushes.wants(6, 'FOREX_TRADE')).toBe(false);
    expect(pushes.watched('DAY_MARKET')).toBe(false);
    pushes.sendToUser(5, 'FOREX_TRADE', { a: 1 });
    pushes.dropSession(50);
    expect(s.sent).toEqual(['{"type":"FOREX_TRADE","data":{"a":1}}']);
    expect(c.userId).toBeNull();
  });
});

const nats: NatsServer | { skipped: string } = await startNatsServer();
if ('skipped' in nats) console.warn(`NATS push tests skipped: ${nats.skipped}`);
afterAll(async () => {
  if (!('skipped' in nats)) await nats.stop();
});

const buses: Array<[string, () => Promise<Bus[]>]> = [
  ['LocalBus', async () => { const b = new LocalBus(); return [b, b, b]; }],
];
if (!('skipped' in nats)) {
  const url = nats.url;
  buses.push(['NatsBus', () => Promise.all(['engine', 'gw-a', 'gw-b'].map((name) => NatsBus.connect({ url, name, log: quiet })))]);
}

describe.each(buses)('relayed over %s', (_kind, make) => {
  it('reaches subscribers and users on every gateway, and a session drop logs out everywhere', async () => {
    const [engineBus, busA, busB] = await make();
    const [hubA, hubB] = [new Hub(), new Hub()];
    const offs = [relayPushes(busA, hubA), relayPushes(busB, hubB)];
    try {
      await Promise.all([busA.flush(), busB.flush()]);
      const [sa, sb, sb2] = [fakeSocket(), fakeSocket(), fakeSocket()];
      const ca = hubA.attach(sa);
      const cb = hubB.attach(sb);
      const cb2 = hubB.attach(sb2);
      hubA.subscribe(ca, 'DAY_MARKET');
      hubB.subscribe(cb, 'DAY_MARKET');
      hubA.login(ca, 7, 70);
      hubB.login(cb2, 7, 71);
      hubA.subscribe(ca, 'FOREX_CLOSED');
      hubB.subscribe(cb2, 'FOREX_CLOSED');

      const fromEngine = busPushes(engineBus);
      expect(fromEngine.wants(7, 'FOREX_CLOSED')).toBe(true);
      fromEngine.publish('DAY_MARKET', [{ Code: 'EURUSD' }]);
      fromEngine.sendToUser(7, 'FOREX_CLOSED', { id: 1 });
      fromEngine.sendToUser(8, 'FOREX_CLOSED', { id: 2 });
      await engineBus.flush();
      await until('the pushes on both gateways', () => sa.sent.length === 2 && sb.sent.length === 1 && sb2.sent.length === 1);
      expect(sa.sent).toEqual(['{"type":"DAY_MARKET","data":[{"Code":"EURUSD"}]}', '{"type":"FOREX_CLOSED","data":{"id":1}}']);
      expect(sb.sent).toEqual(['{"type":"DAY_MARKET","data":[{"Code":"EURUSD"}]}']);
      expect(sb2.sent).toEqual(['{"type":"FOREX_CLOSED","data":{"id":1}}']);

      // Revoked on gateway A (a logout there), dropped on gateway B too.
      busPushes(busA).dropSession(71);
      await busA.flush();
      await until('the session dropped on gateway B', () => cb2.userId === null);
      expect(ca.userId).toBe(7);
    } finally {
      offs.forEach((off) => off());
      for (const b of new Set([engineBus, busA, busB])) await b.close();
    }
  });
});
