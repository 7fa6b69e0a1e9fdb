// A trader's own tools (extensions, docs/trading.md): the watchlist, trading preferences and price alerts.
import type { Http } from '../http';
import type { AlertDirection } from '../money/alerts';

export type TradersHttp = Pick<Http, 'get' | 'post' | 'delete'>;

export interface TradingPreferences {
  /** Buy/Sell place a market order at once, without the confirmation sheet. Off until the person turns it on. */
  one_click_trading: boolean;
}

export interface PriceAlert {
  Id: number;
  ForexId: number;
  Code: string;
  Direction: AlertDirection;
  Price: string;
  Status: 'active' | 'fired';
  /** The side of the quote watched: ask for "rises to", bid for "falls to". */
  Side: 'ask' | 'bid';
  CreatedAt: string;
  FiredAt: string | null;
  FiredPrice: string | null;
  /** Also told by e-mail or SMS when it fires (absent from a server without it). */
  ByMessage?: boolean;
}

export interface AlertForm {
  direction: AlertDirection;
  price: string;
  /** Also tell by e-mail or SMS when it fires. */
  by_message?: boolean;
}

export function createTradersApi(http: TradersHttp) {
  return {
    /** Real accounts only; instrument ids in the person's order. */
    watchlist: () => http.get<{ ids: number[] }>('/v1/api/watchlist', undefined, { showErrorMessage: false }).then((d) => d.ids),
    setWatchlist: (ids: number[]) => http.post<{ ids: number[] }>('/v1/api/watchlist', { ids }).then((d) => d.ids),
    preferences: () => http.get<TradingPreferences>('/v1/api/user/preferences', undefined, { showErrorMessage: false, init: true }),
    setPreferences: (p: TradingPreferences) => http.post<TradingPreferences>('/v1/api/user/preferences', { ...p }, { loading: true }),
    alerts: () => http.get<PriceAlert[]>('/v1/api/alerts'),
    createAlert: (forexId: number, form: AlertForm) =>
      http.post<PriceAlert>('/v1/api/alerts', { forex_id: forexId, ...form }, { loading: true, showSuccessMessage: true }),
    updateAlert: (id: number, form: AlertForm) => http.post<PriceAlert>(`/v1/api/alerts/${id}`, { ...form }, { loading: true, showSuccessMessage: true }),
    deleteAlert: (id: number) => http.delete<null>(`/v1/api/alerts/${id}`, undefined, { loading: true, showSuccessMessage: true }),
  };
}

export type TradersApi = ReturnType<typeof createTradersApi>;
