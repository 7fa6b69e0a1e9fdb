import { ForgotView } from './ForgotView';
import { useForgot, type ForgotCallbacks } from './useForgot';

/** The bound password-reset form. */
export function Forgot(props: ForgotCallbacks) {
  return <ForgotView {...useForgot(props)} />;
}
