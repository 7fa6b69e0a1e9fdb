import { Mono, StatusBadge } from '../../../widgets/ui';
import { useT } from '../../../widgets/provider/useT';
import { Head, Num, Table, TableBox } from '../../ui/Table';
import { ReviewActions } from '../../ui/ReviewActions';
import { money, when } from '../../core/format';
import type { Decision } from '../../ui/ReviewDialog';

export interface WithdrawalRow {
  id: number;
  user_id: number;
  number: string;
  real_number: string;
  fee: string;
  type: number;
  draw_currency: { code: string; protocol: string };
  address: string;
  bank_name: string;
  payee_name: string;
  payee_account: string;
  status: number;
  notes: string;
  created_at: string;
  /** When the destination was bound (absent from servers that do not say). */
  method_bound_at?: string | null;
}

/** A destination added less than this before the request is worth a second look (docs/funds.md "Payout hold"). */
const NEW_DESTINATION_MS = 7 * 24 * 3_600_000;

function Added({ w }: { w: WithdrawalRow }) {
  const t = useT();
  if (!w.method_bound_at) return null;
  const label = t('console.withdrawals.destinationAdded', { at: when(w.method_bound_at) });
  const fresh = Date.parse(w.created_at) - Date.parse(w.method_bound_at) < NEW_DESTINATION_MS;
  return <div>{fresh ? <StatusBadge tone="wait">{label}</StatusBadge> : <small>{label}</small>}</div>;
}

const tone = (status: number) => (status === 1 ? 'ok' : status === 0 ? 'wait' : 'bad');

/** The withdrawals queue: amount, fee, what the user receives and where, and the decision buttons. */
export function WithdrawalsView({ rows, canReview, onReview }: { rows: WithdrawalRow[]; canReview: boolean; onReview: (id: number, decision: Decision) => void }) {
  const t = useT();
  return (
    <TableBox>
      <Table>
        <Head labels={['#', t('console.common.user'), t('console.common.amount'), t('console.withdrawals.fee'), t('console.withdrawals.receives'), t('console.withdrawals.destination'), t('console.common.submitted'), t('console.common.status')]} actions />
        <tbody>
          {rows.map((w) => (
            <tr key={w.id} data-withdrawal={w.id}>
              <td>{w.id}</td>
              <td>{w.user_id}</td>
              <Num>{money(w.number)} USD</Num>
              <Num>{money(w.fee)}</Num>
              <Num>
                {money(w.real_number)} {w.draw_currency.code}
              </Num>
              <td>
                {w.type === 2 ? (
                  <>
                    {w.bank_name} · {w.payee_name}
                    <br />
                    <Mono>{w.payee_account}</Mono>
                  </>
                ) : (
                  <>
                    {w.draw_currency.code}-{w.draw_currency.protocol}
                    <br />
                    <Mono>{w.address}</Mono>
                  </>
                )}
                <Added w={w} />
              </td>
              <td>{when(w.created_at)}</td>
              <td>
                <StatusBadge tone={tone(w.status)}>{t(`console.status.withdrawal${w.status}`)}</StatusBadge>
                {w.notes && <div>{w.notes}</div>}
              </td>
              <td>
                <ReviewActions id={w.id} waiting={w.status === 0} canReview={canReview} approveLabel={t('console.withdrawals.approve')} onReview={onReview} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableBox>
  );
}
