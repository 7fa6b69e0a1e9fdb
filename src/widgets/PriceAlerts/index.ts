export { PriceAlerts } from './PriceAlerts';
export { PriceAlertsView, type PriceAlertsViewProps } from './PriceAlertsView';
export { usePriceAlerts, type PriceAlertsOptions } from './usePriceAlerts';
export { usePriceAlertFeed, PriceAlertFeed } from './usePriceAlertFeed';
export { alertFormError, newForm, editForm, watchedPrice, type AlertFormState, type AlertFormError } from './form';
