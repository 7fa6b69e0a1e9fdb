// Live figures: the wallet balance (refreshed on mount and after closes) joined with FOREX_TRADE.
import { useEffect, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $balance, $session } from '../../core/stores';
import { $liveSummary } from '../../core/stores/orders';
import { usePipkit } from '../provider';
import { useOrderFeed } from '../_trading/useForex';
import { summaryFigures } from './summary';

export function useAccountSummary() {
  const pipkit = usePipkit();
  useOrderFeed();
  const balance = useStore($balance);
  const live = useStore($liveSummary);
  const token = useStore($session).token;
  const [loading, setLoading] = useState(!balance);
  useEffect(() => {
    // A visitor has no balance; asking would answer 999 and send the page to /login.
    if (!token) return setLoading(false);
    pipkit.actions.refreshBalance().catch(() => {}).finally(() => setLoading(false));
  }, [pipkit, token]);
  const figures = useMemo(() => summaryFigures(balance, live), [balance, live]);
  return { figures, loading };
}
