export { Passkeys } from './Passkeys';
export { PasskeysView, type PasskeysViewProps } from './PasskeysView';
export { usePasskeys } from './usePasskeys';
// Not in 'pipkit/core': the passkey endpoints (createPasskeysApi(pipkit.http)); the login form signs in with one.
export {
  createPasskeysApi,
  createPasskeySignInApi,
  type CeremonyOptions,
  type Passkey,
  type PasskeyList,
  type PasskeysApi,
  type PasskeySignInApi,
} from '../../core/api/passkeys';
