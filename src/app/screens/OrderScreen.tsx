// /order (login required): account summary and the holding / pending / history tabs; ?type=1 preselects holding.
import { useStore } from '@nanostores/react';
import { useSearch } from 'wouter';
import type { DealStatus } from '../../core/api/forex';
import { AccountSummary } from '../../widgets/AccountSummary';
import { Orders } from '../../widgets/Orders/Orders'; // not the folder's index, which names the detail sheet: it loads apart
import { AppBar } from '../layout/AppBar';
import { useT } from '../../widgets/provider';
import { pipkit } from '../pipkit';
import { useFirstContentWhen } from './useFirstContentWhen';

/** type=1 holding (also the default), 0 pending, 3 history. */
export function tabFromQuery(search: string): DealStatus {
  const type = new URLSearchParams(search).get('type');
  return type === '0' ? 0 : type === '3' ? 3 : 1;
}

export function OrderScreen() {
  const search = useSearch();
  const t = useT();
  // The account summary's balance is the screen's content (and its largest paint).
  useFirstContentWhen(useStore(pipkit.stores.$balance) !== null, '[data-testid="summary-balance"]');
  return (
    <>
      <AppBar title={t('tab.orders')} />
      <div style={{ display: 'grid', gap: 12 }}>
        <AccountSummary />
        <Orders initialTab={tabFromQuery(search)} />
      </div>
    </>
  );
}
