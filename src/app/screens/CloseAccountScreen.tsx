import { CloseAccount } from '../../widgets/CloseAccount';
import { navigate } from '../hashLocation';
import { ScreenHeader } from '../layout/ScreenHeader';
import { useT } from '../../widgets/provider';

/** /mine/close: closing the account, once positions, orders and money are settled (real accounts). */
export function CloseAccountScreen() {
  const t = useT();
  return (
    <>
      <ScreenHeader title={t('user.closeAccount')} />
      <CloseAccount onNavigate={(path) => navigate(path)} />
    </>
  );
}
