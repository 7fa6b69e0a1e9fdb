import { styled } from 'styled-components';
import type { Toast } from '../../core';
// Brings the DefaultTheme augmentation into this entry's type build (tsup builds .d.ts per entry).
import type {} from '../theme';

export interface ToastViewProps {
  toasts: readonly Toast[];
  /** Tap to dismiss early (they also expire on their own in the core). */
  onDismiss?: (id: number) => void;
}

// The live region is always mounted: screen readers only announce changes inside a region that already exists.
const Region = styled.div`
  position: fixed;
  inset-block-start: 12%;
  inset-inline: 0;
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => theme.space.lg};
  pointer-events: none;
`;

const Item = styled.div<{ $kind: Toast['kind'] }>`
  max-inline-size: min(100%, 420px);
  padding-block: ${({ theme }) => theme.space.md};
  padding-inline: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  border-inline-start: 4px solid
    ${({ theme, $kind }) => ($kind === 'error' ? theme.colors.down : $kind === 'success' ? theme.colors.up : 'transparent')};
  background: ${({ theme }) => theme.colors.toastBg};
  color: ${({ theme }) => theme.colors.toastText};
  font-size: ${({ theme }) => theme.fontSizes.md};
  text-align: center;
  /* Server messages can be one long token (docs/product.md#errors: word-break). */
  word-break: break-word;
  overflow-wrap: anywhere;
  box-shadow: ${({ theme }) => theme.shadows.dialog};
  pointer-events: auto;
`;

/** Short messages (server msg, validation, 'logout success'), announced politely via role=status. */
export function ToastView({ toasts, onDismiss }: ToastViewProps) {
  return (
    <Region role="status" aria-live="polite">
      {toasts.map((toast) => (
        <Item key={toast.id} $kind={toast.kind} onClick={() => onDismiss?.(toast.id)}>
          {toast.text}
        </Item>
      ))}
    </Region>
  );
}
