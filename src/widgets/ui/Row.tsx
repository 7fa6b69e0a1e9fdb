import { styled } from 'styled-components';

/** A line of content with actions at its end; the first child takes the free space and wraps before the actions. */
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
