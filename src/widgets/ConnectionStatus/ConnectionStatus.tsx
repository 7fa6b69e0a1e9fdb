import { ConnectionStatusView } from './ConnectionStatusView';
import { useConnectionStatus, type ConnectionStatusOptions } from './useConnectionStatus';

/**
 * Mount once inside the provider: says so while live prices are not arriving (the socket reconnecting for more than
 * a few seconds, or the device offline), so a trader never takes a frozen price for a live one.
 */
export function ConnectionStatus(props: ConnectionStatusOptions) {
  return <ConnectionStatusView {...useConnectionStatus(props)} />;
}
