// Shared by the trading widgets (not an entry point: no index.ts, so tsup does not publish it alone).
import { useEffect } from 'react';
import { usePipkit } from '../../provider/context';

/** Keeps DAY_MARKET flowing into the client's quote store while the calling widget is mounted. */
export function useQuoteFeed(): void {
  const { live } = usePipkit();
  useEffect(() => live.holdQuotes(), [live]);
}

/** Keeps FOREX_TRADE / FOREX_CLOSED flowing into the client's live orders while mounted. */
export function useOrderFeed(): void {
  const { live } = usePipkit();
  useEffect(() => live.holdOrders(), [live]);
}
