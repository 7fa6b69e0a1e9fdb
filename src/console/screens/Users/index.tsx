import { useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { Button, Input } from '../../../widgets/ui';
import { useT } from '../../../widgets/provider/useT';
import { useConsole } from '../../core/context';
import { useApi } from '../../core/useApi';
import { ListState, Page } from '../../ui/Page';
import { Select } from '../../ui/Select';
import { FileError, useFileSave } from '../../ui/fileSave';
import { usersFileName } from '../../../core/statement';
import { UsersView, type UserRow } from './UsersView';
import { UserPanel } from './UserPanel';

const Search = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-block-end: ${({ theme }) => theme.space.lg};
`;

// The clients' own limits support can list them by, for a compliance report (docs/operators.md "Users").
const OWN = { '': 'console.users.ownAll', break: 'console.users.ownBreak', loss: 'console.users.ownLoss', deposit: 'console.users.ownDeposit' } as const;
type Own = keyof typeof OWN;
// The account's standing, the same words as the list's status column: locked by the desk, or closed by the client.
const STATUS = { '': 'console.users.statusAll', active: 'console.users.active', locked: 'console.users.lockedShort', closed: 'console.users.closedShort' } as const;
type Status = keyof typeof STATUS;

/** One of the list's filters: its choices, each labelled by its dictionary key, '' for none. */
function Filter<V extends string>({ label, value, options, onChange }: { label: string; value: V; options: Record<V, string>; onChange: (value: V) => void }) {
  const t = useT();
  return (
    <Select aria-label={label} value={value} onChange={(e) => onChange(e.target.value as V)}>
      {(Object.entries(options) as [V, string][]).map(([choice, key]) => (
        <option key={choice} value={choice}>
          {t(key)}
        </option>
      ))}
    </Select>
  );
}

/**
 * Users: find by e-mail, mobile or UID (exact) or by an address signed in from, or list those on a break or with a limit
 * of their own, and narrow to active, locked or closed accounts, newest first; open one to see it whole and lock or
 * unlock it. The list shows the newest 50; Download CSV gives every client it finds (recorded in the audit log).
 */
export function Users() {
  const t = useT();
  const client = useConsole();
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [own, setOwn] = useState<Own>('');
  const [status, setStatus] = useState<Status>('');
  const [open, setOpen] = useState<number | null>(null);
  const file = useFileSave(client);
  const filter = { ...(q && { q }), ...(own && { own }), ...(status && { status }) };
  const list = useApi<{ data: UserRow[]; total: number }>(client, `/users?${new URLSearchParams({ limit: '50', ...filter })}`);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setQ(draft.trim());
  };
  const rows = list.data?.data ?? [];
  // Every client of the filter shown, not only the newest 50 on screen.
  const download = () => file.save(usersFileName(filter, new Date()), `/users/file?${new URLSearchParams(filter)}`);
  return (
    <Page title={t('console.users.heading')}>
      <Search onSubmit={submit} role="search">
        <Input label={t('console.users.search')} value={draft} maxLength={254} onChange={(e) => setDraft(e.target.value)} />
        <Button type="submit">{t('console.audit.search')}</Button>
        <Filter label={t('console.users.limits')} value={own} options={OWN} onChange={setOwn} />
        <Filter label={t('console.common.status')} value={status} options={STATUS} onChange={setStatus} />
        <Button type="button" $variant="secondary" disabled={file.saving} aria-busy={file.saving || undefined} onClick={() => void download()}>
          {t('console.users.download')}
        </Button>
      </Search>
      {file.error && <FileError role="alert">{file.error}</FileError>}
      {(own || status) && list.data && <p data-testid="users-found">{t('console.users.found', { total: list.data.total })}</p>}
      <ListState loading={list.loading} error={list.error} empty={rows.length === 0} emptyLabel={t('console.audit.none')} onRetry={list.reload} />
      {rows.length > 0 && <UsersView rows={rows} onOpen={setOpen} />}
      {open !== null && <UserPanel id={open} onOpen={setOpen} onSearch={(address) => (setDraft(address), setQ(address))} onClose={() => (setOpen(null), list.reload())} />}
    </Page>
  );
}
