// App-wide keyboard shortcuts (docs/trading-widgets.md "Keyboard"): `/` puts the cursor in the pair search on screen
// (or opens the search page), `?` lists every shortcut. B / S / Enter belong to the order ticket on screen; Escape to
// whatever sheet or dialog is open.
import { Suspense, useState } from 'react';
import { useShortcuts } from '../widgets/internal/keyboard/useShortcuts';
import { LoadBoundary } from '../widgets/internal/loading/LoadBoundary';
import { retryableLazy } from '../widgets/internal/loading/retryableLazy';
import { navigate } from './hashLocation';

/** The first search field a person can see (a kept-alive hidden route has none that counts). */
function visibleSearch(): HTMLInputElement | null {
  const all = document.querySelectorAll<HTMLInputElement>('input[type="search"]');
  return [...all].find((el) => el.getClientRects().length > 0) ?? null;
}

/** Focuses the search on screen, or goes to the search page and focuses its field once it is there. */
export function focusSearch(): void {
  const here = visibleSearch();
  if (here) return here.focus();
  navigate('/product');
  let frames = 0;
  const retry = () => {
    const el = visibleSearch();
    if (el) el.focus();
    else if (++frames < 60) requestAnimationFrame(retry);
  };
  requestAnimationFrame(retry);
}

// The list is a chunk of its own, fetched on the first `?`: the first screen carries only the listener.
const ShortcutHelp = retryableLazy(() => import('./ShortcutHelp').then((m) => m.default));

export function KeyboardShortcuts() {
  // How many times `?` was pressed while the list is open; 0 when closed. Each press is a fresh boundary, so a list
  // that could not be fetched (it shows nothing) is tried again by the next `?`.
  const [asked, setAsked] = useState(0);
  useShortcuts({
    search: () => focusSearch(),
    help: () => setAsked((n) => n + 1),
  });
  return asked ? (
    <LoadBoundary key={asked} fallback={() => null}>
      <Suspense fallback={null}>
        <ShortcutHelp onClose={() => setAsked(0)} />
      </Suspense>
    </LoadBoundary>
  ) : null;
}
