// The field grid of an order's detail (a holding position's tools, a pending order's): two columns on a phone, labels
// above their inputs, a message or a field spanning both with class "wide".
import { styled } from 'styled-components';

export const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin-block-end: ${({ theme }) => theme.space.md};
  label {
    display: flex;
    flex-direction: column;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
  }
  .wide {
    grid-column: 1 / -1;
  }
  small {
    color: ${({ theme }) => theme.colors.danger};
  }
  .note {
    margin: 0;
    padding: ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  input,
  select {
    /* an input is about 180 px wide by default: two of them overflowed a 390 px phone */
    inline-size: 100%;
    min-inline-size: 0;
    min-block-size: 40px;
    padding-inline: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    font: inherit;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
`;
