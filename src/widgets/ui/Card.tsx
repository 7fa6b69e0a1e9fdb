// The card every widget shows its content on: one surface (radius, background, shadow) and one layout in two
// densities — roomy for account forms, compact for funds and content panels.
import { css, styled } from 'styled-components';

/** The card surface alone, for cards with their own layout (news items, ranking rows, company cards). */
export const cardSurface = css`
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const cardLayout = css<{ $compact?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $compact }) => ($compact ? theme.space.md : theme.space.lg)};
  padding: ${({ theme, $compact }) => ($compact ? theme.space.lg : theme.space.xl)};
  text-align: start;
`;

export const Card = styled.section<{ $compact?: boolean }>`
  ${cardSurface}
  ${cardLayout}
`;

/** A card that is a form (sign-up, password, identity …). */
export const FormCard = styled.form<{ $compact?: boolean }>`
  ${cardSurface}
  ${cardLayout}
`;
