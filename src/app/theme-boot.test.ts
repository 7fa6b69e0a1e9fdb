import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { darkTheme, defaultTheme } from '../widgets/theme';

describe('theme-boot.js', () => {
  it('paints the backgrounds of the two themes (kept equal to src/widgets/theme.ts)', () => {
    const boot = readFileSync(new URL('./public/theme-boot.js', import.meta.url), 'utf8');
    expect(boot).toContain(`'${darkTheme.colors.bg}'`);
    expect(boot).toContain(`'${defaultTheme.colors.bg}'`);
    expect(boot).toContain("'pipkit.settings'");
  });

  it('reads the language under the key the app stores it, and the island the build writes', async () => {
    const boot = readFileSync(new URL('./public/theme-boot.js', import.meta.url), 'utf8');
    const { LANGUAGE_KEY } = await import('../core/stores/language');
    expect(boot).toContain(`'${LANGUAGE_KEY}'`);
    expect(boot).toContain("'pipkit-dictionaries'");
  });

  it('preloads a listed screen only with a session, read under the key the app stores it', async () => {
    const boot = readFileSync(new URL('./public/theme-boot.js', import.meta.url), 'utf8');
    const { SESSION_KEY } = await import('../core/stores/session');
    expect(boot).toContain(`'${SESSION_KEY}'`);
    expect(boot).toContain("'pipkit-screens'");
  });
});
