export { CloseAccount } from './CloseAccount';
export { CloseAccountView, type CloseAccountViewProps } from './CloseAccountView';
export { useCloseAccount, type CloseAccountCallbacks } from './useCloseAccount';
// Not in 'pipkit/core': the endpoints (createCloseAccountApi(pipkit.http)).
export { createCloseAccountApi, type CloseAccountApi, type ClosureState } from '../../core/api/close-account';
