import { css, styled } from 'styled-components';
import { useT } from '../provider';
import type { ThemeMode } from '../../core';
import { cardSurface } from '../ui/Card';
import { AskDialog } from '../ui/AskDialog';
import { Toggle } from '../ui/Toggle';
import { Icon } from '../ui/icons';

export interface SystemViewProps {
  loggedIn: boolean;
  /** Shown in the about row. */
  version: string;
  confirmOpen: boolean;
  onLanguage: () => void;
  onLogout: () => void;
  onConfirm: () => void;
  onCancel: () => void;
  /** Colour theme: light, dark or the device's. */
  theme: ThemeMode;
  onTheme: (mode: ThemeMode) => void;
  /** Buy, Sell, close and cancel at once, without a confirmation; kept with the user, so shown when logged in. */
  oneClick: boolean;
  onOneClick: (on: boolean) => void;
  /** Turning one-click on first says what it does and asks, once. */
  oneClickAsk?: boolean;
  onOneClickConfirm?: () => void;
  onOneClickCancel?: () => void;
}

const THEMES: ThemeMode[] = ['light', 'dark', 'system'];
const THEME_KEYS: Record<ThemeMode, string> = { light: 'system.themeLight', dark: 'system.themeDark', system: 'system.themeSystem' };

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

// The theme is three radio buttons (one choice, arrow keys move it) drawn as a segmented control.
const Choice = styled.fieldset`
  ${rowCss}
  justify-content: space-between;
  flex-wrap: wrap;
  margin: 0;
  border: none;
  padding-block: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  & > legend {
    float: inline-start;
    padding: 0;
  }
  & > div {
    display: inline-flex;
    padding: 2px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  & label {
    position: relative;
  }
  & input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  & label > span {
    display: block;
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radii.sm};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    white-space: nowrap;
  }
  & input:checked + span {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
  & input:focus-visible + span {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

const RowSwitch = styled.div`
  ${rowCss}
  justify-content: space-between;
  padding-block: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  & small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
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
          <Choice>
            <legend>{t('system.theme')}</legend>
            <div>
              {THEMES.map((m) => (
                <label key={m}>
                  <input type="radio" name="pipkit-theme" value={m} checked={p.theme === m} onChange={() => p.onTheme(m)} />
                  <span>{t(THEME_KEYS[m])}</span>
                </label>
              ))}
            </div>
          </Choice>
        </li>
        {p.loggedIn && (
          <li>
            <RowSwitch>
              <span>
                {t('trade.oneClick')}
                <small>{t('trade.oneClickHint')}</small>
              </span>
              <Toggle checked={p.oneClick} onChange={p.onOneClick} label={t('trade.oneClick')} />
            </RowSwitch>
          </li>
        )}
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
      <AskDialog open={p.confirmOpen} title={t('system.logout')} confirmLabel={t('common.confirm')} onConfirm={p.onConfirm} onCancel={p.onCancel}>
        {t('system.logoutConfirm')}
      </AskDialog>
      <AskDialog
        open={!!p.oneClickAsk}
        title={t('trade.oneClickAskTitle')}
        confirmLabel={t('trade.oneClickTurnOn')}
        onConfirm={p.onOneClickConfirm}
        onCancel={() => p.onOneClickCancel?.()}
      >
        {t('trade.oneClickAsk')}
      </AskDialog>
    </>
  );
}
