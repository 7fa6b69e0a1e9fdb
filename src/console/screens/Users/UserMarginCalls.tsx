import { useT } from '../../../widgets/provider/useT';
import { StatusBadge } from '../../../widgets/ui';
import { Head, Num, Table, TableBox } from '../../ui/Table';
import { money, when } from '../../core/format';
import type { MarginCallEntry } from '../../../core/api/margin-calls';

/**
 * A client's latest margin calls (docs/operators.md "Margin monitor"): when each began, how low the account was then
 * against the level in force, when the client was told, and when it ended — what a dealer answering "you stopped me
 * out without warning" reads first. Shown only when the client has had one.
 */
export function UserMarginCalls({ calls }: { calls: MarginCallEntry[] }) {
  const t = useT();
  return (
    <section>
      <h2>{t('console.users.marginCalls')}</h2>
      <TableBox>
        <Table data-testid="console-margin-calls">
          <Head
            labels={[
              t('console.users.marginCallStarted'),
              t('console.margin.riskRate'),
              t('console.margin.equity'),
              t('console.margin.margin'),
              t('console.users.marginCallTold'),
              t('console.users.marginCallEnded'),
            ]}
          />
          <tbody>
            {calls.map((c) => (
              <tr key={c.started_at}>
                <td>{when(c.started_at)}</td>
                <Num>{t('console.users.marginCallLevel', { rate: c.risk_rate, level: c.level })}</Num>
                <Num>{money(c.equity)}</Num>
                <Num>{money(c.margin)}</Num>
                <td>{c.notified_at ? when(c.notified_at) : t('console.users.marginCallNotTold')}</td>
                <td>{c.ended_at ? when(c.ended_at) : <StatusBadge tone="bad">{t('console.users.marginCallRunning')}</StatusBadge>}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableBox>
    </section>
  );
}
