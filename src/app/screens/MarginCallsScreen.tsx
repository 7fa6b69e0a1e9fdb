import { MarginCalls } from '../../widgets/MarginCalls';
import { ScreenHeader } from '../layout/ScreenHeader';
import { useT } from '../../widgets/provider';

/** /mine/margin-calls: the account's latest margin calls, running or ended (login required; demo accounts too). */
export function MarginCallsScreen() {
  const t = useT();
  return (
    <>
      <ScreenHeader title={t('user.marginCalls')} />
      <MarginCalls />
    </>
  );
}
