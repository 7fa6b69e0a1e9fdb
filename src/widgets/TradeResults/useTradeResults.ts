import { useCallback, useEffect, useRef, useState } from 'react';
import { createResultsApi, type TradeResultsAnswer } from '../../core/api/results';
import { lastDays, type StatementPeriod } from '../../core/statement';
import { useApi } from '../internal/api/useApi';
import { RESULT_PERIODS, type ResultsDays, type TradeResultsViewProps } from './TradeResultsView';

/** The logged-in trader's own results (GET /api/user/trade_results). */
export function useTradeResults(now: () => Date = () => new Date()): TradeResultsViewProps {
  const api = useApi({ results: createResultsApi });
  const get = useCallback((period: StatementPeriod) => api.results.get(period, { showErrorMessage: false }), [api]);
  return useResultsOf(get, now);
}

/**
 * The results `get` answers for a period (the trader's own, or a user's on the operators' console), over the last 30
 * days to start with; another period asks again, the results shown staying (marked as loading) until its answer
 * replaces them. An answer for a period no longer chosen is dropped (a slow answer must not overwrite the one asked
 * for after it). `get` is asked again when it changes: keep it stable (useCallback).
 */
export function useResultsOf(get: (period: StatementPeriod) => Promise<TradeResultsAnswer>, now: () => Date = () => new Date()): TradeResultsViewProps {
  const [days, setDays] = useState<ResultsDays>(RESULT_PERIODS[0]);
  const [results, setResults] = useState<TradeResultsAnswer | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  // Today as the screen opened: the periods end on it for the whole visit.
  const [today] = useState(now);
  const asked = useRef(0);
  const load = useCallback(
    (d: ResultsDays) => {
      const n = ++asked.current;
      setLoading(true);
      setFailed(false);
      get(lastDays(d, today)).then(
        (r) => {
          if (n !== asked.current) return;
          setResults(r);
          setLoading(false);
        },
        () => {
          if (n !== asked.current) return;
          setFailed(true);
          setLoading(false);
        },
      );
    },
    [get, today],
  );
  useEffect(() => load(days), [load, days]);
  return { days, results, loading, failed, onDays: setDays, onRetry: () => load(days) };
}
