import { StatementView } from './StatementView';
import { useStatement } from './useStatement';

/** The bound statement download of the logged-in user: the ledger or the closed trades of a period as CSV. */
export function Statement() {
  return <StatementView {...useStatement()} />;
}
