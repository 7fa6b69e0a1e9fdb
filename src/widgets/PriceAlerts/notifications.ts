// The browser's notifications, used for price alerts only when the person allowed them (docs/trading.md).
export type NotificationState = 'default' | 'granted' | 'denied' | 'unsupported';

const api = (): typeof Notification | undefined => (typeof Notification === 'undefined' ? undefined : Notification);

export function notificationState(): NotificationState {
  return api()?.permission ?? 'unsupported';
}

/** Asks once, on the person's click (browsers ignore a request that no click started). */
export async function requestNotifications(): Promise<NotificationState> {
  const N = api();
  if (!N) return 'unsupported';
  try {
    return await N.requestPermission();
  } catch {
    return N.permission;
  }
}
