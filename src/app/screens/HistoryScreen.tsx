import { Ledger } from '../../widgets/Ledger';
import { Statement } from '../../widgets/Statement';
import { useT } from '../../widgets/provider';
import { ScreenHeader } from '../layout/ScreenHeader';

/** /mine/history: account detail (the ledger), and its statement as a file (extension, docs/funds.md "Statements"). */
export function HistoryScreen() {
  const t = useT();
  return (
    <>
      <ScreenHeader title={t('funds.history')} />
      <Statement />
      <Ledger />
    </>
  );
}
