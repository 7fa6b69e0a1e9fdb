import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $settings } from '../core';
import { darkTheme, defaultTheme, type PipkitTheme } from '../widgets/theme';
import { useMediaQuery } from './useMediaQuery';

/**
 * The app's theme from the person's setting (light, dark, or the device's preference, followed live). The page was
 * already painted in it by public/theme-boot.js; this keeps <html> in step when the setting or the device changes.
 */
export function useAppTheme(): PipkitTheme {
  const mode = useStore($settings).theme ?? 'system';
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)');
  const theme = mode === 'dark' || (mode === 'system' && prefersDark) ? darkTheme : defaultTheme;
  useEffect(() => {
    const root = document.documentElement;
    const dark = theme === darkTheme;
    root.setAttribute('data-theme', dark ? 'dark' : 'light');
    root.style.colorScheme = dark ? 'dark' : 'light';
    root.style.backgroundColor = theme.colors.bg;
  }, [theme]);
  return theme;
}
