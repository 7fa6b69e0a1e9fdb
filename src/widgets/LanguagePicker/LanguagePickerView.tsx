import { styled } from 'styled-components';
import type { Lang, LanguageInfo } from '../../core';
import { useT } from '../provider';
import { cardSurface } from '../ui/Card';
import { VisuallyHidden } from '../ui/VisuallyHidden';
import { Icon } from '../ui/icons';

export interface LanguagePickerViewProps {
  languages: readonly LanguageInfo[];
  current: Lang;
  onSelect: (lang: Lang) => void;
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  ${cardSurface}
  overflow: hidden;
`;

const Item = styled.li`
  & + & {
    border-block-start: 1px solid ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

const Choice = styled.button<{ $current: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  inline-size: 100%;
  min-block-size: 48px;
  padding-inline: ${({ theme }) => theme.space.lg};
  border: none;
  background: ${({ theme, $current }) => ($current ? theme.colors.surfaceAlt : 'transparent')};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ $current }) => ($current ? 700 : 400)};
  text-align: start;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;

const Names = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;

const English = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Check = styled.span`
  color: ${({ theme }) => theme.colors.primary};
  display: inline-flex;
`;

/** All 21 languages by their own names; the current one is marked (aria-current and a check mark). */
export function LanguagePickerView({ languages, current, onSelect }: LanguagePickerViewProps) {
  const t = useT();
  return (
    <List aria-label={t('lang.title')}>
      {languages.map((l) => {
        const isCurrent = l.code === current;
        return (
          <Item key={l.code}>
            <Choice
              type="button"
              $current={isCurrent}
              aria-current={isCurrent ? 'true' : undefined}
              onClick={() => onSelect(l.code)}
            >
              <Names>
                <span lang={l.locale} dir={l.dir}>
                  {l.name}
                </span>
                {l.englishName !== l.name && <English lang="en">{l.englishName}</English>}
              </Names>
              {isCurrent && (
                <Check>
                  <Icon name="check" />
                  <VisuallyHidden>{t('lang.current')}</VisuallyHidden>
                </Check>
              )}
            </Choice>
          </Item>
        );
      })}
    </List>
  );
}
