// The requests a screen's first content waits for, which public/theme-boot.js sends with the page when it opens on
// that screen (the build writes this list into index.html; src/app/pageAsks.ts hands the answers to the app). Each
// is exactly what the screen's widgets ask for on mount, less the `t=` the client adds: an e2e test
// (e2e/foundation.e2e.ts) proves every one is asked once, so a widget asking otherwise fails it rather than asking twice.

export interface FirstAsks {
  /** Sent for a visitor too. Otherwise only with a stored session: without one the app sends the visitor to /login. */
  visitors?: true;
  urls: string[];
}

export const FIRST_ASKS: Record<string, FirstAsks> = {
  // the quote rows wait for the trade list, the chips for the categories
  '/': { visitors: true, urls: ['/v1/api/forex/trade_list', '/v1/api/forex/getCategories'] },
  // the pair's heading and ticket wait for the trade list; the pair list's chips are a phone's side panel, opened on a
  // tap (on a desk the list asks for them as it mounts): one request less beside the entry on a phone
  '/trade': { visitors: true, urls: ['/v1/api/forex/trade_list'] },
  // the balance card
  '/user': { urls: ['/v1/api/main/wallet/getBalance'] },
  // the account summary (balance and the two risk levels) and the holding tab's first page
  '/order': {
    urls: [
      '/v1/api/main/wallet/getBalance',
      '/api/default/settings?keys=stop_out_level,margin_call_level',
      '/v1/api/forex/my_deal?status=1&page=1',
    ],
  },
};
