import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { prefetchTradeScreen } from './routes';
import { currentPath } from './hashLocation';
import { pipkit } from './pipkit';
import { afterFirstContent, endFirstContentHold, holdUntilFirstContent } from '../core';
import { prefetchFirstScreenList } from './screens/useTradeListRefresh';

/** The longest the markets screen's first content holds back what it does not show (a list that never answers). */
const FIRST_CONTENT_MAX_MS = 5000;

// The first screen's data (and on /trade its code) start now, alongside the dictionary, instead of after the first
// render: the quote rows are the largest paint of both screens.
const first = currentPath();
if (first === '/' || first === '/trade') prefetchFirstScreenList(pipkit);
// What the markets screen does not show waits until its rows have painted (HomeScreen marks them; docs/performance.md
// "First content first"), 5 s at most, or until the person goes to another screen, which may need it.
if (first === '/') {
  holdUntilFirstContent(FIRST_CONTENT_MAX_MS);
  const movedOn = () => {
    if (currentPath() === '/') return;
    endFirstContentHold();
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
// the first content has painted and the browser is idle, so a tap on Trade opens it at once.
addEventListener('load', () => void afterFirstContent(prefetchTradeScreen, { fallbackMs: 2000 }), { once: true });
