import { Ledger } from '../../widgets/Ledger';
import { useT } from '../../widgets/provider';
import { ScreenHeader } from '../layout/ScreenHeader';

/** /mine/history: account detail (the ledger). */
export function HistoryScreen() {
  const t = useT();
  return (
    <>
      <ScreenHeader title={t('funds.history')} />
      <Ledger />
    </>
  );
}
