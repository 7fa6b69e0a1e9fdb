import { Kyc } from '../../widgets/Kyc';
import { navigate } from '../hashLocation';
import { ScreenHeader } from '../layout/ScreenHeader';
import { useT } from '../../widgets/provider';

/** /mine/auth: real-name verification (login required, real accounts only). */
export function KycScreen() {
  const t = useT();
  return (
    <>
      <ScreenHeader title={t('user.realName')} />
      <Kyc onNavigate={(path) => navigate(path)} />
    </>
  );
}
