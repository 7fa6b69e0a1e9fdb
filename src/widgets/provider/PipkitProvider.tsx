import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { styled, ThemeProvider } from 'styled-components';
import { $language, loadLanguage, localeTag, textDirection, type Lang } from '../../core';
import { createTheme, type DeepPartial, type PipkitTheme } from '../theme';
import { PipkitContext } from './context';
import { useClient, type PipkitClientInput } from './useClient';

export interface PipkitProviderProps {
  /**
   * What bound widgets talk to: a client from createPipkit(), or its options — `{ apiBase, token, socket }` (API
   * origin, token source, live socket on/off) — and the provider makes and owns one. Pure views need neither.
   */
  client?: PipkitClientInput | null;
  /**
   * Any part of the theme, merged over defaultTheme — or, in a provider nested in another, over that one's theme:
   * `{ colors: { primary: '#0a7' } }` rebrands every widget.
   */
  theme?: DeepPartial<PipkitTheme>;
  /** Forces a language (stories, partner pages). Without it the persisted $language is used. */
  locale?: Lang;
  /** The widgets. */
  children?: ReactNode;
}

// The wrapper carries dir/lang so Arabic and Persian mirror through logical properties, and the base font,
// without touching the partner's <html>. Sizes inside include padding and border (as in the app, whose global style
// sets the same): on a partner page without that reset, a full-width input with padding ran past its column.
const Root = styled.div`
  font-family: ${({ theme }) => theme.fonts.body};
  color: ${({ theme }) => theme.colors.text};
  line-height: 1.4;
  color-scheme: ${({ theme }) => theme.colorScheme};
  -webkit-text-size-adjust: 100%;
  &,
  & *,
  & *::before,
  & *::after {
    box-sizing: border-box;
  }
`;

// The theme of the enclosing PipkitProvider. A nested one (a second client on the page) starts from it, so its widgets
// keep the page's dark theme or brand instead of the light default. Not styled-components' own theme context: on a
// partner page that one may hold the partner's theme, which is not ours to merge. Pure: a widget entry that imports
// the provider's barrel for useT() alone does not carry it.
const EnclosingTheme = /* @__PURE__ */ createContext<PipkitTheme | undefined>(undefined);

/** Gives every widget inside it the client, the theme and the language, on its own `<div dir lang>`. */
export function PipkitProvider({ client: clientInput, theme, locale, children }: PipkitProviderProps) {
  const client = useClient(clientInput);
  const base = useContext(EnclosingTheme);
  const resolved = useMemo(() => createTheme(base, theme), [base, theme]);
  const current = useStore($language);
  useEffect(() => {
    if (locale && locale !== $language.get()) $language.set(locale);
  }, [locale]);
  const lang = locale ?? current;
  useEffect(() => {
    // Dictionaries load lazily; useT() re-renders when this one arrives.
    void loadLanguage(lang);
  }, [lang]);
  // A provider making its own client renders its children once the client exists (one effect later), so bound
  // widgets never see a missing client.
  const waiting = !!clientInput && !client;
  return (
    <PipkitContext.Provider value={client}>
      <EnclosingTheme.Provider value={resolved}>
        <ThemeProvider theme={resolved}>
          <Root dir={textDirection(lang)} lang={localeTag(lang)}>
            {waiting ? null : children}
          </Root>
        </ThemeProvider>
      </EnclosingTheme.Provider>
    </PipkitContext.Provider>
  );
}
