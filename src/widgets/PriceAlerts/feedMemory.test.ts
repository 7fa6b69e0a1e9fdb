import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { restoreFeedMemory, saveFeedMemory, TOLD_KEPT, toldKey } from './feedMemory';

const KEY = 'test.alertFeed';

describe('price-alert feed memory', () => {
  beforeEach(() => {
    const mem = new Map<string, string>();
    vi.stubGlobal('localStorage', { getItem: (k: string) => mem.get(k) ?? null, setItem: (k: string, v: string) => void mem.set(k, v), removeItem: (k: string) => void mem.delete(k) });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('gives back the cursor and the alerts told, to the same person only', () => {
    saveFeedMemory(KEY, '7', { cursor: '2026-11-27T01:00:00.000Z', told: [toldKey({ Id: 3, FiredAt: '2026-11-27T00:59:00.000Z' })] });
    expect(restoreFeedMemory(KEY, '7')).toEqual({ cursor: '2026-11-27T01:00:00.000Z', told: ['3 2026-11-27T00:59:00.000Z'] });
    expect(restoreFeedMemory(KEY, '8')).toEqual({ cursor: '', told: [] });
    expect(restoreFeedMemory(KEY, '')).toEqual({ cursor: '', told: [] });
  });

  it('keeps the newest told keys only', () => {
    const told = Array.from({ length: TOLD_KEPT + 5 }, (_, i) => `${i} x`);
    saveFeedMemory(KEY, '7', { cursor: '', told });
    expect(restoreFeedMemory(KEY, '7').told).toEqual(told.slice(5));
  });

  it('forgets everything for nobody (logged out)', () => {
    saveFeedMemory(KEY, '7', { cursor: '2026-11-27T01:00:00.000Z', told: [] });
    saveFeedMemory(KEY, '', { cursor: '', told: [] });
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('drops what it cannot use: bad JSON, a cursor that is not a time, keys that are not strings', () => {
    localStorage.setItem(KEY, '{nope');
    expect(restoreFeedMemory(KEY, '7')).toEqual({ cursor: '', told: [] });
    localStorage.setItem(KEY, JSON.stringify({ owner: '7', cursor: 'yesterday', told: ['1 a', 2, null] }));
    expect(restoreFeedMemory(KEY, '7')).toEqual({ cursor: '', told: ['1 a'] });
    localStorage.setItem(KEY, JSON.stringify({ owner: '7', cursor: '2026-11-27T01:00:00.000Z', told: 'x' }));
    expect(restoreFeedMemory(KEY, '7')).toEqual({ cursor: '2026-11-27T01:00:00.000Z', told: [] });
  });
});
