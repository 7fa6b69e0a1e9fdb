import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Redirect, Route, Router, Switch } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';
import { ThemeProvider } from 'styled-components';
import { $i18nReady, $language, loadLanguage, t } from '../core';
import { GlobalStyle } from '../app/layout/GlobalStyle';
import { useAppTheme } from '../app/useAppTheme';
import { ConsoleContext } from './core/context';
import type { ConsoleClient } from './core/client';
import { loadConsoleLabels } from './i18n';
import { SCREENS } from './screens';
import { SignIn } from './screens/SignIn';
import { ChangePassword } from './screens/SignIn/ChangePassword';
import { Shell } from './Shell';

/** The operator console: sign-in until there is a session, then the screens the operator's role opens. */
export function ConsoleApp({ client }: { client: ConsoleClient }) {
  const theme = useAppTheme();
  const session = useStore(client.$session);
  const lang = useStore($language);
  const ready = useStore($i18nReady);
  const [changingPassword, setChangingPassword] = useState(false);
  useEffect(() => {
    void loadLanguage(lang);
    void loadConsoleLabels(lang);
  }, [lang]);
  useEffect(() => {
    void client.restore();
  }, [client]);
  useEffect(() => {
    document.title = t('console.title');
  });
  const allowed = session ? SCREENS.filter((s) => session.permissions.includes(s.permission)) : [];
  return (
    <ConsoleContext.Provider value={client}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {!ready || session === undefined ? null : session === null ? (
          <SignIn />
        ) : (
          <Router hook={useHashLocation}>
            <Shell session={session} onChangePassword={() => setChangingPassword(true)} onSignOut={() => void client.signOut()}>
              <Switch>
                {allowed.map((s) => (
                  <Route key={s.path} path={s.path} component={s.component} />
                ))}
                <Route>{allowed[0] ? <Redirect to={allowed[0].path} replace /> : null}</Route>
              </Switch>
              {changingPassword && <ChangePassword onClose={() => setChangingPassword(false)} />}
            </Shell>
          </Router>
        )}
      </ThemeProvider>
    </ConsoleContext.Provider>
  );
}
