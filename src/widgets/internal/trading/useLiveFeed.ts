// Shared by the trading widgets (not an entry point: no index.ts, so tsup does not publish it alone).
import { useEffect } from 'react';
import { usePipkit } from '../../provider/context';
import { useT } from '../../provider/useT';
import { noticeText } from './notice';

/** Keeps DAY_MARKET flowing into the client's quote store while the calling widget is mounted. */
export function useQuoteFeed(): void {
  const { live } = usePipkit();
  useEffect(() => live.holdQuotes(), [live]);
}

/**
 * Toasts for one batch of notices at most: a catch-up after a drop or on the next visit can bring dozens (the tray
 * lists every one; the newest are toasted).
 */
export const TOASTS_AT_ONCE = 3;

/**
 * Keeps FOREX_TRADE / FOREX_CLOSED flowing into the client's live orders while mounted, and tells the trader about
 * every server-side close or fill (SL, TP, stop-out, a pending order filled) through the client's notify — once,
 * however many trading widgets are mounted; the notification tray keeps them until read.
 */
export function useOrderFeed(): void {
  const { live, stores, notify } = usePipkit();
  const t = useT();
  useEffect(() => live.holdOrders(), [live]);
  useEffect(
    () =>
      stores.orders.$notices.subscribe(() => {
        for (const n of stores.orders.takeUnannounced().slice(-TOASTS_AT_ONCE)) {
          const { text, kind } = noticeText(n, t, (code) => stores.quotes.findPair(code)?.ShowCode ?? code);
          notify(text, kind);
        }
      }),
    [stores, notify, t],
  );
}
