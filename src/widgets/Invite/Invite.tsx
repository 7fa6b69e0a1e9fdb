import { InviteView } from './InviteView';
import { useInvite, type InviteCallbacks } from './useInvite';

/** The bound invite page: code, QR code, link and copy. */
export function Invite(props: InviteCallbacks) {
  return <InviteView {...useInvite(props)} />;
}
