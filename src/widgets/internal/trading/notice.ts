// How a server-side close or fill is told to the trader: one sentence with the pair, what happened and the money.
import type { OrderNotice } from '../../../core/stores/orders';
import type { TFunction, ToastKind } from '../../../core';
import { direction, formatBalance, formatPrice } from '../../../core/money';
import { reasonLabel } from './status';

export interface NoticeText {
  text: string;
  kind: ToastKind;
}

/** `showCode` turns the instrument code of the event into the name the trader knows (EURUSD → EUR/USD). */
export function noticeText(n: OrderNotice, t: TFunction, showCode: (code: string) => string): NoticeText {
  const e = n.event;
  const symbol = showCode(e.Code);
  if (Number(e.Status) === 1) return { text: t('trade.serverFilled', { symbol, price: formatPrice(e.UpdatePrice, decimalsOf(e.UpdatePrice)) }), kind: 'info' };
  if (Number(e.Status) === 2) {
    // An expiry, the other order of a pair that filled, or the trader's own loss limit is what the trader asked for:
    // told, not alarmed.
    if (e.Reason === 'expired') return { text: t('trade.serverExpired', { symbol }), kind: 'info' };
    if (e.Reason === 'oco' || e.Reason === 'own_limit') return { text: `${symbol} ${reasonLabel(e.Reason, 2, t)}`, kind: 'info' };
    const text = e.Reason === 'insufficient_margin' ? t('trade.serverCancelled', { symbol }) : `${symbol} ${reasonLabel(e.Reason, 2, t)}`;
    return { text, kind: 'error' };
  }
  const loss = direction(e.FactProfits) === 'down';
  return {
    text: t('trade.serverClosed', { symbol, reason: reasonLabel(e.Reason, 3, t), pnl: formatBalance(e.FactProfits, { sign: true }) }),
    kind: loss ? 'error' : 'success',
  };
}

// The event's price comes at the instrument's precision already: keep its digits.
const decimalsOf = (price: string) => (String(price).split('.')[1] ?? '').length;
