/** Validation and refusal messages of the trading engine (shown to the user as toasts). */
export const MSG = {
  pairNotFound: 'Trading pair not found',
  badSide: 'type must be 1 (buy) or 2 (sell)',
  badMode: 'status must be 1 (market order) or 0 (pending order)',
  marketClosed: 'The market is closed',
  noQuote: 'No price is available for this pair right now',
  lotsEmpty: 'Please enter the number of lots',
  lotsNotPositive: 'Lots must be greater than 0',
  lotsBelowMin: (min: string) => `Lots must be at least ${min}`,
  lotsStep: (step: string) => `Lots must be a multiple of ${step}`,
  noLeverage: 'Leverage is not configured and orders cannot be placed for now.',
  leverageRequired: 'Please choose a leverage',
  leverageNotAllowed: (lev: string, list: number[]) => `Leverage ${lev} is not available for this pair; choose one of ${list.join(', ')}`,
  leverageFixedMargin: 'This pair uses fixed margin; leverage cannot be chosen',
  priceRequired: 'Please enter price',
  badPrice: 'Price must be a positive number',
  badStop: 'Stop loss and take profit must be numbers of at least 0',
  slWrongSide: (buy: boolean, ref: string) =>
    buy ? `Stop loss must be below ${ref} for a buy order` : `Stop loss must be above ${ref} for a sell order`,
  tpWrongSide: (buy: boolean, ref: string) =>
    buy ? `Take profit must be above ${ref} for a buy order` : `Take profit must be below ${ref} for a sell order`,
  insufficientMargin: 'Insufficient free margin',
  orderNotFound: 'Order not found',
  notYourOrder: 'This order belongs to another account',
  orderNotOpen: 'This order is not open',
  orderNotPending: 'Only a pending order can be cancelled',
  noConversion: (ccy: string) => `No USD conversion rate for ${ccy} right now`,
} as const;
