// Live stop-out prices without React (docs/trading-widgets.md "Stop-out price"): the hook loads this module when a
// holding list first needs it, so a partner's Orders widget on another tab does not pay for the bisection.
import type { ReadableAtom } from 'nanostores';
import type { ForexApi, LiveSummary, Order } from '../../../core/api/forex';
import type { Pipkit } from '../../../core/pipkit';
import type { QuoteStore } from '../../../core/stores/quotes';
import { loadRiskLevels } from './risk-levels';
import { stopOutAccount, stopOutByOrder, type QuoteLookup } from './stopout';

/** Prices move many times a second; the stop-out prices are worked out again at most this often. */
export const RECOMPUTE_MS = 500;
const PAGE = 100;

export interface StopOutWatch {
  summary: ReadableAtom<LiveSummary | null>;
  quotes: QuoteStore;
  api: Pick<ForexApi, 'myDeal' | 'tradeList'>;
  /** The client, for the stop-out level (a public setting). */
  pipkit: Pick<Pipkit, 'api'>;
}

/** Every holding position, page by page (they all count in the equity, not only the page on screen). */
async function allHoldings(api: StopOutWatch['api']): Promise<Order[]> {
  const out: Order[] = [];
  for (let page = 1; page <= 50; page++) {
    const res = await api.myDeal(1, page, PAGE);
    out.push(...res.data);
    if (res.data.length < PAGE || out.length >= res.total) break;
  }
  return out;
}

const idsOf = (s: LiveSummary | null) => (s?.TransOrder.map((x) => x.Id) ?? []).sort((x, y) => x - y).join(',');
const idsOfOrders = (list: Order[]) => list.map((o) => o.Id).sort((x, y) => x - y).join(',');

function sameTable(a: Record<number, string>, b: Record<number, string>): boolean {
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => a[Number(k)] === b[Number(k)]);
}

/**
 * Calls `onTable` with the stop-out price by position id whenever it changes: at once, when the positions or the trade
 * list or the level arrive, and at most every RECOMPUTE_MS while the live summary moves. The positions are asked for again only
 * when the set of open ids changes (an open or a close). Empty while anything it needs is unknown. Returns the stop.
 */
export function watchStopOut({ summary, quotes, api, pipkit }: StopOutWatch, onTable: (table: Record<number, string>) => void): () => void {
  const q: QuoteLookup = { pair: (code) => quotes.findPair(code), quote: (code) => quotes.quote(code).get() };
  let level: string | null = null;
  let positions: Order[] = [];
  let asked = '';
  let table: Record<number, string> = {};
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;

  const compute = () => {
    const s = summary.get();
    // A summary newer than the positions (an open or close in between) would leave one out: wait for the list.
    const next = s && idsOfOrders(positions) === idsOf(s) ? stopOutByOrder(stopOutAccount(positions, s, level, q), q) : {};
    if (!sameTable(table, next)) onTable((table = next));
  };
  const fetchIfChanged = () => {
    const ids = idsOf(summary.get());
    if (ids === asked) return;
    asked = ids;
    if (!ids) return void ((positions = []), compute());
    allHoldings(api).then(
      (list) => {
        if (stopped || asked !== ids) return; // a newer set of ids is on its way
        positions = list;
        compute();
      },
      () => {
        if (asked === ids) asked = ''; // asked again on the next summary
      },
    );
  };

  void loadRiskLevels(pipkit).then((l) => {
    level = l?.stopOut ?? null;
    if (!stopped) compute();
  });
  // Contract sizes and quote currencies come from the trade list.
  if (quotes.$tradeList.get().length === 0) void quotes.refresh(() => api.tradeList());
  fetchIfChanged();
  compute();
  const offSummary = summary.listen(() => {
    fetchIfChanged();
    timer ??= setTimeout(() => {
      timer = null;
      compute();
    }, RECOMPUTE_MS);
  });
  const offList = quotes.$tradeList.listen(compute);
  return () => {
    stopped = true;
    offSummary();
    offList();
    if (timer) clearTimeout(timer);
  };
}
