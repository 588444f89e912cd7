/**
 * The interaction run of `npm run bench`: how soon every first tap answers, on a
 * phone like Lighthouse's mobile one (150 ms RTT, 1.6 Mbps down, CPU ×4, 390 px,
 * touch), a first visit with an empty cache, the tap 1 s after `load` (after
 * scrolling to the target first when it lies below the fold).
 *
 * The figure is "tap → visible answer": the tap's own timestamp (a capture
 * listener installed before the page's scripts) to the first animation frame in
 * which the answer is on screen (polled in the page with requestAnimationFrame).
 * A held or replayed tap counts until its answer shows, not until its handler ran.
 */
import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';
import { chromiumArgs, ensureChromium } from '../chromium';
import { median } from './budgets';

/** Lighthouse's mobile profile, applied through the DevTools protocol. */
export const phoneProfile = {
  latencyMs: 150,
  downloadBytesPerSecond: 1_600_000 / 8,
  uploadBytesPerSecond: 750_000 / 8,
  cpuSlowdown: 4,
} as const;

/** The tap comes this long after `load`, as a visitor who has started reading. */
export const TAP_AFTER_LOAD_MS = 1000;
/** An answer slower than this is reported as a miss at this value. */
export const GIVE_UP_MS = 10_000;

type Viewport = 'phone' | 'desktop';

/** In-page code (run in the page, so written in plain JavaScript): whether the answer is on screen. */
type Answer = string;

export interface InteractionCheck {
  readonly name: string;
  readonly path: string;
  readonly viewport: Viewport;
  /** Tap → answer, milliseconds: 100 for menus and the drawer, 200 for every other first tap. */
  readonly budgetMs: number;
  readonly target: (page: Page) => ReturnType<Page['getByRole']>;
  /** In-page expression evaluated once before the tap; `answer` reads it as `before`. */
  readonly snapshot?: string;
  readonly answer: Answer;
}

/** Visible and at least partly inside the window. */
const onScreen = `(el) => !!el && el.checkVisibility() && (() => { const r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0 && r.right > 0 && r.bottom > 0 && r.left < innerWidth && r.top < innerHeight; })()`;
const visibleLink = (selector: string) =>
  `[...document.querySelectorAll(${JSON.stringify(selector)})].some((el) => !el.closest('footer') && (${onScreen})(el))`;

const MENU_MS = 100;
const OTHER_MS = 200;

const drawer = (path: string): InteractionCheck => ({
  name: 'menú → cajón visible',
  path,
  viewport: 'phone',
  budgetMs: MENU_MS,
  target: (page) => page.getByRole('button', { name: 'Abrir menú de navegación' }),
  answer: `(${onScreen})(document.querySelector('nav[aria-label="Navegación móvil"]'))`,
});

const trackTransform = `(() => { const t = document.querySelector('[data-carousel-viewport] > div'); return t ? getComputedStyle(t).transform + ' ' + t.getBoundingClientRect().left : ''; })()`;
const tabsTransform = `(() => { const t = document.querySelector('[data-tabs-track]'); return t ? getComputedStyle(t).transform : ''; })()`;

/** Every first interaction the bench times, as data. */
export function interactionChecks(routePaths: readonly string[]): InteractionCheck[] {
  return [
    ...routePaths.map(drawer),
    {
      name: 'menú desplegable de escritorio',
      path: '/',
      viewport: 'desktop',
      budgetMs: MENU_MS,
      target: (page) =>
        page
          .getByRole('navigation', { name: 'Navegación principal' })
          .getByRole('button', { name: 'Nosotros', exact: true }),
      answer: visibleLink('a[href="/nosotros/cultura"]'),
    },
    {
      name: 'menú de demos',
      path: '/',
      viewport: 'phone',
      budgetMs: MENU_MS,
      target: (page) => page.getByRole('button', { name: 'Abrir el menú de nuestras demos' }),
      answer: visibleLink('a[href^="/demo/"]'),
    },
    {
      name: 'flecha del carrusel',
      path: '/',
      viewport: 'phone',
      budgetMs: OTHER_MS,
      target: (page) => page.getByRole('button', { name: 'Diapositiva siguiente' }),
      snapshot: trackTransform,
      answer: `${trackTransform} !== before`,
    },
    {
      name: 'pestaña Seguridad',
      path: '/aws/servicios',
      viewport: 'phone',
      budgetMs: OTHER_MS,
      target: (page) => page.getByRole('tab', { name: 'Seguridad' }),
      snapshot: tabsTransform,
      answer: `document.querySelector('[role="tab"][aria-selected="true"]')?.textContent === 'Seguridad' && ${tabsTransform} !== before`,
    },
    {
      name: '"Enviar" vacío → mensajes',
      path: '/contacto/formulario',
      viewport: 'phone',
      budgetMs: OTHER_MS,
      target: (page) =>
        page.getByRole('form', { name: 'Formulario de contacto' }).getByRole('button', {
          name: 'Enviar',
        }),
      answer: `[...document.querySelectorAll('main *')].some((el) => el.childElementCount === 0 && el.textContent === 'Ingrese nombres y apellidos' && (${onScreen})(el))`,
    },
  ];
}

/** A fresh, throttled context: a first visit on the phone profile (or a desktop of the same speed). */
async function throttledPage(browser: Browser, viewport: Viewport): Promise<BrowserContext> {
  const context = await browser.newContext(
    viewport === 'phone'
      ? {
          viewport: { width: 390, height: 844 },
          deviceScaleFactor: 2,
          isMobile: true,
          hasTouch: true,
          locale: 'es-PE',
        }
      : { viewport: { width: 1280, height: 800 }, locale: 'es-PE' },
  );
  // The tap's timestamp, taken before any of the page's own listeners can hold it back.
  await context.addInitScript(
    'addEventListener("pointerdown", (event) => { window.__benchTapAt ??= event.timeStamp; }, { capture: true });',
  );
  return context;
}

async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: phoneProfile.latencyMs,
    downloadThroughput: phoneProfile.downloadBytesPerSecond,
    uploadThroughput: phoneProfile.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: phoneProfile.cpuSlowdown });
}

/** One measurement: milliseconds from the tap to the first frame showing the answer. */
async function measureOnce(browser: Browser, baseUrl: string, check: InteractionCheck) {
  const context = await throttledPage(browser, check.viewport);
  try {
    const page = await context.newPage();
    await throttle(page);
    await page.goto(baseUrl + check.path, { waitUntil: 'load', timeout: 60_000 });
    // A target below the fold is scrolled to first, as a visitor would (scrolling is a sign of
    // intent: hydration starts then, and the tap meets whatever it costs).
    const target = check.target(page);
    await target.scrollIntoViewIfNeeded();
    // The method itself, not a wait for something: the visitor taps 1 s after load.
    await page.waitForTimeout(TAP_AFTER_LOAD_MS);
    const box = await target.boundingBox();
    if (!box) throw new Error(`${check.name} (${check.path}): nothing to tap`);
    // Plain JavaScript for the page (a string: the bundler's helpers do not exist there).
    const watch = page.evaluate<number>(`new Promise((resolve) => {
      const before = ${check.snapshot ?? 'undefined'};
      const frame = () => {
        const tapAt = window.__benchTapAt;
        if (tapAt !== undefined && (${check.answer})) resolve(performance.now() - tapAt);
        else if (tapAt !== undefined && performance.now() - tapAt > ${GIVE_UP_MS}) resolve(${GIVE_UP_MS});
        else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    })`);
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    if (check.viewport === 'phone') await page.touchscreen.tap(x, y);
    else await page.mouse.click(x, y);
    return await watch;
  } finally {
    await context.close();
  }
}

export interface InteractionResult {
  readonly name: string;
  readonly path: string;
  readonly site: 'sitio' | 'SPA';
  readonly budgetMs: number | null;
  readonly runs: readonly number[];
  readonly median: number;
  readonly min: number;
  readonly max: number;
  readonly ok: boolean;
}

/** Median, spread and verdict of one interaction's runs (no budget: the SPA reference). */
export function summarizeInteraction(
  check: Pick<InteractionCheck, 'name' | 'path' | 'budgetMs'>,
  site: InteractionResult['site'],
  runs: readonly number[],
): InteractionResult {
  const middle = median(runs);
  const budgetMs = site === 'sitio' ? check.budgetMs : null;
  return {
    name: check.name,
    path: check.path,
    site,
    budgetMs,
    runs,
    median: middle,
    min: Math.min(...runs),
    max: Math.max(...runs),
    ok: budgetMs === null || middle <= budgetMs,
  };
}

/** The missed interaction budgets, as readable lines. */
export function missedInteractions(results: readonly InteractionResult[]): string[] {
  return results
    .filter((result) => !result.ok)
    .map(
      (result) =>
        `${result.path}: ${result.name} ${Math.round(result.median)} ms (presupuesto ≤ ${result.budgetMs} ms)`,
    );
}

/**
 * Runs every check `runs` times on the site, and the checks on `/` once more on the
 * client-only SPA reference, round-robin so a noisy moment spreads over checks.
 */
export async function runInteractions(options: {
  readonly siteUrl: string;
  readonly spaUrl: string | null;
  readonly routePaths: readonly string[];
  readonly runs: number;
  readonly onProgress?: (line: string) => void;
}): Promise<InteractionResult[]> {
  const checks = interactionChecks(options.routePaths).filter((check) =>
    options.routePaths.includes(check.path),
  );
  const targets = [
    ...checks.map((check) => ({ check, site: 'sitio' as const, url: options.siteUrl })),
    ...(options.spaUrl
      ? checks
          .filter((check) => check.path === '/')
          .map((check) => ({ check, site: 'SPA' as const, url: options.spaUrl! }))
      : []),
  ];
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });
  const times = targets.map(() => [] as number[]);
  try {
    for (let run = 1; run <= options.runs; run += 1) {
      for (const [index, { check, site, url }] of targets.entries()) {
        options.onProgress?.(`interacción ${run}/${options.runs} · ${site} ${check.path} · ${check.name}`);
        times[index]!.push(await measureOnce(browser, url, check));
      }
    }
  } finally {
    await browser.close();
  }
  return targets.map(({ check, site }, index) => summarizeInteraction(check, site, times[index]!));
}

/** The report's section on first taps (Spanish, like the rest of the report). */
export function renderInteractions(results: readonly InteractionResult[]): string {
  const ms = (value: number) => (value >= GIVE_UP_MS ? `≥ ${GIVE_UP_MS} ms` : `${Math.round(value)} ms`);
  const lines = results.map((result) =>
    [
      result.site === 'SPA' ? `SPA \`${result.path}\`` : `\`${result.path}\``,
      result.name,
      ms(result.median),
      `${ms(result.min)}–${ms(result.max)}`,
      result.budgetMs === null ? '—' : `≤ ${result.budgetMs} ms`,
      result.budgetMs === null ? 'referencia' : result.ok ? 'ok' : '**NO**',
    ].join(' | '),
  );
  return [
    '## Primer toque',
    '',
    `Perfil de teléfono como el de Lighthouse (RTT ${phoneProfile.latencyMs} ms, ${(phoneProfile.downloadBytesPerSecond * 8) / 1e6} Mbps de bajada, CPU ×${phoneProfile.cpuSlowdown}, 390 px, táctil; el menú de escritorio a 1280 px con la misma red y CPU), primera visita sin caché, el toque ${TAP_AFTER_LOAD_MS / 1000} s después de \`load\`. Cifra: del instante del toque al primer cuadro que muestra la respuesta; mediana de las corridas y rango [mín–máx]. La SPA de referencia sirve solo \`/\`.`,
    '',
    '| Página | Interacción | Mediana | Rango | Presupuesto | |',
    '|---|---|---|---|---|---|',
    ...lines.map((line) => `| ${line} |`),
    '',
  ].join('\n');
}
