import type { TradePair } from '../../core/api/forex';
import { OrderTicketView, type TicketLayout } from './OrderTicketView';
import { useOrderTicket, type OrderTicketCallbacks } from './useOrderTicket';

export interface OrderTicketProps extends OrderTicketCallbacks {
  /** The pair to trade, from `api.forex.tradeList()`; `undefined` shows the loading state. */
  pair: TradePair | undefined;
  /**
   * 'panel' (default): the whole ticket where you place it. 'sheet' (phones): a one-line summary and Buy/Sell stick
   * to the bottom of the screen (above `--pipkit-sticky-bottom`), the rest of the ticket expands above them.
   */
  layout?: TicketLayout;
}

/** Market and pending orders for one pair; visitors are sent to onLoginRequired. */
export function OrderTicket(props: OrderTicketProps) {
  return <OrderTicketView {...useOrderTicket(props)} />;
}
