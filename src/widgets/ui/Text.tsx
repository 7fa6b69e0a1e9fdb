// Text styles shared by the widgets.
import { styled } from 'styled-components';

/** Secondary text. */
export const Muted = styled.p<{ $size?: 'sm' | 'md' }>`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme, $size }) => ($size === 'md' ? theme.fontSizes.md : theme.fontSizes.sm)};
  text-align: start;
`;

/** Codes, addresses and account numbers: monospace, left-to-right even in RTL, wrapping anywhere. */
export const Mono = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
  overflow-wrap: anywhere;
  direction: ltr;
  unicode-bidi: isolate;
`;
