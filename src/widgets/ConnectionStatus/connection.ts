// What the connection banner says (docs/trading-widgets.md "Connection status"): pure, so the rule is tested alone.
import type { SocketStatus } from '../../core/socket-types';

/** live: nothing to say. reconnecting: the live socket has been down a while. offline: the device has no network. */
export type ConnectionState = 'live' | 'reconnecting' | 'offline';

/**
 * How long the socket may be down before the banner shows: a reconnect after a blip (a backoff step of 0.5–1 s and
 * the handshake) stays under it, so a healthy connection never flashes the banner.
 */
export const CONNECTION_GRACE_MS = 3000;

/** The socket is trying to (re)connect. 'idle' and 'closed' are choices (no socket wanted, or stopped), not trouble. */
export const isDown = (status: SocketStatus): boolean => status === 'connecting' || status === 'reconnecting';

/** What to show, given the socket's status, whether the browser has a network, and whether the grace has passed. */
export function connectionState(status: SocketStatus, online: boolean, graceOver: boolean): ConnectionState {
  if (!online) return 'offline';
  return isDown(status) && graceOver ? 'reconnecting' : 'live';
}
