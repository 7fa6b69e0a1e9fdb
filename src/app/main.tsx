import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { prefetchTradeScreen } from './routes';
import { currentPath } from './hashLocation';
import { pipkit } from './pipkit';
import { whenIdle } from './whenIdle';
import { prefetchFirstScreenList } from './screens/useTradeListRefresh';

// The first screen's data (and on /trade its code) start now, alongside the dictionary, instead of after the first
// render: the quote rows are the largest paint of both screens.
const first = currentPath();
if (first === '/' || first === '/trade') prefetchFirstScreenList(pipkit);
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

// Elsewhere the trade screen's chunk (chart code) is not part of the first load; fetch it once the page has loaded
// and the browser is idle, so a tap on Trade opens it at once.
addEventListener('load', () => void whenIdle(prefetchTradeScreen), { once: true });
