// The answers public/theme-boot.js asked for with the page (the list is src/app/firstAsks.ts), handed to the app's
// client: its first GET of the same address (less the `t=` cache-buster), with the same session and language, takes
// the page's answer instead of asking again. Each answer serves one request, and only while the person stays on the
// screen the page opened on, for 10 s at most (`end`): a later screen, or a refresh after something the person did,
// asks afresh, so nothing shown predates their own action.

/** theme-boot.js's answers by what was asked: `<address without t=> <session token> <language>`. */
export type PageAsks = Record<string, Promise<Response>>;

/** How long the page's answers are offered at most (a first screen that never asks for one). */
export const PAGE_ASKS_MS = 10_000;

/** What theme-boot.js left on the page (nothing on the development server, or without a session); read once. */
export function takePageAsks(from: { pipkitPageAsks?: unknown } = globalThis as { pipkitPageAsks?: unknown }): PageAsks {
  const asks = from.pipkitPageAsks;
  delete from.pipkitPageAsks;
  return asks && typeof asks === 'object' ? (asks as PageAsks) : {};
}

/** A fetch for the app's client that serves `asks` once each (until `end`), else asks `ask`. */
export function servePageAsks(asks: PageAsks, ask: typeof fetch = (input, init) => fetch(input, init)) {
  let open = { ...asks };
  // A page ask that failed (no network yet) is sent again, by the app, as if it had never been sent.
  for (const answer of Object.values(open)) answer.catch(() => {});
  const serve: typeof fetch = (input, init) => {
    // A GET as src/core/http.ts sends it: an absolute address ending in its `t=`. Not one that may be aborted (a
    // timeout): the page's answer could not honour that.
    if (typeof input === 'string' && init?.method === 'GET' && !init.signal) {
      const headers = new Headers(init.headers);
      const key = `${input.replace(/[?&]t=\d+$/, '')} ${headers.get('authorization')} ${headers.get('lang')}`;
      const answer = open[key];
      if (answer) {
        delete open[key];
        return answer.catch(() => ask(input, init));
      }
    }
    return ask(input, init);
  };
  return {
    fetch: serve,
    /** Stops offering the page's answers (the person left the first screen). */
    end() {
      open = {};
    },
  };
}
