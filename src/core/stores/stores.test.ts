import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    key: (i: number) => [...data.keys()][i] ?? null,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, String(v)),
    removeItem: (k: string) => void data.delete(k),
    clear: () => data.clear(),
  };
}

// Page-wide stores read storage when their module loads, so each case loads a fresh copy; client stores read it
// when a client creates them.
async function load(storage: Storage | undefined | 'throws') {
  vi.resetModules();
  if (storage === 'throws') {
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new Error('SecurityError');
      },
    });
  } else vi.stubGlobal('localStorage', storage);
  return import('./index');
}

beforeEach(() => {
  vi.unstubAllGlobals();
  delete (globalThis as { localStorage?: unknown }).localStorage;
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete (globalThis as { localStorage?: unknown }).localStorage;
});

describe('language', () => {
  it('defaults to hk', async () => {
    const s = await load(memoryStorage());
    expect(s.$language.get()).toBe('hk');
  });
  it('reads a stored tw as hk', async () => {
    const s = await load(memoryStorage({ 'pipkit.lang': 'tw' }));
    expect(s.$language.get()).toBe('hk');
  });
  it('keeps a valid code, rejects an unknown one, accepts a JSON-quoted one', async () => {
    expect((await load(memoryStorage({ 'pipkit.lang': 'ar' }))).$language.get()).toBe('ar');
    expect((await load(memoryStorage({ 'pipkit.lang': 'xx' }))).$language.get()).toBe('hk');
    expect((await load(memoryStorage({ 'pipkit.lang': '"spa"' }))).$language.get()).toBe('spa');
  });
  it('persists changes as the bare code', async () => {
    const storage = memoryStorage();
    const s = await load(storage);
    s.$language.set('fa');
    expect(storage.getItem('pipkit.lang')).toBe('fa');
  });
});

describe('session persistence', () => {
  it('survives bad JSON and wrong shapes', async () => {
    expect((await load(memoryStorage({ 'pipkit.session': '{not json' }))).createSessionStore().$session.get()).toEqual({ token: '', user: null });
    expect((await load(memoryStorage({ 'pipkit.session': '42' }))).createSessionStore().$session.get()).toEqual({ token: '', user: null });
    expect((await load(memoryStorage({ 'pipkit.session': '{"token":5}' }))).createSessionStore().$session.get()).toEqual({ token: '', user: null });
  });
  it('round-trips and clears', async () => {
    const storage = memoryStorage();
    const s = (await load(storage)).createSessionStore();
    const user = { id: 1, uid: 'u1', email: 'a@b.c', invite_code: 'X', is_demo: 1 };
    s.set('tok', user);
    expect(JSON.parse(storage.getItem('pipkit.session')!)).toEqual({ token: 'tok', user });
    expect(s.$isLoggedIn.get()).toBe(true);
    expect(s.$isDemo.get()).toBe(true);
    const again = (await load(storage)).createSessionStore();
    expect(again.$session.get().token).toBe('tok');
    again.clear();
    expect(again.$isLoggedIn.get()).toBe(false);
  });
  it('works without localStorage (Node) and when access throws (private mode)', async () => {
    const s = (await load(undefined)).createSessionStore();
    s.set('t', null);
    expect(s.$session.get().token).toBe('t');
    const blocked = await load('throws');
    expect(blocked.$language.get()).toBe('hk');
    blocked.$language.set('en');
    blocked.$settings.setKey('hideBalance', true);
    expect(blocked.$settings.get().hideBalance).toBe(true);
  });
  it('a storage that throws on write does not crash', async () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    const s = (await load(storage)).createSessionStore();
    expect(() => s.set('x', null)).not.toThrow();
  });
  it('two clients with different prefixes keep separate sessions', async () => {
    const storage = memoryStorage();
    const { createStores } = await load(storage);
    const a = createStores();
    const b = createStores('partner');
    a.session.set('A', null);
    b.session.set('B', null);
    expect(a.session.$session.get().token).toBe('A');
    expect(b.session.$session.get().token).toBe('B');
    expect(JSON.parse(storage.getItem('pipkit.session')!).token).toBe('A');
    expect(JSON.parse(storage.getItem('partner.session')!).token).toBe('B');
  });
});

describe('settings', () => {
  it('merges stored values over defaults and ignores non-objects', async () => {
    expect((await load(memoryStorage({ 'pipkit.settings': '{"foo":1}' }))).$settings.get()).toEqual({ hideBalance: false, foo: 1 });
    expect((await load(memoryStorage({ 'pipkit.settings': '[1]' }))).$settings.get()).toEqual({ hideBalance: false });
    const s = await load(memoryStorage());
    s.toggleHideBalance();
    expect(s.$settings.get().hideBalance).toBe(true);
  });
});

describe('spinner and toasts', () => {
  it('spinner counts and never goes below zero', async () => {
    const s = (await load(undefined)).createSpinnerCount();
    s.open();
    s.open();
    s.close();
    expect(s.$count.get()).toBe(1);
    s.close();
    s.close();
    expect(s.$count.get()).toBe(0);
  });
  it('toasts queue, cap and auto-dismiss', async () => {
    vi.useFakeTimers();
    try {
      const s = (await load(undefined)).createToastQueue();
      s.show('a');
      s.show('b', 'error');
      expect(s.$toasts.get().map((t) => [t.text, t.kind])).toEqual([['a', 'info'], ['b', 'error']]);
      s.show('c');
      s.show('d');
      expect(s.$toasts.get().map((t) => t.text)).toEqual(['b', 'c', 'd']);
      vi.advanceTimersByTime(2500);
      expect(s.$toasts.get()).toEqual([]);
      const id = s.show('e', 'success', 0);
      vi.advanceTimersByTime(10_000);
      expect(s.$toasts.get()).toHaveLength(1);
      s.dismiss(id);
      expect(s.$toasts.get()).toEqual([]);
      // the same words while they are showing are not queued twice; another kind, or after they left, are
      const f = s.show('f', 'error');
      expect(s.show('f', 'error')).toBe(f);
      s.show('f', 'info');
      expect(s.$toasts.get().map((t) => [t.text, t.kind])).toEqual([['f', 'error'], ['f', 'info']]);
      vi.advanceTimersByTime(2500);
      expect(s.show('f', 'error')).not.toBe(f);
      // said again just before it would leave, it stays its full time from then
      const g = s.show('g', 'error');
      vi.advanceTimersByTime(2400);
      expect(s.show('g', 'error')).toBe(g);
      vi.advanceTimersByTime(2400);
      expect(s.$toasts.get().map((t) => t.text)).toContain('g');
      vi.advanceTimersByTime(100);
      expect(s.$toasts.get().map((t) => t.text)).not.toContain('g');
    } finally {
      vi.useRealTimers();
    }
  });
});
