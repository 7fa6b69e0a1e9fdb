import { useCallback, useEffect, useState } from 'react';
import { createMarginCallsApi, type MarginCallEntry } from '../../core/api/margin-calls';
import { useApi } from '../internal/api/useApi';
import type { MarginCallsViewProps } from './MarginCallsView';

/** Loads the logged-in user's latest margin calls; a failed load is offered again. */
export function useMarginCalls(): MarginCallsViewProps {
  const api = useApi({ marginCalls: createMarginCallsApi });
  const [calls, setCalls] = useState<MarginCallEntry[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const reload = useCallback(() => {
    setFailed(false);
    setLoading(true);
    return api.marginCalls
      .list({ showErrorMessage: false })
      .then(setCalls, () => setFailed(true))
      .finally(() => setLoading(false));
  }, [api]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { loading, failed, calls, onRetry: () => void reload() };
}
