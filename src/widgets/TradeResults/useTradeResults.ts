import { useCallback, useEffect, useRef, useState } from 'react';
import { createResultsApi, type TradeResults } from '../../core/api/results';
import { lastDays } from '../../core/statement';
import { useApi } from '../internal/api/useApi';
import { RESULT_PERIODS, type ResultsDays, type TradeResultsViewProps } from './TradeResultsView';

/**
 * The logged-in trader's results over the last 30 days to start with; another period asks again, the results shown
 * staying (marked as loading) until its answer replaces them. An answer for a period no longer chosen is dropped (a
 * slow answer must not overwrite the one asked for after it).
 */
export function useTradeResults(now: () => Date = () => new Date()): TradeResultsViewProps {
  const api = useApi({ results: createResultsApi });
  const [days, setDays] = useState<ResultsDays>(RESULT_PERIODS[0]);
  const [results, setResults] = useState<TradeResults | null>(null);
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
      api.results.get(lastDays(d, today), { showErrorMessage: false }).then(
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
    [api, today],
  );
  useEffect(() => load(days), [load, days]);
  return { days, results, loading, failed, onDays: setDays, onRetry: () => load(days) };
}
