import { LedgerView } from './LedgerView';
import { useLedger } from './useLedger';

/** The bound account history (ledger) widget. */
export function Ledger() {
  return <LedgerView {...useLedger()} />;
}
