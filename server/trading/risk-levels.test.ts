// The two risk-rate levels: stop-out (the engine closes) and margin call (the trader is warned), both public settings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeServer } from '../testing.js';
import { adminHeaders } from './test-helpers.js';
import { marginCallOf } from './engine/trading-settings.js';

type App = Awaited<ReturnType<typeof makeServer>>;
let app: App;

beforeAll(async () => {
  app = await makeServer();
});
afterAll(async () => {
  await app.cleanup();
});

const put = (body: Record<string, unknown>) => call(app, 'PUT', '/admin/api/settings/trading', { headers: adminHeaders, body });
const publicSetting = async (key: string) => (await call(app, 'GET', `/api/default/setting?key=${key}`)).body;

describe('margin-call level', () => {
  it('defaults to 100 % over a 50 % stop-out, and anyone may read both', async () => {
    expect(await publicSetting('margin_call_level')).toMatchObject({ code: 1, data: '100' });
    expect(await publicSetting('stop_out_level')).toMatchObject({ code: 1, data: '50' });
  });

  it('is changed by an operator and must stay above the stop-out level', async () => {
    expect((await put({ margin_call_level: '120.5' })).body).toMatchObject({ code: 1, data: { margin_call_level: '120.5', stop_out_level: '50' } });
    const refused = (await put({ margin_call_level: '50' })).body;
    expect(refused.code).toBe(0);
    expect(refused.msg).toMatch(/margin_call_level \(50\) must be above stop_out_level \(50\)/);
    const both = (await put({ stop_out_level: '80', margin_call_level: '70' })).body;
    expect(both.code).toBe(0);
    // nothing of a refused request is saved
    expect(await publicSetting('stop_out_level')).toMatchObject({ data: '50' });
    expect(await publicSetting('margin_call_level')).toMatchObject({ data: '120.5' });
  });

  it('follows a stop-out raised past it, and refuses what is not a level', async () => {
    expect((await put({ stop_out_level: '150' })).body).toMatchObject({ code: 1, data: { stop_out_level: '150', margin_call_level: '300' } });
    expect((await put({ stop_out_level: '50', margin_call_level: '100' })).body).toMatchObject({ code: 1, data: { stop_out_level: '50', margin_call_level: '100' } });
    for (const bad of ['-1', '1e3', 'abc', '12345', '1.234']) expect((await put({ margin_call_level: bad })).body.code).toBe(0);
  });

  it('falls back to twice the stop-out level when the stored value is not above it', () => {
    expect(marginCallOf('100', '50')).toBe('100');
    expect(marginCallOf('50', '50')).toBe('100');
    expect(marginCallOf('', '30')).toBe('60');
    expect(marginCallOf(undefined, '50')).toBe('100');
  });
});
