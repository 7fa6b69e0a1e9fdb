import { useState } from 'react';
import { Button, Dialog } from '../../../widgets/ui';
import { useT } from '../../../widgets/provider/useT';
import { useConsole } from '../../core/context';
import { useApi } from '../../core/useApi';
import { useAction } from '../../core/useAction';
import { ListState, Page } from '../../ui/Page';
import { blankClosure, closureFields, type ClosureRow } from './closure-form';
import { ClosuresView } from './ClosuresView';
import { EditClosure } from './EditClosure';

/**
 * Dealing: the calendar of market closures — holidays, early closes, maintenance (docs/operators.md "Market
 * holidays"). Those ahead and in force, or those ended; adding, changing and removing one that has not ended.
 */
export function Closures() {
  const t = useT();
  const client = useConsole();
  const [ended, setEnded] = useState(false);
  const list = useApi<ClosureRow[]>(client, ended ? '/market_closures?ended=true' : '/market_closures');
  // null: no form open; 0: a new closure; else the id of the closure being changed.
  const [editing, setEditing] = useState<number | null>(null);
  const [removing, setRemoving] = useState<ClosureRow | null>(null);
  // How many traders the server told of the closure just added, changed or removed.
  const [told, setTold] = useState<{ key: 'told' | 'changedTold' | 'removedTold'; n: number } | null>(null);
  const { busy, error, setError, run } = useAction();
  const rows = list.data ?? [];
  const canEdit = client.can('dealing.write');
  const edited = rows.find((r) => r.Id === editing);
  const open = (id: number) => (setError(undefined), setTold(null), setEditing(id));
  const done = () => (setEditing(null), setRemoving(null), list.reload());
  return (
    <Page
      title={t('console.closures.heading')}
      tools={
        <>
          <Button $variant="secondary" onClick={() => setEnded(!ended)} aria-pressed={ended}>
            {t('console.closures.showEnded')}
          </Button>
          <Button $variant="secondary" onClick={list.reload}>
            {t('console.common.refresh')}
          </Button>
          {canEdit && <Button onClick={() => open(0)}>{t('console.closures.add')}</Button>}
        </>
      }
    >
      {told && <p role="status">{t(`console.closures.${told.key}`, { n: told.n })}</p>}
      <ListState loading={list.loading} error={list.error} empty={rows.length === 0} emptyLabel={t(ended ? 'console.closures.noneEnded' : 'console.closures.none')} onRetry={list.reload} />
      {rows.length > 0 && <ClosuresView rows={rows} canEdit={canEdit} onEdit={open} onRemove={(id) => (setError(undefined), setTold(null), setRemoving(rows.find((r) => r.Id === id) ?? null))} />}
      {editing !== null && (
        <EditClosure
          key={editing}
          title={edited ? t('console.closures.editTitle', { name: edited.Name }) : t('console.closures.newTitle')}
          initial={edited ? closureFields(edited) : blankClosure()}
          busy={busy}
          error={error}
          onClose={() => setEditing(null)}
          onSave={(body) =>
            run(async () => {
              const saved = await client.call<ClosureRow & { Notified?: number }>(edited ? 'PUT' : 'POST', edited ? `/market_closures/${edited.Id}` : '/market_closures', body);
              setTold({ key: edited ? 'changedTold' : 'told', n: saved.Notified ?? 0 });
            }, done)
          }
        />
      )}
      {removing && (
        <Dialog
          open
          title={t('console.closures.removeTitle', { name: removing.Name })}
          onClose={() => setRemoving(null)}
          actions={
            <>
              <Button $variant="secondary" onClick={() => setRemoving(null)} disabled={busy}>
                {t('console.common.cancel')}
              </Button>
              <Button
                onClick={() =>
                  run(async () => {
                    const gone = await client.call<{ Notified?: number }>('DELETE', `/market_closures/${removing.Id}`);
                    setTold({ key: 'removedTold', n: gone.Notified ?? 0 });
                  }, done)
                }
                disabled={busy}
              >
                {t('console.closures.remove')}
              </Button>
            </>
          }
        >
          <p>{t('console.closures.removeText')}</p>
          {error && <p role="alert">{error}</p>}
        </Dialog>
      )}
    </Page>
  );
}
