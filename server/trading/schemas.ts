/** JSON schemas of the trading API: the single source of its validation and of its OpenAPI documentation. */

export const dec = (description: string) => ({ type: 'string', description }) as const;

const quotationsSchema = {
  type: 'object',
  description: 'Live quote: Open = day open, Close = current bid, Change = % vs day open (2 dp); decimal strings',
  properties: { Open: { type: 'string' }, Close: { type: 'string' }, Change: { type: 'string' }, Bid: { type: 'string' }, Ask: { type: 'string' }, High: { type: 'string' }, Low: { type: 'string' } },
} as const;

export const pairSchema = {
  type: 'object',
  properties: {
    Id: { type: 'integer' },
    Code: { type: 'string' },
    ShowCode: { type: 'string' },
    Logo: { type: 'string', description: 'Image URL (a generated SVG data URI when none is configured)' },
    CategoryId: { type: 'integer' },
    MarketStatus: { type: 'integer', enum: [0, 1], description: '1 open' },
    PricePrecision: { type: 'integer' },
    ForexQuotations: quotationsSchema,
    HasForexMultiple: { type: 'array', items: { type: 'object', properties: { Value: { type: 'integer' } } }, description: 'Leverage options; empty = none configured' },
    MarginMode: { type: 'integer', description: '1 = fixed margin without leverage' },
    ForexMinCont: dec('Minimum lots'),
    ForexContNum: dec('Units per lot'),
    ForexFeeRate: dec('Fee rate: USD per lot when trade_fee_type is 1, else ratio of margin'),
    Pip: dec('Lot step'),
    BaseCurrency: { type: 'string' },
    QuoteCurrency: { type: 'string' },
    Spread: dec('Typical ask − bid'),
    SwapLong: dec('Extension: swap, USD per lot and night a buy held through the daily rollover (17:00 New York) earns; negative = charged; Wednesday counts three nights except on crypto, which rolls every day'),
    SwapShort: dec('Extension: the same for a sell'),
  },
} as const;

export const candleSchema = {
  type: 'object',
  properties: { Time: { type: 'integer', description: 'Bucket start, unix seconds (UTC)' }, Open: { type: 'string' }, High: { type: 'string' }, Low: { type: 'string' }, Close: { type: 'string' }, Volume: { type: 'integer' } },
} as const;

export const orderSchema = {
  type: 'object',
  properties: {
    Id: { type: 'integer' },
    ForexId: { type: 'integer' },
    Code: { type: 'string' },
    ForexTradeLists: { type: 'object', properties: { Id: { type: 'integer' }, Code: { type: 'string' }, ShowCode: { type: 'string' }, PricePrecision: { type: 'integer' } } },
    OrderType: { type: 'integer', description: '1 buy, 2 sell' },
    Quantity: dec('Lots'),
    Multiple: { type: 'integer', description: 'Leverage (0 for MarginMode 1)' },
    MarginMode: { type: 'integer' },
    OriginPrice: dec('Requested price: the target of a pending order, else the open price'),
    Price: dec('Open (fill) price; the target while pending'),
    UpdatePrice: dec('Current closing-side price while open; close price once closed'),
    ClosePrice: dec("Close price ('' while open)"),
    FactProfits: dec('Floating P&L while holding, realised P&L once closed (USD, 6 dp)'),
    CautionMoney: dec('Margin (USD, 6 dp); the estimate at the target while pending'),
    TradeFee: dec('Fee (USD, 6 dp)'),
    Swap: dec('Extension: the swap taken (negative) or paid so far at the daily rollovers (USD, 6 dp); already in the balance, not in FactProfits'),
    TargetLossPrice: dec("Stop loss ('0' = none)"),
    TargetProfitPrice: dec("Take profit ('0' = none)"),
    Status: { type: 'integer', description: '0 pending, 1 holding, 2 cancelled, 3 closed' },
    CloseReason: { type: 'string', description: "user | partial (extension: a part closed out of position ParentId) | sl | tp | stop_out | cancel | expired (extension) | demo_reset | insufficient_margin | own_limit (extension: a pending order cancelled at its price because its trader's own loss limit was reached) | admin | oco (extension: a pending order cancelled because the other order of its pair filled) | ''" },
    ParentId: { type: 'integer', description: 'Extension: for a partial close, the position the part came from; 0 otherwise' },
    TrailingPips: { type: 'string', description: 'Extension: trailing stop distance in pips kept by the server; 0 = off' },
    OcoId: { type: 'integer', description: 'Extension: the other pending order of its one-cancels-the-other pair (set_oco), 0 = none; kept on an order that has ended, as its history' },
    CopyOf: { type: 'integer', description: "Extension: a copy trade (copy trading) names the copied trader's position, which closes it; 0 = the trader's own" },
    ExpiresAt: { type: 'string', description: "Extension: when a pending order not filled by then is cancelled (ISO, UTC); '' = good till cancelled" },
    Note: { type: 'string', description: "Extension, in lists of orders (my_deal): the trader's note on the position ('' = none; a closed part shows its position's)" },
    PendingType: {
      type: 'string', enum: ['limit', 'stop', ''],
      description: "Extension: how a pending order waits for its price — limit (a buy fills when the ask is at or below it, a sell when the bid is at or above) or stop (a buy when the ask is at or above it, a sell when the bid is at or below); kept once filled; '' for a market order",
    },
    CreateTimeHandler: { type: 'string', description: 'YYYY-MM-DD HH:mm:ss (UTC)' },
    CompleteTimeHandler: { type: 'string', description: "YYYY-MM-DD HH:mm:ss (UTC), '' while open" },
    CreatedAt: { type: 'string' },
    OpenedAt: { type: 'string' },
    ClosedAt: { type: 'string' },
  },
} as const;

export const summarySchema = {
  type: 'object',
  properties: {
    ProfitsTotal: dec('Floating P&L of holding positions'),
    HazardRate: dec('Risk rate % = equity ÷ used margin × 100 (2 dp); "0.00" with no used margin'),
    CautionMoneyAll: dec('Used margin'),
    Balance: dec('Available balance'),
    LockBalance: dec('Frozen balance'),
    Equity: dec('balance + used margin + pending reservations + floating P&L'),
    FreeMargin: dec('equity − used margin − pending reservations'),
    PendingLocked: dec('Margin + fee reserved by pending orders'),
    TransOrder: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          Id: { type: 'integer' },
          UpdatePrice: { type: 'string' },
          FactProfits: { type: 'string' },
          TargetLossPrice: { type: 'string', description: 'Extension: the current stop loss (a trailing stop moves it); 0 = none' },
        },
      },
    },
  },
} as const;

const submitProps = {
  type: { type: 'integer', enum: [1, 2], description: '1 buy, 2 sell' },
  cont: { type: 'string', description: 'Lots' },
  forex_id: { type: 'integer', minimum: 1 },
  status: { type: 'integer', enum: [0, 1], default: 1, description: '1 market, 0 pending' },
  target_price: { type: 'string', description: 'Pending price (status 0)' },
  stop_loss_price: { type: 'string', description: '0 or empty = none' },
  target_profit_price: { type: 'string', description: '0 or empty = none' },
  multiple: { type: 'string', description: 'Leverage; empty or 0 for MarginMode 1' },
  client_ref: { type: 'string', maxLength: 64, pattern: '^(?!copy:)', description: 'Optional idempotency key: a retried submit with the same key returns the first order. Keys starting `copy:` are the server\'s (copy trading)' },
  expires_at: {
    type: 'string', format: 'date-time',
    description: 'Extension, pending orders (status 0) only: cancelled if not filled by this time (ISO 8601 with a zone), 1 minute to 366 days ahead; empty = good till cancelled',
  },
  expected_price: {
    type: 'string',
    description: 'Extension, price protection for a market order (status 1), with max_deviation: the price the trader saw (the ask for a buy, the bid for a sell)',
  },
  max_deviation: {
    type: 'string',
    description: 'Extension, price protection, with expected_price: refused ("slippage") when the order would fill more than this many pips (0 to 1000) worse than expected_price; a better price always fills',
  },
  pending_type: {
    type: 'string', enum: ['limit', 'stop'],
    description: 'Extension, pending orders (status 0) only: limit (the default) fills when the market comes to the price, stop when it breaks through it (a buy stop above the ask, a sell stop below the bid)',
  },
} as const;
export const submitSchema = { type: 'object', required: ['type', 'forex_id'], properties: submitProps } as const;
export const idSchema = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } } as const;
export const closeSchema = {
  type: 'object',
  required: ['id'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    lots: { type: 'string', pattern: '^\\d{1,9}(\\.\\d{1,8})?$', description: 'Extension: lots to close (at least the minimum, a multiple of the step; what stays open is 0 or at least the minimum)' },
  },
} as const;
export const trailingSchema = {
  type: 'object',
  required: ['id', 'pips'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    pips: { type: 'string', pattern: '^\\d{1,6}(\\.\\d)?$', description: 'Distance in pips (a fractional pip only on 5- and 3-decimal quotes); 0 turns it off' },
  },
} as const;
export const closeAllSchema = {
  type: 'object',
  properties: { which: { type: 'string', enum: ['all', 'profitable', 'losing'], default: 'all' } },
} as const;
export const cancelAllReply = {
  type: 'object',
  properties: {
    cancelled: { type: 'array', items: orderSchema },
    skipped: { type: 'integer', description: 'Pending orders left because they filled or were cancelled meanwhile' },
    released: dec('Margin and fee reserved by the cancelled orders, now free again (USD, 6 dp)'),
  },
} as const;
export const reverseReply = {
  type: 'object',
  properties: {
    closed: orderSchema,
    opened: { ...orderSchema, type: ['object', 'null'], description: 'The new position the other way; null when its order was refused (the message says why)' },
  },
} as const;
export const stopSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1 }, target_profit_price: { type: 'string' }, stop_loss_price: { type: 'string' } },
} as const;

export const modifySchema = {
  type: 'object',
  required: ['id', 'target_price'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    target_price: { type: 'string', description: 'The new pending price' },
    stop_loss_price: submitProps.stop_loss_price,
    target_profit_price: submitProps.target_profit_price,
    expires_at: { ...submitProps.expires_at, description: 'Cancelled if not filled by this time (ISO 8601 with a zone), 1 minute to 366 days ahead; omitted = good till cancelled' },
  },
} as const;

export const closeAllReply = {
  type: 'object',
  properties: {
    closed: { type: 'array', items: orderSchema },
    skipped: { type: 'integer', description: 'Chosen positions left open (market closed, or closed meanwhile)' },
    profit: dec('Realised P&L of the closed positions together (USD, 6 dp)'),
  },
} as const;
