// The server's two risk-rate levels (public settings stop_out_level and margin_call_level), asked once per client.
// Without React: the stop-out watcher (a lazy chunk) and the account summary's hook both read them from here.
import type { Pipkit } from '../../../core/pipkit';
import { isDecimal } from '../../../core/money';

export interface RiskLevels {
  /** % risk rate at which the engine closes positions */
  stopOut: string;
  /** % risk rate below which the trader is warned */
  marginCall: string;
}

const KEYS = ['stop_out_level', 'margin_call_level'] as const;

const cache = new WeakMap<object, Promise<RiskLevels | null>>();

/** null when the server does not publish them (the bar then shows the rate without marks); asked again next time. */
export function loadRiskLevels(pipkit: Pick<Pipkit, 'api'>): Promise<RiskLevels | null> {
  let p = cache.get(pipkit);
  if (!p) {
    const quiet = { showErrorMessage: false };
    const level = (v: unknown) => (isDecimal(v) ? String(v) : null);
    // One request for both (on /order's first load it travels beside the app's code, docs/performance.md); a server
    // without that extension (docs/server.md "Settings") is asked for each.
    const ask = (key: string) => pipkit.api.basic.setting<string>(key, quiet).then(level, () => null);
    p = pipkit.api.basic
      .settings(KEYS, quiet)
      .then(
        (all) => [level(all?.stop_out_level), level(all?.margin_call_level)],
        () => Promise.all(KEYS.map(ask)),
      )
      .then(([stopOut, marginCall]) => {
        if (!stopOut) cache.delete(pipkit);
        return stopOut ? { stopOut, marginCall: marginCall ?? stopOut } : null;
      });
    cache.set(pipkit, p);
  }
  return p;
}
