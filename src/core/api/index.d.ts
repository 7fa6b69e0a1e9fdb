import type { Http } from '../http';
export declare function createApi(http: Http): {
    user: {
        login: (form: import("..").LoginForm, opts?: import("..").RequestOptions) => Promise<import("..").LoginResult>;
        createDemo: (demo_id: string, opts?: import("..").RequestOptions) => Promise<import("..").LoginResult>;
        info: (opts?: import("..").RequestOptions) => Promise<import("..").User>;
        logout: (opts?: import("..").RequestOptions) => Promise<unknown>;
    };
    basic: {
        getBasicInfo: (opts?: import("..").RequestOptions) => Promise<import("..").BasicInfo>;
        setting: <T = unknown>(key: string, opts?: import("..").RequestOptions) => Promise<T>;
        areaList: (opts?: import("..").RequestOptions) => Promise<import("..").AreaCode[]>;
    };
    wallet: {
        getBalance: (opts?: import("..").RequestOptions) => Promise<import("..").Balance>;
        resetDemo: (opts?: import("..").RequestOptions) => Promise<unknown>;
    };
    forex: {
        getCategories: () => Promise<import("./forex").Category[]>;
        tradeList: (searchCurrency?: string) => Promise<import("./forex").TradePair[]>;
        kline: (forex_id: number, period: import("./forex").Period) => Promise<import("./forex").Candle[]>;
        abbreviatedKline: (forex_id: number, period: import("./forex").Period) => Promise<import("./forex").Candle[]>;
        myDeal: (status: import("./forex").DealStatus, page: number) => Promise<import("./forex").MyDeal>;
        submit: (form: import("./forex").SubmitForm) => Promise<import("./forex").ActionResult<import("./forex").Order>>;
        close: (id: number) => Promise<import("./forex").ActionResult<unknown>>;
        cancel: (id: number) => Promise<import("./forex").ActionResult<unknown>>;
        setStopPrice: (id: number, target_profit_price: import("./forex").Decimal, stop_loss_price: import("./forex").Decimal) => Promise<import("./forex").ActionResult<unknown>>;
    };
    account: {
        register: (form: import("./account").RegisterForm, opts?: import("..").RequestOptions) => Promise<import("..").User>;
        sendEmailCode: (to: string, type: import("./account").CodeType, opts?: import("..").RequestOptions) => Promise<null>;
        sendSmsCode: (to: string, area_id: number | undefined, type: import("./account").CodeType, opts?: import("..").RequestOptions) => Promise<null>;
        captcha: (opts?: import("..").RequestOptions) => Promise<import("./account").Captcha>;
        forgetPassword: (form: import("./account").ForgetPasswordForm, opts?: import("..").RequestOptions) => Promise<null>;
        amendPassword: (form: import("./account").AmendPasswordForm, opts?: import("..").RequestOptions) => Promise<null>;
        uploadImage: (file: Blob, filename?: string, opts?: import("..").RequestOptions) => Promise<{
            url: string;
        }>;
        submitRealName: (form: import("./account").RealNameForm, opts?: import("..").RequestOptions) => Promise<{
            review_status: import("./account").ReviewStatus;
        }>;
        realNameCenter: (opts?: import("..").RequestOptions) => Promise<import("./account").RealNameCenter>;
        inviteInfo: (opts?: import("..").RequestOptions) => Promise<import("./account").InviteInfo>;
    };
    funds: {
        depositAddresses: (opts?: import("..").RequestOptions) => Promise<import("./funds").DepositAddress[]>;
        depositSymbols: (opts?: import("..").RequestOptions) => Promise<import("./funds").CollectCoinType[]>;
        depositBanks: (opts?: import("..").RequestOptions) => Promise<import("./funds").DepositBank[]>;
        submitCoinDeposit: (form: import("./funds").CoinDepositForm, key?: string, opts?: import("..").RequestOptions) => Promise<import("./funds").DepositRecord>;
        submitBankDeposit: (form: import("./funds").BankDepositForm, key?: string, opts?: import("..").RequestOptions) => Promise<import("./funds").DepositRecord>;
        depositHistory: (type: 0 | 1, page: number, opts?: import("..").RequestOptions) => Promise<import("./funds").Paged<import("./funds").DepositRecord>>;
        withdrawCurrencies: (type: 1 | 2, opts?: import("..").RequestOptions) => Promise<import("./funds").WithdrawCurrency[]>;
        withdraw: (form: import("./funds").WithdrawForm, key?: string, opts?: import("..").RequestOptions) => Promise<import("./funds").WithdrawRecord>;
        withdrawRecords: (type: 1 | 2, page: number, opts?: import("..").RequestOptions) => Promise<import("./funds").Paged<import("./funds").WithdrawRecord>>;
        drawMethods: (draw_type: 1 | 2, draw_id?: number, opts?: import("..").RequestOptions) => Promise<import("./funds").DrawMethod[]>;
        bindDrawMethod: (form: import("./funds").BindCoinForm | import("./funds").BindBankForm, opts?: import("..").RequestOptions) => Promise<import("./funds").DrawMethod>;
        deleteDrawMethod: (id: number, opts?: import("..").RequestOptions) => Promise<{
            id: number;
        }>;
        ledger: (page: number, opts?: import("..").RequestOptions) => Promise<import("./funds").LedgerPage>;
        accountDetail: (page: number, opts?: import("..").RequestOptions) => Promise<import("./funds").LedgerPage>;
    };
    content: {
        news: {
            list: (page: number, opts?: import("..").RequestOptions) => Promise<import("./content").NewsPage>;
            info: (id: number, opts?: import("..").RequestOptions) => Promise<import("./content").NewsArticle>;
        };
        follow: {
            list: (opts?: import("..").RequestOptions) => Promise<import("./content").FollowEntry[]>;
        };
        company: {
            search: (name: string, opts?: import("..").RequestOptions) => Promise<import("./content").Company[]>;
            status: (opts?: import("..").RequestOptions) => Promise<import("./content").CompanyStatus>;
        };
        complaintEmail: (url?: string, opts?: import("..").RequestOptions & {
            companyId?: number;
        }) => Promise<string>;
    };
};
export type Api = ReturnType<typeof createApi>;
export { createUserApi, type UserApi } from './user';
export { createBasicApi, type BasicApi } from './basic';
export { createWalletApi, type WalletApi } from './wallet';
export * from './account';
export * from './funds';
export * from './content';
