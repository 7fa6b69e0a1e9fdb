import { Kyc } from '../../widgets/Kyc';
import { navigate } from '../hashLocation';
import { ScreenHeader } from '../layout/ScreenHeader';

/** /mine/auth: real-name verification (login required, real accounts only). */
export function KycScreen() {
  return (
    <>
      <ScreenHeader />
      <Kyc onNavigate={(path) => navigate(path)} />
    </>
  );
}
