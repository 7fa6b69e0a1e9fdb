import { Input } from '../../widgets/ui';
import { useT } from '../../widgets/provider/useT';
import { isStatementPeriod, STATEMENT_MAX_DAYS, type StatementPeriod } from '../../core/statement';

/** A period's first and last day (whole UTC days, src/core/statement.ts), said wrong under the last as it is typed. */
export function PeriodInputs({ period, onChange }: { period: StatementPeriod; onChange: (period: StatementPeriod) => void }) {
  const t = useT();
  return (
    <>
      <Input label={t('console.users.statementFrom')} type="date" value={period.from} required onChange={(e) => onChange({ ...period, from: e.target.value })} />
      <Input
        label={t('console.users.statementTo')}
        type="date"
        value={period.to}
        required
        onChange={(e) => onChange({ ...period, to: e.target.value })}
        error={isStatementPeriod(period) ? undefined : t('console.users.statementBadPeriod', { days: STATEMENT_MAX_DAYS })}
      />
    </>
  );
}
