import { Button, StatusBadge } from '../../../widgets/ui';
import { useT } from '../../../widgets/provider/useT';
import { Head, Table, TableBox } from '../../ui/Table';
import { when } from '../../core/format';

export interface OperatorRow {
  id: number;
  email: string;
  name: string;
  role: string;
  disabled: number;
  created_at: string;
  last_login_at: string | null;
}

/** Every operator account, with its role and whether it can sign in; Edit changes one (disabled without `onEdit`). */
export function OperatorsView({ rows, selfId, onEdit }: { rows: OperatorRow[]; selfId: number | null; onEdit?: (id: number) => void }) {
  const t = useT();
  return (
    <TableBox>
      <Table>
        <Head labels={[t('console.operators.name'), t('console.operators.email'), t('console.operators.role'), t('console.operators.lastSignIn'), t('console.common.status')]} actions />
        <tbody>
          {rows.map((o) => (
            <tr key={o.id} data-operator={o.email}>
              <td>
                {o.name}
                {o.id === selfId && <small> ({t('console.operators.you')})</small>}
              </td>
              <td>{o.email}</td>
              <td>{o.role}</td>
              <td>{o.last_login_at ? when(o.last_login_at) : t('console.operators.never')}</td>
              <td>{o.disabled ? <StatusBadge tone="bad">{t('console.operators.disabled')}</StatusBadge> : <StatusBadge tone="ok">{t('console.operators.enabled')}</StatusBadge>}</td>
              <td>
                <Button $variant="secondary" disabled={!onEdit} onClick={() => onEdit?.(o.id)}>
                  {t('console.operators.edit')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableBox>
  );
}
