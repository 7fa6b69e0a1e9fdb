import { useSearch } from 'wouter';
import { Deposit } from '../../widgets/Deposit';
import { useT } from '../../widgets/provider';
import { ScreenHeader } from '../layout/ScreenHeader';

/** /mine/charge: deposit by coin (0) or bank transfer (1); ?type=1 opens the bank tab. */
export function ChargeScreen() {
  const t = useT();
  const type = new URLSearchParams(useSearch()).get('type');
  return (
    <>
      <ScreenHeader title={t('funds.titleDeposit')} />
      <Deposit initialMode={type === '1' ? 1 : 0} />
    </>
  );
}
