import { UserCenterView } from './UserCenterView';
import { useUserCenter, type UserCenterCallbacks } from './useUserCenter';

/** The bound user center (real balance via actions.refreshBalance, links leave through onNavigate). */
export function UserCenter(props: UserCenterCallbacks) {
  return <UserCenterView {...useUserCenter(props)} />;
}
