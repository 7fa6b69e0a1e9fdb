import { useId, useRef, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { useModalFocus } from './useModalFocus';

export interface DialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  /** Buttons row (confirm / cancel). */
  actions?: ReactNode;
  /** Escape and a click on the backdrop call this. */
  onClose: () => void;
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.overlay};
`;

const Panel = styled.div`
  inline-size: min(100%, 360px);
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.dialog};
  &:focus {
    outline: none;
  }
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Body = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-block-start: ${({ theme }) => theme.space.xl};
`;

/**
 * Modal dialog: role=dialog + aria-modal, labelled by its title. Rendered in place (not in a portal) so it keeps the
 * provider's `dir` and theme; position: fixed covers the viewport. Focus moves in on open (to the control marked
 * data-autofocus, else the first), Tab cycles inside, and focus returns to the opener on close (useModalFocus).
 */
export function Dialog({ open, title, children, actions, onClose }: DialogProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  useModalFocus(panelRef, open, onClose, 'control');

  if (!open) return null;
  return (
    <Backdrop onClick={(e) => e.target === e.currentTarget && onClose()}>
      <Panel ref={panelRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <Title id={titleId}>{title}</Title>
        {children && <Body>{children}</Body>}
        {actions && <Actions>{actions}</Actions>}
      </Panel>
    </Backdrop>
  );
}
