// The `?` list of every keyboard shortcut (docs/trading-widgets.md "Keyboard"), opened by KeyboardShortcuts.
import { styled } from 'styled-components';
import { useT } from '../widgets/provider';
import { Button } from '../widgets/ui/Button';
import { Dialog } from '../widgets/ui/Dialog';
import { SHORTCUTS } from '../widgets/internal/keyboard/shortcuts';

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

export default function ShortcutHelp({ onClose }: { onClose: () => void }) {
  const t = useT();
  return (
    <Dialog
      open
      title={t('keys.title')}
      onClose={onClose}
      actions={
        <Button $variant="secondary" onClick={onClose}>
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
