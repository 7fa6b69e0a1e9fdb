// What ended an order, in words: history rows, confirmations and server-close notices share these labels.
import type { TFunction } from '../../../core';

const REASON_KEYS: Record<string, string> = {
  user: 'trade.reasonUser',
  partial: 'trade.reasonPartial',
  sl: 'trade.reasonSl',
  tp: 'trade.reasonTp',
  stop_out: 'trade.reasonStopOut',
  cancel: 'trade.reasonCancel',
  expired: 'trade.reasonExpired',
  demo_reset: 'trade.reasonDemoReset',
  insufficient_margin: 'trade.reasonInsufficientMargin',
  own_limit: 'trade.reasonOwnLimit',
  admin: 'trade.reasonAdmin',
  oco: 'trade.reasonOco',
  copy: 'trade.reasonCopy',
  copy_stop: 'trade.reasonCopyStop',
  fill: 'trade.reasonFill',
};

/** The label of a close reason; a cancelled order without a reason reads "Cancelled", a closed one "Closed". */
export function reasonLabel(reason: string | undefined, status: number, t: TFunction): string {
  // The broker ends a position (closed) or a pending order (cancelled) with the same reason; each reads as what it did.
  if (reason === 'admin' && status === 2) return t('trade.reasonAdminCancel');
  const key = reason ? REASON_KEYS[reason] : undefined;
  if (key) return t(key);
  return t(status === 2 ? 'trade.reasonCancel' : 'trade.reasonUser');
}

/** How a history row is toned: closes by SL or stop-out read as warnings, cancellations as neutral. */
export function reasonTone(reason: string | undefined, status: number): 'neutral' | 'up' | 'down' {
  if (status === 2) return 'neutral';
  if (reason === 'tp') return 'up';
  if (reason === 'sl' || reason === 'stop_out' || reason === 'copy_stop') return 'down';
  return 'neutral';
}
