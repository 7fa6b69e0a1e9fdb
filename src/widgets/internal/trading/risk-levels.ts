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

const cache = new WeakMap<object, Promise<RiskLevels | null>>();

/** null when the server does not publish them (the bar then shows the rate without marks); asked again next time. */
export function loadRiskLevels(pipkit: Pick<Pipkit, 'api'>): Promise<RiskLevels | null> {
  let p = cache.get(pipkit);
  if (!p) {
    const ask = (key: string) => pipkit.api.basic.setting<string>(key, { showErrorMessage: false }).then((v) => (isDecimal(v) ? String(v) : null), () => null);
    p = Promise.all([ask('stop_out_level'), ask('margin_call_level')]).then(([stopOut, marginCall]) => {
      if (!stopOut) cache.delete(pipkit);
      return stopOut ? { stopOut, marginCall: marginCall ?? stopOut } : null;
    });
    cache.set(pipkit, p);
  }
  return p;
}
