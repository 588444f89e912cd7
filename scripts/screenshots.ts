/**
 * `npm run screenshots`: builds the site, serves it as `npm start` does, and saves desktop and
 * phone screenshots into docs/screenshots/ — the home page by default (the README shows those
 * two), every company page with `--all`. `--no-build` reuses the last build.
 *
 * In Chromium by default; `--engine firefox` or `--engine webkit` (repeatable) or
 * `--every-engine` shoot the same pages in Gecko and WebKit too, into docs/screenshots/<engine>/,
 * so a person can put them side by side (decision 092). WebKitGTK's driver shoots at one device
 * pixel per CSS pixel: its phone screenshots are half the others' size.
 *
 * `--sheet <path>` lays one route out side by side instead: the three engines at 390 and at 1280 px,
 * whole pages, in one contact sheet (docs/screenshots/sheet<path>.png, not committed), so a person
 * reviews a change in every engine in a minute.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { type EngineName, engineNames } from './engines/engine';
import { launchEngine } from './engines/launch';
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

/** How long an awaited state may take on a busy machine. */
const PATIENCE_MS = 15_000;

/** The engines the command line asks for: Chromium unless told otherwise. */
function requestedEngines(argv: readonly string[]): EngineName[] {
  if (argv.includes('--every-engine')) return [...engineNames];
  const named = argv.flatMap((arg, index) => (arg === '--engine' ? [argv[index + 1] ?? ''] : []));
  for (const name of named) {
    if (!engineNames.includes(name as EngineName))
      throw new Error(`Motor desconocido: "${name}" (${engineNames.join(', ')})`);
  }
  return named.length > 0 ? [...new Set(named as EngineName[])] : ['chromium'];
}

/** The widths a contact sheet compares, each shown at a scale that fits three side by side. */
const sheetWidths = [
  { name: '390 px', viewport: { width: 390, height: 844 }, shownAt: 1 },
  { name: '1280 px', viewport: { width: 1280, height: 800 }, shownAt: 0.5 },
] as const;

/** The route the contact sheet shows, when `--sheet <path>` asks for one. */
function sheetRoute(argv: readonly string[]): string | undefined {
  const at = argv.indexOf('--sheet');
  if (at === -1) return undefined;
  const path = argv[at + 1] ?? '';
  if (!path.startsWith('/')) throw new Error(`--sheet espera la ruta de una página, como /servicios`);
  return path;
}

/** A route in every engine at each width of the sheet, as PNGs keyed by engine and width. */
async function shootEverywhere(url: string) {
  const shots: { engine: string; width: string; shownAt: number; png: string }[] = [];
  for (const name of engineNames) {
    const engine = await launchEngine(name);
    try {
      for (const width of sheetWidths) {
        const page = await engine.newPage({ viewport: width.viewport, deviceScaleFactor: 1 });
        try {
          await page.goto(url);
          await waitUntil(() =>
            page.evaluate(() => document.documentElement.hasAttribute('data-behaviours')),
          );
          const png = Buffer.from(await page.screenshot({ fullPage: true })).toString('base64');
          shots.push({ engine: engine.version, width: width.name, shownAt: width.shownAt, png });
        } finally {
          await page.close();
        }
      }
    } finally {
      await engine.close();
    }
  }
  return shots;
}

/** The contact sheet: one column per engine, one row per width, drawn and shot in Chromium. */
async function contactSheet(stackUrl: string, path: string) {
  const shots = (await shootEverywhere(stackUrl + path)).sort(
    (a, b) =>
      sheetWidths.findIndex((w) => w.name === a.width) -
      sheetWidths.findIndex((w) => w.name === b.width),
  );
  const engine = await launchEngine('chromium');
  try {
    const page = await engine.newPage({ viewport: { width: 2000, height: 900 } });
    await page.evaluate(async (cells) => {
      document.body.style.cssText =
        'margin:0;padding:16px;background:#e9ecef;font:14px system-ui,sans-serif;' +
        'display:grid;grid-template-columns:repeat(3,max-content);gap:16px;align-items:start';
      for (const cell of cells) {
        const figure = document.createElement('figure');
        figure.style.cssText = 'margin:0;background:#fff;padding:8px';
        const caption = document.createElement('figcaption');
        caption.textContent = `${cell.engine} · ${cell.width}`;
        const image = new Image();
        image.src = `data:image/png;base64,${cell.png}`;
        await image.decode();
        image.width = image.naturalWidth * cell.shownAt;
        image.style.display = 'block';
        figure.append(caption, image);
        document.body.append(figure);
      }
    }, shots);
    mkdirSync(outDir, { recursive: true });
    const file = `${outDir}sheet${path === '/' ? '-inicio' : path.replaceAll('/', '-')}.png`;
    writeFileSync(file, await page.screenshot({ fullPage: true }));
    console.log(`Hoja de contactos guardada: ${file}`);
  } finally {
    await engine.close();
  }
}

async function main() {
  const sheet = sheetRoute(process.argv);
  if (sheet !== undefined) {
    const stack = await startLocalStack({ port: 0, build: !process.argv.includes('--no-build') });
    try {
      await contactSheet(stack.url, sheet);
    } finally {
      await stack.stop();
    }
    return;
  }
  const all = process.argv.includes('--all');
  const build = !process.argv.includes('--no-build');
  const engines = requestedEngines(process.argv);
  const stack = await startLocalStack({ port: 0, build });
  try {
    for (const name of engines) {
      const dir = name === 'chromium' ? outDir : `${outDir}${name}/`;
      mkdirSync(dir, { recursive: true });
      const engine = await launchEngine(name);
      console.log(`${engine.version}:`);
      try {
        for (const target of all ? pages : pages.slice(0, 1)) {
          for (const device of devices) {
            const page = await engine.newPage({
              viewport: device.viewport,
              deviceScaleFactor: device.scale,
            });
            try {
              await page.goto(stack.url + target.path);
              await waitUntil(() =>
                page.evaluate(() => document.documentElement.hasAttribute('data-behaviours')),
              );
              if (target.path === '/') {
                // Let the particles and the carousel start, as a visitor sees them a moment after
                // load. The carousel starts once the visitor nears it: pass by it, then back to the top.
                await waitUntil(() =>
                  page.evaluate(
                    () => document.querySelector('canvas[data-particles="running"]') !== null,
                  ),
                );
                await page.evaluate(() =>
                  document.querySelector('[data-carousel]')?.scrollIntoView({ block: 'center' }),
                );
                await waitUntil(() =>
                  page.evaluate(
                    () => document.querySelector('[data-carousel-ready="true"]') !== null,
                  ),
                );
                await page.evaluate(() => window.scrollTo(0, 0));
                // The particles drift in: a picture, not a test, so a moment of their motion is wanted.
                await sleep(1500);
              }
              const file = `${dir}${target.name}-${device.name}.png`;
              writeFileSync(file, await page.screenshot({ fullPage: device.fullPage }));
              console.log(`Captura guardada: ${file}`);
            } finally {
              await page.close();
            }
          }
        }
      } finally {
        await engine.close();
      }
    }
  } finally {
    await stack.stop();
  }
}

async function waitUntil(check: () => Promise<boolean>) {
  const deadline = Date.now() + PATIENCE_MS;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('La página no llegó al estado esperado a tiempo');
    await sleep(100);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
