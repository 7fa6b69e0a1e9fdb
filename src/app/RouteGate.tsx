import { Suspense, useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { $i18nComplete, t } from '../core';
import { LoadBoundary } from '../widgets/internal/loading/LoadBoundary';
import { LoadFailed } from '../widgets/internal/loading/LoadFailed';
import { pipkit } from './pipkit';
import { goBack } from './navigationHistory';
import type { AppRoute } from './routes';
import { ScreenLoading } from './layout/ScreenLoading';
import { firstLabelsCover } from './firstLabels';

/** `from` keeps `/` readable in the address (`#/login?from=/order?type%3D1`); the rest is encoded. */
export function loginPathFor(wanted: string): string {
  return `/login?from=${encodeURIComponent(wanted).replace(/%2F/g, '/')}`;
}

/** A demo user opened a real-account page by address: tell them (docs/product.md#roles-and-permissions) and return to where they were. */
function DemoBlocked() {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return; // StrictMode runs mount effects twice; one toast is enough
    done.current = true;
    pipkit.notify(t('msg.demoBlocked'), 'error');
    goBack('/user');
  }, []);
  return null;
}

/** Applies the route's guards, then renders its screen. */
export function RouteGate({ route }: { route: AppRoute }) {
  const loggedIn = useStore(pipkit.stores.session.$isLoggedIn);
  const isDemo = useStore(pipkit.stores.session.$isDemo);
  const [path] = useLocation();
  const search = useSearch();
  const complete = useStore($i18nComplete);
  if (route.auth && !loggedIn) return <Redirect replace to={loginPathFor(search ? `${path}?${search}` : path)} />;
  if (route.realOnly && isDemo) return <DemoBlocked />;
  // The first screen may start with its own labels only (firstLabels.ts); every other screen waits for them all.
  if (!complete && !firstLabelsCover(route.path)) return <ScreenLoading />;
  const Screen = route.screen;
  // A screen whose code cannot be fetched (offline, or a deploy replaced the files) or that fails while rendering
  // shows why and a retry, in place of that screen only: the tab bar and the other screens stay.
  return (
    <LoadBoundary fallback={(p) => <LoadFailed {...p} />}>
      <Suspense fallback={<ScreenLoading />}>
        <Screen />
      </Suspense>
    </LoadBoundary>
  );
}
