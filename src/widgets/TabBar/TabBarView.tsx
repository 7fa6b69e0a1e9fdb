import type { MouseEvent } from 'react';
import { styled } from 'styled-components';
import { useT } from '../provider';
import { Icon } from '../ui/icons';

/** The five tabs of docs/product.md#routes-and-screens, in its order. */
export const TAB_KEYS = ['documentary', 'orders', 'quotes', 'ranking', 'trade'] as const;
export type TabKey = (typeof TAB_KEYS)[number];

export interface TabBarViewProps {
  /** The tab of the current screen; none on screens that are not a tab (e.g. /user). */
  active?: TabKey | null;
  /** A tab was picked. */
  onSelect: (tab: TabKey) => void;
  /** When given, tabs are real links (open in a new tab, copy link) and clicks still go through onSelect. */
  hrefOf?(tab: TabKey): string;
}

const Bar = styled.nav`
  background: ${({ theme }) => theme.colors.surface};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  padding-block-end: env(safe-area-inset-bottom, 0);
`;

const List = styled.ul`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  flex: 1;
  min-inline-size: 0;
`;

const Tab = styled.a<{ $active: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xxs};
  inline-size: 100%;
  min-block-size: ${({ theme }) => theme.layout.tabBarHeight};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.xxs}`};
  border: none;
  background: none;
  color: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.textMuted)};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ $active }) => ($active ? 700 : 500)};
  text-decoration: none;
  text-align: center;
  overflow-wrap: anywhere;
  hyphens: auto; /* long single-word labels (et, fi, de) break with a hyphen where the browser can */
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;

/** Bottom navigation; the active tab carries aria-current="page". */
export function TabBarView({ active, onSelect, hrefOf }: TabBarViewProps) {
  const t = useT();
  return (
    <Bar>
      <List>
        {TAB_KEYS.map((key) => {
          const isActive = key === active;
          const onClick = (e: MouseEvent) => {
            e.preventDefault();
            onSelect(key);
          };
          return (
            <Item key={key}>
              <Tab
                as={hrefOf ? 'a' : 'button'}
                href={hrefOf?.(key)}
                type={hrefOf ? undefined : 'button'}
                $active={isActive}
                aria-current={isActive ? 'page' : undefined}
                onClick={onClick}
              >
                <Icon name={key} />
                <span>{t(`tab.${key}`)}</span>
              </Tab>
            </Item>
          );
        })}
      </List>
    </Bar>
  );
}
