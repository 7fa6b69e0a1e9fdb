// Confirmations of the money-moving order actions: what will happen, in numbers (side, lots, symbol, price, P&L).
import type { Order } from '../../core/api/forex';
import type { LivePosition } from '../../core/stores/orders';
import type { TFunction } from '../../core';
import { add, formatBalance, formatPrice } from '../../core/money';
import { precisionOf } from './OrderRow';

export type Confirm =
  | { kind: 'close'; order: Order }
  | { kind: 'cancel'; order: Order }
  /** every holding position: ids from the live summary (all of them, not just the loaded page) */
  | { kind: 'closeAll'; ids: number[]; pnl: string };

export interface ConfirmText {
  title: string;
  text: string;
  /** label of the confirming button */
  action: string;
}

const symbolOf = (o: Order) => o.ForexTradeLists?.ShowCode ?? o.ForexTradeLists?.Code ?? '';

export function confirmText(c: Confirm, live: Record<number, LivePosition> | undefined, t: TFunction): ConfirmText {
  if (c.kind === 'closeAll') {
    return {
      title: t('trade.confirmCloseAll', { count: c.ids.length }),
      text: t('trade.confirmCloseAllText', { pnl: formatBalance(c.pnl, { sign: true }) }),
      action: t('trade.closeAll'),
    };
  }
  const o = c.order;
  const pr = precisionOf(o);
  const side = o.OrderType === 1 ? t('trade.buy') : t('trade.sell');
  const base = { side, lots: o.Quantity, symbol: symbolOf(o) };
  if (c.kind === 'close') {
    const l = live?.[o.Id];
    return {
      title: t('trade.confirmClose'),
      text: t('trade.confirmCloseText', {
        ...base,
        price: formatPrice(l?.UpdatePrice ?? o.UpdatePrice, pr),
        pnl: formatBalance(l?.FactProfits ?? o.FactProfits, { sign: true }),
      }),
      action: t('trade.closePosition'),
    };
  }
  return {
    title: t('trade.confirmCancel'),
    // A pending order holds its margin and fee in reserve until it fills or is cancelled.
    text: t('trade.confirmCancelText', { ...base, price: formatPrice(o.Price, pr), amount: formatBalance(add(o.CautionMoney, o.TradeFee)) }),
    action: t('trade.cancelOrder'),
  };
}
