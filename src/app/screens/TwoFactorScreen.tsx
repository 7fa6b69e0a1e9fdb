import { TwoFactor } from '../../widgets/TwoFactor';
import { ScreenHeader } from '../layout/ScreenHeader';
import { useT } from '../../widgets/provider';

/** /mine/two-factor: two-step sign-in with an authenticator app, on or off (real accounts). */
export function TwoFactorScreen() {
  const t = useT();
  return (
    <>
      <ScreenHeader title={t('user.twoFactor')} />
      <TwoFactor />
    </>
  );
}
