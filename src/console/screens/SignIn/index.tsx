import { useConsole } from '../../core/context';
import { useAction } from '../../core/useAction';
import { SignInForm } from './SignInForm';

/** Signing in, bound to the console client; the app shows the console once the session store is set. */
export function SignIn() {
  const client = useConsole();
  const { busy, error, run } = useAction();
  return <SignInForm busy={busy} error={error} onSubmit={(email, password, code) => void run(() => client.signIn(email, password, code))} />;
}
