import { styled, keyframes } from 'styled-components';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.45; }
`;

/** A grey placeholder block shown while data loads; hidden from assistive technology (the caller announces loading). */
export const Skeleton = styled.span.attrs({ 'aria-hidden': true })<{ $width?: string; $height?: string }>`
  display: block;
  inline-size: ${({ $width }) => $width ?? '100%'};
  block-size: ${({ $height }) => $height ?? '1em'};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  animation: ${pulse} 1.4s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
