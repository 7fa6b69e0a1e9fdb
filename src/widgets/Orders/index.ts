export { Orders, type OrdersProps } from './Orders';
export { OrdersView, ORDER_SKELETON_ROWS, type OrdersViewProps } from './OrdersView';
export { OrderDetail, sheetHeight, type OrderDetailProps } from './OrderDetail';
export { OrderRow } from './OrderRow';
export { useOrders } from './useOrders';
// The live order store and the paged list factories (each client holds its live orders: pipkit.stores.orders).
export * from '../../core/stores/orders';
export * from '../../core/stores/order-list';
