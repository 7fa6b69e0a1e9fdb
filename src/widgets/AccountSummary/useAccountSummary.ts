// Live figures: the wallet balance (refreshed on mount and after closes) joined with FOREX_TRADE.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { usePipkit, useStores, useT } from '../provider';
import { useRiskLevels } from '../internal/trading/useRiskLevels';
import { riskZone, type RiskZone } from '../../core/money';
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
  const levels = useRiskLevels();
  useMarginCallWarning(figures?.riskRate ?? null, levels);
  return { figures, loading, levels };
}

/**
 * Warns once each time the account enters the margin-call zone (or goes straight to the stop-out zone) while a
 * summary is on screen, also when it is already there as the summary appears; staying in the zone does not repeat
 * it, leaving and coming back does.
 */
function useMarginCallWarning(rate: string | null, levels: ReturnType<typeof useRiskLevels>): void {
  const { notify } = usePipkit();
  const t = useT();
  const last = useRef<RiskZone>('none');
  const zone = levels ? riskZone(rate, levels.marginCall, levels.stopOut) : 'none';
  useEffect(() => {
    const was = last.current;
    last.current = zone;
    if (!levels || rate === null) return;
    const inDanger = (z: RiskZone) => z === 'marginCall' || z === 'stopOut';
    if (inDanger(zone) && !inDanger(was)) notify(t('risk.marginCallWarning', { rate, level: levels.stopOut }), 'error');
  }, [zone, rate, levels, notify, t]);
}
