import { NotificationsView } from './NotificationsView';
import { useNotifications } from './useNotifications';

/** A bell with the signed-in user's unread server-side events (SL, TP, stop-out, fills) and their tray. */
export function Notifications() {
  return <NotificationsView {...useNotifications()} />;
}
