import { createGlobalStyle } from 'styled-components';

// Page-level basics the widgets do not set themselves (they may live inside a partner page).
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    min-block-size: 100dvh;
    background: ${({ theme }) => theme.colors.bg};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.fonts.body};
  }
  /* Keep-alive screens are hidden with the attribute; no screen style may bring them back. */
  [hidden] { display: none !important; }
`;
