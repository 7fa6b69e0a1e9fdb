import { useState, type ReactNode } from 'react';
import { Button } from '../../widgets/ui';
import { useT } from '../../widgets/provider/useT';
import { useConsole } from '../core/context';
import { useApi } from '../core/useApi';
import { useReview } from '../core/useReview';
import { ListState, Page } from './Page';
import { ReviewDialog, type Decision } from './ReviewDialog';
import { StatusFilter } from './StatusFilter';

export interface QueueScreenProps<Row> {
  title: string;
  /** The list's path: waiting records only, or all. */
  listPath: (all: boolean) => string;
  rowsOf: (data: unknown) => Row[];
  /** The decision's call; the reason goes in the field the API names for it. */
  decide: (id: number, decision: Decision, reason: string) => { path: string; body: Record<string, unknown> };
  /** The permission that shows the decision buttons. */
  permission: string;
  approveLabel?: string;
  view: (rows: Row[], canReview: boolean, onReview: (id: number, decision: Decision) => void) => ReactNode;
}

/** A review queue, bound: the list (waiting or all), refresh, and the approve/reject dialog. */
export function QueueScreen<Row>({ title, listPath, rowsOf, decide, permission, approveLabel, view }: QueueScreenProps<Row>) {
  const t = useT();
  const client = useConsole();
  const [all, setAll] = useState(false);
  const list = useApi<unknown>(client, listPath(all));
  const review = useReview(client, decide, list.reload);
  const rows = list.data === undefined ? [] : rowsOf(list.data);
  return (
    <Page
      title={title}
      tools={
        <>
          <StatusFilter all={all} onChange={setAll} />
          <Button $variant="secondary" onClick={list.reload}>
            {t('console.common.refresh')}
          </Button>
        </>
      }
    >
      <ListState loading={list.loading} error={list.error} empty={rows.length === 0} onRetry={list.reload} />
      {rows.length > 0 && view(rows, client.can(permission), review.open)}
      <ReviewDialog approveLabel={approveLabel} review={review.review} busy={review.busy} error={review.error} onConfirm={review.confirm} onClose={review.close} />
    </Page>
  );
}
