// Live figures: the wallet balance (refreshed on mount and after closes) joined with FOREX_TRADE.
import { useEffect, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $balance } from '../../core/stores';
import { $liveSummary } from '../../core/stores/orders';
import { usePipkit } from '../provider';
import { useOrderFeed } from '../_trading/useForex';
import { summaryFigures } from './summary';

export function useAccountSummary() {
  const pipkit = usePipkit();
  useOrderFeed();
  const balance = useStore($balance);
  const live = useStore($liveSummary);
  const [loading, setLoading] = useState(!balance);
  useEffect(() => {
    pipkit.actions.refreshBalance().catch(() => {}).finally(() => setLoading(false));
  }, [pipkit]);
  const figures = useMemo(() => summaryFigures(balance, live), [balance, live]);
  return { figures, loading };
}
