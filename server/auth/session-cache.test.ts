import { describe, expect, it } from 'vitest';
import type { Bus, Handler } from '../cluster/bus.js';
import { PUSH_SUBJECTS, type Pushes } from '../cluster/pushes.js';
import type { User } from '../db/schema.js';
import { SessionCache, forgetting, watchRevocations, type FoundSession } from './session-cache.js';

const T0 = Date.parse('2026-11-26T10:00:00.000Z');

function found(id: number, expiresAt = '2026-12-26T10:00:00.000Z'): FoundSession {
  return {
    session: { id, token_hash: `h${id}`, user_id: 7, created_at: '2026-11-26T09:00:00.000Z', expires_at: expiresAt, revoked_at: null },
    user: { id: 7, uid: '12345678' } as User,
  };
}

function clock() {
  let now = T0;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('SessionCache', () => {
  it('keeps a session for its TTL, then asks again', () => {
    const c = clock();
    const cache = new SessionCache(30_000, 100, c.now);
    cache.set('h1', found(1));
    c.advance(29_999);
    expect(cache.get('h1')?.session.id).toBe(1);
    c.advance(1);
    expect(cache.get('h1')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('never keeps a session past its own expiry', () => {
    const c = clock();
    const cache = new SessionCache(30_000, 100, c.now);
    cache.set('h1', found(1, new Date(T0 + 5_000).toISOString()));
    c.advance(4_999);
    expect(cache.get('h1')).toBeDefined();
    c.advance(1);
    expect(cache.get('h1')).toBeUndefined();
  });

  it('keeps what requests share unchangeable', () => {
    const cache = new SessionCache();
    cache.set('h1', found(1));
    const kept = cache.get('h1')!;
    expect(() => Object.assign(kept.user, { uid: 'changed' })).toThrow(TypeError);
    expect(() => Object.assign(kept.session, { revoked_at: 'now' })).toThrow(TypeError);
  });

  it('forgets a revoked session by its id, and everything on clear', () => {
    const cache = new SessionCache();
    cache.set('h1', found(1));
    cache.set('h2', found(2));
    cache.forgetSession(1);
    cache.forgetSession(99); // unknown here: nothing happens
    expect(cache.get('h1')).toBeUndefined();
    expect(cache.get('h2')?.session.id).toBe(2);
    cache.clear();
    expect(cache.get('h2')).toBeUndefined();
  });

  it('holds at most its maximum, dropping the oldest first', () => {
    const cache = new SessionCache(30_000, 2);
    cache.set('h1', found(1));
    cache.set('h2', found(2));
    cache.set('h3', found(3));
    expect(cache.size).toBe(2);
    expect(cache.get('h1')).toBeUndefined();
    expect(cache.get('h3')?.session.id).toBe(3);
    // The dropped entry's id no longer points anywhere: forgetting it leaves the others alone.
    cache.forgetSession(1);
    expect(cache.size).toBe(2);
  });

  it('on this gateway, forgets a session before the drop goes out to the others', () => {
    const cache = new SessionCache();
    cache.set('h1', found(1));
    const order: string[] = [];
    const pushes = forgetting({ dropSession: () => order.push(cache.get('h1') ? 'published while kept' : 'published after forgetting') } as unknown as Pushes, cache);
    pushes.dropSession(1);
    expect(order).toEqual(['published after forgetting']);
  });

  it('forgets sessions dropped on any gateway, and all of them when the bus comes back after a loss', () => {
    const subs = new Map<string, Handler>();
    const reconnects: Array<() => void> = [];
    const bus = {
      subscribe: (subject: string, handler: Handler) => (subs.set(subject, handler), () => subs.delete(subject)),
      onReconnect: (fn: () => void) => (reconnects.push(fn), () => reconnects.splice(reconnects.indexOf(fn), 1)),
    } as unknown as Bus;
    const cache = new SessionCache();
    const off = watchRevocations(bus, cache);
    cache.set('h1', found(1));
    cache.set('h2', found(2));
    subs.get(PUSH_SUBJECTS.session)!({ sessionId: 1 }, PUSH_SUBJECTS.session);
    subs.get(PUSH_SUBJECTS.session)!({ sessionId: 'x' }, PUSH_SUBJECTS.session); // malformed: ignored
    subs.get(PUSH_SUBJECTS.session)!(null, PUSH_SUBJECTS.session);
    expect(cache.get('h1')).toBeUndefined();
    expect(cache.get('h2')).toBeDefined();
    reconnects.forEach((fn) => fn());
    expect(cache.size).toBe(0);
    off();
    expect(subs.size).toBe(0);
    expect(reconnects).toHaveLength(0);
  });
});
