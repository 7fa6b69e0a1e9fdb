import { styled } from 'styled-components';
import { Button, StatusBadge } from '../../../widgets/ui';
import { useT } from '../../../widgets/provider/useT';
import { Head, Table, TableBox } from '../../ui/Table';
import { when } from '../../core/format';

export interface UserRow {
  id: number;
  uid: string;
  email: string;
  mobile: string;
  is_demo: number;
  created_at: string;
  locked_at: string | null;
  /** Since when the client closed the account (locked_at is set with it). */
  closed_at?: string | null;
  /** The end of the client's own break from trading under way; null: none. */
  break_until?: string | null;
}

const Badges = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

/** Users found (newest first); Open shows one whole. */
export function UsersView({ rows, onOpen }: { rows: UserRow[]; onOpen: (id: number) => void }) {
  const t = useT();
  return (
    <TableBox>
      <Table>
        <Head labels={['#', 'UID', t('console.users.contact'), t('console.users.created'), t('console.common.status')]} actions />
        <tbody>
          {rows.map((u) => (
            <tr key={u.id}>
              <td>{u.id}</td>
              <td>{u.uid}</td>
              <td>{[u.email, u.mobile].filter(Boolean).join(' · ')}</td>
              <td>{when(u.created_at)}</td>
              <td>
                <Badges>
                  {u.locked_at ? <StatusBadge tone="bad">{t(u.closed_at ? 'console.users.closedShort' : 'console.users.lockedShort')}</StatusBadge> : <StatusBadge tone="ok">{t('console.users.active')}</StatusBadge>}
                  {u.break_until && <StatusBadge tone="wait">{t('console.users.onBreak', { at: when(u.break_until) })}</StatusBadge>}
                </Badges>
              </td>
              <td>
                <Button $variant="secondary" onClick={() => onOpen(u.id)}>
                  {t('console.users.open')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableBox>
  );
}
