import { styled } from 'styled-components';

/** A list of cards (news, traders): one column on a phone, as many 320 px columns as the container holds on a
 * desktop (the app's /news and /rank, a partner's wide page). Render it `as="ol"` when the order means something. */
export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr));
  align-items: start;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;
