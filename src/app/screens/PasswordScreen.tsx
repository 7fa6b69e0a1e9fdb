import { Password } from '../../widgets/Password';
import { navigate } from '../hashLocation';
import { ScreenHeader } from '../layout/ScreenHeader';

/** /mine/password: change password with an e-mail code; other sessions end (login required, real accounts only). */
export function PasswordScreen() {
  return (
    <>
      <ScreenHeader />
      <Password onSuccess={() => navigate('/user', { replace: true })} onNavigate={(path) => navigate(path)} />
    </>
  );
}
