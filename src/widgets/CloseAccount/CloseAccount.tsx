import { CloseAccountView } from './CloseAccountView';
import { useCloseAccount, type CloseAccountCallbacks } from './useCloseAccount';

/** The bound closing of the logged-in user's account (real accounts). */
export function CloseAccount(props: CloseAccountCallbacks) {
  return <CloseAccountView {...useCloseAccount(props)} />;
}
