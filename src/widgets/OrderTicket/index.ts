export { OrderTicket, type OrderTicketProps } from './OrderTicket';
export { OrderTicketView, type OrderTicketViewProps, type TicketLayout } from './OrderTicketView';
export { useOrderTicket, type OrderTicketCallbacks, type PlacedOrder } from './useOrderTicket';
export * from './ticket';
