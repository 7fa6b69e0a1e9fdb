import { TwoFactorView } from './TwoFactorView';
import { useTwoFactor } from './useTwoFactor';

/** The bound two-step sign-in settings of the logged-in user. */
export function TwoFactor() {
  return <TwoFactorView {...useTwoFactor()} />;
}
