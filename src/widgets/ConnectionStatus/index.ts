export { ConnectionStatus } from './ConnectionStatus';
export { ConnectionStatusView, type ConnectionStatusViewProps } from './ConnectionStatusView';
export { useConnectionStatus, type ConnectionStatusOptions } from './useConnectionStatus';
export { connectionState, isDown, CONNECTION_GRACE_MS, type ConnectionState } from './connection';
