import { useState } from 'react';
import { createStatementsApi } from '../../core/api/statements';
import { isStatementPeriod, monthSoFar, statementFileName, type StatementKind, type StatementPeriod } from '../../core/statement';
import { useApi } from '../internal/api/useApi';
import { saveTextFile } from '../internal/files/saveFile';
import type { StatementViewProps } from './StatementView';

/**
 * The statement form: what, from when to when (the month so far to start with), and the download. A refusal of the
 * server is toasted by the core; `save` is the browser download (replaced in tests and stories).
 */
export function useStatement(save: (name: string, text: string) => void = saveTextFile, now = () => new Date()): StatementViewProps {
  const api = useApi({ statements: createStatementsApi });
  const [kind, setKind] = useState<StatementKind>('ledger');
  const [period, setPeriod] = useState<StatementPeriod>(() => monthSoFar(now()));
  const [busy, setBusy] = useState(false);
  const valid = isStatementPeriod(period);
  const onDownload = async () => {
    if (!valid || busy) return;
    setBusy(true);
    try {
      save(statementFileName(kind, period), await api.statements.csv(kind, period));
    } catch {
      // Toasted by the core (a refusal, the network); a body that is not a file leaves the form as it was.
    } finally {
      setBusy(false);
    }
  };
  return {
    kind,
    from: period.from,
    to: period.to,
    today: now().toISOString().slice(0, 10),
    invalid: !valid,
    busy,
    onKind: setKind,
    onFrom: (from) => setPeriod((p) => ({ ...p, from })),
    onTo: (to) => setPeriod((p) => ({ ...p, to })),
    onDownload: () => void onDownload(),
  };
}
