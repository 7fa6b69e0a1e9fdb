// The quote rows' styles (QuoteRow): plain class names styled once by the list container, so a tick re-renders a row
// without recomputing any CSS (bench/quote-storm.ts).
import { css, keyframes } from 'styled-components';

/** The busy stripes move one tile (a one-click order on its way). */
const placingStripes = keyframes`
  to {
    background-position: 17px 0;
  }
`;

/** Styles of `.pk-row` and its cells, applied once by the list container. */
export const rowStyles = css`
  .pk-row {
    display: grid;
    grid-template-columns: 32px minmax(0, 1fr) minmax(88px, auto) 84px;
    align-items: center;
    gap: ${({ theme }) => theme.space.md};
    inline-size: 100%;
    min-block-size: ${({ theme }) => theme.density.row};
    padding-block: ${({ theme }) => theme.space.sm};
    padding-inline: ${({ theme }) => theme.space.lg};
    border: none;
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    text-align: start;
    cursor: pointer;
    /* Off-screen rows skip style, layout and paint; a tick re-lays out only its own row (bench: layout was most
       of the frame with 500 rows). The intrinsic size is the content box of a one-line row (a button is border-box:
       the row height less its padding and border), so a row drawn for the first time keeps its height: an intrinsic
       size of the whole row made every row on the first screen 17 px taller for a frame, a layout shift of 0.15. */
    content-visibility: auto;
    contain-intrinsic-size: auto calc(${({ theme }) => theme.density.row} - 2 * ${({ theme }) => theme.space.sm} - 1px);
    contain: layout paint style;
  }
  .pk-row[aria-current='true'] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  .pk-row[aria-current='true'] .pk-name {
    color: ${({ theme }) => theme.colors.primary};
  }
  .pk-row:focus-visible,
  .pk-tool:focus-visible,
  .pk-quick button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
  .pk-logo {
    display: grid;
    place-items: center;
    inline-size: 32px;
    block-size: 32px;
    border-radius: 50%;
    overflow: hidden;
    background: ${({ theme }) => theme.colors.surfaceAlt};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 700;
  }
  .pk-logo img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
  .pk-name {
    display: flex;
    flex-direction: column;
    min-inline-size: 0;
  }
  .pk-name strong {
    overflow: hidden;
    font-size: ${({ theme }) => theme.fontSizes.md};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .pk-name small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  .pk-price {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-variant-numeric: tabular-nums;
    font-size: ${({ theme }) => theme.fontSizes.md};
    unicode-bidi: isolate;
    direction: ltr;
  }
  .pk-price {
    text-align: end;
  }
  .pk-change {
    min-inline-size: 76px;
    padding-block: ${({ theme }) => theme.space.xs};
    padding-inline: ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.sm};
    text-align: center;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    direction: ltr;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  .pk-row[data-dir='up'] .pk-change {
    color: ${({ theme }) => theme.colors.onUpDown};
    background: ${({ theme }) => theme.colors.up};
  }
  .pk-row[data-dir='down'] .pk-change {
    color: ${({ theme }) => theme.colors.onUpDown};
    background: ${({ theme }) => theme.colors.down};
  }
  /* A row with its own buttons (star, one-click Sell/Buy, a move handle): the row button takes the rest. */
  .pk-line {
    display: flex;
    align-items: stretch;
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
  }
  .pk-line > .pk-row {
    flex: 1;
    min-inline-size: 0;
    border-block-end: none;
  }
  .pk-line[data-dragging] {
    position: relative;
    z-index: 1;
    opacity: 0.85;
  }
  .pk-tool {
    flex: none;
    display: grid;
    place-items: center;
    inline-size: 40px;
    padding: 0;
    border: none;
    background: transparent;
    color: ${({ theme }) => theme.colors.textMuted};
    font: inherit;
    cursor: pointer;
  }
  .pk-tool[aria-pressed='true'] {
    color: ${({ theme }) => theme.colors.warning};
  }
  .pk-tool[data-handle] {
    cursor: grab;
    touch-action: none;
  }
  .pk-quick {
    flex: none;
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    padding-inline-end: ${({ theme }) => theme.space.sm};
  }
  .pk-quick button {
    min-inline-size: 44px;
    min-block-size: 36px;
    padding-inline: ${({ theme }) => theme.space.sm};
    border: none;
    border-radius: ${({ theme }) => theme.radii.sm};
    color: ${({ theme }) => theme.colors.onUpDown};
    font: inherit;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 700;
    cursor: pointer;
  }
  .pk-quick :first-child {
    background: ${({ theme }) => theme.colors.down};
  }
  .pk-quick :last-child {
    background: ${({ theme }) => theme.colors.up};
  }
  /* The order is on its way: the tap was taken, another one would be ignored. Moving darker stripes over the
     button's own colour say so without fading its label (which must keep its contrast) or changing its size. */
  .pk-quick [aria-busy='true'] {
    cursor: progress;
    background-image: repeating-linear-gradient(-45deg, rgb(0 0 0 / 0.2) 0 6px, transparent 6px 12px);
    background-size: 17px 17px;
    animation: ${placingStripes} 0.6s linear infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    .pk-quick [aria-busy='true'] {
      animation: none;
    }
  }
  /* With one-click Sell/Buy or an ordering handle on the row, the day's change gives up its column to them. */
  .pk-line[data-compact] .pk-row {
    grid-template-columns: 32px minmax(0, 1fr) auto;
  }
  .pk-line[data-compact] .pk-change {
    display: none;
  }
  /* A narrow list (a phone: 343 px, its side panel 330 px, the desktop pair column 360 px, each less the star): tighter
     gaps, a smaller logo and change, so a whole pair name such as "EUR/USD" still fits beside a five-decimal price. */
  @container (max-width: 419px) {
    .pk-row {
      grid-template-columns: 28px minmax(0, 1fr) auto 72px;
      gap: ${({ theme }) => theme.space.sm};
      padding-inline: ${({ theme }) => theme.space.md};
    }
    .pk-logo {
      inline-size: 28px;
      block-size: 28px;
    }
    .pk-change {
      min-inline-size: 0;
      padding-inline: ${({ theme }) => theme.space.xs};
    }
    .pk-line[data-compact] .pk-row {
      grid-template-columns: 28px minmax(0, 1fr) auto;
    }
  }
`;
