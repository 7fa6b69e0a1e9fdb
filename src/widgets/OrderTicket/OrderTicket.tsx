import type { TradePair } from '../../core/api/forex';
import { OrderTicketView } from './OrderTicketView';
import { useOrderTicket, type OrderTicketCallbacks } from './useOrderTicket';

export interface OrderTicketProps extends OrderTicketCallbacks {
  /** The pair to trade, from `api.forex.tradeList()`; `undefined` shows the loading state. */
  pair: TradePair | undefined;
}

/** Market and pending orders for one pair; visitors are sent to onLoginRequired. */
export function OrderTicket({ pair, ...cb }: OrderTicketProps) {
  const s = useOrderTicket(pair, cb);
  return (
    <OrderTicketView
      pair={pair}
      quote={s.quote}
      state={s.state}
      estMargin={s.est.margin}
      estFee={s.est.fee}
      error={s.error}
      loggedIn={s.loggedIn}
      submitting={s.submitting}
      onMode={s.onMode}
      onLots={s.onLots}
      onLotsStep={s.onLotsStep}
      onLeverage={s.onLeverage}
      onPrice={s.onPrice}
      onStopToggle={s.onStopToggle}
      onStopValue={s.onStopValue}
      onSubmit={(side) => void s.submit(side)}
    />
  );
}
