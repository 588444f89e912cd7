/**
 * The company's pages as a visitor sees them, in a real Chromium against
 * the built site: the spec's headings and phrases, the counts (teaser cards, services,
 * team grid columns, carousel slides per width), every link target, the carousel's
 * arrows from the first press on, the particles (and their absence under reduced
 * motion), layout stability and axe. The pages are prerendered and complete; the
 * behaviour modules have run by 'load' (what the pages offer without them is
 * without-scripts.test.ts's).
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { clients, clientsContent } from '../../frontend/src/content/clientes/nuestros-clientes';
import { homeContent } from '../../frontend/src/content/inicio';
import { partners } from '../../frontend/src/content/shared/partners';
import { services } from '../../frontend/src/content/servicios';
import { team, teamContent } from '../../frontend/src/content/nosotros/equipo';
import { site } from '../../frontend/src/site';
import { PAGES_AT_ONCE, failuresOn } from '../each-path';
import {
  baseUrl,
  openPage,
  seriousA11yViolations,
  slidesInView,
  useBrowser,
  viewports,
  WALK_TIMEOUT_MS,
  patiently,
} from './browser';

/** The machine may be busy: give the page time to start its widgets and move its carousel. */

const companyPages = [
  '/',
  '/servicios',
  '/nosotros/cultura',
  '/nosotros/equipo',
  '/clientes/nuestros-clientes',
  '/contacto/empresa',
  '/politicas-privacidad',
] as const;

/** The home page's carousel of demos. */
function demosCarousel(page: Page): Locator {
  return page
    .getByRole('region', { name: homeContent.demos.carouselLabel })
    .and(page.locator('[aria-roledescription="carrusel"]'));
}

/** The labels of `count` of the four demos' slides from slide `first`, round the end. */
function slidesFrom(first: number, count: number): string[] {
  const total = homeContent.demos.cards.length;
  return Array.from({ length: count }, (_, i) => `${((first - 1 + i) % total) + 1} de ${total}`);
}

/**
 * In the page: presses the carousel's next arrow and answers how long, in ms, the track took
 * to cover 95% of its way (sampled every frame for 1.5 s; the last sample is where it rests).
 */
function timeOneStep(): Promise<number> {
  return new Promise<number>((resolve) => {
    const track = document.querySelector<HTMLElement>('[data-carousel-viewport] > div')!;
    const button = document.querySelector<HTMLButtonElement>(
      '[aria-label="Diapositiva siguiente"]',
    )!;
    const position = () => new DOMMatrix(getComputedStyle(track).transform).m41;
    const samples: [number, number][] = [];
    const start = performance.now();
    const from = position();
    button.click();
    const watch = () => {
      const now = performance.now();
      samples.push([now - start, position()]);
      if (now - start < 1500) {
        requestAnimationFrame(watch);
        return;
      }
      const to = samples[samples.length - 1]![1];
      const reached = samples.find(([, x]) => Math.abs(to - x) <= Math.abs(to - from) * 0.05);
      resolve(reached ? reached[0] : Infinity);
    };
    requestAnimationFrame(watch);
  });
}

/**
 * In the page: presses the carousel's next arrow and answers each place the track was drawn at,
 * frame by frame, from the press until it has stood still for ten frames in a row (or for two
 * seconds of frames at most): a slide shows as places between the first and the last, a jump
 * as the two alone.
 */
function placesOfOneStep(): Promise<number[]> {
  return new Promise<number[]>((resolve) => {
    const track = document.querySelector<HTMLElement>('[data-carousel-viewport] > div')!;
    const button = document.querySelector<HTMLButtonElement>(
      '[aria-label="Diapositiva siguiente"]',
    )!;
    const position = () => Math.round(new DOMMatrix(getComputedStyle(track).transform).m41);
    const places = [position()];
    let still = 0;
    let frames = 0;
    button.click();
    const watch = () => {
      const now = position();
      if (now === places.at(-1)) still += 1;
      else {
        places.push(now);
        still = 0;
      }
      frames += 1;
      if ((places.length > 1 && still >= 10) || frames > 120) resolve(places);
      else requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  });
}

/** The paths of the site's own assets the page has fetched so far (its resource timing). */
function fetchedAssets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
      .map((url) => url.pathname),
  );
}

/** How many columns a list's items form (distinct left edges). */
function columnCount(page: Page, itemSelector: string): Promise<number> {
  return page.evaluate(
    (selector) =>
      new Set(
        [...document.querySelectorAll(selector)].map((item) =>
          Math.round(item.getBoundingClientRect().left),
        ),
      ).size,
    itemSelector,
  );
}

describe('home page', () => {
  const browser = useBrowser();

  it('shows the hero: heading, the eight partner wordmarks and the chevron to /servicios', async () => {
    const { page, context, problems } = await openPage(browser(), '/');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Somos partner de');
    const partnerList = page.getByRole('list', { name: homeContent.hero.partnersLabel });
    const marks = partnerList.getByRole('img');
    expect(await marks.count()).toBe(8);
    for (const partner of partners) {
      expect(await partnerList.getByRole('img', { name: partner.name, exact: true }).count()).toBe(
        1,
      );
      expect(await partnerList.getByText(partner.category, { exact: true }).count()).toBe(1);
    }
    const chevron = page.getByRole('link', { name: homeContent.hero.chevronLabel });
    expect(await chevron.getAttribute('href')).toBe('/servicios');
    await chevron.press('Enter');
    // An ordinary page load: the next page, complete, once loaded.
    await page.waitForURL((url) => url.pathname === '/servicios');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Nuestros servicios');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the welcome line with the slogan, four service cards with Ver Más and the client logos', async () => {
    const { page, context } = await openPage(browser(), '/');
    expect(await page.getByRole('heading', { name: homeContent.welcome.heading }).count()).toBe(1);
    expect(await page.getByText('We Make IT Personal', { exact: true }).count()).toBe(1);

    const teaser = page.getByRole('region', { name: homeContent.teaser.heading });
    const more = teaser.getByRole('link', { name: /^Ver Más/ });
    expect(await more.count()).toBe(4);
    expect(await more.allTextContents()).toEqual(['Ver Más', 'Ver Más', 'Ver Más', 'Ver Más']);
    expect(
      new Set(await more.evaluateAll((links) => links.map((link) => link.getAttribute('href')))),
    ).toEqual(new Set(['/servicios']));
    expect(await teaser.getByRole('heading', { level: 3 }).allTextContents()).toEqual(
      homeContent.teaser.serviceIds.map(
        (id) => services.find((service) => service.id === id)?.title,
      ),
    );

    const logos = page.getByRole('list', { name: clientsContent.logosLabel });
    expect(await logos.getByRole('img').count()).toBe(clients.length);
    for (const sector of ['Retail', 'Finanzas', 'Alimentos', 'Educación', 'Medios']) {
      expect(await logos.getByText(sector, { exact: true }).count()).toBeGreaterThanOrEqual(1);
    }
    await context.close();
  });

  it("the carousel 'Experiencia y genialidad en acción' has four demos, each with Explorar to its page", async () => {
    const { page, context } = await openPage(browser(), '/');
    const carousel = demosCarousel(page);
    // One carousel, announced as such and named by its section's heading.
    expect(await carousel.count()).toBe(1);
    expect(
      await carousel
        .getByRole('group')
        .evaluateAll((slides) => slides.map((slide) => slide.getAttribute('aria-label'))),
    ).toEqual(['1 de 4', '2 de 4', '3 de 4', '4 de 4']);
    const explore = carousel.getByRole('link', { name: /^Explorar/ });
    expect(await explore.allTextContents()).toEqual([
      'Explorar',
      'Explorar',
      'Explorar',
      'Explorar',
    ]);
    expect(
      await explore.evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toEqual(['/consola', '/facial', '/streaming', '/repositorio']);
    expect(await carousel.getByRole('heading', { level: 3 }).allTextContents()).toEqual(
      homeContent.demos.cards.map((card) => card.title),
    );
    await context.close();
  });

  it.each([
    { width: 1500, slides: 3 },
    { width: 1200, slides: 3 },
    { width: 820, slides: 3 },
    { width: 800, slides: 1 },
    { width: 390, slides: 1 },
  ])(
    'at $width px the carousel shows $slides slide(s), and its arrows move it round and round',
    async ({ width, slides }) => {
      const { page, context, problems } = await openPage(browser(), '/', {
        viewport: { width, height: 900 },
      });
      const carousel = demosCarousel(page);
      await carousel.scrollIntoViewIfNeeded();
      // The prerendered first view is the first slides, laid out by CSS alone…
      const first = slidesFrom(1, slides);
      expect(await slidesInView(carousel)).toEqual(first);
      // …and the engine, which starts by itself after load, keeps it: nothing moves.
      await expect.poll(() => carousel.getAttribute('data-carousel-ready'), patiently).toBe('true');
      expect(await slidesInView(carousel)).toEqual(first);

      await carousel.getByRole('button', { name: 'Diapositiva siguiente' }).click();
      await expect.poll(() => slidesInView(carousel), patiently).toEqual(slidesFrom(2, slides));
      const previous = carousel.getByRole('button', { name: 'Diapositiva anterior' });
      await previous.click();
      await expect.poll(() => slidesInView(carousel), patiently).toEqual(first);
      // Infinite: one more step back from the start wraps round to the last slide.
      await previous.click();
      await expect.poll(() => slidesInView(carousel), patiently).toEqual(slidesFrom(4, slides));
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it('its arrow answers a press made as soon as the page has loaded', async () => {
    const { page, context, problems } = await openPage(browser(), '/', {
      viewport: viewports.phone,
    });
    const carousel = demosCarousel(page);
    // No wait for anything: the press comes as soon as the page has loaded.
    await carousel.getByRole('button', { name: 'Diapositiva siguiente' }).click();
    await expect.poll(() => slidesInView(carousel), patiently).toEqual(['2 de 4']);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('its arrow answers a press made while the engine is still on its way', async () => {
    const context = await browser().newContext({ viewport: viewports.phone, locale: 'es-PE' });
    try {
      // The engine's chunk is held until the press has been made, however fast the machine.
      let arrive = () => undefined as void;
      const pressed = new Promise<void>((resolve) => (arrive = resolve));
      const held: string[] = [];
      await context.route('**/assets/carousel-*.js', async (route) => {
        held.push(new URL(route.request().url()).pathname);
        await pressed;
        await route.continue();
      });
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
      });
      await page.goto(baseUrl() + '/', { waitUntil: 'load' });
      const carousel = demosCarousel(page);
      await carousel.scrollIntoViewIfNeeded();
      expect(await slidesInView(carousel)).toEqual(['1 de 4']);
      await carousel.getByRole('button', { name: 'Diapositiva siguiente' }).click();
      // The press asked for the engine (if the idle moment had not already).
      await expect.poll(() => held.length, patiently).toBe(1);
      arrive();
      await expect.poll(() => slidesInView(carousel), patiently).toEqual(['2 de 4']);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a slide change takes about 300 ms', async () => {
    const { page, context } = await openPage(browser(), '/', {
      viewport: { width: 1500, height: 900 },
    });
    const carousel = demosCarousel(page);
    await carousel.scrollIntoViewIfNeeded();
    // A first step, so that the engine is there: the steps timed are changes, not a start.
    await carousel.getByRole('button', { name: 'Diapositiva siguiente' }).click();
    await expect.poll(() => slidesInView(carousel), patiently).toEqual(slidesFrom(2, 3));
    // Time until the track has covered 95% of its way (embla eases out the last pixels), for
    // three changes in a row: the median is the visitor's usual step, whatever one step on a
    // busy machine lived through.
    const timings: number[] = [];
    for (let step = 0; step < 3; step++) timings.push(await page.evaluate(timeOneStep));
    const [, median] = timings.sort((a, b) => a - b);
    expect(median).toBeGreaterThan(150);
    expect(median).toBeLessThan(600);
    await context.close();
  });

  it('under prefers-reduced-motion an arrow jumps to the next slide, nothing drawn between', async () => {
    const { page, context, problems } = await openPage(browser(), '/', {
      viewport: viewports.phone,
      reducedMotion: 'reduce',
    });
    const carousel = demosCarousel(page);
    await carousel.scrollIntoViewIfNeeded();
    await expect.poll(() => carousel.getAttribute('data-carousel-ready'), patiently).toBe('true');
    for (const slide of [2, 3]) {
      const places = await page.evaluate(placesOfOneStep);
      expect(places, `to slide ${slide}`).toHaveLength(2);
      expect(await slidesInView(carousel)).toEqual(slidesFrom(slide, 1));
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('says which slides an arrow brought into view, in a polite live region', async () => {
    for (const [viewport, inView, heard] of [
      [viewports.phone, 1, ['Diapositiva 2 de 4', 'Diapositiva 1 de 4', 'Diapositiva 4 de 4']],
      [
        { width: 1500, height: 900 },
        3,
        ['Diapositivas 2, 3 y 4 de 4', 'Diapositivas 1, 2 y 3 de 4', 'Diapositivas 4, 1 y 2 de 4'],
      ],
    ] as const) {
      const { page, context, problems } = await openPage(browser(), '/', { viewport });
      const carousel = demosCarousel(page);
      const status = carousel.locator('[aria-live="polite"]');
      expect(await status.getAttribute('aria-atomic')).toBe('true');
      await carousel.scrollIntoViewIfNeeded();
      await expect.poll(() => carousel.getAttribute('data-carousel-ready'), patiently).toBe('true');
      // Nothing said as the engine starts: the visitor has not moved anything.
      expect(await status.textContent()).toBe('');
      const next = carousel.getByRole('button', { name: 'Diapositiva siguiente' });
      const previous = carousel.getByRole('button', { name: 'Diapositiva anterior' });
      // What is said is what is then shown: from slide 2, back to 1, back round to 4.
      for (const [arrow, said, first] of [
        [next, heard[0], 2],
        [previous, heard[1], 1],
        [previous, heard[2], 4],
      ] as const) {
        await arrow.click();
        await expect.poll(() => status.textContent(), patiently).toBe(said);
        await expect
          .poll(() => slidesInView(carousel), patiently)
          .toEqual(slidesFrom(first, inView));
      }
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it('the particles start after load without any interaction, in one worker, and pause when the hero is scrolled away', async () => {
    const { page, context, problems } = await openPage(browser(), '/');
    const canvas = page.locator('canvas[data-particles]');
    expect(await canvas.getAttribute('aria-hidden')).toBe('true');
    expect(await canvas.isVisible()).toBe(true);
    // Its state is the canvas's attribute: what it draws is not for assistive technology.
    await expect.poll(() => canvas.getAttribute('data-particles'), patiently).toBe('running');
    await expect
      .poll(() => page.workers().map((worker) => new URL(worker.url()).pathname), patiently)
      .toEqual([expect.stringMatching(/^\/assets\/particles\.worker-[\w-]+\.js$/)]);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => canvas.getAttribute('data-particles'), patiently).toBe('paused');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => canvas.getAttribute('data-particles'), patiently).toBe('running');
    expect(page.workers()).toHaveLength(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('under prefers-reduced-motion the particles never run and the canvas is hidden', async () => {
    const { page, context, problems } = await openPage(browser(), '/', { reducedMotion: 'reduce' });
    const canvas = page.locator('canvas[data-particles]');
    expect(await canvas.isVisible()).toBe(false);
    expect(await canvas.getAttribute('data-particles')).toBe('off');
    // Once the page's idle moment has come (the carousel's engine is fetched then), the field
    // would have been fetched too: it never was, and no worker draws.
    await expect
      .poll(() => fetchedAssets(page), patiently)
      .toContainEqual(expect.stringMatching(/^\/assets\/carousel-[\w-]+\.js$/));
    expect(
      (await fetchedAssets(page)).filter((path) => /particles|start-field/.test(path)),
    ).toEqual([]);
    expect(page.workers()).toEqual([]);
    expect(await canvas.getAttribute('data-particles')).toBe('off');
    expect(await canvas.isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('starts the carousel only when the visitor nears it, keeping its first view', async () => {
    const { page, context, problems } = await openPage(browser(), '/', {
      viewport: viewports.phone,
    });
    const carousel = demosCarousel(page);
    // The particles start in the first idle moment after load: by then the carousel could have.
    await expect
      .poll(() => page.locator('canvas[data-particles]').getAttribute('data-particles'), patiently)
      .toBe('running');
    const { y: top } = (await carousel.boundingBox())!;
    // Premise: on a phone the demos are more than a screen below the first view.
    expect(top).toBeGreaterThan(2 * viewports.phone.height);
    expect(await carousel.getAttribute('data-carousel-ready')).toBe('false');
    await carousel.scrollIntoViewIfNeeded();
    const first = await slidesInView(carousel);
    await expect.poll(() => carousel.getAttribute('data-carousel-ready'), patiently).toBe('true');
    expect(await slidesInView(carousel)).toEqual(first);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('does not shift its layout while loading and starting its widgets', async () => {
    const { page, context } = await openPage(browser(), '/', { viewport: viewports.phone });
    const carousel = demosCarousel(page);
    // Both widgets that start after load have started: the particles at once, the carousel's
    // engine once the visitor nears it.
    await expect
      .poll(() => page.locator('canvas[data-particles]').getAttribute('data-particles'), patiently)
      .toBe('running');
    await carousel.scrollIntoViewIfNeeded();
    await expect.poll(() => carousel.getAttribute('data-carousel-ready'), patiently).toBe('true');
    // Every shift so far, after the frame that follows (a shift is recorded once painted).
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              const observer = new PerformanceObserver(() => undefined);
              observer.observe({ type: 'layout-shift', buffered: true });
              const entries = observer.takeRecords() as (PerformanceEntry & {
                value: number;
                hadRecentInput: boolean;
              })[];
              observer.disconnect();
              resolve(
                entries
                  .filter((entry) => !entry.hadRecentInput)
                  .reduce((total, entry) => total + entry.value, 0),
              );
            }),
          );
        }),
    );
    expect(shift).toBeLessThanOrEqual(0.02);
    await context.close();
  });
});

describe('services page', () => {
  const browser = useBrowser();

  it('shows its banner and the six services in two columns, each with its offerings', async () => {
    const { page, context } = await openPage(browser(), '/servicios');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Nuestros servicios');
    const titles = await page.getByRole('heading', { level: 3 }).allTextContents();
    expect(titles).toEqual(services.map((service) => service.title));
    expect(await page.getByTestId('service-card').count()).toBe(6);
    expect(await columnCount(page, '[data-testid="service-card"]')).toBe(2);
    for (const service of services) {
      const card = page
        .getByTestId('service-card')
        .filter({ has: page.getByRole('heading', { name: service.title, exact: true }) });
      expect(await card.getByRole('listitem').allTextContents()).toEqual([...service.offerings]);
    }
    await context.close();
  });

  it('stacks the services in one column on a phone', async () => {
    const { page, context } = await openPage(browser(), '/servicios', {
      viewport: viewports.phone,
    });
    expect(await columnCount(page, '[data-testid="service-card"]')).toBe(1);
    await context.close();
  });
});

describe('culture, company, clients and privacy pages', () => {
  const browser = useBrowser();

  it("the culture page: 'Cooltura Ayni', purpose, impact, the three values and the slogan", async () => {
    const { page, context } = await openPage(browser(), '/nosotros/cultura');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Cooltura Ayni');
    expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(
      expect.arrayContaining([
        'Nuestro propósito',
        'Nuestro impacto',
        'Nuestros valores',
        'Nuestro lema',
      ]),
    );
    for (const value of ['Servicio', 'Aprendizaje', 'Pasión']) {
      expect(await page.getByRole('heading', { level: 3, name: value, exact: true }).count()).toBe(
        1,
      );
    }
    expect(await page.getByRole('region', { name: 'Nuestro lema' }).textContent()).toContain(
      'We Make IT Personal',
    );
    const purpose = await page.getByRole('region', { name: 'Nuestro propósito' }).textContent();
    expect(purpose).toContain('alcanzar su máximo potencial');
    expect(purpose).toContain('tecnología innovadora');
    expect(purpose).toContain('sociedad justa y sostenible');
    await context.close();
  });

  it("the company page: mission, culture and 'Fluimos contigo'", async () => {
    const { page, context } = await openPage(browser(), '/contacto/empresa');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Nuestra empresa');
    for (const heading of ['Nuestra misión', 'Nuestra cultura', 'Fluimos contigo']) {
      expect(await page.getByRole('heading', { level: 2, name: heading }).count()).toBe(1);
    }
    expect(
      await page.getByRole('link', { name: 'Conoce nuestra cooltura' }).getAttribute('href'),
    ).toBe('/nosotros/cultura');
    await context.close();
  });

  it('the clients page: banner and the grid of client logos from the five sectors', async () => {
    const { page, context } = await openPage(browser(), '/clientes/nuestros-clientes');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Nuestros clientes');
    const logos = page.getByRole('list', { name: clientsContent.logosLabel });
    expect(
      await logos
        .getByRole('img')
        .evaluateAll((marks) => marks.map((mark) => mark.getAttribute('aria-label'))),
    ).toEqual(clients.map((client) => client.name));
    expect(await columnCount(page, `[aria-label="${clientsContent.logosLabel}"] > li`)).toBe(5);
    await context.close();
  });

  it('the privacy policy: purposes, data and sources, ARCO rights, Law 29733 and the privacy address', async () => {
    const { page, context } = await openPage(browser(), '/politicas-privacidad');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Política de privacidad',
    );
    for (const heading of [
      'Para qué usamos tus datos',
      'Qué datos obtenemos y de dónde',
      'Tus derechos',
    ]) {
      expect(await page.getByRole('heading', { level: 2, name: heading }).count()).toBe(1);
    }
    const text = (await page.locator('main').textContent()) ?? '';
    for (const phrase of [
      'Ley N.° 29733',
      'Acceso:',
      'Rectificación:',
      'Cancelación:',
      'Oposición:',
      site.legalName,
      site.ruc,
      'Miraflores',
    ]) {
      expect(text).toContain(phrase);
    }
    const mail = page.getByRole('link', { name: site.email.privacy });
    expect(await mail.getAttribute('href')).toBe(`mailto:${site.email.privacy}`);
    await context.close();
  });
});

describe('team page', () => {
  const browser = useBrowser();

  it.each([
    { width: 1280, columns: 4 },
    { width: 1000, columns: 3 },
    { width: 700, columns: 2 },
    { width: 390, columns: 1 },
  ])('at $width px shows the 42 member cards in $columns column(s)', async ({ width, columns }) => {
    const { page, context } = await openPage(browser(), '/nosotros/equipo', {
      viewport: { width, height: 900 },
    });
    const members = page.getByRole('list', { name: teamContent.gridLabel }).getByRole('listitem');
    expect(await members.count()).toBe(42);
    expect(await columnCount(page, `[aria-label="${teamContent.gridLabel}"] > li`)).toBe(columns);
    await context.close();
  });

  it('each card shows name, surname, portrait, job title and motto; Quieres unirte leads to the application page', async () => {
    const { page, context } = await openPage(browser(), '/nosotros/equipo');
    expect(team).toHaveLength(42);
    const members = page.getByRole('list', { name: teamContent.gridLabel }).getByRole('listitem');
    for (const [index, member] of [team[0]!, team[20]!, team[41]!].entries()) {
      const card = members.filter({ hasText: member.puesto }).filter({ hasText: member.frase });
      expect(await card.count(), `tarjeta ${index}`).toBe(1);
      expect(await card.getByRole('heading', { level: 3 }).textContent()).toBe(
        `${member.nombres} ${member.apellidos}`,
      );
      expect(
        await card
          .getByRole('img', {
            name: teamContent.portraitLabel(`${member.nombres} ${member.apellidos}`),
          })
          .count(),
      ).toBe(1);
    }
    const join = page.getByRole('link', { name: /Quieres unirte/ });
    expect(await join.getAttribute('href')).toBe('/ayuda/trabaja-con-nosotros');
    await join.click();
    await page.waitForURL((url) => url.pathname === '/ayuda/trabaja-con-nosotros');
    await context.close();
  });
});

describe('every company page', () => {
  const browser = useBrowser();

  it(
    'on a phone: no axe violation, no console error, new-tab links are safe, images sized and named',
    // Chromium and axe take seconds a page, more on a busy machine.
    { timeout: WALK_TIMEOUT_MS },
    async () => {
      const failures = await failuresOn(
        companyPages,
        async (path) => {
          const { page, context, problems } = await openPage(browser(), path, {
            viewport: viewports.phone,
            reducedMotion: 'reduce',
          });
          try {
            expect(await seriousA11yViolations(page), 'axe').toEqual([]);
            const newTabLinks = await page
              .locator('a[target="_blank"]')
              .evaluateAll((links) => links.map((link) => link.getAttribute('rel')));
            for (const rel of newTabLinks)
              expect(rel, 'rel of a new-tab link').toBe('noopener noreferrer');
            // Every image is sized, and named or marked decorative.
            const unsized = await page
              .locator('main img:not([width]), main img:not([height])')
              .count();
            expect(unsized, 'unsized images').toBe(0);
            const unnamedSvgs = await page
              .locator('main svg[role="img"]:not([aria-label])')
              .count();
            expect(unnamedSvgs, 'unnamed svg images').toBe(0);
            expect(problems, 'problems').toEqual([]);
          } finally {
            await context.close();
          }
        },
        { atOnce: PAGES_AT_ONCE },
      );
      expect(failures).toEqual([]);
    },
  );
});
