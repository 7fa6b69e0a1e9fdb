export { Notifications } from './Notifications';
export { NotificationsView, type NotificationsViewProps, type NotificationItem } from './NotificationsView';
export { useNotifications } from './useNotifications';
