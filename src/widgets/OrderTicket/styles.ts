// The order ticket's styled elements, shared by the panel and the sheet layouts.
import { styled } from 'styled-components';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

export const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  label, .label {
    flex: 1;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
  }
`;

export const Field = styled.input`
  inline-size: 140px;
  min-block-size: 40px;
  padding-inline: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: center;
  &:disabled {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

export const Step = styled.button`
  inline-size: 40px;
  block-size: 40px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  cursor: pointer;
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

/** A date and time: as wide as the row leaves beside its label (its segments need about 220 px), aligned to the start. */
export const TimeField = styled(Field)`
  flex: 2;
  inline-size: auto;
  min-inline-size: 0;
  max-inline-size: 240px;
  padding-inline: ${({ theme }) => theme.space.xs};
  text-align: start;
`;

export const Select = styled.select`
  inline-size: 140px;
  min-block-size: 40px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
`;

export const Figures = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  /* Whole pixels: with the font's own line height (18.19 px) everything below sat on fractions of a pixel, and the
     Buy/Sell prices were drawn a pixel higher or lower from one render to the next. */
  line-height: 18px;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
    direction: ltr;
  }
  /* A sentence about the row above (a stop the server would refuse): the whole width, in the page's direction. */
  dd.wide {
    grid-column: 1 / -1;
    direction: inherit;
  }
`;

export const Message = styled.p<{ $tone: 'error' | 'info' }>`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : theme.colors.text)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

// A line under a field saying what its value means (a pending order's type).
export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

// Buy and Sell stay on screen while any of the ticket is: they stick to the bottom of the viewport, above whatever
// the page keeps there (the app sets --pipkit-sticky-bottom to its tab bar's height).
export const Sides = styled.div`
  position: sticky;
  inset-block-end: var(--pipkit-sticky-bottom, 0px);
  z-index: 1;
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.surface};
`;

export const Side = styled.button<{ $side: 'buy' | 'sell' }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  min-block-size: 56px;
  border: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $side }) => ($side === 'buy' ? theme.colors.up : theme.colors.down)};
  color: ${({ theme }) => theme.colors.onUpDown};
  font: inherit;
  font-weight: 700;
  line-height: 20px; /* two whole-pixel lines, centred on whole pixels (see Figures) */
  cursor: pointer;
  span {
    font-variant-numeric: tabular-nums;
    font-weight: 500;
    direction: ltr;
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  /* armed from the keyboard (B / S): Enter places it */
  &:focus-visible,
  &[data-armed] {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
