export { OrderTicket, type OrderTicketProps } from './OrderTicket';
export { OrderTicketView, type OrderTicketViewProps } from './OrderTicketView';
export { useOrderTicket, type OrderTicketCallbacks, type PlacedOrder } from './useOrderTicket';
export * from './ticket';
