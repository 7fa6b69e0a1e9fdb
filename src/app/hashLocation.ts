// Hash routing where the query lives inside the hash: `#/login?from=/user`, `#/register?invite_code=…`.
// docs/product.md#routes-and-screens reads `from` "from the part after the hash" and the invite link is {origin}/#/register?invite_code=…;
// wouter's stock useHashLocation treats `?…` in the hash as part of the path (so /register?x would not match) and
// its navigate writes queries into location.search instead. Same shape as wouter's hook, so <Router hook={…}> works.
import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
const emit = () => listeners.forEach((cb) => cb());

function subscribe(cb: () => void): () => void {
  if (listeners.size === 0) addEventListener('hashchange', emit);
  listeners.add(cb);
  return () => {
    listeners.delete(cb);
    if (listeners.size === 0) removeEventListener('hashchange', emit);
  };
}

const prefix = /^#?\/?/;

function split(hash: string): [path: string, search: string] {
  const raw = hash.replace(prefix, '');
  const q = raw.indexOf('?');
  return q < 0 ? [`/${raw}`, ''] : [`/${raw.slice(0, q)}`, raw.slice(q + 1)];
}

export const currentPath = (): string => split(location.hash)[0];
export const currentSearch = (): string => split(location.hash)[1];

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** Navigates to an app path (`/login?from=/user`); the whole target, query included, goes after the `#`. */
export function navigate(to: string, { replace = false, state = null }: NavigateOptions = {}): void {
  const oldURL = location.href;
  const url = new URL(oldURL);
  url.hash = `/${to.replace(prefix, '')}`;
  if (url.href === oldURL && !replace) return; // same place: no duplicate history entry
  history[replace ? 'replaceState' : 'pushState'](state, '', url.href);
  dispatchEvent(new HashChangeEvent('hashchange', { oldURL, newURL: url.href }));
}

/** The query part of the hash, for wouter's useSearch()/useSearchParams(). */
export function useHashSearch(): string {
  return useSyncExternalStore(subscribe, currentSearch, () => '');
}

export function useHashLocation(): [string, typeof navigate] {
  return [useSyncExternalStore(subscribe, currentPath, () => '/'), navigate];
}
// wouter picks these up from the hook: search from the hash, and `#` in <Link> hrefs.
useHashLocation.searchHook = useHashSearch;
useHashLocation.hrefs = (href: string) => `#${href}`;

/** Only in-app paths are followed after login (no `//evil.example` open redirect). */
export function safeInternalPath(path: string | null | undefined, fallback = '/'): string {
  return path && path.startsWith('/') && !path.startsWith('//') ? path : fallback;
}
