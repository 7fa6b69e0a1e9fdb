import { useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { Button, Input } from '../../../widgets/ui';
import { useT } from '../../../widgets/provider/useT';
import { useConsole } from '../../core/context';
import { useApi } from '../../core/useApi';
import { ListState, Page } from '../../ui/Page';
import { UsersView, type UserRow } from './UsersView';
import { UserPanel } from './UserPanel';

const Search = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-block-end: ${({ theme }) => theme.space.lg};
`;

/** Users: find by e-mail, mobile or UID (exact), newest first; open one to see it whole and lock or unlock it. */
export function Users() {
  const t = useT();
  const client = useConsole();
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [open, setOpen] = useState<number | null>(null);
  const list = useApi<{ data: UserRow[]; total: number }>(client, `/users?limit=50${q ? `&q=${encodeURIComponent(q)}` : ''}`);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setQ(draft.trim());
  };
  const rows = list.data?.data ?? [];
  return (
    <Page title={t('console.users.heading')}>
      <Search onSubmit={submit} role="search">
        <Input label={t('console.users.search')} value={draft} maxLength={254} onChange={(e) => setDraft(e.target.value)} />
        <Button type="submit">{t('console.audit.search')}</Button>
      </Search>
      <ListState loading={list.loading} error={list.error} empty={rows.length === 0} emptyLabel={t('console.audit.none')} onRetry={list.reload} />
      {rows.length > 0 && <UsersView rows={rows} onOpen={setOpen} />}
      {open !== null && <UserPanel id={open} onClose={() => (setOpen(null), list.reload())} />}
    </Page>
  );
}
