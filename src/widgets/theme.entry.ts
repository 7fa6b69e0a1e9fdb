// Package entry 'pipkit/theme' (tsup.config.ts): the typed theme partners start from
// (`<PipkitProvider theme={{ colors: { primary: '#0a7' } }}>` — a partial theme is merged over defaultTheme).
// Not theme.ts itself: built alone, theme.ts's `declare module 'styled-components'` augmentation fails the type
// build (TS2664, the module is not loaded yet); importing styled-components' types first loads it.
import type {} from 'styled-components';
export * from './theme';
