import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { usePipkit, useStores } from '../provider';
import { useApi } from '../internal/api/useApi';
import { createFundsApi } from '../../core/api/funds';
import { usePaged } from '../internal/funds/usePaged';
import type { LedgerViewProps } from './LedgerView';

/** The ledger pages (page from 1 until total) and the balance header, refreshed together on pull-to-refresh. */
export function useLedger(): LedgerViewProps {
  const stores = useStores();
  const { actions } = usePipkit();
  const api = useApi({ funds: createFundsApi });
  const balance = useStore(stores.$balance);
  useEffect(() => {
    actions.refreshBalance().catch(() => undefined);
  }, [actions]);
  const list = usePaged(
    async (page) => {
      const r = await api.funds.ledger(page);
      return { items: r.list ?? [], total: r.total ?? 0 };
    },
    'ledger',
  );
  return {
    balance: balance?.balance ?? null,
    lockBalance: balance?.lock_balance ?? null,
    items: list.items,
    total: list.total,
    loading: list.loading,
    loadingMore: list.loadingMore,
    refreshing: list.refreshing,
    error: list.error,
    onLoadMore: list.loadMore,
    onRefresh: () => {
      list.refresh();
      actions.refreshBalance().catch(() => undefined);
    },
  };
}
