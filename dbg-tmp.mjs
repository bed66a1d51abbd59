import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const p = await b.newPage();
await p.route('https://www.googletagmanager.com/**', r => r.abort());
p.on('console', m => console.log('console', m.type(), m.text()));
p.on('pageerror', e => console.log('pageerror', e.message));
p.on('request', r => { if (!r.url().includes('/assets/')) console.log('req', r.method(), r.url()); });
p.on('response', async r => { if (r.url().includes('_payload')) console.log('res', r.status(), r.url(), (await r.text()).slice(0,200)); else if (!r.url().includes('/assets/')) console.log('res', r.status(), r.url()); });
p.on('framenavigated', f => console.log('nav', f.url()));
const base = 'http://127.0.0.1:8791';
await p.goto(base + '/');
await p.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
await p.evaluate(() => window.__marker = 1);
for (const sel of process.argv.slice(2)) {
  console.log('---- click', sel);
  await p.locator(sel).first().click();
  await p.waitForTimeout(1500);
  console.log('URL', p.url(), await p.evaluate(() => window.__marker));
}
await b.close();
