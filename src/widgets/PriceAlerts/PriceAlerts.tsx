import { PriceAlertsView } from './PriceAlertsView';
import { usePriceAlerts, type PriceAlertsOptions } from './usePriceAlerts';

/** The bound price-alert screen: create, list, change and delete the person's alerts (needs a session). */
export function PriceAlerts(props: PriceAlertsOptions) {
  return <PriceAlertsView {...usePriceAlerts(props)} />;
}
