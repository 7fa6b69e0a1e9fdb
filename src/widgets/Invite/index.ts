export { Invite } from './Invite';
export { InviteView, INVITE_QR_SIZE, type InviteViewProps } from './InviteView';
export { useInvite, copyText, type InviteCallbacks } from './useInvite';
