// The bound chart's position lines: the logged-in person's holding orders of the pair (my_deal status 1), fetched
// again whenever the set of open positions changes (a fill, a close by the person or by the server) — the live
// summary lists every open position id, so a change there is the signal.
import { useEffect, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { computed } from 'nanostores';
import { createForexApi, type Order } from '../../core/api/forex';
import { useApi } from '../internal/api/useApi';
import { firstContent } from '../../core/firstContent';
import { useStores, useT } from '../provider';
import { positionLines, type ChartLine } from './lines';

/** Enough for any real account; a page holds `limit` orders (the server's default). */
const MAX_PAGES = 5;

export function usePositionLines(code: string | undefined): ChartLine[] {
  const t = useT();
  const stores = useStores();
  const api = useApi({ forex: createForexApi }).forex;
  const loggedIn = useStore(stores.session.$isLoggedIn);
  // The ids only: $positions changes with every FOREX_TRADE (live P&L), the set of positions far less often, and the
  // chart must not re-render on each summary.
  const $openIds = useMemo(() => computed(stores.orders.$positions, (p) => Object.keys(p).sort().join(',')), [stores]);
  const openIds = useStore($openIds);
  const [orders, setOrders] = useState<Order[]>([]);

  useEffect(() => {
    if (!loggedIn || !code) return void setOrders([]);
    let alive = true;
    (async () => {
      await firstContent(); // the lines come with the chart's candles (useChart.ts)
      if (!alive) return;
      const all: Order[] = [];
      for (let page = 1; page <= MAX_PAGES; page++) {
        const deal = await api.myDeal(1, page);
        all.push(...(deal?.data ?? []));
        if (!deal?.data?.length || all.length >= deal.total) break;
      }
      if (alive) setOrders(all);
    })().catch(() => {
      // No lines rather than an error on the chart: the orders widget shows the positions and their errors.
    });
    return () => {
      alive = false;
    };
  }, [api, loggedIn, code, openIds]);

  return useMemo(() => (code ? positionLines(orders, code, (k) => t(k)) : []), [orders, code, t]);
}
