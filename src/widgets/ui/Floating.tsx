import { styled } from 'styled-components';

/**
 * A strip fixed over the page — at its top, or above the tab bar — that centres the notice it holds. Showing one
 * moves nothing; clicks outside the notice reach the page.
 */
export const FloatingRegion = styled.div<{ $edge: 'top' | 'bottom' }>`
  position: fixed;
  ${({ theme, $edge }) =>
    $edge === 'top'
      ? 'inset-block-start: calc(env(safe-area-inset-top, 0px) + 8px);'
      : `inset-block-end: calc(env(safe-area-inset-bottom, 0px) + ${theme.layout.tabBarHeight} + 8px);`}
  inset-inline: 0;
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  justify-content: center;
  padding-inline: ${({ theme }) => theme.space.lg};
  pointer-events: none;
`;

/** A floating notice: the toasts' colours, with an accent on its starting edge. */
export const FloatingCard = styled.div<{ $accent: 'warning' | 'primary' }>`
  margin: 0;
  max-inline-size: min(100%, 420px);
  padding-block: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  border-inline-start: 4px solid ${({ theme, $accent }) => theme.colors[$accent]};
  background: ${({ theme }) => theme.colors.toastBg};
  color: ${({ theme }) => theme.colors.toastText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  box-shadow: ${({ theme }) => theme.shadows.dialog};
`;
