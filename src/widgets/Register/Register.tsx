import { RegisterView } from './RegisterView';
import { useRegister, type RegisterCallbacks } from './useRegister';

/** The bound registration form; goes through onSuccess (the app: /login) after the server accepts. */
export function Register(props: RegisterCallbacks) {
  return <RegisterView {...useRegister(props)} />;
}
