import { describe, expect, it } from 'vitest';
import { change, LOOSENING_WAIT_MS, stateOf, tighter, type Limit } from './rules.js';
import type { LimitRow } from './schema.js';

// A limit made tighter applies at once, one made looser (or removed) after a day, so it holds in the moment it was
// set for (docs/accounts.md "Trading limits and breaks").

const NOW = Date.parse('2026-11-30T12:00:00Z');
const l = (amount: string, period: Limit['period']): Limit => ({ amount, period });
const row = (over: Partial<LimitRow>): LimitRow => ({ user_id: 1, kind: 'loss', amount: '100', period: 'day', next_amount: null, next_period: null, next_at: null, updated_at: '', ...over });

describe('tighter', () => {
  it('is a smaller or equal amount over a window no shorter', () => {
    expect(tighter(null, l('100', 'day'))).toBe(true);
    expect(tighter(l('100', 'day'), l('50', 'day'))).toBe(true);
    expect(tighter(l('100', 'day'), l('100', 'day'))).toBe(true);
    expect(tighter(l('100', 'week'), l('100', 'month'))).toBe(true);
    expect(tighter(l('100', 'day'), l('100.01', 'day'))).toBe(false);
    // 100 a day lets 700 through in a week: not tighter than 500 a week
    expect(tighter(l('500', 'week'), l('100', 'day'))).toBe(false);
    expect(tighter(l('100', 'day'), null)).toBe(false);
    expect(tighter(null, null)).toBe(true);
  });
});

describe('stateOf', () => {
  it('reads no row as no limit, and a waiting change as applying once its time has come', () => {
    expect(stateOf(undefined, NOW)).toEqual({ current: null, next: null });
    const waiting = row({ next_amount: '300', next_period: 'week', next_at: new Date(NOW + 1000).toISOString() });
    expect(stateOf(waiting, NOW)).toEqual({ current: l('100', 'day'), next: { limit: l('300', 'week'), at: waiting.next_at } });
    expect(stateOf(waiting, NOW + 1000)).toEqual({ current: l('300', 'week'), next: null });
    const removal = row({ next_at: new Date(NOW - 1).toISOString() });
    expect(stateOf(removal, NOW)).toEqual({ current: null, next: null });
  });
});

describe('change', () => {
  it('applies a tighter limit now and drops a looser one waiting', () => {
    const state = stateOf(row({ next_amount: '500', next_period: 'day', next_at: new Date(NOW + 5000).toISOString() }), NOW);
    expect(change(state, l('80', 'day'), NOW)).toEqual({ columns: { amount: '80', period: 'day', next_amount: null, next_period: null, next_at: null }, applied: true });
    // the same limit again: nothing waits any more
    expect(change(state, l('100', 'day'), NOW).columns?.next_at).toBeNull();
  });

  it('makes a looser limit or a removal wait a day, and keeps the wait when asked again', () => {
    const at = new Date(NOW + LOOSENING_WAIT_MS).toISOString();
    const looser = change(stateOf(row({}), NOW), l('200', 'day'), NOW);
    expect(looser).toEqual({ columns: { amount: '100', period: 'day', next_amount: '200', next_period: 'day', next_at: at }, applied: false });
    const again = change(stateOf(row({ ...looser.columns! }), NOW + 60_000), l('200', 'day'), NOW + 60_000);
    expect(again.columns?.next_at).toBe(at);
    const other = change(stateOf(row({ ...looser.columns! }), NOW + 60_000), l('300', 'day'), NOW + 60_000);
    expect(other.columns?.next_at).toBe(new Date(NOW + 60_000 + LOOSENING_WAIT_MS).toISOString());
    expect(change(stateOf(row({}), NOW), null, NOW)).toEqual({ columns: { amount: '100', period: 'day', next_amount: null, next_period: null, next_at: at }, applied: false });
  });

  it('removes nothing to nothing', () => {
    expect(change(stateOf(undefined, NOW), null, NOW)).toEqual({ columns: null, applied: true });
  });
});
