// The two palettes of the widgets' themes (src/widgets/theme.ts, which types them as PipkitColors and says what each
// role is for), as plain data in the core, so that the server's own pages (support chat, the unavailable page, the
// web app manifest) use the same colours: the server imports no widget.
// Picked for WCAG AA: every text colour reaches at least 4.5:1 on `bg` and `surface`, including `up` and `down`,
// because prices and P&L are read as text, not only as colour.

export const lightColors = {
  bg: '#f4f6fa',
  surface: '#ffffff',
  surfaceAlt: '#e9edf3',
  text: '#141a24',
  textMuted: '#4f5b6d',
  border: '#cfd6e0',
  primary: '#1b56c4',
  onPrimary: '#ffffff',
  up: '#0b7a3b',
  down: '#c2261d',
  onUpDown: '#ffffff',
  danger: '#b3261e',
  warning: '#8a5300',
  focus: '#1b56c4',
  overlay: 'rgba(10, 14, 22, 0.55)',
  toastBg: '#1f2633',
  toastText: '#ffffff',
};

// The same rule on dark surfaces: `primary`, `up` and `down` are lighter so they read on near-black, and the text on
// their fills turns dark.
export const darkColors = {
  bg: '#0e131b',
  surface: '#171d27',
  surfaceAlt: '#232b38',
  text: '#e8edf4',
  textMuted: '#a7b2c2',
  border: '#364152',
  primary: '#5c97ff',
  onPrimary: '#0b1220',
  up: '#3ccf7a',
  down: '#ff7066',
  onUpDown: '#0b1220',
  danger: '#ff7a70',
  warning: '#f2b45a',
  focus: '#8ab6ff',
  overlay: 'rgba(0, 0, 0, 0.6)',
  toastBg: '#e8edf4',
  toastText: '#141a24',
};
