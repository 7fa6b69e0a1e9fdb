// App-wide keyboard shortcuts (docs/trading-widgets.md "Keyboard"): `/` puts the cursor in the pair search on screen
// (or opens the search page), `?` lists every shortcut. B / S / Enter belong to the order ticket on screen; Escape to
// whatever sheet or dialog is open.
import { useState } from 'react';
import { styled } from 'styled-components';
import { useT } from '../widgets/provider';
import { Button } from '../widgets/ui/Button';
import { Dialog } from '../widgets/ui/Dialog';
import { SHORTCUTS } from '../widgets/internal/keyboard/shortcuts';
import { useShortcuts } from '../widgets/internal/keyboard/useShortcuts';
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

const Keys = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  margin: 0;
  dt {
    text-align: center;
  }
  dd {
    margin: 0;
  }
  kbd {
    display: inline-block;
    min-inline-size: 2.2em;
    padding: 2px 6px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    font: inherit;
    font-weight: 600;
  }
`;

export function KeyboardShortcuts() {
  const t = useT();
  const [open, setOpen] = useState(false);
  useShortcuts({
    search: () => focusSearch(),
    help: () => setOpen(true),
  });
  return (
    <Dialog
      open={open}
      title={t('keys.title')}
      onClose={() => setOpen(false)}
      actions={
        <Button $variant="secondary" onClick={() => setOpen(false)}>
          {t('common.close')}
        </Button>
      }
    >
      <Keys data-testid="shortcut-list">
        {SHORTCUTS.map(({ key, shortcut }) => (
          <div key={key} style={{ display: 'contents' }}>
            <dt>
              <kbd>{key}</kbd>
            </dt>
            <dd>{t(`keys.${shortcut}`)}</dd>
          </div>
        ))}
      </Keys>
    </Dialog>
  );
}
