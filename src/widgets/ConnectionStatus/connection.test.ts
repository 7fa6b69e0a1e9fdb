import { describe, expect, it } from 'vitest';
import { connectionState, isDown } from './connection';

describe('connection banner', () => {
  it('says nothing while the socket is open, or not wanted at all', () => {
    for (const s of ['open', 'idle', 'closed'] as const) expect(connectionState(s, true, true)).toBe('live');
  });

  it('says reconnecting only once the socket has been down past the grace', () => {
    expect(connectionState('reconnecting', true, false)).toBe('live');
    expect(connectionState('reconnecting', true, true)).toBe('reconnecting');
    expect(connectionState('connecting', true, true)).toBe('reconnecting');
  });

  it('says offline at once when the device has no network, whatever the socket thinks', () => {
    for (const s of ['open', 'idle', 'connecting'] as const) expect(connectionState(s, false, false)).toBe('offline');
  });

  it('counts connecting and reconnecting as down', () => {
    expect(['idle', 'connecting', 'open', 'reconnecting', 'closed'].filter((s) => isDown(s as never))).toEqual(['connecting', 'reconnecting']);
  });
});
