import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const pages = process.argv.slice(2);
for (const p of pages) {
  const c = await b.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
  const page = await c.newPage();
  await page.goto('http://localhost:4173' + p, { waitUntil: 'networkidle' });
  await page.screenshot({ path: '/tmp/shot' + p.replaceAll('/', '_') + '.png', fullPage: true });
  await c.close();
}
await b.close();
