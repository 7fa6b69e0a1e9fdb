import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { useT } from '../../../widgets/provider/useT';
import { isZero } from '../../../core/money';
import { money } from '../../core/format';
import { Head, Num, Table, TableBox } from '../../ui/Table';
import { Signed, signedMoney } from '../../ui/Risk';

/** What each day, and the period, did to client money (server/funds/books.ts). */
export interface BooksFigures {
  registrations: number;
  first_deposits: number;
  deposits: { count: number; amount: string };
  withdrawals: { count: number; amount: string; fees: string };
  trading_fees: string;
  client_pnl: string;
  /** the swap paid to the clients less the swap charged to them */
  swaps: string;
  adjustments: string;
  broker_result: string;
  unexplained: string;
}

/** As GET /admin/api/books answers. */
export interface BooksData {
  from: string;
  to: string;
  opening: string;
  closing: string;
  totals: BooksFigures;
  days: (BooksFigures & { date: string; closing: string })[];
}


/** A figure with its sign and count, read left to right in every language (Arabic would put the + after it). */
const L = ({ children }: { children: ReactNode }) => <bdi dir="ltr">{children}</bdi>;

// Two columns as wide as their text, narrower when the screen is (a phone): labels and the fees line then wrap
// instead of pushing the amounts off the page.
const Walk = styled.dl`
  display: grid;
  grid-template-columns: minmax(min-content, max-content) minmax(min-content, max-content);
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-variant-numeric: tabular-nums;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    text-align: end;
  }
  dt[data-total],
  dt[data-total] + dd {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Note = styled.p<{ $tone?: 'bad' }>`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme, $tone }) => ($tone === 'bad' ? theme.colors.danger : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const H2 = styled.h2`
  margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const DayCell = styled.td`
  white-space: nowrap;
`;

const Flag = styled.small`
  display: block;
  color: ${({ theme }) => theme.colors.danger};
`;

const Counted = styled(Num)`
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * The books of a period: from the clients' money at its start to their money at its end, step by step (in, out,
 * trading, adjustments), so the desk sees it add up; what trading made for the broker; then the same by day. A change
 * the ledger's kinds do not explain is said in red, never folded into another figure.
 */
export function BooksView({ data }: { data: BooksData }) {
  const t = useT();
  const s = data.totals;
  const counted = (amount: string, count: number) => `${money(amount)} (${count})`;
  const labels = [
    t('console.books.day'), t('console.books.registrations'), t('console.books.firstDeposits'), t('console.books.deposits'),
    t('console.books.withdrawals'), t('console.books.tradingFees'), t('console.books.clientPnl'), t('console.books.swaps'),
    t('console.books.adjustments'),
    t('console.books.brokerResult'), t('console.books.closing'),
  ];
  return (
    <>
      <Walk aria-label={t('console.books.walk')}>
        <dt data-total>{t('console.books.opening')}</dt>
        <dd>
          <L>{money(data.opening)}</L>
        </dd>
        <dt>+ {t('console.books.deposits')}</dt>
        <dd>
          <L>{counted(s.deposits.amount, s.deposits.count)}</L>
        </dd>
        <dt>− {t('console.books.withdrawals')}</dt>
        <dd>
          <L>{counted(s.withdrawals.amount, s.withdrawals.count)}</L>
          <small>{t('console.books.withdrawalFees', { amount: money(s.withdrawals.fees) })}</small>
        </dd>
        <dt>+ {t('console.books.clientPnl')}</dt>
        <dd>
          <L>{signedMoney(s.client_pnl)}</L>
        </dd>
        <dt>+ {t('console.books.swaps')}</dt>
        <dd>
          <L>{signedMoney(s.swaps)}</L>
        </dd>
        <dt>− {t('console.books.tradingFees')}</dt>
        <dd>
          <L>{money(s.trading_fees)}</L>
        </dd>
        <dt>+ {t('console.books.adjustments')}</dt>
        <dd>
          <L>{signedMoney(s.adjustments)}</L>
        </dd>
        {!isZero(s.unexplained) && (
          <>
            <dt>+ {t('console.books.unexplained')}</dt>
            <dd>
              <L>{signedMoney(s.unexplained)}</L>
            </dd>
          </>
        )}
        <dt data-total>{t('console.books.closing')}</dt>
        <dd>
          <L>{money(data.closing)}</L>
        </dd>
        <dt data-total>{t('console.books.brokerResult')}</dt>
        <dd>
          <L>{signedMoney(s.broker_result)}</L>
        </dd>
        <dt>{t('console.books.registrations')}</dt>
        <dd>{s.registrations}</dd>
        <dt>{t('console.books.firstDeposits')}</dt>
        <dd>{s.first_deposits}</dd>
      </Walk>
      {!isZero(s.unexplained) && (
        <Note role="alert" $tone="bad">
          {t('console.books.unexplainedNote', { amount: signedMoney(s.unexplained) })}
        </Note>
      )}
      <Note>{t('console.books.note')}</Note>
      <H2 id="console-books-by-day">{t('console.books.byDay')}</H2>
      {/* Focusable, so a keyboard can scroll the days sideways on a narrow screen: the table has no control of its own. */}
      <TableBox tabIndex={0} role="region" aria-labelledby="console-books-by-day">
        <Table>
          <Head labels={labels} />
          <tbody>
            {data.days.map((d) => (
              <tr key={d.date} data-date={d.date} data-unexplained={isZero(d.unexplained) ? undefined : ''}>
                <DayCell>
                  <L>{d.date}</L>
                </DayCell>
                <Num>{d.registrations}</Num>
                <Num>{d.first_deposits}</Num>
                <Counted>
                  <L>
                    {money(d.deposits.amount)} <small>({d.deposits.count})</small>
                  </L>
                </Counted>
                <Counted>
                  <L>
                    {money(d.withdrawals.amount)} <small>({d.withdrawals.count})</small>
                  </L>
                </Counted>
                <Num>{money(d.trading_fees)}</Num>
                <Signed $value={d.client_pnl}>
                  <L>{signedMoney(d.client_pnl)}</L>
                </Signed>
                <Signed $value={d.swaps}>
                  <L>{signedMoney(d.swaps)}</L>
                </Signed>
                <Signed $value={d.adjustments}>
                  <L>{signedMoney(d.adjustments)}</L>
                </Signed>
                <Signed $value={d.broker_result}>
                  <L>{signedMoney(d.broker_result)}</L>
                </Signed>
                <Num>
                  {money(d.closing)}
                  {!isZero(d.unexplained) && (
                    <Flag>
                      {t('console.books.unexplained')} <L>{signedMoney(d.unexplained)}</L>
                    </Flag>
                  )}
                </Num>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableBox>
    </>
  );
}
