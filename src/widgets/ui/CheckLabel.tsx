import { styled } from 'styled-components';

/** A checkbox with its words, the whole label a touch target 44 px high; the box keeps its size when the words wrap. */
export const CheckLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-block-size: 44px;
  input {
    flex: none;
    inline-size: 20px;
    block-size: 20px;
    margin: 0;
  }
`;
