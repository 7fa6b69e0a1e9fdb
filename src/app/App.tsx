import { Suspense, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Redirect, Route, Router, Switch, useLocation, useSearch } from 'wouter';
import { $i18nReady, afterFirstContent, firstContent, t } from '../core';
import { LoadBoundary } from '../widgets/internal/loading/LoadBoundary';
import { LoadFailed } from '../widgets/internal/loading/LoadFailed';
import { retryableLazy } from '../widgets/internal/loading/retryableLazy';
import { PipkitProvider } from '../widgets/provider';
import { Spinner } from '../widgets/Spinner';
import { TabBar, activeTabOf } from '../widgets/TabBar';
import { Toast } from '../widgets/Toast';
import { navigate, useHashLocation } from './hashLocation';
import { KeepAlive } from './KeepAlive';
import { GlobalStyle } from './layout/GlobalStyle';
import { Shell } from './layout/Shell';
import { NavigationEffects } from './NavigationEffects';
import { pipkit } from './pipkit';
import { RouteGate } from './RouteGate';
import { ROUTES, TAB_PATHS, findRoute } from './routes';
import { useAppTheme } from './useAppTheme';

// The connection banner and the new-version notice are not part of the first load (nothing to say before the socket
// has had a chance): their chunk is fetched after the first screen's content (core/firstContent.ts) when the browser
// is idle, well before a connection could be given up on.
// If even that fetch fails, they come when the connection is back.
const AppNotices = retryableLazy(() => import('./AppNotices').then((m) => m.AppNotices));
// The shortcuts' listener comes with them, not with the first screen: nobody types `/` or `?` before it has painted.
const KeyboardShortcuts = retryableLazy(() => import('./KeyboardShortcuts').then((m) => m.KeyboardShortcuts));

const KEPT = ROUTES.filter((r) => r.keepAlive);
const SWITCHED = ROUTES.filter((r) => !r.keepAlive);

function Screens() {
  const [path] = useLocation();
  const search = useSearch();
  const route = findRoute(path);
  const footer = route?.footer ? (
    <TabBar
      active={activeTabOf(TAB_PATHS, path, search)}
      onSelect={(tab) => navigate(TAB_PATHS[tab])}
      hrefOf={(tab) => `#${TAB_PATHS[tab]}`}
    />
  ) : undefined;
  useEffect(() => {
    document.title = t('common.appName');
  });
  return (
    <Shell footer={footer} wide={!!route?.wide} measure={route?.measure}>
      <KeepAlive routes={KEPT} />
      <Switch>
        {KEPT.map((r) => (
          // Rendered by <KeepAlive>; listed here only so they do not fall through to the catch-all.
          <Route key={r.path} path={r.path}>
            {null}
          </Route>
        ))}
        {SWITCHED.map((r) => (
          <Route key={r.path} path={r.path}>
            <div data-screen="">
              <RouteGate route={r} />
            </div>
          </Route>
        ))}
        <Route>
          {/* docs/product.md#routes-and-screens: any other path redirects to / */}
          <Redirect to="/" replace />
        </Route>
      </Switch>
    </Shell>
  );
}

export function App() {
  // Labels come from lazily loaded dictionaries: render once the current language is in, never raw keys.
  const ready = useStore($i18nReady);
  const theme = useAppTheme();
  const [idle, setIdle] = useState(false);
  useEffect(() => afterFirstContent(() => setIdle(true), { fallbackMs: 2000 }), []);
  useEffect(() => {
    void pipkit.actions.init();
    // Service mode: main mode switches /product to companies; status 0 leaves for the withdrawal URL (serviceMode.ts).
    // Its code (and the content endpoints) is not part of the first load, and the check waits for the first screen's
    // content (core/firstContent.ts): on a slow network its two requests would share the quote list's bandwidth.
    // A chunk that cannot load (offline) leaves the normal mode, as a failed check does; the next start asks again.
    void firstContent()
      .then(() => import('./serviceMode'))
      .then((m) => m.checkServiceMode(pipkit))
      .catch(() => undefined);
  }, []);
  return (
    <PipkitProvider client={pipkit} theme={theme}>
      <GlobalStyle />
      <Router hook={useHashLocation}>
        <NavigationEffects />
        {/* Last resort: a fault outside any screen (app bar, tab bar) says so with Retry / Reload, not a blank page. */}
        {ready && (
          <LoadBoundary fallback={(p) => <LoadFailed {...p} />}>
            <Screens />
          </LoadBoundary>
        )}
        {ready && idle && (
          <LoadBoundary fallback={() => null}>
            <Suspense fallback={null}>
              <AppNotices />
              <KeyboardShortcuts />
            </Suspense>
          </LoadBoundary>
        )}
      </Router>
      <Toast />
      <Spinner />
    </PipkitProvider>
  );
}
