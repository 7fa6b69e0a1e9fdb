import { useCallback, useEffect, useState } from 'react';
import type { ConsoleClient } from './client';

export interface ApiState<T> {
  data?: T;
  error?: string;
  loading: boolean;
  reload: () => void;
}

interface Loaded<T> {
  /** the path the data and error were answered for */
  path: string | null;
  data?: T;
  error?: string;
  loading: boolean;
}

/**
 * GETs `path` (again when it changes or on reload; null: nothing to fetch); the console's one data hook. A reload
 * keeps showing the data it replaces; a new path does not: another user's detail under this user's id (and buttons
 * that act on this one) would be the wrong record on screen, so until its answer there is no data.
 */
export function useApi<T>(client: ConsoleClient, path: string | null): ApiState<T> {
  const [state, setState] = useState<Loaded<T>>({ path, loading: path !== null });
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (path === null) return;
    let live = true;
    setState((s) => (s.path === path ? { ...s, loading: true } : { path, loading: true }));
    client.call<T>('GET', path).then(
      (data) => live && setState({ path, data, loading: false }),
      (e: Error) => live && setState({ path, error: e.message, loading: false }),
    );
    return () => {
      live = false;
    };
  }, [client, path, tick]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  const current: Loaded<T> = state.path === path ? state : { path, loading: path !== null };
  return { data: current.data, error: current.error, loading: current.loading, reload };
}
