import { styled } from 'styled-components';
import { useT } from '../../../widgets/provider/useT';
import { Head, Num, Table, TableBox } from '../../ui/Table';
import { money } from '../../core/format';
import { SystemView, type SystemStatus } from './SystemView';

export interface DashboardData {
  open_positions: number;
  exposure: { code: string; positions: number; long_lots: string; short_lots: string; net_lots: string; margin: string }[];
  deposits_waiting: { count: number; amount: string };
  withdrawals_waiting: { count: number; amount: string };
  identity_waiting: number;
  /** real accounts with a margin call running (absent from a server without margin calls) */
  margin_calls?: number;
  users_online: number;
  system: SystemStatus;
}

const Tiles = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.xl};
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

const Tile = styled.li`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    font-variant-numeric: tabular-nums;
    line-height: 36px;
  }
  small {
    font-variant-numeric: tabular-nums;
  }
`;

const H2 = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

/** What waits for the desk, whether trading can work, and the book's exposure per instrument. */
export function DashboardView({ data }: { data: DashboardData }) {
  const t = useT();
  const tiles: [string, number, string?][] = [
    [t('console.dashboard.openPositions'), data.open_positions],
    [t('console.dashboard.depositsWaiting'), data.deposits_waiting.count, `${money(data.deposits_waiting.amount)} USD`],
    [t('console.dashboard.withdrawalsWaiting'), data.withdrawals_waiting.count, `${money(data.withdrawals_waiting.amount)} USD`],
    [t('console.dashboard.identityWaiting'), data.identity_waiting],
    ...(data.margin_calls === undefined ? [] : [[t('console.dashboard.marginCalls'), data.margin_calls] as [string, number]]),
    [t('console.dashboard.usersOnline'), data.users_online],
  ];
  return (
    <>
      <Tiles>
        {tiles.map(([label, value, sub]) => (
          <Tile key={label}>
            <span>{label}</span>
            <strong>{value}</strong>
            {sub && <small>{sub}</small>}
          </Tile>
        ))}
      </Tiles>
      <H2>{t('console.dashboard.system')}</H2>
      <SystemView system={data.system} />
      <H2>{t('console.dashboard.exposure')}</H2>
      {data.exposure.length === 0 ? (
        <p>{t('console.dashboard.noExposure')}</p>
      ) : (
        <TableBox>
          <Table>
            <Head labels={[t('console.dashboard.instrument'), t('console.dashboard.positions'), t('console.dashboard.long'), t('console.dashboard.short'), t('console.dashboard.net'), t('console.dashboard.margin')]} />
            <tbody>
              {data.exposure.map((e) => (
                <tr key={e.code}>
                  <td>{e.code}</td>
                  <Num>{e.positions}</Num>
                  <Num>{e.long_lots}</Num>
                  <Num>{e.short_lots}</Num>
                  <Num>{e.net_lots}</Num>
                  <Num>{money(e.margin)} USD</Num>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableBox>
      )}
    </>
  );
}
