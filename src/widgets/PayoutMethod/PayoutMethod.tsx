import { PayoutMethodView } from './PayoutMethodView';
import { usePayoutMethod, type PayoutMethodCallbacks } from './usePayoutMethod';

/** The bound "bind a payout method" form (type 1 coin address, type 2 bank account). */
export function PayoutMethod(props: PayoutMethodCallbacks) {
  return <PayoutMethodView {...usePayoutMethod(props)} />;
}
