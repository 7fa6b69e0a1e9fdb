import { styled } from 'styled-components';
import { Button } from '../../../widgets/ui';
import { useT } from '../../../widgets/provider/useT';
import { Head, Num, Table, TableBox } from '../../ui/Table';
import { Signed, signedMoney } from '../../ui/Risk';
import { money, when } from '../../core/format';
import { endOrderTitle, sideLabel } from './orderLabels';
import type { UserDetail } from './UserDetailView';

type Order = UserDetail['orders'][number];

/** Under an order's side: the other order of its pair (one cancels the other), or the position a copy copies. */
const Pair = styled.small`
  display: block;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A stop loss or take profit as stored: '0' (or absent) is none. */
const stop = (price: string | undefined) => (price && Number(price) !== 0 ? price : '—');

/**
 * A client's open positions and pending orders as the desk reads them: each position at its current price with its
 * floating P&L (what the client sees now), each pending order at the price it waits for; with `dealing.close`, the
 * way to end each one for the client.
 */
export function UserOrders({ orders, onEndOrder }: { orders: Order[]; onEndOrder?: (o: Order) => void }) {
  const t = useT();
  const labels = ['#', t('console.dashboard.instrument'), t('console.users.side'), t('console.users.lots'), t('console.users.openPrice'), t('console.users.price'), t('console.users.stops'), t('console.dashboard.margin'), t('console.users.pnl'), t('console.users.opened')];
  return (
    <TableBox>
      <Table>
        <Head labels={labels} actions={!!onEndOrder} />
        <tbody>
          {orders.map((o) => (
            <tr key={o.id} data-order={o.id}>
              <td>#{o.id}</td>
              <td>{o.code}</td>
              <td>
                {sideLabel(o, t)}
                {o.status === 0 && o.oco_id ? <Pair data-oco>{t('console.users.ocoWith', { id: o.oco_id })}</Pair> : null}
                {o.copy_of ? <Pair data-copy>{t('console.users.copyOf', { id: o.copy_of })}</Pair> : null}
              </td>
              <Num>{o.lots}</Num>
              <Num>{o.open_price ?? o.origin_price}</Num>
              <Num>{o.price ?? '—'}</Num>
              <Num>
                {stop(o.sl)} / {stop(o.tp)}
              </Num>
              <Num>{money(o.margin)}</Num>
              {o.pnl ? <Signed $value={o.pnl}>{signedMoney(o.pnl)}</Signed> : <Num>—</Num>}
              <td>{when(o.created_at)}</td>
              {onEndOrder && (
                <td>
                  <Button $variant="secondary" aria-label={endOrderTitle(o, t)} onClick={() => onEndOrder(o)}>
                    {t(o.status === 0 ? 'console.common.cancel' : 'console.common.close')}
                  </Button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableBox>
  );
}
