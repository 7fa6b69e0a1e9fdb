import { Invite } from '../../widgets/Invite';
import { navigate } from '../hashLocation';
import { ScreenHeader } from '../layout/ScreenHeader';
import { useT } from '../../widgets/provider';

/** /mine/invite: invitation code, QR code and link (login required, real accounts only). */
export function InviteScreen() {
  const t = useT();
  return (
    <>
      <ScreenHeader title={t('user.invite')} />
      <Invite onNavigate={(path) => navigate(path)} />
    </>
  );
}
