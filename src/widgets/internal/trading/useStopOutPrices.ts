// Live stop-out price of every holding position (docs/trading-widgets.md "Stop-out price").
import { useEffect, useRef, useState } from 'react';
import { onBackOnline } from '../../../core/backOnline';
import { firstContent } from '../../../core/firstContent';
import { createForexApi } from '../../../core/api/forex';
import { usePipkit, useStores } from '../../provider/context';
import { useApi } from '../api/useApi';
import { useQuoteFeed } from './useLiveFeed';

// The watcher, the bisection and the money module's stop-out search load when a holding list first needs them: a
// partner's Orders widget on the pending or history tab does not pay for them (docs/embedding.md "Budgets"). In the
// app opened on /order, after the screen's first content (the balance) has painted: the prices also wait for quotes.
type Watcher = typeof import('./stopout-watch');
let loading: Promise<Watcher> | null = null;
const loadWatcher = () =>
  (loading ??= firstContent().then(() => import('./stopout-watch')).catch((e: unknown) => {
    loading = null; // a chunk that could not be fetched (offline, a deploy) is asked for again
    throw e;
  }));

/** The stop-out price by position id while `enabled`; empty while anything it needs is unknown. */
export function useStopOutPrices(enabled: boolean): Record<number, string> {
  const stores = useStores();
  const api = useApi({ forex: createForexApi }).forex;
  useQuoteFeed();
  const pipkit = usePipkit();
  const [table, setTable] = useState<Record<number, string>>({});
  // Bumped when the browser is back online after the watcher could not be fetched: the effect tries again.
  const [attempt, setAttempt] = useState(0);
  const failed = useRef(false);
  useEffect(() => onBackOnline(() => failed.current && setAttempt((n) => n + 1)), []);

  useEffect(() => {
    if (!enabled) return;
    let stop: (() => void) | null = null;
    let live = true;
    failed.current = false;
    loadWatcher().then(
      (m) => {
        if (live) stop = m.watchStopOut({ summary: stores.orders.$summary, quotes: stores.quotes, api, pipkit }, setTable);
      },
      () => (failed.current = live),
    );
    return () => {
      live = false;
      stop?.();
      setTable({});
    };
  }, [enabled, pipkit, stores, api, attempt]);

  return enabled ? table : {};
}
