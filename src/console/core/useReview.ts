import { useState } from 'react';
import type { ConsoleClient } from './client';
import type { Decision } from '../ui/ReviewDialog';
import { useAction } from './useAction';

/**
 * The approve/reject flow of a queue: which item is being decided, the call, its error. `request` turns the decision
 * into the admin API call; `onDone` reloads the queue.
 */
export function useReview(
  client: ConsoleClient,
  request: (id: number, decision: Decision, reason: string) => { path: string; body: Record<string, unknown> },
  onDone: () => void,
) {
  const [review, setReview] = useState<{ id: number; decision: Decision } | null>(null);
  const { busy, error, setError, run } = useAction();
  const open = (id: number, decision: Decision) => {
    setError(undefined);
    setReview({ id, decision });
  };
  const close = () => !busy && setReview(null);
  const confirm = async (reason: string) => {
    if (!review) return;
    const { path, body } = request(review.id, review.decision, reason);
    await run(
      () => client.call('POST', path, body),
      () => {
        setReview(null);
        onDone();
      },
    );
  };
  return { review, busy, error, open, close, confirm };
}
