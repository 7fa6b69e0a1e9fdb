import { Ledger } from '../../widgets/Ledger';
import { Statement } from '../../widgets/Statement';
import { TradeResults } from '../../widgets/TradeResults';
import { useT } from '../../widgets/provider';
import { ScreenHeader } from '../layout/ScreenHeader';

/**
 * /mine/history: account detail (the ledger), the trading results of a period (extension, docs/trading.md "Trading
 * results") and the statement as a file (extension, docs/funds.md "Statements").
 */
export function HistoryScreen() {
  const t = useT();
  return (
    <>
      <ScreenHeader title={t('funds.history')} />
      <TradeResults />
      <Statement />
      <Ledger />
    </>
  );
}
