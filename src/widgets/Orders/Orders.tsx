import type { DealStatus } from '../../core/api/forex';
import { OrdersView } from './OrdersView';
import { useOrders } from './useOrders';
import { useLoginRequired, type LoginRequiredCallbacks } from '../internal/session/useLoginRequired';
import { LoginPrompt } from '../internal/session/LoginPrompt';

export interface OrdersProps extends LoginRequiredCallbacks {
  /** Tab shown first: 1 holding (default; /order?type=1), 0 pending, 3 history. */
  initialTab?: DealStatus;
}

/**
 * The user's orders with live P&L; needs a logged-in session (the app guards /order). Logged out it asks for none
 * and shows a login button that calls onLoginRequired (also called when it appears without a session).
 */
export function Orders({ initialTab = 1, onLoginRequired }: OrdersProps) {
  const loggedIn = useLoginRequired(onLoginRequired);
  return loggedIn ? <BoundOrders initialTab={initialTab} /> : <LoginPrompt onLoginRequired={onLoginRequired} />;
}

function BoundOrders({ initialTab = 1 }: { initialTab?: DealStatus }) {
  return <OrdersView {...useOrders(initialTab)} />;
}
