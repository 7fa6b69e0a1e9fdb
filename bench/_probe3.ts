import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../server/app.js';
const dataDir = mkdtempSync(join(tmpdir(), 'pipkit-probe-'));
const app = await buildServer({ dataDir, feed: 'manual', adminToken: 'bench', logger: false, demoRateLimit: 100000 });
const users: number[] = [];
for (let i = 0; i < 50; i++) { const r = await app.inject({ method: 'GET', url: `/api/user/createAccountDemoForU?demo_id=probe_user_${i}_12345` }); users.push(r.json().data.user.id); }
const eur = app.engine.instrument('EURUSD')!.id;
const t0 = performance.now();
for (let i = 0; i < 500; i++) await app.engine.submit({ id: users[i % 50] }, { type: 1, cont: '0.01', forex_id: eur, status: 1, multiple: '100' });
console.log('engine.submit ms/op (50 users)', (performance.now() - t0) / 500);
await app.close();
