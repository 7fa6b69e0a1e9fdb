import { PayoutList } from '../../widgets/Wallet';
import { useT } from '../../widgets/provider';
import { navigate } from '../hashLocation';
import { ScreenHeader } from '../layout/ScreenHeader';

/** /mine/bank-card-list: bound bank accounts, swipe to delete, plus → /mine/withdraw-way?type=2. */
export function BankCardListScreen() {
  const t = useT();
  return (
    <>
      <ScreenHeader title={t('funds.bankCards')} />
      <PayoutList kind="bank" onNavigate={(path) => navigate(path)} />
    </>
  );
}
