// Which pending orders a pending order may be paired with as one cancels the other, and how each is named in the
// choice (docs/trading.md "One cancels the other"). Pure, so the rule is tested apart from the widget.
import type { Order } from '../../core/api/forex';
import { formatPrice, pendingTypeOf } from '../../core/money';
import type { TFunction } from '../../core';
import { precisionOf } from './OrderRow';
import { PENDING_TYPE_LABEL } from '../internal/trading/pendingLabel';

/** The other pending orders listed that are in no pair: the server refuses the rest. */
export function pairChoices(order: Order, listed: Order[]): Order[] {
  return listed.filter((o) => o.Id !== order.Id && o.Status === 0 && !o.OcoId);
}

/** The order it is paired with, when the list holds it (a later page may not be loaded yet). */
export function pairOf(order: Order, listed: Order[]): Order | undefined {
  return order.OcoId ? listed.find((o) => o.Id === order.OcoId) : undefined;
}

/** "#312 EUR/USD Sell Stop 1.07500": enough to tell two orders of one pair apart. */
export function pairName(o: Order, t: TFunction): string {
  const side = t(o.OrderType === 1 ? 'trade.buy' : 'trade.sell');
  const kind = t(PENDING_TYPE_LABEL[pendingTypeOf(o.PendingType)]);
  return `#${o.Id} ${o.ForexTradeLists?.ShowCode ?? ''} ${side} ${kind} ${formatPrice(o.Price, precisionOf(o))}`;
}
