// docs/product.md#routes-and-screens: on every navigation to / and /trade the trade list is refreshed. Both screens are kept alive, so
// "navigation to" is the moment the screen becomes the active one, not its first mount.
import { useEffect } from 'react';
import { createForexApi } from '../../core/api/forex';
import { useScreenActive } from '../KeepAlive';
import { usePipkit } from '../../widgets/provider';

export function useTradeListRefresh(): void {
  const active = useScreenActive();
  const pipkit = usePipkit();
  useEffect(() => {
    if (active) void pipkit.stores.quotes.refresh(() => createForexApi(pipkit.http).tradeList());
  }, [active, pipkit]);
}
