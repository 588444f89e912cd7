/**
 * `npm run screenshots`: builds the site, serves it as `npm start` does, and saves
 * desktop and phone screenshots with Chromium into docs/screenshots/ — the home page
 * by default (the README shows those two), every company page with `--all`.
 * `--no-build` reuses the last build.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumArgs, ensureChromium } from './chromium';
import { startLocalStack } from './local-stack';

const outDir = fileURLToPath(new URL('../docs/screenshots/', import.meta.url));

const pages = [
  { name: 'home', path: '/' },
  { name: 'servicios', path: '/servicios' },
  { name: 'cultura', path: '/nosotros/cultura' },
  { name: 'equipo', path: '/nosotros/equipo' },
  { name: 'clientes', path: '/clientes/nuestros-clientes' },
  { name: 'empresa', path: '/contacto/empresa' },
  { name: 'privacidad', path: '/politicas-privacidad' },
] as const;

/** Desktop: the whole page at a common laptop width. Phone: the first screen, at 2× density. */
const devices = [
  { name: 'desktop', viewport: { width: 1440, height: 900 }, scale: 1, fullPage: true },
  { name: 'phone', viewport: { width: 390, height: 844 }, scale: 2, fullPage: false },
] as const;

async function main() {
  const all = process.argv.includes('--all');
  const build = !process.argv.includes('--no-build');
  mkdirSync(outDir, { recursive: true });
  const stack = await startLocalStack({ port: 0, build });
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });
  try {
    for (const target of all ? pages : pages.slice(0, 1)) {
      for (const device of devices) {
        const context = await browser.newContext({
          viewport: device.viewport,
          deviceScaleFactor: device.scale,
          locale: 'es-PE',
        });
        const page = await context.newPage();
        await page.goto(stack.url + target.path, { waitUntil: 'networkidle' });
        if (target.path === '/') {
          // Let the particles and the carousel start, as a visitor sees them a moment after load.
          await page.locator('canvas[data-particles="running"]').waitFor({ timeout: 10_000 });
          // The carousel starts once the visitor nears it: pass by it, then back to the top.
          await page.locator('[data-carousel]').scrollIntoViewIfNeeded();
          await page.locator('[data-carousel-ready="true"]').waitFor({ timeout: 10_000 });
          await page.evaluate(() => window.scrollTo(0, 0));
          await page.waitForTimeout(1500);
        }
        const file = `${outDir}${target.name}-${device.name}.png`;
        await page.screenshot({ path: file, fullPage: device.fullPage });
        console.log(`Captura guardada: ${file}`);
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
