import { useSearch } from 'wouter';
import { Withdraw } from '../../widgets/Withdraw';
import { useT } from '../../widgets/provider';
import { navigate } from '../hashLocation';
import { ScreenHeader } from '../layout/ScreenHeader';

/** /mine/withdraw: coin (type 1, default) or bank (?type=2) withdrawals; 'not bound' leads to /mine/withdraw-way. */
export function WithdrawScreen() {
  const t = useT();
  const type = new URLSearchParams(useSearch()).get('type');
  return (
    <>
      <ScreenHeader title={t('funds.titleWithdraw')} />
      <Withdraw initialMode={type === '2' ? 2 : 1} onNavigate={(path) => navigate(path)} />
    </>
  );
}
