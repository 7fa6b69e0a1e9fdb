import { describe, expect, it } from 'vitest';
import { layerOf } from './layerWishes';

const dark = { colors: { bg: '#000000' } };
const light = { colors: { bg: '#ffffff' } };

describe('layerOf (the page-wide layer of embedded widgets)', () => {
  it('shows nothing when no widget wants toasts or the banner', () => {
    expect(layerOf([])).toBeNull();
    expect(layerOf([{ toasts: false, connection: false, theme: dark }])).toBeNull();
  });

  it('shows what any live widget wants, whichever was mounted first', () => {
    const quiet = { toasts: false, connection: false };
    const toastsOnly = { toasts: true, connection: false };
    const bannerOnly = { toasts: false, connection: true };
    expect(layerOf([quiet, toastsOnly])).toEqual({ toasts: true, connection: false, theme: undefined });
    expect(layerOf([toastsOnly, quiet])).toEqual({ toasts: true, connection: false, theme: undefined });
    expect(layerOf([toastsOnly, bannerOnly])).toEqual({ toasts: true, connection: true, theme: undefined });
  });

  it('takes the theme of the latest widget that wants the layer', () => {
    expect(layerOf([{ toasts: true, connection: true, theme: dark }, { toasts: true, connection: true, theme: light }])?.theme).toBe(light);
    // a widget that wants no layer does not dress it
    expect(layerOf([{ toasts: true, connection: true, theme: dark }, { toasts: false, connection: false, theme: light }])?.theme).toBe(dark);
  });
});
