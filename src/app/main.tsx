import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { prefetchTradeScreen } from './routes';
import { currentPath } from './hashLocation';
import { pageAsks, pipkit } from './pipkit';
import { PAGE_ASKS_MS } from './pageAsks';
import { afterFirstContent, endFirstContentHold, holdUntilFirstContent } from '../core';
import { prefetchFirstScreenList } from './screens/useTradeListRefresh';
import { linkManifest } from './manifestLink';

/** The longest a first screen's content holds back what it does not show (a list that never answers). */
const FIRST_CONTENT_MAX_MS = 5000;
/** The screens that mark their first content (HomeScreen, TradeScreen, UserScreen, OrderScreen). */
const HOLDING_SCREENS = new Set(['/', '/trade', '/user', '/order']);

// The first screen's data (and on /trade its code) start now, alongside the dictionary, instead of after the first
// render: the quote rows are the largest paint of both screens. In the built app theme-boot.js asked for the list
// (and on / the categories) with the page already, and these requests take its answers (src/app/pageAsks.ts); on
// /user and /order it asked for the balance (and the order list), which those screens' widgets take. The answers are
// offered until the person leaves that screen.
const first = currentPath();
if (first === '/' || first === '/trade') prefetchFirstScreenList(pipkit, first === '/');
setTimeout(pageAsks.end, PAGE_ASKS_MS);
// What the first screen does not show waits until its content has painted (docs/performance.md "First content
// first"): the markets screen's rows, the pair's heading and order ticket on /trade (the chart's library and candles
// come after them), the balance on /user and /order (each screen marks it). 5 s at most, or until
// the person goes to another screen (a visitor sent to /login), which may need it.
if (HOLDING_SCREENS.has(first)) {
  holdUntilFirstContent(FIRST_CONTENT_MAX_MS);
  const movedOn = () => {
    if (currentPath() === first) return;
    endFirstContentHold();
    pageAsks.end();
    removeEventListener('hashchange', movedOn);
  };
  addEventListener('hashchange', movedOn);
}
if (first === '/trade') prefetchTradeScreen();

// A transition: React renders the first screen in slices of a few milliseconds, yielding to the browser between
// them, instead of one task of several hundred on a phone (taps, scrolls and the arriving answers wait for none).
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

// Elsewhere the trade screen's chunk (chart code) is not part of the first load; fetch it once the page has loaded,
// the first content has painted and the browser is idle, so a tap on Trade opens it at once. The web app manifest
// is named then too (src/app/manifestLink.ts).
addEventListener(
  'load',
  () => {
    afterFirstContent(prefetchTradeScreen, { fallbackMs: 2000 });
    afterFirstContent(linkManifest, { fallbackMs: 2000 });
  },
  { once: true },
);
