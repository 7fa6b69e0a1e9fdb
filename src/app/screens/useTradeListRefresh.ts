// docs/product.md#routes-and-screens: on every navigation to / and /trade the trade list is refreshed. Both screens are kept alive, so
// "navigation to" is the moment the screen becomes the active one, not its first mount.
import { useEffect } from 'react';
import { createForexApi } from '../../core/api/forex';
import type { Pipkit } from '../../core/pipkit';
import { useScreenActive } from '../KeepAlive';
import { usePipkit } from '../../widgets/provider';
import { prefetchQuoteList } from '../../widgets/QuoteList';

// Set when the app starts on / or /trade: the list's requests then leave with the dictionary, and they are that
// first screen's refresh. Without this the screen asked again on arrival, a second download of the whole list and a
// re-render of every row on each opening of the app, on a phone the slowest moment there is. It counts only for a
// screen that arrives soon: one shown much later (after a maintenance page, say) asks afresh.
let startedWithList: number | null = null;
const START_COUNTS_FOR_MS = 10_000;

/**
 * At the app's start on / or /trade (before the first render): the list is asked for now, as that screen's refresh;
 * the categories only where the screen shows the list's chips at once (src/app/firstAsks.ts).
 */
export function prefetchFirstScreenList(client: Pipkit, categories: boolean): void {
  startedWithList = Date.now();
  prefetchQuoteList(client, { categories });
}

export function useTradeListRefresh(): void {
  const active = useScreenActive();
  const pipkit = usePipkit();
  useEffect(() => {
    if (!active) return;
    const started = startedWithList;
    startedWithList = null; // the next activation is a navigation of its own
    if (started !== null && Date.now() - started < START_COUNTS_FOR_MS) return;
    void pipkit.stores.quotes.refresh(() => createForexApi(pipkit.http).tradeList());
  }, [active, pipkit]);
}
