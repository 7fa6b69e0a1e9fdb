import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const ctx = await b.newContext({ viewport: { width: 390, height: 844 } });
await ctx.addInitScript(() => localStorage.setItem('pipkit.lang','en'));
const p = await ctx.newPage();
await p.goto(process.env.U + '/#/register'); await p.waitForTimeout(1500);
console.log(await p.evaluate(() => [...document.querySelectorAll('input,select')].map(e => { const r = e.getBoundingClientRect(); return `${e.name||e.tagName} ${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`; }).join('\n')));
await b.close();
