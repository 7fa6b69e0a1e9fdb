export { Orders, type OrdersProps } from './Orders';
export { OrdersView, ORDER_SKELETON_ROWS, type OrdersViewProps } from './OrdersView';
export { OrderDetail, sheetHeight, type OrderDetailProps } from './OrderDetail';
export { OrderRow } from './OrderRow';
export { useOrders } from './useOrders';
// Not in 'pipkit/core': the live order stores ($liveSummary, $livePositions, onOrdersClosed …).
export * from '../../core/stores/orders';
