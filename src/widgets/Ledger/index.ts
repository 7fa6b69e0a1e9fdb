export { Ledger } from './Ledger';
export { LedgerView, ledgerText, type LedgerViewProps } from './LedgerView';
export { useLedger } from './useLedger';
