import { Invite } from '../../widgets/Invite';
import { navigate } from '../hashLocation';
import { ScreenHeader } from '../layout/ScreenHeader';

/** /mine/invite: invitation code, QR code and link (login required, real accounts only). */
export function InviteScreen() {
  return (
    <>
      <ScreenHeader />
      <Invite onNavigate={(path) => navigate(path)} />
    </>
  );
}
