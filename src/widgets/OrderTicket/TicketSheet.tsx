// The ticket laid out for a phone (layout="sheet"): a bar stuck to the bottom of the screen with a one-line summary
// of the order (type, lots, leverage, SL/TP) and Buy/Sell, so both stay in reach above the page's tab bar while the
// chart takes the screen. The summary is a disclosure button: it expands the rest of the ticket as a sheet rising
// above the bar over a dimmed page; tapping the dimmed page or Escape folds it again.
import { useRef, type FormHTMLAttributes, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Icon } from '../ui/icons';
import { useEscapeKey } from '../ui/useEscapeKey';

// Sticky, not fixed: the bar keeps its place in the page (nothing is hidden under it at the end of a scroll) and
// sticks to the bottom edge, above what the page keeps there (--pipkit-sticky-bottom, e.g. the app's tab bar).
const Bar = styled.form`
  position: sticky;
  inset-block-end: var(--pipkit-sticky-bottom, 0px);
  z-index: ${({ theme }) => theme.zIndex.tabBar + 2};
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md} ${({ theme }) => theme.radii.md} 0 0;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 -2px 8px rgba(0, 0, 0, 0.08);
`;

// Between the page (with its tab bar) and the bar: it dims everything but the ticket.
const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.tabBar + 1};
  background: ${({ theme }) => theme.colors.overlay};
`;

const Handle = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-block-size: 40px;
  padding-inline: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: start;
  cursor: pointer;
  span {
    flex: 1;
    min-inline-size: 0;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  svg {
    flex: none;
    transform: rotate(-90deg);
    transition: transform 0.15s;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(90deg);
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

// The expanded ticket, rising from the top edge of the bar; it scrolls on its own when the screen is short. It leaves
// a strip of the dimmed page above it to tap (the bar is about 120 px, the page may keep a tab bar below it): on a
// 667 px phone, 70 % of the screen reached 10 px from the top.
const Panel = styled.div`
  position: absolute;
  inset-inline: 0;
  inset-block-end: 100%;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  max-block-size: min(70dvh, calc(100dvh - var(--pipkit-sticky-bottom, 0px) - 200px));
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md} ${({ theme }) => theme.radii.md} 0 0;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.dialog};
`;

export interface TicketSheetProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'children'> {
  /** The order in one line (type · lots · leverage · SL/TP): the handle's text and accessible name. */
  summary: string;
  expanded: boolean;
  onExpanded?: (open: boolean) => void;
  /** Mode, fields, estimates and messages: shown in the sheet when expanded. */
  details: ReactNode;
  /** What must stay visible while folded (market closed, errors the trader has to see). */
  notice?: ReactNode;
  /** Buy and Sell. */
  sides: ReactNode;
  panelId: string;
}

export function TicketSheet({ summary, expanded, onExpanded, details, notice, sides, panelId, ...form }: TicketSheetProps) {
  const handle = useRef<HTMLButtonElement>(null);
  useEscapeKey(expanded, () => {
    onExpanded?.(false);
    handle.current?.focus();
  });
  return (
    <>
      {expanded && <Backdrop data-testid="ticket-backdrop" onClick={() => onExpanded?.(false)} />}
      <Bar {...form} data-layout="sheet" data-expanded={expanded || undefined}>
        <Handle ref={handle} type="button" aria-expanded={expanded} aria-controls={panelId} onClick={() => onExpanded?.(!expanded)}>
          <span>{summary}</span>
          <Icon name="chevron" size={18} />
        </Handle>
        {/* After the handle in the document, so Tab goes handle → fields → Buy/Sell, though it is drawn above. */}
        {expanded && <Panel id={panelId}>{details}</Panel>}
        {notice}
        {sides}
      </Bar>
    </>
  );
}
