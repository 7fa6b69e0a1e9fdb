import { describe, expect, it, vi } from 'vitest';
import { loadRiskLevels } from './risk-levels';

const client = (basic: { settings?: (keys: readonly string[]) => Promise<unknown>; setting?: (key: string) => Promise<unknown> }) => {
  const settings = vi.fn(basic.settings ?? (async () => Promise.reject(new Error('no such route'))));
  const setting = vi.fn(basic.setting ?? (async () => Promise.reject(new Error('unknown'))));
  return { pipkit: { api: { basic: { settings, setting } } } as never, settings, setting };
};

describe('loadRiskLevels', () => {
  it('asks for both levels in one request, once per client', async () => {
    const c = client({ settings: async () => ({ stop_out_level: '50', margin_call_level: '120.5' }) });
    expect(await loadRiskLevels(c.pipkit)).toEqual({ stopOut: '50', marginCall: '120.5' });
    expect(await loadRiskLevels(c.pipkit)).toEqual({ stopOut: '50', marginCall: '120.5' });
    expect(c.settings).toHaveBeenCalledTimes(1);
    expect(c.settings).toHaveBeenCalledWith(['stop_out_level', 'margin_call_level'], { showErrorMessage: false });
    expect(c.setting).not.toHaveBeenCalled();
  });

  it('asks for each level when the server has no several-settings request', async () => {
    const values: Record<string, string> = { stop_out_level: '30', margin_call_level: '90' };
    const c = client({ setting: async (key) => values[key] });
    expect(await loadRiskLevels(c.pipkit)).toEqual({ stopOut: '30', marginCall: '90' });
    expect(c.setting.mock.calls.map(([key]) => key)).toEqual(['stop_out_level', 'margin_call_level']);
  });

  it('takes the stop-out level for a missing margin-call level, and nothing for a value that is not a level', async () => {
    expect(await loadRiskLevels(client({ settings: async () => ({ stop_out_level: '50' }) }).pipkit)).toEqual({ stopOut: '50', marginCall: '50' });
    const bad = client({ settings: async () => ({ stop_out_level: 'abc', margin_call_level: '100' }) });
    expect(await loadRiskLevels(bad.pipkit)).toBeNull();
    // nothing was learnt, so the next reader asks again
    expect(await loadRiskLevels(bad.pipkit)).toBeNull();
    expect(bad.settings).toHaveBeenCalledTimes(2);
  });

  it('is null when neither request is answered', async () => {
    expect(await loadRiskLevels(client({}).pipkit)).toBeNull();
  });
});
