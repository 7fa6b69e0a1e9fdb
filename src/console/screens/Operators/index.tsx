import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { Button } from '../../../widgets/ui';
import { useT } from '../../../widgets/provider/useT';
import { useQrImage } from '../../../widgets/internal/qr/useQrImage';
import { useConsole } from '../../core/context';
import { useApi } from '../../core/useApi';
import { useAction } from '../../core/useAction';
import { ListState, Page } from '../../ui/Page';
import { CreatedDialog, EditOperatorDialog, NewOperatorDialog, ResetOperatorDialog, type RoleInfo } from './OperatorDialogs';
import { OperatorsView, type OperatorRow } from './OperatorsView';

type Created = { operator: OperatorRow; totp_secret: string; totp_link: string };
type Open = { kind: 'new' } | { kind: 'edit'; id: number } | { kind: 'reset'; id: number } | { kind: 'created'; created: Created } | null;


/** Operator accounts (admins): who can sign in to the back office, with which role; new ones get their key once. */
export function Operators() {
  const t = useT();
  const client = useConsole();
  const session = useStore(client.$session);
  const list = useApi<OperatorRow[]>(client, '/operators');
  const roles = useApi<RoleInfo[]>(client, '/operators/roles');
  const [open, setOpen] = useState<Open>(null);
  const { busy, error, setError, run } = useAction();
  // The new operator's authenticator key as a QR code (the secret is shown as text too).
  const qr = useQrImage(open?.kind === 'created' ? open.created.totp_link : null, { level: 'M', size: 176 });
  const rows = list.data ?? [];
  const show = (next: Open) => (setError(undefined), setOpen(next));
  const editing = open?.kind === 'edit' ? rows.find((r) => r.id === open.id) : undefined;
  const resetting = open?.kind === 'reset' ? rows.find((r) => r.id === open.id) : undefined;
  // The answer of a creation or a reset: the operator and their new key, shown once.
  const keyShown = async (path: string, body: unknown) => {
    const created = await client.call<Created>('POST', path, body);
    list.reload();
    setOpen({ kind: 'created', created });
  };
  return (
    <Page
      title={t('console.operators.heading')}
      tools={
        <Button onClick={() => show({ kind: 'new' })} disabled={!roles.data}>
          {t('console.operators.new')}
        </Button>
      }
    >
      <ListState loading={list.loading} error={list.error} empty={rows.length === 0} onRetry={list.reload} />
      {/* New and Edit need the roles: without them the buttons wait, and this says why (once, if the list failed too). */}
      {roles.error && !list.error && <ListState loading={false} error={roles.error} empty={false} onRetry={roles.reload} />}
      {rows.length > 0 && (
        <OperatorsView rows={rows} selfId={session?.operator.id ?? null} onEdit={roles.data ? (id) => show({ kind: 'edit', id }) : undefined} />
      )}
      {open?.kind === 'new' && roles.data && (
        <NewOperatorDialog
          roles={roles.data}
          busy={busy}
          error={error}
          onClose={() => setOpen(null)}
          onCreate={(body) => run(() => keyShown('/operators', body))}
        />
      )}
      {open?.kind === 'created' && <CreatedDialog email={open.created.operator.email} secret={open.created.totp_secret} qrDataUrl={qr} onClose={() => setOpen(null)} />}
      {editing && roles.data && (
        <EditOperatorDialog
          row={editing}
          roles={roles.data}
          busy={busy}
          error={error}
          onClose={() => setOpen(null)}
          onSave={(change) => run(() => client.call('PUT', `/operators/${editing.id}`, change), () => (setOpen(null), list.reload()))}
          onReset={() => show({ kind: 'reset', id: editing.id })}
        />
      )}
      {resetting && (
        <ResetOperatorDialog
          row={resetting}
          busy={busy}
          error={error}
          onClose={() => setOpen(null)}
          onReset={(password) => run(() => keyShown(`/operators/${resetting.id}/reset`, { password }))}
        />
      )}
    </Page>
  );
}
