import { LoginFormView } from './LoginFormView';
import { useLoginForm, type LoginFormCallbacks } from './useLoginForm';

/** The bound login form: password login and try-demo through the Pipkit actions. */
export function LoginForm(props: LoginFormCallbacks) {
  return <LoginFormView {...useLoginForm(props)} />;
}
