import { PayoutList } from '../../widgets/Wallet';
import { useT } from '../../widgets/provider';
import { navigate } from '../hashLocation';
import { ScreenHeader } from '../layout/ScreenHeader';

/** /mine/coin-address-list: bound coin addresses, swipe to delete, plus → /mine/withdraw-way?type=1. */
export function CoinAddressListScreen() {
  const t = useT();
  return (
    <>
      <ScreenHeader title={t('funds.coinAddresses')} />
      <PayoutList kind="coin" onNavigate={(path) => navigate(path)} />
    </>
  );
}
