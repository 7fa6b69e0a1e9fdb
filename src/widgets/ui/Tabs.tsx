import { useRef, type KeyboardEvent } from 'react';
import { styled } from 'styled-components';

export interface TabItem<T extends string> {
  value: T;
  label: string;
}

export interface TabsProps<T extends string> {
  /** Accessible name of the tab list. */
  label: string;
  items: TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
  /** id prefix; tab i gets `${idPrefix}-tab-${value}` and controls `${idPrefix}-panel`. */
  idPrefix?: string;
}

const List = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xxs};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const Tab = styled.button<{ $active: boolean }>`
  flex: 1;
  min-block-size: ${({ theme }) => theme.density.tab};
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ $active }) => ($active ? 700 : 500)};
  color: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.textMuted)};
  background: ${({ theme, $active }) => ($active ? theme.colors.surface : 'transparent')};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

/**
 * WAI-ARIA tabs: role=tablist/tab, aria-selected, roving tabindex, arrow keys move and select
 * (ArrowRight/ArrowLeft are swapped in RTL by reading the computed direction).
 */
export function Tabs<T extends string>({ label, items, value, onChange, idPrefix }: TabsProps<T>) {
  const listRef = useRef<HTMLDivElement>(null);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const i = items.findIndex((it) => it.value === value);
    const rtl = listRef.current ? getComputedStyle(listRef.current).direction === 'rtl' : false;
    let next = -1;
    if (e.key === (rtl ? 'ArrowLeft' : 'ArrowRight')) next = (i + 1) % items.length;
    else if (e.key === (rtl ? 'ArrowRight' : 'ArrowLeft')) next = (i - 1 + items.length) % items.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = items.length - 1;
    if (next < 0) return;
    e.preventDefault();
    onChange(items[next].value);
    listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };
  return (
    <List role="tablist" aria-label={label} ref={listRef} onKeyDown={onKeyDown}>
      {items.map((it) => {
        const active = it.value === value;
        return (
          <Tab
            key={it.value}
            type="button"
            role="tab"
            id={idPrefix ? `${idPrefix}-tab-${it.value}` : undefined}
            aria-controls={idPrefix ? `${idPrefix}-panel` : undefined}
            aria-selected={active}
            tabIndex={active ? 0 : -1}
            $active={active}
            onClick={() => onChange(it.value)}
          >
            {it.label}
          </Tab>
        );
      })}
    </List>
  );
}
