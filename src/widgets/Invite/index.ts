export { Invite } from './Invite';
export { InviteView, INVITE_QR_SIZE, type InviteViewProps } from './InviteView';
export { useInvite, type InviteCallbacks } from './useInvite';
export { copyText } from '../internal/content/copy';
