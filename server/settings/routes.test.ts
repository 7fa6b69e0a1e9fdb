import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, makeServer } from '../testing.js';
import { SETTING_DEFAULTS } from './index.js';

let app: Awaited<ReturnType<typeof makeServer>>;
beforeAll(async () => {
  app = await makeServer();
});
afterAll(() => app.cleanup());

describe('GET /api/default/area_list', () => {
  it('lists 200+ calling codes with unique ids and codes, Hong Kong second', async () => {
    const r = await call(app, 'GET', '/api/default/area_list?t=1');
    const list = r.body.data as { id: number; code: string; global_code: string; name: string }[];
    expect(r.body.code).toBe(1);
    expect(list.length).toBeGreaterThanOrEqual(200);
    expect(new Set(list.map((a) => a.id)).size).toBe(list.length);
    expect(new Set(list.map((a) => a.code)).size).toBe(list.length);
    for (const a of list) {
      expect(a.code).toMatch(/^[A-Z]{2}$/);
      expect(a.global_code).toMatch(/^\d{1,4}$/);
    }
    expect(list[1]).toEqual({ id: 2, code: 'HK', global_code: '852', name: 'Hong Kong' });
    expect(list.find((a) => a.code === 'US')?.global_code).toBe('1');
    expect(list.find((a) => a.code === 'DE')?.global_code).toBe('49');
  });
});

describe('settings', () => {
  it('getBasicInfo returns defaults, then stored values', async () => {
    const r = await call(app, 'GET', '/api/basicSet/getBasicInfo');
    // Other parts may register defaults (content sets service_link), so compare with the registry.
    expect(r.body.data).toEqual({ service_link: SETTING_DEFAULTS.service_link, service_link_type: 1, verify_reg_type: 1, trade_fee_type: 1, title: 'Pipkit' });
    const admin = { authorization: `Bearer ${ADMIN}` };
    await call(app, 'PUT', '/admin/api/settings', { headers: admin, body: { key: 'title', value: 'DEMO' } });
    await call(app, 'PUT', '/admin/api/settings', { headers: admin, body: { key: 'verify_reg_type', value: '2' } });
    const after = await call(app, 'GET', '/api/basicSet/getBasicInfo');
    expect(after.body.data).toMatchObject({ title: 'DEMO', verify_reg_type: 2 });
  });

  it('GET /api/default/setting returns a public value and refuses others', async () => {
    expect((await call(app, 'GET', '/api/default/setting?key=is_show_mobile')).body).toEqual({ code: 1, msg: 'success', data: '1' });
    await call(app, 'PUT', '/admin/api/settings', { headers: { authorization: `Bearer ${ADMIN}` }, body: { key: 'is_show_mobile', value: '3' } });
    expect((await call(app, 'GET', '/api/default/setting?key=is_show_mobile')).body.data).toBe('3');
    expect((await call(app, 'GET', '/api/default/setting?key=secret_thing')).body).toEqual({ code: 0, msg: 'Unknown setting', data: null });
    expect((await call(app, 'GET', '/api/default/setting')).body.msg).toBe('key is required');
  });

  it('GET /api/default/settings returns several public values in one answer and refuses any other key', async () => {
    const admin = { authorization: `Bearer ${ADMIN}` };
    await call(app, 'PUT', '/admin/api/settings', { headers: admin, body: { key: 'title', value: 'Pipkit, live' } });
    expect((await call(app, 'GET', '/api/default/settings?keys=title,is_show_mobile,title&t=1')).body).toEqual({
      code: 1,
      msg: 'success',
      data: { title: 'Pipkit, live', is_show_mobile: (await call(app, 'GET', '/api/default/setting?key=is_show_mobile')).body.data },
    });
    // one key that is not public refuses the whole request: nothing of it is revealed
    expect((await call(app, 'GET', '/api/default/settings?keys=title,secret_thing')).body).toEqual({ code: 0, msg: 'Unknown setting', data: null });
    expect((await call(app, 'GET', '/api/default/settings')).body.msg).toBe('keys is required');
    for (const bad of ['', 'title,', ',title', 'title,,is_show_mobile', 'Title', 'title;drop', 'x'.repeat(513)]) {
      const r = await call(app, 'GET', `/api/default/settings?keys=${encodeURIComponent(bad)}`);
      expect(r.status, bad).toBe(200);
      expect(r.body.code, bad).toBe(0);
      expect(r.body.msg, bad).toMatch(/^keys /);
    }
  });
});
