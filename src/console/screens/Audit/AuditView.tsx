import { styled } from 'styled-components';
import { Mono, StatusBadge } from '../../../widgets/ui';
import { useT } from '../../../widgets/provider/useT';
import { Head, Table, TableBox } from '../../ui/Table';
import { when } from '../../core/format';

export interface AuditRow {
  id: number;
  at: string;
  actor: string;
  role: string;
  action: string;
  target_type: string;
  target_id: string;
  outcome: string;
  before: string | null;
  after: string | null;
  input: string | null;
  ip: string;
}

const Pre = styled.pre`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  max-inline-size: 48ch;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const pretty = (json: string | null) => {
  if (!json) return '—';
  try {
    return JSON.stringify(JSON.parse(json), null, 1);
  } catch {
    return json; // cut at 20,000 characters when written
  }
};

/** The audit trail, newest first: who, what, on which record, how it ended, and the record before and after. */
export function AuditView({ rows }: { rows: AuditRow[] }) {
  const t = useT();
  return (
    <TableBox>
      <Table>
        <Head labels={[t('console.audit.when'), t('console.audit.actor'), t('console.audit.action'), t('console.audit.target'), t('console.audit.outcome'), t('console.audit.from'), t('console.audit.details')]} />
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} data-audit={r.id}>
              <td>{when(r.at)}</td>
              <td>
                {r.actor}
                <br />
                <small>{r.role}</small>
              </td>
              <td>
                <Mono>{r.action}</Mono>
              </td>
              <td>
                {r.target_type} {r.target_id}
              </td>
              <td>
                <StatusBadge tone={r.outcome === 'ok' ? 'ok' : 'bad'}>{r.outcome}</StatusBadge>
              </td>
              <td>
                <Mono>{r.ip}</Mono>
              </td>
              <td>
                {(r.before || r.after || r.input) && (
                  <details>
                    <summary>{t('console.audit.details')}</summary>
                    <strong>{t('console.audit.before')}</strong>
                    <Pre>{pretty(r.before)}</Pre>
                    <strong>{t('console.audit.after')}</strong>
                    <Pre>{pretty(r.after)}</Pre>
                  </details>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableBox>
  );
}
