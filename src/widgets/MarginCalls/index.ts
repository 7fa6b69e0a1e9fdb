export { MarginCalls } from './MarginCalls';
export { MarginCallsView, type MarginCallsViewProps } from './MarginCallsView';
export { useMarginCalls } from './useMarginCalls';
// Not in 'pipkit/core': the endpoint (createMarginCallsApi(pipkit.http)).
export { createMarginCallsApi, type MarginCallEntry, type MarginCallsApi } from '../../core/api/margin-calls';
