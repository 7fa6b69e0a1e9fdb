import { css, styled } from 'styled-components';
import { useT } from '../provider';
import { Button, Dialog, Icon, cardSurface } from '../ui';

export interface SystemViewProps {
  loggedIn: boolean;
  /** Shown in the about row. */
  version: string;
  confirmOpen: boolean;
  onLanguage: () => void;
  onLogout: () => void;
  onConfirm: () => void;
  onCancel: () => void;
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  ${cardSurface}
  overflow: hidden;
  & > li + li {
    border-block-start: 1px solid ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

const rowCss = css`
  box-sizing: border-box; /* full width including its padding: the version text must not run past the edge */
  display: flex;
  align-items: center;
  gap: 12px;
  inline-size: 100%;
  min-block-size: ${({ theme }) => theme.density.row};
  padding-inline: 16px;
  text-align: start;
`;

const RowButton = styled.button<{ $danger?: boolean }>`
  ${rowCss}
  border: none;
  background: transparent;
  color: ${({ theme, $danger }) => ($danger ? theme.colors.danger : theme.colors.text)};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ $danger }) => ($danger ? 600 : 400)};
  cursor: pointer;
  & > span:first-child {
    flex: 1;
  }
  & > svg {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  [dir='rtl'] & > svg {
    transform: scaleX(-1);
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;

const RowText = styled.div`
  ${rowCss}
  justify-content: space-between;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  & > span:last-child {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** "Other settings": language, version, and the logout row with its confirm dialog (docs/product.md#routes-and-screens, #states-and-transitions). */
export function SystemView(p: SystemViewProps) {
  const t = useT();
  return (
    <>
      <List>
        <li>
          <RowButton type="button" onClick={p.onLanguage}>
            <span>{t('system.language')}</span>
            <Icon name="chevron" size={18} />
          </RowButton>
        </li>
        <li>
          <RowText>
            <span>{t('system.about')}</span>
            <span>{t('system.version', { v: p.version })}</span>
          </RowText>
        </li>
        {p.loggedIn && (
          <li>
            <RowButton type="button" $danger onClick={p.onLogout}>
              <span>{t('system.logout')}</span>
            </RowButton>
          </li>
        )}
      </List>
      <Dialog
        open={p.confirmOpen}
        title={t('system.logout')}
        onClose={p.onCancel}
        actions={
          <>
            <Button $variant="secondary" onClick={p.onCancel}>
              {t('common.cancel')}
            </Button>
            <Button $variant="danger" onClick={p.onConfirm}>
              {t('common.confirm')}
            </Button>
          </>
        }
      >
        {t('system.logoutConfirm')}
      </Dialog>
    </>
  );
}
