import { describe, expect, it, vi } from 'vitest';
import { Hub, type HubSocket } from '../socket/hub.js';
import { LocalBus } from './bus.js';
import { announceGateway, answerCensus, GATEWAY_SUBJECT, GatewayRoll, WHO_SUBJECT } from './gateway-roll.js';

const socket = (): HubSocket => ({ readyState: 1, bufferedAmount: 0, send() {} });

function online(hub: Hub, userId: number) {
  hub.login(hub.attach(socket()), userId);
}

describe("the gateways' roll: how many serve, and the users online on them", () => {
  it('a gateway says how many users are logged in on its sockets at once and on every beat, until stopped', async () => {
    vi.useFakeTimers();
    try {
      const bus = new LocalBus();
      const heard: unknown[] = [];
      bus.subscribe(GATEWAY_SUBJECT, (m) => heard.push(m));
      const hub = new Hub();
      online(hub, 7);
      hub.attach(socket()); // a market watcher without a login: not a user online
      const stop = announceGateway(bus, hub, 'gw-a', 1000);
      await bus.flush();
      expect(heard).toEqual([{ gateway: 'gw-a', users: 1 }]);
      online(hub, 8);
      online(hub, 8); // a second socket of the same user
      vi.advanceTimersByTime(1000);
      await bus.flush();
      expect(heard.at(-1)).toEqual({ gateway: 'gw-a', users: 2 });
      stop();
      vi.advanceTimersByTime(5000);
      await bus.flush();
      expect(heard).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("counts the gateways heard within three beats and adds the others' users to its own, as they are now", () => {
    let now = 0;
    const hub = new Hub();
    const roll = new GatewayRoll({ name: 'gw-a', hub }, () => now, 1000);
    // Nothing heard yet, not even its own beat (its bus may be down): no gateway counted, its own users still are.
    online(hub, 1);
    expect(roll.serving()).toEqual({ gateways: 0, users: 1 });
    roll.heard({ gateway: 'gw-a', users: 1 });
    roll.heard({ gateway: 'gw-b', users: 5 });
    roll.heard({ gateway: 'gw-c', users: -1 }); // not a count
    roll.heard({ gateway: 7, users: 2 });
    roll.heard(null);
    expect(roll.serving()).toEqual({ gateways: 2, users: 6 });
    // Its own count is read live, never from its last beat.
    online(hub, 2);
    expect(roll.serving()).toEqual({ gateways: 2, users: 7 });
    now = 2500;
    roll.heard({ gateway: 'gw-a', users: 2 });
    now = 3500; // gw-b silent for 3.5 beats: gone, with its users
    expect(roll.serving()).toEqual({ gateways: 1, users: 2 });
  });

  it('follows the beats on the bus', async () => {
    const bus = new LocalBus();
    const hubA = new Hub();
    const hubB = new Hub();
    online(hubB, 3);
    const roll = new GatewayRoll({ name: 'gw-a', hub: hubA });
    const off = roll.follow(bus);
    const stopA = announceGateway(bus, hubA, 'gw-a');
    const stopB = announceGateway(bus, hubB, 'gw-b');
    await bus.flush();
    expect(roll.serving()).toEqual({ gateways: 2, users: 1 });
    stopA();
    stopB();
    off();
  });

  it('a census counts a user on two gateways once, and a gateway that does not answer as its last beat said', async () => {
    const bus = new LocalBus();
    const [hubA, hubB, hubC] = [new Hub(), new Hub(), new Hub()];
    online(hubA, 1);
    online(hubA, 2);
    online(hubB, 2); // the same user on a phone (A) and a desktop (B)
    online(hubB, 3);
    online(hubC, 4);
    const roll = new GatewayRoll({ name: 'gw-a', hub: hubA });
    const offs = [roll.follow(bus), announceGateway(bus, hubA, 'gw-a'), announceGateway(bus, hubB, 'gw-b'), answerCensus(bus, hubA, 'gw-a'), answerCensus(bus, hubB, 'gw-b')];
    await bus.flush();
    expect(roll.serving()).toEqual({ gateways: 2, users: 4 }); // the beats' sum counts user 2 twice
    expect(await roll.census(bus)).toEqual({ gateways: 2, users: 3 });
    // gw-c beats but never answers a census (an older version, or too busy): after the wait its beat's count is added.
    offs.push(announceGateway(bus, hubC, 'gw-c'));
    await bus.flush();
    const started = Date.now();
    expect(await roll.census(bus, 50)).toEqual({ gateways: 3, users: 4 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    for (const off of offs) off();
  });

  it('a census asks nobody when no other gateway is heard, and answers only on its own reply subjects', async () => {
    const bus = new LocalBus();
    const asked: unknown[] = [];
    bus.subscribe(`${WHO_SUBJECT}`, (m) => asked.push(m));
    const hub = new Hub();
    online(hub, 9);
    const roll = new GatewayRoll({ name: 'gw-a', hub });
    expect(await roll.census(bus)).toEqual({ gateways: 0, users: 1 });
    await bus.flush();
    expect(asked).toEqual([]);
    // A request naming any other subject is not answered (it could make every gateway publish anywhere).
    const answers: unknown[] = [];
    bus.subscribe('pipkit.order.>', (m) => answers.push(m));
    bus.subscribe(`${WHO_SUBJECT}.>`, (m) => answers.push(m));
    const off = answerCensus(bus, hub, 'gw-a');
    for (const reply of ['pipkit.order.submit', 7, null, WHO_SUBJECT]) bus.publish(WHO_SUBJECT, { reply });
    bus.publish(WHO_SUBJECT, null);
    await bus.flush();
    expect(answers).toEqual([]);
    bus.publish(WHO_SUBJECT, { reply: `${WHO_SUBJECT}.abc` });
    await bus.flush();
    expect(answers).toEqual([{ gateway: 'gw-a', users: [9] }]);
    off();
  });
});
