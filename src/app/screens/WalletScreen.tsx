import { Wallet } from '../../widgets/Wallet';
import { useT } from '../../widgets/provider';
import { navigate } from '../hashLocation';
import { ScreenHeader } from '../layout/ScreenHeader';

/** /mine/wallet: balance and links to the bound bank cards and coin addresses. */
export function WalletScreen() {
  const t = useT();
  return (
    <>
      <ScreenHeader title={t('funds.titleWallet')} />
      <Wallet onNavigate={(path) => navigate(path)} />
    </>
  );
}
