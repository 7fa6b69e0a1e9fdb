// Content calls (docs/product.md#api; issue 6): news, ranking (follow list), companies and service mode, complaint e-mail,
// and the customer-chat link. Plus the company-choice cookie of main mode (docs/product.md#constants-and-limits: kept 3 years).
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

/** One ranking / copy-trading entry (docs/product.md#entities "Follow/ranking entry"). Rates are percent strings (2 dp). */
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

export const NEWS_CATEGORY = 1;

export function createContentApi(http: Http) {
  return {
    news: {
      list: (page: number, opts?: RequestOptions) => http.get<NewsPage>('/api/news/list', { category_id: NEWS_CATEGORY, page }, opts),
      /** docs/product.md#api: with loading. */
      info: (id: number, opts?: RequestOptions) => http.get<NewsArticle>('/api/news/info', { id }, { loading: true, ...opts }),
    },
    follow: {
      list: (opts?: RequestOptions) => http.get<FollowEntry[]>('/api/follow/list', undefined, opts),
    },
    company: {
      search: (name: string, opts?: RequestOptions) => http.get<Company[]>('/api/company/getCompany', { name }, opts),
      status: (opts?: RequestOptions) => http.get<CompanyStatus>('/api/company/getCompanyStatus', undefined, { init: true, ...opts }),
    },
    /**
     * The complaint e-mail (docs/product.md#api: "a GET to an external host … returns data.email"). `url` is the configured
     * host (an absolute URL); without it this API server answers. An external host gets no session token or language.
     */
    complaintEmail: async (url?: string, opts?: RequestOptions & { companyId?: number }): Promise<string> => {
      const params = opts?.companyId ? { company_id: opts.companyId } : undefined;
      if (!url || isSameOrigin(url, http.baseURL)) {
        const data = await http.get<{ email: string }>(url || '/api/company/complaint_email', params, opts);
        return data?.email ?? '';
      }
      const res = await fetch(url, { credentials: 'omit' });
      const body = (await res.json()) as { data?: { email?: string } };
      return body?.data?.email ?? '';
    },
  };
}

export type ContentApi = ReturnType<typeof createContentApi>;

function isSameOrigin(url: string, base: string): boolean {
  if (!/^https?:\/\//i.test(url)) return true;
  try {
    const origin = (globalThis as { location?: Location }).location?.origin ?? 'http://localhost';
    return new URL(url).origin === new URL(base || '/', origin).origin;
  } catch {
    return false;
  }
}

/**
 * The customer-chat address (docs/product.md#routes-and-screens Chat): service_link resolved against the API origin, with uid, email and lang
 * appended. The built-in chat (same origin as the API) also gets the app's colour scheme, so it opens in the app's
 * light or dark colours, and the session token in the fragment, which is never sent to a server or a third party;
 * external links see neither.
 */
export function chatUrl(
  serviceLink: string,
  apiBase: string,
  who: { uid?: string; email?: string; lang?: string; token?: string; theme?: 'light' | 'dark' } = {},
): string {
  const origin = (globalThis as { location?: Location }).location?.origin ?? 'http://localhost';
  const base = new URL(apiBase || '/', origin);
  const link = new URL(serviceLink || '/support/chat', base);
  if (who.uid) link.searchParams.set('uid', who.uid);
  if (who.email) link.searchParams.set('email', who.email);
  if (who.lang) link.searchParams.set('lang', who.lang);
  const builtIn = link.origin === base.origin && link.pathname === '/support/chat';
  if (builtIn && who.theme) link.searchParams.set('theme', who.theme);
  if (builtIn && who.token) link.hash = `token=${encodeURIComponent(who.token)}`;
  return link.toString();
}

/** Name of the cookie holding the chosen company of main mode. */
export const COMPANY_COOKIE = 'pipkit_company';
/** docs/product.md#constants-and-limits: the company choice is kept 3 years. */
export const COMPANY_COOKIE_MAX_AGE = 3 * 365 * 24 * 3600;

function doc(): Document | undefined {
  return (globalThis as { document?: Document }).document;
}

/** The chosen company id (main mode), or null. */
export function readCompanyChoice(): number | null {
  const d = doc();
  if (!d) return null;
  const m = new RegExp(`(?:^|;\\s*)${COMPANY_COOKIE}=(\\d+)`).exec(d.cookie);
  return m ? Number(m[1]) : null;
}

/**
 * Browsers cap cookie lifetimes (Chromium: 400 days), so the app re-writes the choice at every start: a returning
 * user keeps it for the 3 years docs/product.md#constants-and-limits asks for.
 */
export function renewCompanyChoice(): void {
  const id = readCompanyChoice();
  if (id !== null) writeCompanyChoice(id);
}

export function writeCompanyChoice(id: number): void {
  const d = doc();
  if (!d) return;
  d.cookie = `${COMPANY_COOKIE}=${encodeURIComponent(String(id))}; Max-Age=${COMPANY_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`;
}
