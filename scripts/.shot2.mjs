import { chromium } from 'playwright-core';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
page.on('pageerror', (e) => console.log('pageerror', e.message));
page.on('console', (m) => m.type() === 'error' && console.log('console', m.text()));
await page.route('https://www.googletagmanager.com/**', (r) => r.abort());
await page.goto('http://127.0.0.1:8787' + process.argv[2]);
await page.waitForSelector('html[data-hydrated="true"]');
await page.screenshot({ path: '/tmp/shot.png' });
console.log(await page.title());
await browser.close();
