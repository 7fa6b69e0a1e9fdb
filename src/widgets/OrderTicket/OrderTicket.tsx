import type { TradePair } from '../../core/api/forex';
import { OrderTicketView } from './OrderTicketView';
import { useOrderTicket, type OrderTicketCallbacks } from './useOrderTicket';

export interface OrderTicketProps extends OrderTicketCallbacks {
  /** The pair to trade, from `api.forex.tradeList()`; `undefined` shows the loading state. */
  pair: TradePair | undefined;
}

/** Market and pending orders for one pair; visitors are sent to onLoginRequired. */
export function OrderTicket(props: OrderTicketProps) {
  return <OrderTicketView {...useOrderTicket(props)} />;
}
