import { useStore } from '@nanostores/react';
import { UserCenter } from '../../widgets/UserCenter';
import { navigate } from '../hashLocation';
import { AppBar } from '../layout/AppBar';
import { pipkit } from '../pipkit';
import { useFirstContentWhen } from './useFirstContentWhen';

/** /user (login required, footer): the user center with the real balance. */
export function UserScreen() {
  // The balance is the screen's content (and its largest paint).
  useFirstContentWhen(useStore(pipkit.stores.$balance) !== null, '[data-testid="pipkit-balance"]');
  return (
    <>
      <AppBar />
      <UserCenter onNavigate={(path) => navigate(path)} />
    </>
  );
}
