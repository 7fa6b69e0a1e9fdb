import type { Http, RequestOptions } from '../http';
export interface NewsItem {
    id: number;
    title: string;
    desc: string;
    logo: string;
    created_at: string;
}
export interface NewsArticle extends NewsItem {
    /** HTML, sanitised by the server; sanitise again before rendering (widgets do, with DOMPurify). */
    content: string;
}
export interface NewsPage {
    data: NewsItem[];
    total: number;
}
/** One ranking / copy-trading entry (SPEC §3 "Follow/ranking entry"). Rates are percent strings (2 dp). */
export interface FollowEntry {
    rank?: number;
    uid?: string;
    user: string;
    multiple: number;
    three_week_rate: string;
    three_week_win: string;
    three_week_profit: string;
    total_rate: string;
    total_trade_num: number;
    code: string;
}
export interface Company {
    id: number;
    name: string;
    logo: string;
    url: string;
    subject: string;
    registered_address: string;
    location: string;
    email: string;
}
/** type 0 = main mode (product search looks for companies); status 0 = service withdrawn, go to `url`. */
export interface CompanyStatus {
    type: number;
    status: number;
    url?: string;
}
export declare const NEWS_CATEGORY = 1;
export declare function createContentApi(http: Http): {
    news: {
        list: (page: number, opts?: RequestOptions) => Promise<NewsPage>;
        /** SPEC §7: with loading. */
        info: (id: number, opts?: RequestOptions) => Promise<NewsArticle>;
    };
    follow: {
        list: (opts?: RequestOptions) => Promise<FollowEntry[]>;
    };
    company: {
        search: (name: string, opts?: RequestOptions) => Promise<Company[]>;
        status: (opts?: RequestOptions) => Promise<CompanyStatus>;
    };
    /**
     * The complaint e-mail (SPEC §7: "a GET to an external host … returns data.email"). `url` is the configured
     * host (an absolute URL); without it this API server answers. An external host gets no session token or language.
     */
    complaintEmail: (url?: string, opts?: RequestOptions & {
        companyId?: number;
    }) => Promise<string>;
};
export type ContentApi = ReturnType<typeof createContentApi>;
/**
 * The customer-chat address (SPEC §2 Chat): service_link resolved against the API origin, with uid, email and lang
 * appended. The built-in chat (same origin as the API) also gets the session token in the fragment, which is never
 * sent to a server or a third party; external links never see it.
 */
export declare function chatUrl(serviceLink: string, apiBase: string, who?: {
    uid?: string;
    email?: string;
    lang?: string;
    token?: string;
}): string;
/** Name of the cookie holding the chosen company of main mode. */
export declare const COMPANY_COOKIE = "pipkit_company";
/** SPEC §9: the company choice is kept 3 years. */
export declare const COMPANY_COOKIE_MAX_AGE: number;
/** The chosen company id (main mode), or null. */
export declare function readCompanyChoice(): number | null;
/**
 * Browsers cap cookie lifetimes (Chromium: 400 days), so the app re-writes the choice at every start: a returning
 * user keeps it for the 3 years SPEC §9 asks for.
 */
export declare function renewCompanyChoice(): void;
export declare function writeCompanyChoice(id: number): void;
