import { useSearch } from 'wouter';
import { PayoutMethod } from '../../widgets/PayoutMethod';
import { useT } from '../../widgets/provider';
import { goBack } from '../navigationHistory';
import { ScreenHeader } from '../layout/ScreenHeader';

/** /mine/withdraw-way?type=1 (coin address, default) or type=2 (bank account): bind, then back. */
export function WithdrawWayScreen() {
  const t = useT();
  const type = new URLSearchParams(useSearch()).get('type') === '2' ? 2 : 1;
  return (
    <>
      <ScreenHeader title={type === 2 ? t('funds.bindBank') : t('funds.bindAddress')} />
      {/* key: switching type=1 ↔ 2 starts a fresh form */}
      <PayoutMethod key={type} type={type} onDone={() => goBack(type === 2 ? '/mine/bank-card-list' : '/mine/coin-address-list')} />
    </>
  );
}
