import { styled } from 'styled-components';

/** The fields of a console dialog, one under another; a native select as tall as the inputs beside it. */
export const DialogFields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  select {
    min-block-size: ${({ theme }) => theme.density.control};
    font: inherit;
  }
`;
