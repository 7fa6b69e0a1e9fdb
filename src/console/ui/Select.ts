import { styled } from 'styled-components';

/** A console filter's native select, sized and coloured as the inputs beside it. */
export const Select = styled.select`
  min-block-size: ${({ theme }) => theme.density.control};
  padding-inline: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
`;
