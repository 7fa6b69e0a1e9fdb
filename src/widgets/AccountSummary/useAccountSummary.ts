// Live figures: the wallet balance (refreshed on mount and after closes) joined with FOREX_TRADE.
import { useEffect, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { usePipkit, useStores } from '../provider';
import { useOrderFeed } from '../internal/trading/useLiveFeed';
import { summaryFigures } from './summary';
import type { AccountSummaryViewProps } from './AccountSummaryView';

export function useAccountSummary(): AccountSummaryViewProps {
  const stores = useStores();
  const pipkit = usePipkit();
  useOrderFeed();
  const balance = useStore(stores.$balance);
  const live = useStore(stores.orders.$summary);
  const token = useStore(stores.session.$session).token;
  const [loading, setLoading] = useState(!balance);
  useEffect(() => {
    // A visitor has no balance; asking would answer 999 and send the page to /login.
    if (!token) return setLoading(false);
    pipkit.actions.refreshBalance().catch(() => {}).finally(() => setLoading(false));
  }, [pipkit, token]);
  const figures = useMemo(() => summaryFigures(balance, live), [balance, live]);
  return { figures, loading };
}
