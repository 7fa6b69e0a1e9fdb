// Bundle budgets (`npm run size`): what a partner's page pays for each entry point, measured by bundling the built
// file with esbuild, minified, brotli. react, react-dom and styled-components are peer dependencies and not counted
// (size-limit ignores peerDependencies), except in the embed bundle, which contains them. Runtime dependencies
// (nanostores, rosetta …) are counted. Dictionaries are lazy chunks loaded for one language at
// a time, the news article sanitiser (dompurify) loads when an article opens and lightweight-charts when a chart is
// first shown, so dynamic imports are not counted.
// Budgets are the size measured when set plus about 10 %; raise one only with a reason in the commit.
// Run `npm run build:lib` first.
import { widgets, kebab } from './scripts/exports.mjs';

const lazyChunksNotCounted = {
  name: 'lazy-chunks-not-counted',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) => (args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined));
  },
};
const modifyEsbuildConfig = (config) => ({
  ...config,
  plugins: [...(config.plugins ?? []), lazyChunksNotCounted],
  // tsup's entries import shared chunks bare (evaluation order); with "sideEffects": false a bundler drops those
  // that no binding is used from — as a partner's bundler does — and esbuild says so once per import.
  logOverride: { ...(config.logOverride ?? {}), 'ignored-bare-import': 'silent' },
});

// The same entries as tsup.config.ts and package.json "exports" (scripts/exports.mjs): every widget folder with an
// index.ts, except `_*` and `ui`, named by its subpath (QuoteList → quote-list).

// Budgets: the size measured (in the comment, 2026-11-23) plus about 10 %. Ceilings set by the package issue:
// core ≤ 8 kB, each widget ≤ 15 kB, the chart's own code ≤ 10 kB on top of lightweight-charts. Core and the provider
// (which makes a client from options, so it carries createPipkit) sit above 8 kB: ofetch with ufo and destr — the
// fixed stack's HTTP client — is 3.3 kB of them; the rest of core is 7.1 kB (docs/embedding.md "Budgets").
const LIMITS = {
  core: '13.8 kB', // 13.67 kB (2026-12-03, later: refreshBalance's reuseRecent — a screen opening takes the balance asked for at the start, +0.12 kB); 13.52–13.55 kB (2026-12-03: first content first — the hold, its paint check and the one idle helper, +0.25 kB; 40 B of room is less than core moves between builds); 13.30 kB (2026-11-30: actions.signedIn, the passkey's session kept as a login's, +20 B; the lazy dictionaries' hashed chunk names inside core move its brotli size by up to 40 B from one build to the next, which put it 3 B over 13.3 kB); 13.24 kB measured 2026-11-29 (the table said 13.10 since 2026-11-28); 13.1 kB (2026-11-27: catching up on missed closes and fills — the socket's per-topic sub parameters,
  // the live orders' cursor and de-duplication — +0.2 kB; over the 8 kB ceiling: ofetch + ufo + destr are 3.3 kB of it;
  // 2026-11-24: each client now holds its own quote and live-order stores and their frame batcher, +1.4 kB that left
  // quote-list, orders and toast)
  theme: '0.9 kB', // 0.80 kB
  'account-summary': '10.6 kB', // 9.55 kB
  announcement: '4.3 kB', // 3.71 kB
  auth: '9.1 kB', // 8.30 kB (2026-11-30: signing in with a passkey, +0.60 kB — the WebAuthn library itself is a lazy chunk loaded at the first ceremony; 7.70 kB before; 2026-11-28: the code field of two-step sign-in, +0.25 kB; 2026-11-24: the picture captcha a login needs after repeated failures, +1.0 kB)
  'balance-card': '9.6 kB', // 8.65 kB
  chart: '10.7 kB', // 10.55 kB (2026-11-29: the trading API client it shares for its candles gained three actions —
  // pairing pending orders, cancelling all, reversing a position — +0.07 kB, and 10.48 kB measured before them; 2026-11-27: the library not reachable shows why with a retry, not a blank page, +0.3 kB; 2026-11-24: lightweight-charts loads when a chart is first shown, a lazy chunk not counted here; 55.14 kB before)
  chat: '6.1 kB', // 5.54 kB
  company: '7 kB', // 6.29 kB
  'complaint-email': '6.4 kB', // 5.78 kB
  'connection-status': '4.3 kB', // 3.88 kB (2026-11-26: new — the banner while live prices are not arriving)
  devices: '6.3 kB', // 6.03 kB (2026-12-01: the account's sign-in activity below the devices, +0.34 kB); 5.69 kB (2026-11-27: new — the signed-in devices list, signing one or all others out)
  'trading-limits': '7.6 kB', // 6.97 kB (2026-11-30, thirty-first: a loss limit used whole says so, in the ticket's words, +0.06 kB); 6.86 kB (2026-11-30: new — the trader's own deposit and loss limits and a break from trading)
  passkeys: '7.6 kB', // 7.24 kB (2026-11-30, thirty-first: renaming a passkey in its row, +0.32 kB); 6.92 kB (2026-11-30: new — the account's passkeys listed, added with the password, removed; the WebAuthn library is a lazy chunk)
  'two-factor': '7.4 kB', // 6.68 kB (2026-11-28: new — two-step sign-in turned on with an authenticator app or off; the QR encoder is a lazy chunk)
  deposit: '13.9 kB', // 12.88 kB (2026-11-30: the trader's own deposit limit and break said above the amount, +0.3 kB; 12.59 kB before)
  forgot: '8.4 kB', // 7.60 kB
  invite: '7.1 kB', // 6.43 kB
  kyc: '8.9 kB', // 8.01 kB
  'language-picker': '6.1 kB', // 5.51 kB
  ledger: '11.4 kB', // 10.32 kB
  news: '9.1 kB', // 8.19 kB
  'order-ticket': '19.0 kB', // 18.92 kB (2026-12-05: Intl formatters kept per locale and options, core/i18n/formatters.ts, +0.02 kB; raised to 19.0 kB); 18.80 kB (2026-12-04: the pairs' hook asks for the trade list after the first content, +0.08 kB; raised to 18.9 kB, as the build's hashed names move it by up to 40 B); 18.70–18.72 kB (2026-12-03: core's first-content hold, +0.03 kB; core's hashed dictionary names move it by up to 40 B from build to build, and the clean-clone build was 19 B over 18.7 kB); 18.67 kB (2026-12-01: the pause's notice, shared with the pending orders, carries its own style, +0.09 kB); 18.60 kB (2026-11-30, thirty-first: the trader's own break or reached loss limit turns Buy and Sell off and says why — the limits' read, the rule, the notice, +0.43 kB; 18.17 kB before); 18.02 kB (2026-11-30, twenty-sixth: a closed market says when it opens, an open one
  // that it closes within half an hour — the trading hours' hook, endpoint and date formatting, +0.60 kB; 2026-11-30, last: the swap a night held would take or earn on each side,
  // under the fee, and the confirmation's for its side — the formula (swapOf, the server's own) and the line in the
  // entry, +0.27 kB; 2026-11-29: one-click trading asks first when a stop is on the wrong
  // side for the side pressed — the rule (stopRefusal, validateStops) moves from the confirmation's lazy chunk into the
  // entry, which must judge before it sends, +0.27 kB; 2026-11-29, later: the fee setting handed to sizing by the loss, +0.01 kB; at
  // 16.90 the same code measured 16,903 or 16,894 bytes as the shared chunks' hashed names changed with other entries'
  // code — no code of the ticket's moved — so the budget takes the next 0.1 kB;
  // 2026-11-29: lots for a loss at the stop — its part is in the lazy chunk, the
  // entry hands it onLots; the trade list fetched when the client holds none — a partner's
  // ticket alone values a cross's margin and a stop at its USD rate — shared with orders and price alerts, +0.09 kB;
  // 2026-11-29: what each stop would make or lose, said under it and in the
  // confirmation — the lines are in the confirmation's lazy chunk, the entry holds their loader and the rates — and the
  // confirmation's loading mark (PartLoading) that the visual tests wait for, +0.1 kB; 2026-11-28: price protection — the box, its check, the price seen sent with the
  // order and left out of its idempotency key, the choice remembered in the browser — +0.34 kB; earlier: stop orders — the type's picker and the line saying what the price
  // means for a buy and a sell, +0.26 kB; earlier: an expiry at a date and time the trader picks — the picker, its
  // bounds and reading it in the trader's time zone, +0.35 kB; earlier that day: a pending order's expiry — the picker, its time fixed when chosen, and
  // the confirmation's line, +0.35 kB; 2026-11-27: a confirmation whose chunk cannot be fetched shows a dialog with
  // Retry and Cancel instead of taking the page down, +0.5 kB with the dialog it needs; 2026-11-26: typed numbers read from any keyboard and an idempotency key per
  // order, so a Confirm repeated after a lost answer places nothing twice, +0.2 kB; 2026-11-25: the watchlist star and
  // one-click preference, +1.4 kB; the pre-trade confirmation is a lazy chunk fetched when the ticket shows)
  notifications: '10.3 kB', // 9.40 kB (the bell and tray of server-side closes; money formatting is most of it)
  orders: '18.9 kB', // 18.64 kB (2026-12-01, last: the history searched by the words of the trader's notes — the field, the found
  // trades' count and P&L, the pause before asking — +0.37 kB; before it the same day: the pending tab says, before a price comes, that the trader's own limits cancel the
  // order instead of filling it — the limits' read, the pause rule and its notice with the break's date, shared with the
  // ticket, +0.7 kB; a notice that arrived as a lazy chunk would need its own load-failure handling for one line of
  // text; 17.62 before the confirmations kept their action with the question; 2026-11-29: reversing a position — its handler; the button is in the
  // holding tools' lazy chunk — +0.04 kB; before it: one cancels the other — the pair's line on a pending row, the
  // handler keeping both rows in step and the list unpairing the other when one leaves; the pair's controls are in the
  // pending tools' lazy chunk — and cancel all pending orders — the button, its handler and the confirmation's kind —
  // +0.3 kB; before: trade notes — the note's field is a lazy chunk, the entry holds
  // its loader, the handler that keeps a position's rows in step and the note's line on a row, +0.2 kB, and the stop side rule's move into the
  // ticket's entry re-cut a shared chunk, +0.04 kB; 2026-11-29: lotsForLoss, the ticket's sizing by risk, sits in the money module's lots
  // code, which this entry shares, +0.06 kB — measured as its own module it cost the ticket 0.05 kB more instead; the trade list fetched when the client holds none — Orders alone on its
  // pending tab had no pair rules nor rates for the detail — and followed, +0.11 kB; 2026-11-29: the selected order's pair and the USD rates handed to its detail, whose lazy
  // tools say what a stop typed would make or lose, +0.15 kB; 2026-11-28: the open pending order's live quote, for its form's fills-at-once line (the
  // line itself is in the lazy form), +0.06 kB; the list follows the trader's own changes from other devices and the ticket
  // beside it — FOREX_ORDER, the rule per tab and the coalesced read of the page — +0.32 kB; earlier: modifying a pending order — the detail's loader of its form, which is a lazy
  // chunk, the hook's action and the endpoint, and the mark a loading part shows, +0.2 kB; earlier the same day: a pending order's expiry in its row and detail and an expired order's
  // notice, +0.15 kB; stop-out prices whose code failed are fetched again once the connection
  // has settled after the browser's 'online' event too, not only at it, +0.1 kB; 2026-11-27: a confirmation or holding tools whose chunk cannot be fetched show why with a
  // retry instead of taking the page down, +0.5 kB; the live orders' catch-up +0.2 kB, the widgets' CSS minified −0.1 kB;
  // 2026-11-26: a page's answer no longer undoes closes and amendments made while it was on
  // its way, +0.1 kB, over the 15 kB ceiling on purpose; 2026-11-25: one-click trading is the user's, read from the server:
  // +0.3 kB; 2026-11-24: confirmations in a dialog, close reasons and server notices, +1.7 kB; 2026-11-25:
  // stop-out prices +0.6 kB with their search in a lazy chunk, only the close cross of the icons −0.5 kB; partial close and
  // close profitable/losing +0.9 kB, with the confirmation dialog moved to a lazy chunk −0.8 kB; the trailing stop +0.5 kB,
  // with the holding detail's controls in a lazy chunk −0.7 kB)
  password: '7.4 kB', // 6.67 kB
  'payout-method': '7.7 kB', // 6.95 kB
  'quote-list': '15.3 kB', // 15.09 kB (2026-11-26: the stores every client holds keep a tick newer than a list answer, send
  // favourites in order and show only the newest preferences answer, +0.25 kB, over the 15 kB ceiling on purpose;
  // 2026-11-25: the watchlist — stars, Favourites chip, ordering by keys — and one-click Sell/Buy on rows, +3.5 kB;
  // dragging and the one-click order's rules are lazy chunks)
  rank: '12.2 kB', // 12.02 kB (2026-11-29, later: the person's own switches — in the ranking, copyable — the
  // COPY_TRADING feed and its texts, +0.76 kB; 2026-11-29: copy trading — the copy dialog with its fields, the traders copied, kept
  // current by the live orders, the copy rules, +1.9 kB; 2026-11-24: figures through the one money formatter, which
  // rounds exactly with big.js, +3 kB)
  register: '8.9 kB', // 8.09 kB
  spinner: '4.3 kB', // 3.82 kB
  system: '7.4 kB', // 6.89 kB (2026-11-25: one-click trading saved with the user, asked before it turns on)
  'price-alerts': '11.6 kB', // 10.52 kB (2026-11-25: new — the alert form and list, the PRICE_ALERT feed)
  statement: '6 kB', // 5.44 kB (2026-11-28: new — the ledger or the closed trades of a period as a CSV file)
  'my-data': '6.2 kB', // 5.64 kB (2026-12-02: new — a copy of the user's data as one file, with the password and the two-step code)
  'close-account': '6.6 kB', // 6.02 kB (2026-12-02: new — what is left to settle, then the closure with the password and the two-step code)
  'margin-calls': '8.7 kB', // 7.88 kB (2026-12-03: new — the account's latest margin calls; the money formatter, big.js, ~3 kB)
  'trade-results': '10.3 kB', // 9.41 kB (2026-11-29: new — a period's net result and its course day by day, win rate,
  // profit factor, by pair; the money formatter, big.js, ~3 kB)
  'tab-bar': '6.2 kB', // 5.55 kB
  toast: '1.4 kB', // 1.25 kB (the toast queue belongs to the client since 2026-11-24)
  'pair-info': '6.6 kB', // 6.52 kB (2026-12-05: Intl formatters kept per locale and options, +0.02 kB; raised to 6.6 kB); 5.93 kB (2026-11-30: new — a pair's contract, when its swap is taken and its trading hours in a dialog)
  'watch-star': '4.9 kB', // 4.46 kB (2026-11-25: new — a pair's watchlist star outside a list)
  'user-center': '11.1 kB', // 10.08 kB
  wallet: '12.7 kB', // 11.50 kB
  withdraw: '14.1 kB', // 12.79 kB
  provider: '14.2 kB', // 12.93 kB (createPipkit for `client={{ apiBase }}`: the core client, with its own stores since 2026-11-24)
  'chart (own code)': '10.7 kB', // 10.69 kB (2026-12-06: candles through Chart/showCandles.ts, no animated scroll; 2026-11-29: the trading API client's three new actions, as chart above; 2026-11-27: the library not reachable shows why with a retry, +0.3 kB; 2026-11-24: the OHLC legend formats through core money, big.js +3 kB; at the 10 kB ceiling)
  embed: '166.2 kB', // 151.06 kB
};

const entry = (name, path, extra = {}) => ({ name, path, limit: LIMITS[name] ?? '0 kB' /* a new entry fails until it has a budget */, modifyEsbuildConfig, ...extra });

export default [
  entry('core', 'dist/core/index.js'),
  entry('theme', 'dist/widgets/theme/index.js'),
  ...widgets.map((w) => entry(kebab(w), `dist/widgets/${w}/index.js`)),
  // The chart entry without lightweight-charts (a dependency the partner's bundler may share with its own charts):
  // what Pipkit's chart code itself costs.
  entry('chart (own code)', 'dist/widgets/Chart/index.js', { ignore: ['lightweight-charts'] }),
  entry('embed', 'dist/embed/index.js'),
];
