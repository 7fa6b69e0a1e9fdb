import { chromium } from 'playwright-core';
import fs from 'node:fs';
const U = process.env.U;
const session = process.env.SESSION ? fs.readFileSync(process.env.SESSION, 'utf8') : null;
const langs = (process.env.LANGS || 'en').split(',');
const routes = (process.env.ROUTES || '/').split(',');
const vp = process.env.VP === 'desk' ? { width: 1440, height: 900 } : { width: 390, height: 844 };
const shoot = process.env.SHOOT !== '0';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const out = {};
for (const lang of langs) {
  const ctx = await b.newContext({ viewport: vp });
  await ctx.addInitScript(([l, s]) => { localStorage.setItem('pipkit.lang', l); if (s) localStorage.setItem('pipkit.session', s); }, [lang, session]);
  const page = await ctx.newPage();
  const errs = [];
  page.on('console', (m) => m.type() === 'error' && errs.push(m.text()));
  page.on('pageerror', (e) => errs.push(e.message));
  for (const r of routes) {
    await page.goto(`${U}/#${r}`);
    await page.waitForTimeout(+(process.env.WAIT || 1500));
    const text = await page.evaluate(() => document.body.innerText + '\n' + [...document.querySelectorAll('[placeholder],[aria-label],[title]')].map(e => e.getAttribute('placeholder')||e.getAttribute('aria-label')||e.getAttribute('title')).join('\n'));
    out[`${lang} ${r}`] = { text, dir: await page.evaluate(() => document.documentElement.dir), url: page.url(), errs: [...errs] };
    errs.length = 0;
    if (shoot) await page.screenshot({ path: `/tmp/shots/${lang}_${process.env.VP||'ph'}_${r.replace(/[^a-z0-9]+/gi,'_')}.png`, fullPage: process.env.FULL === '1' });
  }
  await ctx.close();
}
fs.writeFileSync(process.env.OUT || '/tmp/shots/out.json', JSON.stringify(out, null, 1));
await b.close();
