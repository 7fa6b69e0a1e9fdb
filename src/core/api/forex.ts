// Trading API (docs/product.md#api "Trading", issue 3). Money and prices are decimal strings (CONVENTIONS "Money").
// Reads are GET; the four actions are POST form-urlencoded, as the server accepts both and ours uses POST.

import type { Http } from '../http';
import type { PendingType } from '../money';

/** The slice of the http client this area uses (tests pass a fake). */
export type ForexHttp = Pick<Http, 'get' | 'post'>;

export type Decimal = string;

export interface ForexQuotations {
  Open: Decimal;
  Close: Decimal; // current bid
  Change: Decimal; // percent vs the day's open
  Bid: Decimal;
  Ask: Decimal;
  High: Decimal;
  Low: Decimal;
}

export interface TradePair {
  Id: number;
  Code: string;
  ShowCode: string;
  Logo: string;
  CategoryId: number;
  MarketStatus: number; // 1 = open
  PricePrecision: number;
  ForexQuotations: ForexQuotations;
  HasForexMultiple: { Value: number }[];
  MarginMode: number; // 1 = fixed margin, no leverage
  ForexMinCont: Decimal;
  ForexContNum: Decimal;
  ForexFeeRate: Decimal;
  Pip: Decimal; // lot step
  /** Currency the price is quoted in (P&L before conversion to USD); the reference server sends it. */
  QuoteCurrency?: string;
  /** What one unit of the contract is (EUR for EUR/USD, XAU for gold); the reference server sends it. */
  BaseCurrency?: string;
  /** Extension: swap, USD per lot and night a buy held through the daily rollover earns (negative: is charged). */
  SwapLong?: Decimal;
  /** Extension: the same for a sell. */
  SwapShort?: Decimal;
}

export interface Category {
  Id: number;
  NameShowTrans: string;
}

export interface Candle {
  Time: number; // seconds since epoch, start of the bar
  Open: Decimal;
  High: Decimal;
  Low: Decimal;
  Close: Decimal;
  Volume: Decimal;
}

export interface Order {
  Id: number;
  ForexTradeLists: { ShowCode: string; Code?: string; PricePrecision?: number };
  OrderType: number; // 1 buy, otherwise sell
  Quantity: Decimal;
  OriginPrice: Decimal;
  Price: Decimal;
  UpdatePrice: Decimal;
  FactProfits: Decimal;
  CautionMoney: Decimal;
  TradeFee: Decimal;
  /** Extension: the swap taken (negative) or paid so far at the daily rollovers, USD; already in the balance. */
  Swap?: Decimal;
  TargetLossPrice: Decimal;
  TargetProfitPrice: Decimal;
  Status: number; // 0 pending, 1 holding, 2 cancelled, 3 closed
  /** Why a closed or cancelled order ended: user | partial | sl | tp | stop_out | cancel | expired | demo_reset | insufficient_margin | own_limit | admin | oco ('' while open). */
  CloseReason?: string;
  /** Extension: a partial close is an order of its own; this is the position it came from (0 otherwise). */
  ParentId?: number;
  /** Extension: trailing stop distance in pips kept by the server ('0' = off). */
  TrailingPips?: Decimal;
  /** Extension: when a pending order not filled by then is cancelled (ISO, UTC); '' = good till cancelled. */
  ExpiresAt?: string;
  /** Extension: how a pending order waits for its price, kept once filled; '' for a market order (absent: limit). */
  PendingType?: PendingType | '';
  /** Extension: the other pending order of its one-cancels-the-other pair (0 or absent: none); kept once ended, as history. */
  OcoId?: number;
  /** Extension: a copy trade names the copied trader's position (its close closes the copy); 0 or absent = the trader's own. */
  CopyOf?: number;
  /** Extension, in lists (my_deal): the trader's note on the position ('' none; a closed part shows its position's). */
  Note?: string;
  CreateTimeHandler: string;
  CompleteTimeHandler: string;
}

/** FOREX_CLOSED: an order the server changed without the user asking (SL, TP, stop-out, a pending fill …). */
export interface ClosedEvent {
  Id: number;
  /** 1 a pending order filled, 2 cancelled, 3 closed */
  Status: number;
  Reason: string;
  Code: string;
  UpdatePrice: Decimal;
  FactProfits: Decimal;
  /** When it happened (ISO; the reference server sends it, other back ends may not). */
  At?: string;
}

export interface MyDeal {
  data: Order[];
  total: number;
  all_fact_profits: Decimal;
  balance: Decimal;
}

export interface LiveSummary {
  ProfitsTotal: Decimal;
  HazardRate: Decimal;
  CautionMoneyAll: Decimal;
  /** TargetLossPrice (extension): the current stop loss, which a trailing stop moves. */
  TransOrder: { Id: number; UpdatePrice: Decimal; FactProfits: Decimal; TargetLossPrice?: Decimal }[];
  /** The reference server also sends the account figures it computed (other back ends may not). */
  Balance?: Decimal;
  LockBalance?: Decimal;
  Equity?: Decimal;
  FreeMargin?: Decimal;
  PendingLocked?: Decimal;
}

export const PERIODS = ['1M', '5M', '15M', '30M', '1H', '1D'] as const;
export type Period = (typeof PERIODS)[number];

/**
 * A FOREX_ORDER push (extension, docs/socket.md): an order as the trader's own request left it, from whichever device
 * sent it; `resync` (no order): changes may have been missed, read the lists again.
 */
export type OrderChange = { Change: 'opened' | 'modified' | 'closed' | 'cancelled'; Order: Order } | { Change: 'resync' };

/** Order views (docs/product.md#states-and-transitions): 1 holding, 0 pending, 3 history. */
export type DealStatus = 1 | 0 | 3;

export interface SubmitForm {
  type: 1 | 2; // 1 buy, 2 sell
  cont: Decimal; // lots
  forex_id: number;
  status: 1 | 0; // 1 market, 0 pending
  target_price: Decimal; // 0 for market
  stop_loss_price: Decimal; // 0 when unchecked
  target_profit_price: Decimal; // 0 when unchecked
  multiple: number; // leverage; 0 for MarginMode 1
  /** Idempotency key (extension): a submit retried with the same key is answered with the first order. */
  client_ref?: string;
  /** Extension, pending orders: cancelled if not filled by this time (ISO 8601); absent = good till cancelled. */
  expires_at?: string;
  /** Extension, pending orders: limit (the default) or stop (docs/trading.md "Stop orders"). */
  pending_type?: PendingType;
  /** Extension, market orders, with max_deviation: the price the trader saw (docs/trading.md "Price protection"). */
  expected_price?: string;
  /** Extension: refused when it would fill more than this many pips worse than expected_price. */
  max_deviation?: string;
}

/** Actions answer with the server's message, which the widgets toast (docs/product.md#errors). */
export interface ActionResult<T = unknown> {
  msg: string;
  data: T;
}

const BASE = '/v1/api/forex';

export type CloseAllWhich = 'all' | 'profitable' | 'losing';

/** What `modifyPending` sends: the order becomes exactly this (a stop of '0' or no expiry means none). */
export interface PendingChange {
  target_price: Decimal;
  stop_loss_price: Decimal;
  target_profit_price: Decimal;
  /** ISO 8601; left out: good till cancelled */
  expires_at?: string;
}

export function createForexApi(http: ForexHttp) {
  // Money-moving actions: the spinner blocks double clicks, and the server's msg is toasted on success as on
  // failure (docs/product.md#errors); the whole envelope comes back so callers can show msg where they need it.
  const act = async <T>(path: string, body: Record<string, unknown>): Promise<ActionResult<T>> => {
    const res = await http.post<unknown>(`${BASE}/${path}`, body, { form: true, raw: true, loading: true, showSuccessMessage: true });
    return toActionResult<T>(res);
  };
  return {
    getCategories: () => http.get<Category[]>(`${BASE}/getCategories`),
    tradeList: (searchCurrency?: string) =>
      http.get<TradePair[]>(`${BASE}/trade_list`, searchCurrency ? { searchCurrency } : undefined),
    kline: (forex_id: number, period: Period) => http.get<Candle[]>(`${BASE}/kline`, { forex_id, period }),
    abbreviatedKline: (forex_id: number, period: Period) =>
      http.get<Candle[]>(`${BASE}/abbreviated_cache_kline`, { forex_id, period }),
    /** `note`: only the orders whose position's trade note holds these words (extension). */
    myDeal: (status: DealStatus, page: number, limit?: number, note?: string) =>
      http.get<MyDeal>(`${BASE}/my_deal`, { status, page, ...(limit && { limit }), ...(note && { note }) }),
    submit: (form: SubmitForm) => act<Order>('submit', { ...form }),
    /** `lots` below the position's lots closes only that part (extension); the answer is then the closed part. */
    close: (id: number, lots?: Decimal) => act<Order>('close', lots ? { id, lots } : { id }),
    /** Every holding position, or only those now in profit or at a loss (extension). */
    closeAll: (which: CloseAllWhich = 'all') => act<{ closed: Order[]; skipped: number; profit: Decimal }>('close_all', { which }),
    cancel: (id: number) => act('cancel_trade', { id }),
    /** Close a position and open the same lots the other way (extension); `opened` null when that order was refused. */
    reverse: (id: number) => act<{ closed: Order; opened: Order | null }>('reverse', { id }),
    /** Every pending order (extension); those filled or cancelled meanwhile are counted in `skipped`. */
    cancelAll: () => act<{ cancelled: Order[]; skipped: number; released: Decimal }>('cancel_all', {}),
    /** Trailing stop in pips (extension); '0' turns it off. */
    setTrailing: (id: number, pips: Decimal) => act<Order>('set_trailing', { id, pips }),
    setStopPrice: (id: number, target_profit_price: Decimal, stop_loss_price: Decimal) =>
      act('set_stop_price', { id, target_profit_price, stop_loss_price }),
    /** A pending order's new price, stops and expiry, all at once (extension); the answer is the order as it now is. */
    modifyPending: (id: number, change: PendingChange) => act<Order>('modify_pending', { id, ...change }),
    /** The trader's note on a position, open or closed (extension); '' deletes it. The answer names the position. */
    setNote: (id: number, note: string) => act<{ Id: number; Note: string }>('set_note', { id, note }),
    /** Pairs two pending orders as one cancels the other (extension); `otherId` 0 unpairs. The answer: the orders changed. */
    setOco: (id: number, otherId: number) => act<Order[]>('set_oco', { id, other_id: otherId }),
  };
}

export type ForexApi = ReturnType<typeof createForexApi>;

/** Accepts either a full envelope ({code,msg,data}) or bare data, whichever the client gives back. */
export function toActionResult<T>(res: unknown): ActionResult<T> {
  if (res && typeof res === 'object' && 'code' in res && 'msg' in res) {
    const env = res as unknown as { msg: string; data: T };
    return { msg: env.msg, data: env.data };
  }
  return { msg: '', data: res as T };
}
