import { useEffect, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { styled, ThemeProvider } from 'styled-components';
import { $language, languageInfo, loadLanguage, type Lang, type Pipkit } from '../../core';
import { defaultTheme, type PipkitTheme } from '../theme';
import { PipkitContext } from './context';

export interface PipkitProviderProps {
  /** From createPipkit(); bound widgets call its api and actions. Pure views work without it. */
  pipkit?: Pipkit | null;
  /** Partner overrides; defaults to defaultTheme. */
  theme?: PipkitTheme;
  /** Forces a language (stories, partner pages). Without it the persisted $language is used. */
  locale?: Lang;
  children?: ReactNode;
}

// The wrapper carries dir/lang so Arabic and Persian mirror through logical properties, and the base font,
// without touching the partner's <html>.
const Root = styled.div`
  font-family: ${({ theme }) => theme.fonts.body};
  color: ${({ theme }) => theme.colors.text};
  line-height: 1.4;
  -webkit-text-size-adjust: 100%;
`;

export function PipkitProvider({ pipkit = null, theme = defaultTheme, locale, children }: PipkitProviderProps) {
  const current = useStore($language);
  useEffect(() => {
    if (locale && locale !== $language.get()) $language.set(locale);
  }, [locale]);
  const lang = locale ?? current;
  useEffect(() => {
    // Dictionaries load lazily; useT() re-renders when this one arrives.
    void loadLanguage(lang);
  }, [lang]);
  const info = languageInfo(lang);
  return (
    <PipkitContext.Provider value={pipkit}>
      <ThemeProvider theme={theme}>
        <Root dir={info.dir} lang={info.locale}>
          {children}
        </Root>
      </ThemeProvider>
    </PipkitContext.Provider>
  );
}
