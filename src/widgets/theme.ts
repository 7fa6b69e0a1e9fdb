// The typed theme every widget reads through styled-components. Partners override any part of it
// (`{ ...defaultTheme, colors: { ...defaultTheme.colors, primary: '#…' } }`).
// The colours are src/core/palette.ts's (picked for WCAG AA, as it says).

import { darkColors, lightColors } from '../core/palette';

export interface PipkitColors {
  /** Page background. */
  bg: string;
  /** Cards, sheets, inputs. */
  surface: string;
  /** Subtle fills: pressed rows, skeletons, inactive chips. */
  surfaceAlt: string;
  /** Body text: labels, prices, headings. */
  text: string;
  /** Secondary text; still AA on bg and surface. */
  textMuted: string;
  /** Hairlines: card and input borders, row separators. */
  border: string;
  /** Brand colour: primary buttons, active tabs and chips, links. */
  primary: string;
  /** Text on `primary`. */
  onPrimary: string;
  /** Rising prices, buy, profit (green). */
  up: string;
  /** Falling prices, sell, loss (red). */
  down: string;
  /** Text on `up` / `down` fills. */
  onUpDown: string;
  /** Errors: validation messages, destructive buttons, rejected states. */
  danger: string;
  /** Warnings: pending reviews, risk notices. */
  warning: string;
  /** Focus ring. */
  focus: string;
  /** Backdrop of dialogs and the spinner. */
  overlay: string;
  /** Background of toasts. */
  toastBg: string;
  /** Text of toasts. */
  toastText: string;
}

/** Heights that set how dense the widgets are; `compactDensity` suits desktop pages with a mouse. */
export interface PipkitDensity {
  /** Buttons, inputs, selects (44px by default: a touch target). */
  control: string;
  /** A row of a list: quote rows, settings rows, wallet rows. */
  row: string;
  /** Tabs and segmented choices. */
  tab: string;
}

export interface PipkitTheme {
  /** `light` or `dark`: native form controls and scrollbars follow it (CSS color-scheme). */
  colorScheme: 'light' | 'dark';
  /** Colours (CSS colours). */
  colors: PipkitColors;
  /** Control, row and tab heights. */
  density: PipkitDensity;
  /** Spacing scale (CSS lengths). */
  space: { xxs: string; xs: string; sm: string; md: string; lg: string; xl: string };
  /** Corner radii: sm small chips, md buttons and inputs, lg cards and sheets, pill badges. */
  radii: { sm: string; md: string; lg: string; pill: string };
  /** Font stacks: body for all text, mono for prices and figures. */
  fonts: { body: string; mono: string };
  /** Type scale (CSS lengths), xs captions to xxl headline figures. */
  fontSizes: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
  /** maxWidth: width of the centred app column on desktop; tabBarHeight: height of the bottom tab bar. */
  layout: { maxWidth: string; tabBarHeight: string };
  /** Elevation: card for cards and rows, dialog for dialogs and sheets. */
  shadows: { card: string; dialog: string };
  /** Stacking of the layers that float over the page. */
  zIndex: { tabBar: number; dialog: number; toast: number; spinner: number };
}

export const comfortableDensity: PipkitDensity = { control: '44px', row: '56px', tab: '40px' };
export const compactDensity: PipkitDensity = { control: '36px', row: '44px', tab: '32px' };

export const defaultTheme: PipkitTheme = {
  colorScheme: 'light',
  density: comfortableDensity,
  colors: lightColors,
  space: { xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px' },
  radii: { sm: '4px', md: '8px', lg: '14px', pill: '999px' },
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", "Noto Sans Thai", sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSizes: { xs: '12px', sm: '13px', md: '15px', lg: '17px', xl: '20px', xxl: '28px' },
  layout: { maxWidth: '560px', tabBarHeight: '60px' },
  shadows: { card: '0 1px 3px rgba(16, 24, 40, 0.08)', dialog: '0 12px 32px rgba(16, 24, 40, 0.24)' },
  zIndex: { tabBar: 10, dialog: 100, toast: 200, spinner: 300 },
};

export const darkTheme: PipkitTheme = {
  ...defaultTheme,
  colorScheme: 'dark',
  colors: darkColors,
  shadows: { card: '0 1px 3px rgba(0, 0, 0, 0.5)', dialog: '0 12px 32px rgba(0, 0, 0, 0.6)' },
};

export type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return !!v && typeof v === 'object' && !Array.isArray(v);
}

function deepMerge<T>(base: T, over: unknown): T {
  if (!isPlainObject(over) || !isPlainObject(base)) return base;
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(over)) {
    const was = out[k];
    if (isPlainObject(was)) out[k] = deepMerge(was, v);
    else if (was === undefined || typeof v === typeof was) out[k] = v;
  }
  return out as T;
}

/**
 * A whole theme from any number of partial ones, merged in order over `defaultTheme`:
 * `createTheme({ colors: { primary: '#0a7' } })`, `createTheme(darkTheme, { density: compactDensity })`.
 * Values of the wrong shape (a string where an object belongs) are ignored, so a theme read from an attribute
 * cannot break the widgets.
 */
export function createTheme(...overrides: (DeepPartial<PipkitTheme> | undefined)[]): PipkitTheme {
  return overrides.reduce<PipkitTheme>((theme, o) => deepMerge(theme, o), defaultTheme);
}

// Lets `${({ theme }) => theme.colors.up}` type-check in every styled component.
declare module 'styled-components' {
  export interface DefaultTheme extends PipkitTheme {}
}
