// Small building blocks shared by the content widgets (internal).
import { styled } from 'styled-components';

export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  text-align: start;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export const Ltr = styled.span`
  direction: ltr;
  unicode-bidi: isolate;
  overflow-wrap: anywhere;
  font-family: ${({ theme }) => theme.fonts.mono};
`;

export const Row = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  & > :first-child {
    flex: 1;
    min-inline-size: 0;
  }
`;
