import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionStore } from './session';
import { createWatchlist, mergeIds, moveId } from './watchlist';
import { createPreferencesStore } from './preferences';
import type { User } from '../types';

const tick = () => new Promise((r) => setTimeout(r, 0));
const user = (is_demo: number) => ({ id: 1, is_demo }) as unknown as User;

// Node has no localStorage: a plain in-memory one, like the browser's.
const data = new Map<string, string>();
const localStorage = {
  getItem: (k: string) => data.get(k) ?? null,
  setItem: (k: string, v: string) => void data.set(k, String(v)),
  removeItem: (k: string) => void data.delete(k),
  clear: () => data.clear(),
};
vi.stubGlobal('localStorage', localStorage);
beforeEach(() => localStorage.clear());
afterAll(() => vi.unstubAllGlobals());

describe('watchlist', () => {
  it('moves an id to a place, clamped, and merges the browser list after the account list', () => {
    expect(moveId([1, 2, 3, 4], 4, 0)).toEqual([4, 1, 2, 3]);
    expect(moveId([1, 2, 3, 4], 1, 2)).toEqual([2, 3, 1, 4]);
    expect(moveId([1, 2, 3], 1, 99)).toEqual([2, 3, 1]);
    expect(moveId([1, 2, 3], 9, 0)).toEqual([1, 2, 3]);
    expect(mergeIds([5, 1], [1, 7, 5, 8])).toEqual([5, 1, 7, 8]);
  });

  it('a visitor and a demo user keep it in the browser; a real login moves it to the account once', async () => {
    const session = createSessionStore('t.session');
    const saved: number[][] = [];
    const api = { watchlist: vi.fn(async () => [5]), setWatchlist: vi.fn(async (ids: number[]) => (saved.push(ids), ids)) };
    const w = createWatchlist('t.watchlist');
    w.bind(session, api);
    await w.toggle(3);
    await w.toggle(5);
    await w.move(5, 0);
    expect(w.$ids.get()).toEqual([5, 3]);
    session.set('demo', user(1));
    await tick();
    expect(api.watchlist).not.toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem('t.watchlist')!)).toEqual([5, 3]);

    session.set('real', user(0));
    await tick();
    expect(saved).toEqual([[5, 3]]);
    expect(w.$ids.get()).toEqual([5, 3]);
    expect(JSON.parse(localStorage.getItem('t.watchlist')!)).toEqual([]);
    await w.toggle(5);
    expect(saved.at(-1)).toEqual([3]);

    session.clear();
    await tick();
    expect(w.$ids.get()).toEqual([]);
  });

  it('puts the list back when the server refuses a change', async () => {
    const session = createSessionStore('t2.session');
    session.set('real', user(0));
    const api = { watchlist: async () => [1, 2], setWatchlist: async () => Promise.reject(new Error('refused')) };
    const w = createWatchlist('t2.watchlist');
    w.bind(session, api);
    await tick();
    await w.toggle(9);
    expect(w.$ids.get()).toEqual([1, 2]);
  });

  it('two quick changes reach the server in order, and an answer never undoes a newer change', async () => {
    const session = createSessionStore('t6.session');
    session.set('real', user(0));
    const answers: Array<() => void> = [];
    const sent: number[][] = [];
    const api = {
      watchlist: async () => [1],
      setWatchlist: (ids: number[]) => (sent.push(ids), new Promise<number[]>((r) => answers.push(() => r(ids)))),
    };
    const w = createWatchlist('t6.watchlist');
    w.bind(session, api);
    await tick();
    const first = w.toggle(2);
    const second = w.toggle(3);
    expect(w.$ids.get()).toEqual([1, 2, 3]); // both shown at once
    await tick();
    expect(sent).toEqual([[1, 2]]); // the second waits for the first's answer
    answers[0]();
    await first;
    expect(w.$ids.get()).toEqual([1, 2, 3]); // the first answer does not hide the second change
    await tick();
    expect(sent).toEqual([[1, 2], [1, 2, 3]]);
    answers[1]();
    await second;
    expect(w.$ids.get()).toEqual([1, 2, 3]);
  });

  it('ignores what another build left in storage', () => {
    localStorage.setItem('t3.watchlist', '{"a":1}');
    expect(createWatchlist('t3.watchlist').$ids.get()).toEqual([]);
    localStorage.setItem('t4.watchlist', '[1,"x",1,-2,3.5,4]');
    expect(createWatchlist('t4.watchlist').$ids.get()).toEqual([1, 4]);
  });
});

describe('trading preferences', () => {
  it('shows only the newest answer: a load or an older change answered late does not turn one-click back on', async () => {
    const session = createSessionStore('t7.session');
    let loaded!: (p: { one_click_trading: boolean }) => void;
    const answers: Array<() => void> = [];
    const api = {
      preferences: () => new Promise<{ one_click_trading: boolean }>((r) => (loaded = r)),
      setPreferences: (p: { one_click_trading: boolean }) => new Promise<{ one_click_trading: boolean }>((r) => answers.push(() => r(p))),
    };
    const p = createPreferencesStore();
    p.bind(session, api);
    session.set('x', user(0));
    await tick();
    const off = p.set({ one_click_trading: false }); // the trader turns it off while the load is on its way
    loaded({ one_click_trading: true }); // written before the change
    await tick();
    expect(p.$preferences.get().one_click_trading).toBe(false);
    const on = p.set({ one_click_trading: true });
    const offAgain = p.set({ one_click_trading: false });
    answers[2]();
    await offAgain;
    answers[1]();
    await on; // the older change answered last
    answers[0]();
    await off;
    expect(p.$preferences.get().one_click_trading).toBe(false);
  });

  it('are off until the server says otherwise, and off again after logout', async () => {
    const session = createSessionStore('t5.session');
    const api = { preferences: async () => ({ one_click_trading: true }), setPreferences: vi.fn(async (p: { one_click_trading: boolean }) => p) };
    const p = createPreferencesStore();
    p.bind(session, api);
    await p.set({ one_click_trading: true });
    expect(api.setPreferences).not.toHaveBeenCalled(); // a visitor has nothing to save
    session.set('x', user(1));
    expect(p.$preferences.get().one_click_trading).toBe(false);
    await tick();
    expect(p.$preferences.get().one_click_trading).toBe(true);
    await p.set({ one_click_trading: false });
    expect(p.$preferences.get().one_click_trading).toBe(false);
    session.clear();
    await tick();
    expect(p.$preferences.get().one_click_trading).toBe(false);
  });
});
