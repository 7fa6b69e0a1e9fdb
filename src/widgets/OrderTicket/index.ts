export { OrderTicket, type OrderTicketProps } from './OrderTicket';
export { OrderTicketView, type OrderTicketViewProps } from './OrderTicketView';
export { useOrderTicket } from './useOrderTicket';
export * from './ticket';
