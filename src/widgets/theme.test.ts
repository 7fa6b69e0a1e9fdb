import { describe, expect, it } from 'vitest';
import { compactDensity, createTheme, darkTheme, defaultTheme } from './theme';

// WCAG relative luminance and contrast ratio, to hold both themes to the AA promise in src/core/palette.ts.
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

describe('createTheme', () => {
  it('rebrands with one partial object and leaves the rest of the default', () => {
    const theme = createTheme({ colors: { primary: '#00aa77' }, radii: { md: '2px' } });
    expect(theme.colors.primary).toBe('#00aa77');
    expect(theme.colors.up).toBe(defaultTheme.colors.up);
    expect(theme.radii).toEqual({ ...defaultTheme.radii, md: '2px' });
    expect(defaultTheme.colors.primary).not.toBe('#00aa77'); // the default is not mutated
  });

  it('layers several partial themes in order', () => {
    const theme = createTheme(darkTheme, { density: compactDensity }, { colors: { up: '#00ff00' } });
    expect(theme.colorScheme).toBe('dark');
    expect(theme.density).toEqual(compactDensity);
    expect(theme.colors.bg).toBe(darkTheme.colors.bg);
    expect(theme.colors.up).toBe('#00ff00');
  });

  it('ignores values of the wrong shape instead of breaking the widgets', () => {
    const theme = createTheme({ colors: 'red' as never, space: undefined });
    expect(theme.colors).toEqual(defaultTheme.colors);
    expect(theme.space).toEqual(defaultTheme.space);
  });
});

describe.each([
  ['light', defaultTheme],
  ['dark', darkTheme],
])('%s theme colours', (_, theme) => {
  const c = theme.colors;
  it.each(['text', 'textMuted', 'up', 'down', 'danger', 'warning', 'primary'] as const)('%s reaches 4.5:1 on bg and surface', (key) => {
    expect(contrast(c[key], c.bg)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(c[key], c.surface)).toBeGreaterThanOrEqual(4.5);
  });
  it('text on primary and on up/down fills reaches 4.5:1', () => {
    expect(contrast(c.onPrimary, c.primary)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(c.onUpDown, c.up)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(c.onUpDown, c.down)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(c.toastText, c.toastBg)).toBeGreaterThanOrEqual(4.5);
  });
});
