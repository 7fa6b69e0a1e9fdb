import { styled } from 'styled-components';

// The look of a notice floating over the page (the connection banner, the app's new-version notice). Where it sits
// and its accent colour are its user's (`styled(FloatingRegion)` with an inset, `border-inline-start-color`), so each
// widget's theme tokens stay its own.

/** A strip fixed over the page that centres the notice it holds. Showing one moves nothing; clicks outside the notice reach the page. */
export const FloatingRegion = styled.div`
  position: fixed;
  inset-inline: 0;
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  justify-content: center;
  padding-inline: ${({ theme }) => theme.space.lg};
  pointer-events: none;
`;

/** A floating notice: the toasts' colours, with an accent on its starting edge. */
export const FloatingCard = styled.div`
  margin: 0;
  max-inline-size: min(100%, 420px);
  padding-block: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  border-inline-start: 4px solid;
  background: ${({ theme }) => theme.colors.toastBg};
  color: ${({ theme }) => theme.colors.toastText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  box-shadow: ${({ theme }) => theme.shadows.dialog};
`;
