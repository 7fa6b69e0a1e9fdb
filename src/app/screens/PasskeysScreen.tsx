import { Passkeys } from '../../widgets/Passkeys';
import { ScreenHeader } from '../layout/ScreenHeader';
import { useT } from '../../widgets/provider';

/** /mine/passkeys: signing in with a fingerprint, face or screen lock instead of the password (real accounts). */
export function PasskeysScreen() {
  const t = useT();
  return (
    <>
      <ScreenHeader title={t('user.passkeys')} />
      <Passkeys />
    </>
  );
}
