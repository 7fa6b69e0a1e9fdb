// Trading results (docs/trading.md "Trading results"): what the closed trades of a period came to, for the trader's
// own review. The server tallies a period's trades as it reads them (a year of an active account is tens of thousands,
// never held at once) and answers the result; this is the only place its formulas live. Not re-exported by the money
// module's index: entries that only price and size orders (the order ticket) should not carry it.
import { Big, big, div, roundMoney, roundTo, type DecimalLike } from './decimal.js';

/** One closed trade as the results count it (a partial close is one): its pair, realised P&L, fee and swap, USD. */
export interface ClosedTrade {
  code: string;
  profit: DecimalLike | null;
  fee: DecimalLike;
  /** The swap it took (negative) or earned at the rollovers it was held through; absent: none. */
  swap?: DecimalLike | null;
  /** When it closed, ISO 8601 in UTC: its day is where the day-by-day results count it. */
  closed_at?: string | null;
}

/** One UTC day's share of the results: the day's trades' results summed. */
export interface DayResult {
  /** YYYY-MM-DD, UTC */
  day: string;
  /** Σ (profit − fee + swap) of the trades closed that day, 6 dp. */
  net: string;
}

/** One pair's share of the results. */
export interface PairResult {
  code: string;
  trades: number;
  won: number;
  lost: number;
  /** Σ (profit − fee + swap) of the pair's trades, 6 dp. */
  net: string;
}

/**
 * A trade's result is its P&L less the fee it paid, with the swap it took or earned: one that gained 0.50 and paid 1.00
 * lost money. A trade won when that is above zero and lost below it; one at exactly zero is neither (it counts in
 * `trades` and in no average).
 */
export interface TradeResults {
  trades: number;
  won: number;
  lost: number;
  /** Σ profit − Σ fee + Σ swap, 6 dp: what the period's trades did to the balance. */
  net: string;
  /** Σ of the winning trades' results, ≥ 0, and of the losing ones, ≤ 0 (6 dp): `net` is their sum. */
  gross_profit: string;
  gross_loss: string;
  /** Σ fee, 6 dp (already in `net`). */
  fees: string;
  /** Σ swap, 6 dp, negative when the trades paid more than they earned (already in `net`). */
  swaps: string;
  /** won ÷ trades in percent, 2 dp; null with no trade. */
  win_rate: string | null;
  /** gross profit ÷ |gross loss|, 2 dp; null without a losing trade (it would be infinite). */
  profit_factor: string | null;
  /** Means of the winning and of the losing trades' results, 6 dp; null without such a trade. */
  average_win: string | null;
  average_loss: string | null;
  /** The best and the worst trade's result, 6 dp; null with no trade. */
  best: string | null;
  worst: string | null;
  /** Every pair traded, best net first (then by name). */
  pairs: PairResult[];
  /** Every UTC day a trade closed on, oldest first (a trade without its closing time is in no day). */
  days: DayResult[];
  /**
   * The largest fall of the running net from its highest point so far, day by day from break-even (maxDrawdown),
   * ≥ 0, 6 dp; null with no trade.
   */
  max_drawdown: string | null;
}

/** A pair's share as the results endpoint answers it: named as the app shows the instrument (EUR/USD). */
export interface NamedPairResult extends PairResult {
  /** ShowCode; the code when the instrument is no longer listed. */
  name: string;
}

/** The results endpoint's answer (server/statements/results.ts): the tally's results, each pair named. */
export type TradeResultsAnswer = Omit<TradeResults, 'pairs'> & { pairs: NamedPairResult[] };

interface PairTally {
  trades: number;
  won: number;
  lost: number;
  net: Big;
}

/** Counts trades one at a time (`add`), then says the results (`result`); any order of adds gives the same result. */
export function resultsTally() {
  let trades = 0;
  let won = 0;
  let lost = 0;
  let grossProfit = big(0);
  let grossLoss = big(0);
  let fees = big(0);
  let swaps = big(0);
  let best: Big | null = null;
  let worst: Big | null = null;
  const pairs = new Map<string, PairTally>();
  const days = new Map<string, Big>();
  return {
    add(t: ClosedTrade): void {
      const fee = big(t.fee);
      const swap = big(t.swap ?? 0);
      const r = big(t.profit ?? 0).minus(fee).plus(swap);
      trades++;
      fees = fees.plus(fee);
      swaps = swaps.plus(swap);
      if (r.gt(0)) {
        won++;
        grossProfit = grossProfit.plus(r);
      } else if (r.lt(0)) {
        lost++;
        grossLoss = grossLoss.plus(r);
      }
      if (!best || r.gt(best)) best = r;
      if (!worst || r.lt(worst)) worst = r;
      const p = pairs.get(t.code) ?? { trades: 0, won: 0, lost: 0, net: big(0) };
      pairs.set(t.code, { trades: p.trades + 1, won: p.won + (r.gt(0) ? 1 : 0), lost: p.lost + (r.lt(0) ? 1 : 0), net: p.net.plus(r) });
      const day = t.closed_at?.slice(0, 10);
      if (day) days.set(day, (days.get(day) ?? big(0)).plus(r));
    },
    result(): TradeResults {
      const money = (x: Big | null) => (x === null ? null : roundMoney(x));
      const dayList = [...days].map(([day, net]) => ({ day, net: roundMoney(net) })).sort((a, b) => (a.day < b.day ? -1 : 1));
      return {
        trades,
        won,
        lost,
        net: roundMoney(grossProfit.plus(grossLoss)),
        gross_profit: roundMoney(grossProfit),
        gross_loss: roundMoney(grossLoss),
        fees: roundMoney(fees),
        swaps: roundMoney(swaps),
        win_rate: trades ? roundTo(div(won * 100, trades), 2) : null,
        profit_factor: lost ? roundTo(div(grossProfit, grossLoss.abs()), 2) : null,
        average_win: won ? roundMoney(div(grossProfit, won)) : null,
        average_loss: lost ? roundMoney(div(grossLoss, lost)) : null,
        best: money(best),
        worst: money(worst),
        pairs: [...pairs]
          .map(([code, p]) => ({ code, trades: p.trades, won: p.won, lost: p.lost, net: roundMoney(p.net) }))
          .sort((a, b) => big(b.net).cmp(big(a.net)) || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0)),
        days: dayList,
        max_drawdown: trades ? maxDrawdown(dayList) : null,
      };
    },
  };
}

/** The running total of the days' results, day by day (what the balance made of trading from the period's start). */
export function runningNet(days: readonly DayResult[]): DayResult[] {
  let total = big(0);
  return days.map(({ day, net }) => {
    total = total.plus(big(net));
    return { day, net: roundMoney(total) };
  });
}

/**
 * The largest fall of the running net from its highest point before it (break-even at the start counts as one), in
 * USD, ≥ 0: how far a trader's closed results went down before they recovered, or at the end. Day by day: falls and
 * rises within a day, and positions still open, are not in it.
 */
export function maxDrawdown(days: readonly DayResult[]): string {
  let peak = big(0);
  let worst = big(0);
  for (const { net } of runningNet(days)) {
    const total = big(net);
    if (total.gt(peak)) peak = total;
    else if (peak.minus(total).gt(worst)) worst = peak.minus(total);
  }
  return roundMoney(worst);
}

/** The results of a list of trades at once (the tally's answer). */
export function tradeResults(trades: Iterable<ClosedTrade>): TradeResults {
  const tally = resultsTally();
  for (const t of trades) tally.add(t);
  return tally.result();
}
