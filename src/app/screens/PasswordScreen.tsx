import { Password } from '../../widgets/Password';
import { navigate } from '../hashLocation';
import { ScreenHeader } from '../layout/ScreenHeader';
import { useT } from '../../widgets/provider';

/** /mine/password: change password with an e-mail code; other sessions end (login required, real accounts only). */
export function PasswordScreen() {
  const t = useT();
  return (
    <>
      <ScreenHeader title={t('user.password')} />
      <Password onSuccess={() => navigate('/user', { replace: true })} onNavigate={(path) => navigate(path)} />
    </>
  );
}
