import { useState } from 'react';
import { useConsole } from '../../core/context';
import { SignInForm } from './SignInForm';

/** Signing in, bound to the console client; the app shows the console once the session store is set. */
export function SignIn() {
  const client = useConsole();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const submit = async (email: string, password: string, code: string) => {
    setBusy(true);
    setError(undefined);
    try {
      await client.signIn(email, password, code);
    } catch (e) {
      setError((e as Error).message);
      setBusy(false);
    }
  };
  return <SignInForm busy={busy} error={error} onSubmit={submit} />;
}
