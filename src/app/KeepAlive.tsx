import { createContext, useContext, useRef } from 'react';
import { useLocation } from 'wouter';
import { RouteGate } from './RouteGate';
import type { AppRoute } from './routes';

const ScreenActive = createContext(true);

/**
 * True while this screen is the one shown. A kept-alive screen stays mounted when hidden: it should pause
 * subscriptions / refresh when this turns true again (docs/product.md#routes-and-screens: on / and /trade the trade list is refreshed).
 */
export function useScreenActive(): boolean {
  return useContext(ScreenActive);
}

/** Kept-alive routes mount on first visit and then stay mounted, hidden with the `hidden` attribute. */
export function KeepAlive({ routes }: { routes: readonly AppRoute[] }) {
  const [path] = useLocation();
  const visited = useRef(new Set<string>());
  if (routes.some((r) => r.path === path)) visited.current.add(path);
  return (
    <>
      {routes
        .filter((r) => visited.current.has(r.path))
        .map((r) => {
          const active = r.path === path;
          return (
            <div key={r.path} hidden={!active} data-keep-alive={r.path}>
              <ScreenActive.Provider value={active}>
                <RouteGate route={r} />
              </ScreenActive.Provider>
            </div>
          );
        })}
    </>
  );
}
