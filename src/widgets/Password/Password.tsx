import { PasswordView } from './PasswordView';
import { usePassword, type PasswordCallbacks } from './usePassword';

/** The bound change-password form (real accounts; demo users see the block). */
export function Password(props: PasswordCallbacks) {
  return <PasswordView {...usePassword(props)} />;
}
