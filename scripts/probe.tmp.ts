import { chromium } from 'playwright-core';
import { startLocalStack } from '/work/main/scripts/local-stack';
const stack = await startLocalStack({ port: 0, build: false });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
const page = await ctx.newPage();
page.on('console', (m) => console.log('console', m.type(), m.text()));
page.on('pageerror', (e) => console.log('pageerror ' + e.message));
await page.route('**/assets/*.js', async (route) => {
  const u = route.request().url();
  if (/root-|entry\.client|manifest-|HomePage|chunk/.test(u)) {
    console.log('hold', u);
    return;
  }
  await route.continue();
});
await page.goto(stack.url + '/', { waitUntil: 'load' });
const info = () =>
  page.evaluate(() => {
    const s = document.querySelector('[data-carousel]') as HTMLElement;
    const t = document.querySelector('[data-carousel-viewport] > div')!;
    return JSON.stringify({
      ready: s.dataset.carouselReady,
      idx: s.dataset.carouselIndex,
      tr: getComputedStyle(t).transform,
      vw: (document.querySelector('[data-carousel-viewport]') as HTMLElement).style.width,
    });
  });
console.log(await info());
// no wait
console.log(await info());
await page.getByRole('button', { name: 'Diapositiva siguiente' }).click();
await page.waitForTimeout(1000);
console.log(await info());
await browser.close();
await stack.stop();
