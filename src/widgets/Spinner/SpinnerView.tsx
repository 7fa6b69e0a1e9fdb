import { styled, keyframes } from 'styled-components';
import { useT } from '../provider';

export interface SpinnerViewProps {
  /** Open loading requests exist (the client's spinner count > 0). */
  active: boolean;
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

// Covers the viewport and swallows clicks while a loading request runs (docs/product.md#constants-and-limits); no timeout by design.
const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.spinner};
  display: flex;
  align-items: center;
  justify-content: center;
  background: rgba(255, 255, 255, 0.35);
  cursor: progress;
`;

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.toastBg};
  color: ${({ theme }) => theme.colors.toastText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Ring = styled.span`
  inline-size: 32px;
  block-size: 32px;
  border-radius: 50%;
  border: 3px solid rgba(255, 255, 255, 0.3);
  border-block-start-color: ${({ theme }) => theme.colors.toastText};
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

/** Click-blocking loading overlay. */
export function SpinnerView({ active }: SpinnerViewProps) {
  const t = useT();
  if (!active) return null;
  return (
    <Overlay
      data-testid="pipkit-spinner"
      onClickCapture={(e) => {
        e.preventDefault();
        e.stopPropagation();
      }}
    >
      <Box role="status" aria-live="polite">
        <Ring aria-hidden="true" />
        <span>{t('common.loading')}</span>
      </Box>
    </Overlay>
  );
}
