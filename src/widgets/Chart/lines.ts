// The horizontal lines a trader expects on the chart of a pair they hold: each position's entry, and its stop loss
// and take profit when set. Pure: the bound chart feeds it the holding orders, ChartView draws the result.
import type { Order } from '../../core/api/forex';
import { isZero } from '../../core/money';

export interface ChartLine {
  /** Decimal string, as the API sends prices. */
  price: string;
  /** Shown on the price axis: "Buy 0.10", "Stop loss", "Take profit". */
  label: string;
  kind: 'buy' | 'sell' | 'sl' | 'tp';
}

type Labels = (key: 'trade.buy' | 'trade.sell' | 'trade.stopLoss' | 'trade.takeProfit') => string;

/** Lines of the holding orders (status 1) of `code`; an unset stop (0) draws nothing. */
export function positionLines(orders: readonly Order[], code: string, label: Labels): ChartLine[] {
  const lines: ChartLine[] = [];
  for (const o of orders) {
    if (o.Status !== 1 || o.ForexTradeLists?.Code !== code) continue;
    const side = o.OrderType === 1 ? 'buy' : 'sell';
    lines.push({ price: String(o.Price), label: `${label(side === 'buy' ? 'trade.buy' : 'trade.sell')} ${o.Quantity}`, kind: side });
    if (o.TargetLossPrice && !isZero(o.TargetLossPrice)) lines.push({ price: String(o.TargetLossPrice), label: label('trade.stopLoss'), kind: 'sl' });
    if (o.TargetProfitPrice && !isZero(o.TargetProfitPrice)) lines.push({ price: String(o.TargetProfitPrice), label: label('trade.takeProfit'), kind: 'tp' });
  }
  return lines;
}
