import { useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { Button, Input } from '../../../widgets/ui';
import { useT } from '../../../widgets/provider/useT';
import { useConsole } from '../../core/context';
import { useApi } from '../../core/useApi';
import { ListState, Page } from '../../ui/Page';
import { AuditView, type AuditRow } from './AuditView';

const Filters = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-block-end: ${({ theme }) => theme.space.lg};
`;

const FIELDS = ['actor', 'action', 'target_type', 'target_id'] as const;
type Filter = Record<(typeof FIELDS)[number], string>;
const LABEL: Record<(typeof FIELDS)[number], string> = { actor: 'console.audit.actor', action: 'console.audit.action', target_type: 'console.audit.target', target_id: '#' };

/** The audit log, searchable by operator, action and record (exact matches, as the API filters). */
export function Audit() {
  const t = useT();
  const client = useConsole();
  const [draft, setDraft] = useState<Filter>({ actor: '', action: '', target_type: '', target_id: '' });
  const [query, setQuery] = useState('');
  const list = useApi<{ data: AuditRow[]; total: number }>(client, `/audit?limit=100${query}`);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const params = new URLSearchParams();
    for (const f of FIELDS) if (draft[f].trim()) params.set(f, draft[f].trim());
    setQuery(params.size ? `&${params}` : '');
  };
  const rows = list.data?.data ?? [];
  return (
    <Page title={t('console.audit.heading')}>
      <Filters onSubmit={submit} role="search">
        {FIELDS.map((f) => (
          <Input key={f} label={LABEL[f].startsWith('console.') ? t(LABEL[f]) : LABEL[f]} value={draft[f]} maxLength={254} onChange={(e) => setDraft({ ...draft, [f]: e.target.value })} />
        ))}
        <Button type="submit">{t('console.audit.search')}</Button>
      </Filters>
      <ListState loading={list.loading} error={list.error} empty={rows.length === 0} emptyLabel={t('console.audit.none')} onRetry={list.reload} />
      {rows.length > 0 && <AuditView rows={rows} />}
    </Page>
  );
}
