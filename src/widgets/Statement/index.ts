export { Statement } from './Statement';
export { StatementView, type StatementViewProps } from './StatementView';
export { useStatement } from './useStatement';
export { saveTextFile } from '../internal/files/saveFile';
// Not in 'pipkit/core': the statement endpoint (createStatementsApi(pipkit.http)) and its period rule.
export { createStatementsApi, type StatementsApi } from '../../core/api/statements';
export { isStatementPeriod, monthSoFar, statementFileName, STATEMENT_MAX_DAYS, type StatementKind, type StatementPeriod } from '../../core/statement';
