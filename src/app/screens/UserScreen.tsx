import { UserCenter } from '../../widgets/UserCenter';
import { navigate } from '../hashLocation';
import { AppBar } from '../layout/AppBar';

/** /user (login required, footer): the user center with the real balance. */
export function UserScreen() {
  return (
    <>
      <AppBar />
      <UserCenter onNavigate={(path) => navigate(path)} />
    </>
  );
}
