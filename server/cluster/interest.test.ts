import { describe, expect, it, vi } from 'vitest';
import { Hub, type HubSocket } from '../socket/hub.js';
import { LocalBus } from './bus.js';
import { INTEREST_SUBJECT, InterestTable, announceInterest } from './interest.js';
import { busPushes } from './pushes.js';

const socket = (): HubSocket => ({ readyState: 1, bufferedAmount: 0, send() {} });

function watcher(hub: Hub, userId: number, topic = 'FOREX_TRADE') {
  const c = hub.attach(socket());
  hub.login(c, userId);
  hub.subscribe(c, topic);
  return c;
}

describe('interest: whose account summaries are watched across gateways', () => {
  it('a gateway announces a subscriber at once and its whole list on every refresh', async () => {
    vi.useFakeTimers();
    try {
      const bus = new LocalBus();
      const heard: unknown[] = [];
      bus.subscribe(INTEREST_SUBJECT, (m) => heard.push(m));
      const hub = new Hub();
      watcher(hub, 7);
      const stop = announceInterest(bus, hub, 'gw-a', 1000);
      await bus.flush();
      expect(heard).toEqual([{ gateway: 'gw-a', users: [7], full: true }]);
      watcher(hub, 8);
      watcher(hub, 9, 'DAY_MARKET');
      await bus.flush();
      expect(heard.at(-1)).toEqual({ gateway: 'gw-a', users: [8], full: false });
      // A socket that follows only its orders' changes (FOREX_ORDER) watches the account too; a user with both
      // topics is counted once.
      watcher(hub, 10, 'FOREX_ORDER');
      watcher(hub, 7, 'FOREX_ORDER');
      await bus.flush();
      expect(heard.slice(-2)).toEqual([{ gateway: 'gw-a', users: [10], full: false }, { gateway: 'gw-a', users: [7], full: false }]);
      vi.advanceTimersByTime(1000);
      await bus.flush();
      expect(heard.at(-1)).toEqual({ gateway: 'gw-a', users: [7, 8, 10], full: true });
      stop();
      vi.advanceTimersByTime(5000);
      await bus.flush();
      expect(heard).toHaveLength(5);
    } finally {
      vi.useRealTimers();
    }
  });

  it('the engine says "maybe" until every gateway can have been heard, then only for watched users', () => {
    let now = 0;
    const table = new InterestTable(() => now, 1000);
    expect(table.wants(1)).toBe(true);
    table.heard({ gateway: 'a', users: [1], full: true });
    table.heard({ gateway: 'b', users: [], full: true });
    now = 1999;
    expect(table.wants(2)).toBe(true);
    now = 2000;
    expect([table.wants(1), table.wants(2)]).toEqual([true, false]);
    table.heard({ gateway: 'b', users: [2], full: false });
    expect(table.wants(2)).toBe(true);
    // A whole list replaces what the gateway said before: user 1 left gateway a.
    table.heard({ gateway: 'a', users: [], full: true });
    expect(table.wants(1)).toBe(false);
    // Malformed announcements change nothing.
    for (const bad of [null, 'x', { gateway: 'a', users: ['1'], full: true }, { gateway: 'a', users: [1] }]) table.heard(bad);
    expect(table.wants(1)).toBe(false);
  });

  it('forgets a gateway that stopped announcing (it died with its sockets)', () => {
    let now = 0;
    const table = new InterestTable(() => now, 1000);
    table.heard({ gateway: 'a', users: [1], full: true });
    now = 3000;
    expect(table.wants(1)).toBe(true);
    now = 3001;
    expect(table.wants(1)).toBe(false);
  });

  it('after its own bus comes back, the engine says "maybe" again until every gateway can have been heard', () => {
    let now = 0;
    const table = new InterestTable(() => now, 1000);
    let reconnected = () => {};
    const bus = { subscribe: () => () => {}, onReconnect: (l: () => void) => ((reconnected = l), () => {}) };
    const stop = table.follow(bus as unknown as LocalBus);
    table.heard({ gateway: 'a', users: [1], full: true });
    // The bus is down for 5 s: gateway a is silent, so it is forgotten and nobody is watched.
    now = 5000;
    expect(table.wants(1)).toBe(false);
    reconnected();
    expect([table.wants(1), table.wants(2)]).toEqual([true, true]);
    table.heard({ gateway: 'a', users: [1], full: true });
    now = 7000;
    expect([table.wants(1), table.wants(2)]).toEqual([true, false]);
    stop();
  });

  it('busPushes skips the summary and the order changes of an unwatched user only, never other pushes', () => {
    let now = 0;
    const table = new InterestTable(() => now, 1000);
    now = 5000;
    table.heard({ gateway: 'a', users: [1], full: true });
    const pushes = busPushes(new LocalBus(), table);
    expect([pushes.wants(1, 'FOREX_TRADE'), pushes.wants(2, 'FOREX_TRADE'), pushes.wants(2, 'FOREX_CLOSED')]).toEqual([true, false, true]);
    expect([pushes.wants(1, 'FOREX_ORDER'), pushes.wants(2, 'FOREX_ORDER'), pushes.wants(2, 'PRICE_ALERT')]).toEqual([true, false, true]);
    expect(busPushes(new LocalBus()).wants(2, 'FOREX_TRADE')).toBe(true);
  });
});
