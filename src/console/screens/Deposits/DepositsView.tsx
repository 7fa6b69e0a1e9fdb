import { styled } from 'styled-components';
import { Mono, StatusBadge } from '../../../widgets/ui';
import { useT } from '../../../widgets/provider/useT';
import { Head, Num, Table, TableBox } from '../../ui/Table';
import { ReviewActions } from '../../ui/ReviewActions';
import { money, when } from '../../core/format';
import type { Decision } from '../../ui/ReviewDialog';

export interface DepositRow {
  id: number;
  user_id: number;
  number: string;
  type: number;
  currency_code: string;
  protocol_code: string;
  address: string;
  bank_name: string;
  proofImg: string;
  status: number;
  remark: string;
  created_at: string;
}

const Proof = styled.a`
  display: inline-block;
  img {
    display: block;
    inline-size: 96px;
    block-size: 72px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const tone = (status: number) => (status === 1 ? 'ok' : status === 0 ? 'wait' : 'bad');

/** The deposits queue: who, how much, how, the proof image (opens full size), and the decision buttons. */
export function DepositsView({ rows, canReview, onReview }: { rows: DepositRow[]; canReview: boolean; onReview: (id: number, decision: Decision) => void }) {
  const t = useT();
  return (
    <TableBox>
      <Table>
        <Head labels={['#', t('console.common.user'), t('console.common.amount'), t('console.deposits.method'), t('console.deposits.proof'), t('console.common.submitted'), t('console.common.status')]} actions />
        <tbody>
          {rows.map((d) => (
            <tr key={d.id} data-deposit={d.id}>
              <td>{d.id}</td>
              <td>{d.user_id}</td>
              <Num>{money(d.number)} USD</Num>
              <td>
                {d.type === 1 ? (
                  <>{t('console.deposits.bank')} · {d.bank_name}</>
                ) : (
                  <>
                    {d.currency_code}-{d.protocol_code}
                    <br />
                    <Mono>{d.address}</Mono>
                  </>
                )}
              </td>
              <td>
                {d.proofImg && (
                  <Proof href={d.proofImg} target="_blank" rel="noopener noreferrer">
                    <img src={d.proofImg} alt={t('console.deposits.proofAlt', { id: d.id })} loading="lazy" />
                  </Proof>
                )}
              </td>
              <td>{when(d.created_at)}</td>
              <td>
                <StatusBadge tone={tone(d.status)}>{t(`console.status.deposit${d.status}`)}</StatusBadge>
                {d.remark && <div>{d.remark}</div>}
              </td>
              <td>
                <ReviewActions id={d.id} waiting={d.status === 0} canReview={canReview} onReview={onReview} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableBox>
  );
}
