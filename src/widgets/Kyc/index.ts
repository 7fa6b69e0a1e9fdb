export { Kyc } from './Kyc';
export { KycView, type KycViewProps, type KycSide, type KycImage } from './KycView';
export { useKyc, type KycCallbacks } from './useKyc';
// Not in 'pipkit/core': the account endpoints (createAccountApi(pipkit.http)) and their helpers.
export { createAccountApi, reviewStep, resolveUploadUrl, inviteLink } from '../../core/api/account';
