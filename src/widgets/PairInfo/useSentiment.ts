import { useEffect, useState } from 'react';
import { createSentimentApi, type PairSentiment } from '../../core/api/sentiment';
import { useApi } from '../internal/api/useApi';

/**
 * The pair's client sentiment while `enabled`, asked once as the details open (the server reads it at most once a
 * minute): the split, `null` when too few accounts hold the pair to tell it, `undefined` until known or when asking
 * failed — a secondary figure, so a failure leaves it out rather than interrupting the pair's details.
 */
export function useSentiment(code: string | undefined, enabled: boolean): PairSentiment | null | undefined {
  const api = useApi({ sentiment: createSentimentApi });
  const [known, setKnown] = useState<{ code: string; split: PairSentiment | null } | null>(null);
  useEffect(() => {
    if (!enabled || !code) return;
    let current = true;
    api.sentiment.get(code, { showErrorMessage: false }).then(
      (s) => current && setKnown({ code, split: s.Pairs.find((p) => p.Code === code) ?? null }),
      () => current && setKnown(null),
    );
    return () => {
      current = false;
    };
  }, [api, code, enabled]);
  // Another pair's split (the pair changed while its answer was on the way) is never shown.
  return known && known.code === code ? known.split : undefined;
}
