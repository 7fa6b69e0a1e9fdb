import { retryableLazy } from '../internal/loading/retryableLazy';

// An order's detail sheet and its tools load apart from the list: the list is what a screen opens on, a detail opens
// on a tap. The list asks for the sheet as soon as it shows an order, and for a tab's tools as soon as it shows one
// that can be closed or changed (OrdersView), so they are there before a row is tapped. On a phone's first load of
// /order the sheet's code (5 kB minified) no longer shares the network with the app's entry (docs/performance.md
// "`/trade`'s code with the page").
export const loadOrderDetail = () => import('./OrderDetail');
export const OrderDetail = retryableLazy(() => loadOrderDetail().then((m) => m.OrderDetail));

// The holding position's controls (stops, trailing, partial close, close).
export const loadHoldingTools = () => import('./HoldingTools');
// A pending order's price, stops and expiry.
export const loadPendingTools = () => import('./PendingTools');
