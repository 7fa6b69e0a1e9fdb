import { useCallback, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { DrawMethod } from '../../core/api/funds';
import { useApi } from '../internal/api/useApi';
import { createFundsApi } from '../../core/api/funds';
import type { PayoutKind, PayoutListViewProps } from './PayoutListView';
import { useStores } from '../provider';

export interface PayoutListCallbacks {
  /** Which methods to list: 'bank' cards or 'coin' addresses. */
  kind: PayoutKind;
  /** Links out of the widget, as app paths (add a method, back). */
  onNavigate: (path: string) => void;
}

/** Loads the bound methods of a kind; delete asks first, then calls del_draw_method and reloads. */
export function usePayoutList({ kind, onNavigate }: PayoutListCallbacks): PayoutListViewProps {
  const stores = useStores();
  const api = useApi({ funds: createFundsApi });
  const isDemo = useStore(stores.session.$isDemo);
  const [items, setItems] = useState<DrawMethod[]>([]);
  const [loading, setLoading] = useState(true);
  const [confirmId, setConfirmId] = useState<number | null>(null);
  const type = kind === 'bank' ? 2 : 1;
  const reload = useCallback(
    () =>
      api.funds
        .drawMethods(type)
        .then(setItems)
        .catch(() => undefined)
        .finally(() => setLoading(false)),
    [api, type],
  );
  useEffect(() => {
    if (!isDemo) void reload();
  }, [reload, isDemo]);
  return {
    demoBlocked: isDemo,
    kind,
    loading,
    items,
    confirmId,
    onAdd: () => onNavigate(`/mine/withdraw-way?type=${type}`),
    onDelete: (id) => setConfirmId(id),
    onCancel: () => setConfirmId(null),
    onConfirm: () => {
      const id = confirmId;
      setConfirmId(null);
      if (id === null) return;
      api.funds
        .deleteDrawMethod(id)
        .then(() => setItems((xs) => xs.filter((x) => x.id !== id)))
        .catch(() => undefined);
    },
  };
}
