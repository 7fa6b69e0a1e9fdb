import { useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { Button } from '../../../widgets/ui';
import { useT } from '../../../widgets/provider/useT';
import { PeriodInputs } from '../../ui/PeriodInputs';
import { isStatementPeriod, monthSoFar, STATEMENT_MAX_DAYS, type StatementKind, type StatementPeriod } from '../../../core/statement';

/** A download's form on the user's page: its heading, fields, button, note and refusal on wrapping rows. */
export const FileForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  h3 {
    flex-basis: 100%;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  label:has(select) {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
  }
  select {
    min-block-size: ${({ theme }) => theme.density.control};
    font: inherit;
    font-weight: 400;
  }
  p {
    flex-basis: 100%;
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  p[role='alert'] {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

/**
 * A user's statement for the desk (docs/operators.md "Users"): the file the user would download, for the period
 * asked (the month so far to start with). `onDownload` fetches and saves it; a refusal's message shows here.
 */
export function UserStatement({ onDownload, now = () => new Date() }: { onDownload: (kind: StatementKind, period: StatementPeriod) => Promise<void>; now?: () => Date }) {
  const t = useT();
  const [kind, setKind] = useState<StatementKind>('ledger');
  const [period, setPeriod] = useState(() => monthSoFar(now()));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const valid = isStatementPeriod(period);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!valid || busy) return;
    setBusy(true);
    setError(undefined);
    try {
      await onDownload(kind, period);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <FileForm onSubmit={(e) => void submit(e)} aria-labelledby="console-user-statement">
      <h3 id="console-user-statement">{t('console.users.statement')}</h3>
      <label>
        {t('console.users.statementContents')}
        <select value={kind} onChange={(e) => setKind(e.target.value as StatementKind)}>
          <option value="ledger">{t('console.users.statementLedger')}</option>
          <option value="trades">{t('console.users.statementTrades')}</option>
        </select>
      </label>
      <PeriodInputs period={period} onChange={setPeriod} />
      <Button type="submit" disabled={!valid || busy} aria-busy={busy || undefined}>
        {t('console.users.statementDownload')}
      </Button>
      <p>{t('console.users.statementNote', { days: STATEMENT_MAX_DAYS })}</p>
      {error && <p role="alert">{error}</p>}
    </FileForm>
  );
}
