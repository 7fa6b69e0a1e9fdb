import { styled } from 'styled-components';
import { Button } from '../../../widgets/ui';
import { useT } from '../../../widgets/provider/useT';
import { Head, Num, Table, TableBox } from '../../ui/Table';
import { MarginCallNote, RiskRate, Signed, signedMoney, type LiveAccount, type MarginCall } from '../../ui/Risk';
import { money } from '../../core/format';

/** As GET /admin/api/margin answers (server/trading/margin-monitor.ts). */
export interface MarginData {
  /** accounts with open positions, all of them (the list may be cut at its limit) */
  accounts: number;
  /** of those, how many are below the margin-call level */
  margin_call: number;
  margin_call_level: string;
  stop_out_level: string;
  data: (LiveAccount & {
    user_id: number; uid: string; contact: string; positions: number; unpriced: number;
    /** the margin call running on the account: since when, and when its owner was told (null: not told) */
    margin_call?: MarginCall | null;
  })[];
}

const Summary = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Client = styled.td`
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * The accounts with open positions, closest to stop-out first: what each has at the current prices, how far its
 * risk rate stands from the levels, and since when a margin call runs and whether the client was told. Open shows the
 * client whole (positions, contact, the desk's actions).
 */
export function MarginView({ data, onOpen }: { data: MarginData; onOpen: (userId: number) => void }) {
  const t = useT();
  const labels = [
    t('console.margin.client'), t('console.dashboard.positions'), t('console.users.balance'), t('console.margin.equity'), t('console.margin.margin'),
    t('console.margin.freeMargin'), t('console.margin.floating'), t('console.margin.riskRate'),
  ];
  return (
    <>
      <Summary>
        {t('console.margin.summary', { accounts: data.accounts, marginCall: data.margin_call, marginCallLevel: data.margin_call_level, stopOutLevel: data.stop_out_level })}
      </Summary>
      {data.data.length === 0 ? (
        <p>{t('console.margin.none')}</p>
      ) : (
        <TableBox>
          <Table>
            <Head labels={labels} actions />
            <tbody>
              {data.data.map((a) => (
                <tr key={a.user_id} data-user={a.user_id} data-zone={a.zone}>
                  <Client>
                    #{a.user_id} · {a.uid}
                    {/* An e-mail or a phone number reads left to right in every language (+852 … stays in front). */}
                    <small>
                      <bdi dir="ltr">{a.contact}</bdi>
                    </small>
                  </Client>
                  <Num>
                    {a.positions}
                    {a.unpriced > 0 && <small> ({t('console.margin.unpriced', { count: a.unpriced })})</small>}
                  </Num>
                  <Num>{money(a.balance)}</Num>
                  <Num>{money(a.equity)}</Num>
                  <Num>{money(a.margin)}</Num>
                  <Num>{money(a.free_margin)}</Num>
                  <Signed $value={a.floating}>{signedMoney(a.floating)}</Signed>
                  <Num>
                    <RiskRate rate={a.risk_rate} zone={a.zone} />
                    {a.margin_call && <MarginCallNote call={a.margin_call} />}
                  </Num>
                  <td>
                    <Button $variant="secondary" onClick={() => onOpen(a.user_id)}>
                      {t('console.users.open')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableBox>
      )}
    </>
  );
}
