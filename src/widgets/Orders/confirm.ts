// Confirmations of the money-moving order actions: what will happen, in numbers (side, lots, symbol, price, P&L).
import type { CloseAllWhich, Order } from '../../core/api/forex';
import type { LivePosition } from '../../core/stores/orders';
import type { TFunction } from '../../core';
import { add, big, formatBalance, formatPrice, sum } from '../../core/money';
import { precisionOf } from './OrderRow';

export type Confirm =
  /** `lots`: a partial close of that many lots (absent or equal to the position's lots: all of it) */
  | { kind: 'close'; order: Order; lots?: string }
  | { kind: 'cancel'; order: Order }
  /** close the position and open the same lots the other way */
  | { kind: 'reverse'; order: Order }
  /** the holding positions `which` chooses: ids and P&L from the live summary (all of them, not just the loaded page) */
  | { kind: 'closeAll'; which: CloseAllWhich; ids: number[]; pnl: string; orders?: Order[] }
  /** every pending order: `count` of them on the server, `orders` those listed (all of them once every page is loaded) */
  | { kind: 'cancelAll'; count: number; orders: Order[] };

const CLOSE_ALL_TITLE: Record<CloseAllWhich, string> = {
  all: 'trade.confirmCloseAll',
  profitable: 'trade.confirmCloseProfitable',
  losing: 'trade.confirmCloseLosing',
};
const CLOSE_ALL_ACTION: Record<CloseAllWhich, string> = { all: 'trade.closeAll', profitable: 'trade.closeProfitable', losing: 'trade.closeLosing' };

export interface ConfirmText {
  title: string;
  text: string;
  /** close all: one line per position that will close (pair, side, lots, P&L) */
  lines?: string[];
  /** label of the confirming button */
  action: string;
}

const symbolOf = (o: Order) => o.ForexTradeLists?.ShowCode ?? o.ForexTradeLists?.Code ?? '';

export function confirmText(c: Confirm, live: Record<number, LivePosition> | undefined, t: TFunction): ConfirmText {
  if (c.kind === 'closeAll') {
    return {
      title: t(CLOSE_ALL_TITLE[c.which], { count: c.ids.length }),
      text: t(c.which === 'all' ? 'trade.confirmCloseAllText' : 'trade.confirmCloseSomeText', { pnl: formatBalance(c.pnl, { sign: true }) }),
      lines: c.ids.map((id) => {
        // A position beyond the loaded page is named by its number; its P&L is live either way.
        const o = c.orders?.find((x) => x.Id === id);
        const pnl = live?.[id]?.FactProfits ?? o?.FactProfits;
        const what = o ? `${symbolOf(o)} ${o.OrderType === 1 ? t('trade.buy') : t('trade.sell')} ${o.Quantity}` : `#${id}`;
        return `${what} · ${pnl ? formatBalance(pnl, { sign: true }) : '--'}`;
      }),
      action: t(CLOSE_ALL_ACTION[c.which]),
    };
  }
  if (c.kind === 'cancelAll') {
    // The money comes back only as exactly as the orders are known: all of them listed, or it is said without a sum.
    const all = c.orders.length >= c.count;
    const amount = formatBalance(sum(c.orders.map((o) => add(o.CautionMoney, o.TradeFee))));
    return {
      title: t('trade.confirmCancelAll', { count: c.count }),
      text: all ? t('trade.confirmCancelAllText', { amount }) : t('trade.confirmCancelAllSome'),
      lines: c.orders.map((o) => `${symbolOf(o)} ${o.OrderType === 1 ? t('trade.buy') : t('trade.sell')} ${o.Quantity} @ ${formatPrice(o.Price, precisionOf(o))}`),
      action: t('trade.cancelAll'),
    };
  }
  const o = c.order;
  const pr = precisionOf(o);
  const side = o.OrderType === 1 ? t('trade.buy') : t('trade.sell');
  const base = { side, lots: o.Quantity, symbol: symbolOf(o) };
  if (c.kind === 'reverse') {
    const l = live?.[o.Id];
    const price = formatPrice(l?.UpdatePrice ?? o.UpdatePrice, pr);
    const pnl = formatBalance(l?.FactProfits ?? o.FactProfits, { sign: true });
    return { title: t('trade.confirmReverse'), text: t('trade.confirmReverseText', { ...base, price, pnl }), action: t('trade.reverse') };
  }
  if (c.kind === 'close') {
    const l = live?.[o.Id];
    const pnl = l?.FactProfits ?? o.FactProfits;
    const part = c.lots !== undefined && !big(c.lots).eq(big(o.Quantity));
    const price = formatPrice(l?.UpdatePrice ?? o.UpdatePrice, pr);
    return {
      title: t('trade.confirmClose'),
      // A part's P&L is its share of the position's (the same price move on fewer lots).
      text: part
        ? t('trade.confirmClosePartText', { ...base, part: c.lots!, price, pnl: formatBalance(big(pnl).times(c.lots!).div(o.Quantity), { sign: true }) })
        : t('trade.confirmCloseText', { ...base, price, pnl: formatBalance(pnl, { sign: true }) }),
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
