import { useCallback, useEffect, useState } from 'react';
import type { FollowEntry } from '../../core';
import { useApi } from '../internal/api/useApi';
import { createContentApi } from '../../core/api/content';
import type { RankViewProps } from './RankView';
import { orderEntries, type RankOrder } from './order';

/** Loads the ranking (GET /api/follow/list); tapping a card opens the coming-soon dialog (docs/product.md#routes-and-screens). */
export function useRank({ order = 'profit' }: { order?: RankOrder } = {}): RankViewProps {
  const api = useApi({ content: createContentApi });
  const [entries, setEntries] = useState<FollowEntry[]>([]);
  const [status, setStatus] = useState<RankViewProps['status']>('loading');
  const [selected, setSelected] = useState<FollowEntry | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setStatus('loading');
    api.content.follow
      .list()
      .then((list) => {
        if (!live) return;
        setEntries(Array.isArray(list) ? list : []);
        setStatus('ready');
      })
      .catch(() => live && setStatus('error'));
    return () => {
      live = false;
    };
  }, [api, attempt]);
  return {
    entries: orderEntries(entries, order),
    status,
    selected,
    onSelect: setSelected,
    onCloseDialog: useCallback(() => setSelected(null), []),
    onRetry: useCallback(() => setAttempt((n) => n + 1), []),
  };
}
