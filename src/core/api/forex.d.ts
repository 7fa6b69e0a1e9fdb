import type { Http } from '../http';
/** The slice of the http client this area uses (tests pass a fake). */
export type ForexHttp = Pick<Http, 'get' | 'post'>;
export type Decimal = string;
export interface ForexQuotations {
    Open: Decimal;
    Close: Decimal;
    Change: Decimal;
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
    MarketStatus: number;
    PricePrecision: number;
    ForexQuotations: ForexQuotations;
    HasForexMultiple: {
        Value: number;
    }[];
    MarginMode: number;
    ForexMinCont: Decimal;
    ForexContNum: Decimal;
    ForexFeeRate: Decimal;
    Pip: Decimal;
}
export interface Category {
    Id: number;
    NameShowTrans: string;
}
export interface Candle {
    Time: number;
    Open: Decimal;
    High: Decimal;
    Low: Decimal;
    Close: Decimal;
    Volume: Decimal;
}
export interface Order {
    Id: number;
    ForexTradeLists: {
        ShowCode: string;
        Code?: string;
        PricePrecision?: number;
    };
    OrderType: number;
    Quantity: Decimal;
    OriginPrice: Decimal;
    Price: Decimal;
    UpdatePrice: Decimal;
    FactProfits: Decimal;
    CautionMoney: Decimal;
    TradeFee: Decimal;
    TargetLossPrice: Decimal;
    TargetProfitPrice: Decimal;
    Status: number;
    CreateTimeHandler: string;
    CompleteTimeHandler: string;
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
    TransOrder: {
        Id: number;
        UpdatePrice: Decimal;
        FactProfits: Decimal;
    }[];
    /** The reference server also sends the account figures it computed (other back ends may not). */
    Balance?: Decimal;
    LockBalance?: Decimal;
    Equity?: Decimal;
    FreeMargin?: Decimal;
    PendingLocked?: Decimal;
}
export declare const PERIODS: readonly ["1M", "5M", "15M", "30M", "1H", "1D"];
export type Period = (typeof PERIODS)[number];
/** Order views (SPEC §4): 1 holding, 0 pending, 3 history. */
export type DealStatus = 1 | 0 | 3;
export interface SubmitForm {
    type: 1 | 2;
    cont: Decimal;
    forex_id: number;
    status: 1 | 0;
    target_price: Decimal;
    stop_loss_price: Decimal;
    target_profit_price: Decimal;
    multiple: number;
}
/** Actions answer with the server's message, which the widgets toast (SPEC §8). */
export interface ActionResult<T = unknown> {
    msg: string;
    data: T;
}
export declare function createForexApi(http: ForexHttp): {
    getCategories: () => Promise<Category[]>;
    tradeList: (searchCurrency?: string) => Promise<TradePair[]>;
    kline: (forex_id: number, period: Period) => Promise<Candle[]>;
    abbreviatedKline: (forex_id: number, period: Period) => Promise<Candle[]>;
    myDeal: (status: DealStatus, page: number) => Promise<MyDeal>;
    submit: (form: SubmitForm) => Promise<ActionResult<Order>>;
    close: (id: number) => Promise<ActionResult<unknown>>;
    cancel: (id: number) => Promise<ActionResult<unknown>>;
    setStopPrice: (id: number, target_profit_price: Decimal, stop_loss_price: Decimal) => Promise<ActionResult<unknown>>;
};
export type ForexApi = ReturnType<typeof createForexApi>;
/** Accepts either a full envelope ({code,msg,data}) or bare data, whichever the client gives back. */
export declare function toActionResult<T>(res: unknown): ActionResult<T>;
