import { PasskeysView } from './PasskeysView';
import { usePasskeys } from './usePasskeys';

/** The bound passkey settings of the logged-in user. */
export function Passkeys() {
  return <PasskeysView {...usePasskeys()} />;
}
