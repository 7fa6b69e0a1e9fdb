// localStorage-backed nanostores (instead of @nanostores/persistent, which is not a dependency).
// Storage can be missing (Node, SSR), throw (Safari private mode, blocked cookies) or hold bad JSON
// written by an older build: every path falls back to the initial value instead of crashing the page.
import { atom, map, type WritableAtom, type MapStore } from 'nanostores';

export function getStorage(): Storage | undefined {
  try {
    const s = (globalThis as { localStorage?: Storage }).localStorage;
    return s && typeof s.getItem === 'function' ? s : undefined;
  } catch {
    return undefined; // accessing localStorage itself throws when storage is blocked
  }
}

export function readItem(key: string): string | null {
  try {
    return getStorage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string | null): void {
  try {
    const s = getStorage();
    if (!s) return;
    if (value === null) s.removeItem(key);
    else s.setItem(key, value);
  } catch {
    // quota exceeded or storage blocked: the in-memory value still works for this page
  }
}

export interface Codec<T> {
  decode(raw: string): T;
  encode(value: T): string;
}

export function jsonCodec<T>(): Codec<T> {
  return { decode: (raw) => JSON.parse(raw) as T, encode: (v) => JSON.stringify(v) };
}

function load<T>(key: string, initial: T, codec: Codec<T>): T {
  const raw = readItem(key);
  if (raw === null) return initial;
  try {
    return codec.decode(raw);
  } catch {
    return initial;
  }
}

/** Another tab changed the value: follow it, so logging out in one tab logs out all of them. */
function followOtherTabs<T>(key: string, initial: T, codec: Codec<T>, set: (v: T) => void): void {
  if (typeof window === 'undefined' || typeof window.addEventListener !== 'function') return;
  window.addEventListener('storage', (e: StorageEvent) => {
    if (e.key !== key) return;
    if (e.newValue === null) set(initial);
    else {
      try {
        set(codec.decode(e.newValue));
      } catch {
        set(initial);
      }
    }
  });
}

export function persistentAtom<T>(key: string, initial: T, codec: Codec<T> = jsonCodec<T>()): WritableAtom<T> {
  const store = atom<T>(load(key, initial, codec));
  store.listen((value) => writeItem(key, codec.encode(value)));
  followOtherTabs(key, initial, codec, (v) => store.set(v));
  return store;
}

export function persistentMap<T extends object>(key: string, initial: T): MapStore<T> {
  const codec: Codec<T> = {
    // A stored value that is not an object (e.g. "null" or "3") is treated as bad data.
    decode: (raw) => {
      const v = JSON.parse(raw);
      if (!v || typeof v !== 'object' || Array.isArray(v)) throw new Error('not an object');
      return { ...initial, ...v };
    },
    encode: (v) => JSON.stringify(v),
  };
  const store = map<T>(load(key, initial, codec));
  store.listen((value) => writeItem(key, codec.encode(value)));
  followOtherTabs(key, initial, codec, (v) => store.set(v));
  return store;
}
