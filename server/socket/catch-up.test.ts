import { describe, expect, it } from 'vitest';
import { CATCH_UP_READS_AT_ONCE, CatchUps } from './catch-up.js';
import { Hub, type HubSocket } from './hub.js';

function fakeSocket(): HubSocket & { sent: string[] } {
  const sent: string[] = [];
  return { sent, readyState: 1, bufferedAmount: 0, send: (d: string) => void sent.push(d) };
}

const quietLog = { error: () => undefined };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A reader whose reads wait until released, recording how many ran at once. */
function heldReader() {
  const waiting: (() => void)[] = [];
  const calls: number[] = [];
  let running = 0;
  let most = 0;
  const read = (userId: number, since: string) => {
    calls.push(userId);
    running += 1;
    most = Math.max(most, running);
    return new Promise<unknown[]>((resolve) =>
      waiting.push(() => {
        running -= 1;
        resolve([{ userId, since }]);
      }),
    );
  };
  const releaseAll = async () => {
    while (waiting.length) {
      waiting.splice(0).forEach((release) => release());
      await settle();
    }
  };
  return { read, calls, releaseAll, most: () => most };
}

describe('CatchUps', () => {
  it('reads a burst of catch-ups a few at a time, and every subscriber gets its own', async () => {
    const hub = new Hub();
    const catchUps = new CatchUps(hub, quietLog);
    const reader = heldReader();
    catchUps.register('FOREX_CLOSED', reader.read);
    const sockets = Array.from({ length: 30 }, (_, i) => {
      const socket = fakeSocket();
      const client = hub.attach(socket);
      hub.login(client, i + 1);
      hub.subscribe(client, 'FOREX_CLOSED', { since: '2026-11-27T10:00:00.000Z' });
      return socket;
    });
    await settle();
    expect(reader.calls).toHaveLength(CATCH_UP_READS_AT_ONCE);
    await reader.releaseAll();
    expect(reader.most()).toBe(CATCH_UP_READS_AT_ONCE);
    expect(reader.calls).toHaveLength(30);
    sockets.forEach((socket, i) =>
      expect(socket.sent.map((m) => JSON.parse(m))).toEqual([{ type: 'FOREX_CLOSED', data: { userId: i + 1, since: '2026-11-27T10:00:00.000Z' } }]),
    );
  });

  it('reads nothing for a socket that left, unsubscribed or changed user while it waited, and sends it nothing', async () => {
    const hub = new Hub();
    const catchUps = new CatchUps(hub, quietLog);
    const reader = heldReader();
    catchUps.register('PRICE_ALERT', reader.read);
    const blockers = Array.from({ length: CATCH_UP_READS_AT_ONCE }, (_, i) => {
      const client = hub.attach(fakeSocket());
      hub.login(client, 100 + i);
      return client;
    });
    const [left, unsubscribed, switched, stays] = [fakeSocket(), fakeSocket(), fakeSocket(), fakeSocket()];
    const clients = [left, unsubscribed, switched, stays].map((socket, i) => {
      const client = hub.attach(socket);
      hub.login(client, i + 1);
      return client;
    });
    for (const client of [...blockers, ...clients]) hub.subscribe(client, 'PRICE_ALERT', { since: '2026-11-27T10:00:00.000Z' });
    await settle();
    hub.detach(clients[0]);
    hub.unsubscribe(clients[1], 'PRICE_ALERT');
    hub.login(clients[2], 99);
    await reader.releaseAll();
    expect(reader.calls.filter((userId) => userId < 100)).toEqual([4]);
    expect([left.sent, unsubscribed.sent, switched.sent]).toEqual([[], [], []]);
    expect(stays.sent).toHaveLength(1);
  });

  it('a re-sync (the bus came back) catches up every logged-in subscriber from the loss, in the same queue', async () => {
    const hub = new Hub();
    const catchUps = new CatchUps(hub, quietLog);
    const reader = heldReader();
    catchUps.register('FOREX_CLOSED', reader.read);
    const visitor = fakeSocket();
    hub.subscribe(hub.attach(visitor), 'FOREX_CLOSED');
    const clients = Array.from({ length: 10 }, (_, i) => {
      const client = hub.attach(fakeSocket());
      hub.login(client, i + 1);
      hub.subscribe(client, 'FOREX_CLOSED');
      return client;
    });
    const sockets = clients.map((c) => c.socket as ReturnType<typeof fakeSocket>);
    catchUps.resend('2026-11-27T11:00:00.000Z');
    const summaries = clients.map((client, i) => catchUps.paced(client, 'FOREX_CLOSED', async () => i));
    await settle();
    expect(reader.calls).toHaveLength(CATCH_UP_READS_AT_ONCE);
    await reader.releaseAll();
    expect(await Promise.all(summaries)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(reader.most()).toBe(CATCH_UP_READS_AT_ONCE);
    expect(visitor.sent).toEqual([]);
    for (const socket of sockets) expect(JSON.parse(socket.sent[0]).data.since).toBe('2026-11-27T11:00:00.000Z');
  });
});
