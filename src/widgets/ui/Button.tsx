import { styled, css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

// A real <button> (keyboard, focus and disabled for free); `$variant`/`$block` are transient so they never reach the DOM.
export const Button = styled.button.attrs<{ type?: string }>((p) => ({ type: p.type ?? 'button' }))<{
  $variant?: ButtonVariant;
  $block?: boolean;
}>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-block-size: ${({ theme }) => theme.density.control}; /* touch target by default */
  padding-block: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid transparent;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 600;
  cursor: pointer;
  inline-size: ${({ $block }) => ($block ? '100%' : 'auto')};
  ${({ theme, $variant = 'primary' }) => {
    const c = theme.colors;
    switch ($variant) {
      case 'secondary':
        return css`background: ${c.surface}; color: ${c.primary}; border-color: ${c.primary};`;
      case 'ghost':
        return css`background: transparent; color: ${c.primary};`;
      case 'danger':
        return css`background: ${c.danger}; color: ${c.onPrimary};`;
      default:
        return css`background: ${c.primary}; color: ${c.onPrimary};`;
    }
  }}
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** A button that looks like a link, for secondary navigation (register, forgot password). */
export const LinkButton = styled.button.attrs({ type: 'button' })`
  background: none;
  border: none;
  padding: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: underline;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
