/**
 * /aws/servicios, the Lambda, RDS and Connect pages, AWS re/Start and Veeam, as a
 * visitor sees and uses them in a real Chromium: the prerendered pages, with the
 * behaviour modules (frontend/src/behaviours) that have run by the 'load' event.
 * What the same pages offer without those modules is test/e2e/without-scripts.test.ts's.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { serviceTabs } from '../../frontend/src/content/aws/servicios';
import { connectPage } from '../../frontend/src/content/aws/servicios/aws-connect';
import { lambdaUseCases } from '../../frontend/src/content/aws/servicios/Lambda';
import { rdsPage } from '../../frontend/src/content/aws/servicios/base-de-datos/RDS';
import { restartPage } from '../../frontend/src/content/aws/aws-re-start';
import { videoLabels } from '../../frontend/src/content/shared/ui';
import {
  baseUrl,
  behavioursArrived,
  openPage,
  seriousA11yViolations,
  slidesInView,
  swipe,
  type VisitedPage,
  useBrowser,
  viewports,
  patiently,
} from './browser';

/** The privacy-enhanced player's host, and the platform's own video pages. */
const videoHost = 'https://www.youtube-nocookie.com';
const videoPages = 'https://www.youtube.com';

/** The machine may be busy: a smooth scroll or a slide change may take a while to settle. */

/** Opens a page, recording every request that leaves the site and answering the video hosts locally. */
async function visit(
  browser: Browser,
  path: string,
  viewport: { width: number; height: number } = viewports.desktop,
): Promise<VisitedPage & { thirdParty: string[] }> {
  const thirdParty: string[] = [];
  const context = await browser.newContext({ viewport, locale: 'es-PE', hasTouch: true });
  await stubVideoHosts(context);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`console.${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('request', (request) => {
    if (!request.url().startsWith(baseUrl())) thirdParty.push(request.url());
  });
  const response = await page.goto(baseUrl() + path, { waitUntil: 'load' });
  expect(response?.status()).toBe(200);
  await behavioursArrived(page);
  return { page, context, problems, thirdParty };
}

/**
 * The machine has no internet: the player's host and the platform's video pages answer
 * with tiny pages of our own (a facade followed as a plain link would land on the latter).
 */
async function stubVideoHosts(context: BrowserContext) {
  for (const [host, title] of [
    [videoHost, 'Reproductor'],
    [videoPages, 'Página del video'],
  ] as const) {
    await context.route(`${host}/**`, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html; charset=utf-8',
        body: `<!doctype html><title>${title}</title><p>${title}</p>`,
      }),
    );
  }
}

async function h2s(page: Page) {
  return (await page.getByRole('heading', { level: 2 }).allTextContents()).map((text) =>
    text.trim(),
  );
}

/** The section whose h2 reads `title`. */
function section(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title, exact: true });
}

async function expectNewTab(link: Locator) {
  expect(await link.getAttribute('target')).toBe('_blank');
  expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
  expect(await link.getAttribute('href')).toMatch(/^https:\/\//);
}

async function expectCleanPage(visited: VisitedPage) {
  expect(await seriousA11yViolations(visited.page)).toEqual([]);
  expect(visited.problems).toEqual([]);
}

/** A video's facade: a link named after the video, to its page on the platform. */
function videoFacade(scope: Page | Locator, title: string | RegExp): Locator {
  const name =
    typeof title === 'string'
      ? `${videoLabels.play} ${title}`
      : new RegExp(`^${videoLabels.play} .*${title.source}`);
  return scope.getByRole('link', { name, exact: typeof title === 'string' });
}

/** The watch page a facade links to, and the player the behaviours put in its place. */
const watchPage = (id: string) => `${videoPages}/watch?v=${id}`;
const playerSrc = (id: string) => `${videoHost}/embed/${id}?autoplay=1&rel=0`;

describe('/aws/servicios: four tabs', () => {
  const browser = useBrowser();
  const tabs = [
    ['Base de Datos', 'Amazon RDS', '/aws/servicios/base-de-datos/RDS'],
    ['Seguridad', 'Seguridad automatizada con AWS Lambda', '/aws/servicios/Lambda'],
    ['Contenedores', 'Contenedores sin servidores con AWS Lambda', '/aws/servicios/Lambda'],
    ['Empresa', 'Amazon Connect', '/aws/servicios/aws-connect'],
  ] as const;

  const tabList = (page: Page) =>
    page.getByRole('tablist', { name: 'Categorías de servicios AWS' });

  /**
   * What the visitor has in front of them: the selected tab, and the panels lying wholly
   * inside the track's box (one once a scroll has settled; two while one slides in).
   */
  const shown = (page: Page) =>
    page.locator('[data-tabs]').evaluate((root) => {
      const track = root.querySelector('[data-tabs-track]')!.getBoundingClientRect();
      return {
        tab: root.querySelector('[aria-selected="true"]')?.textContent ?? null,
        inView: [...root.querySelectorAll('[data-tabs-track] > section')]
          .filter((panel) => {
            const box = panel.getBoundingClientRect();
            return box.left >= track.left - 1 && box.right <= track.right + 1;
          })
          .map((panel) => panel.getAttribute('aria-label')),
      };
    });

  /** Waits until `tab` is the selected tab and its panel alone is in view. */
  const untilShown = (page: Page, tab: string) =>
    expect.poll(() => shown(page), patiently).toEqual({ tab, inView: [tab] });

  /** Which panels are inert (out of the tab order and of the accessibility tree). */
  const inertPanels = (page: Page) =>
    page
      .locator('[data-tabs-track] > section')
      .evaluateAll((panels) =>
        (panels as HTMLElement[]).filter((panel) => panel.inert).map((panel) => panel.id),
      );

  /** The ids of the panels other than `tab`'s. */
  const othersThan = (tab: string) =>
    serviceTabs.filter((service) => service.tab !== tab).map((service) => service.id);

  it('reads as WAI-ARIA tabs: one tab list, each tab controlling the panel it names', async () => {
    const visited = await visit(browser(), '/aws/servicios');
    const { page } = visited;
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Servicios AWS');
    const list = tabList(page);
    expect(await list.getByRole('tab').allTextContents()).toEqual(tabs.map(([tab]) => tab));
    for (const [tab] of tabs) {
      const control = list.getByRole('tab', { name: tab, exact: true });
      const panelId = await control.getAttribute('aria-controls');
      const panel = page.locator(`[id="${panelId}"]`);
      expect(await panel.getAttribute('role'), tab).toBe('tabpanel');
      expect(await panel.getAttribute('aria-labelledby'), tab).toBe(
        await control.getAttribute('id'),
      );
      // The panel is named by its tab: a screen reader announces the panel by the tab's words.
      expect(await page.getByRole('tabpanel', { name: tab, exact: true }).getAttribute('id')).toBe(
        panelId,
      );
      // Still the link it was in the HTML: the panel's own address.
      expect(await control.getAttribute('href')).toBe(`#${panelId}`);
    }
    // The first tab is selected and the only stop on the way through the list.
    expect(
      await list
        .getByRole('tab')
        .evaluateAll((all) =>
          all.map((tab) => [tab.getAttribute('aria-selected'), tab.getAttribute('tabindex')]),
        ),
    ).toEqual([
      ['true', '0'],
      ['false', '-1'],
      ['false', '-1'],
      ['false', '-1'],
    ]);
    expect(await shown(page)).toEqual({ tab: 'Base de Datos', inView: ['Base de Datos'] });
    expect(await inertPanels(page)).toEqual(othersThan('Base de Datos'));
    await expectCleanPage(visited);
    await visited.context.close();
  });

  it('a click selects each tab and slides its card in, with "ver más" to the real page', async () => {
    const visited = await visit(browser(), '/aws/servicios');
    const { page } = visited;
    const list = tabList(page);
    await list.scrollIntoViewIfNeeded();
    const scrollY = await page.evaluate(() => window.scrollY);
    for (const [tab, card, to] of [...tabs.slice(1), tabs[0]]) {
      await list.getByRole('tab', { name: tab, exact: true }).click();
      await untilShown(page, tab);
      // The panels out of view are inert: their links are out of the tab order.
      expect(await inertPanels(page)).toEqual(othersThan(tab));
      const panel = page.getByRole('tabpanel', { name: tab, exact: true });
      expect(await panel.getByRole('heading', { level: 3 }).textContent()).toBe(card);
      const more = panel.getByRole('link', { name: /^ver más/ });
      expect(await more.getAttribute('href')).toBe(to);
      expect(await panel.getByRole('img').getAttribute('aria-label')).toMatch(/^Ilustración de /);
    }
    // The panel slid in; the page did not jump to it as a plain link to #panel would.
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
    expect(new URL(page.url()).hash).toBe('');

    await list.getByRole('tab', { name: 'Empresa', exact: true }).click();
    await untilShown(page, 'Empresa');
    await page
      .getByRole('tabpanel', { name: 'Empresa' })
      .getByRole('link', { name: /^ver más/ })
      .click();
    await page.waitForURL((url) => url.pathname === '/aws/servicios/aws-connect');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Amazon Connect');
    expect(visited.problems).toEqual([]);
    await visited.context.close();
  });

  it('arrows, Home and End move the selection and the focus, and slide the panel in; Tab goes on to the panel', async () => {
    const visited = await visit(browser(), '/aws/servicios');
    const { page } = visited;
    const focusedTab = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    await page.getByRole('tab', { name: 'Base de Datos' }).focus();
    for (const [key, tab] of [
      ['ArrowRight', 'Seguridad'],
      ['ArrowRight', 'Contenedores'],
      ['ArrowLeft', 'Seguridad'],
      ['End', 'Empresa'],
      // Round the ends, both ways.
      ['ArrowRight', 'Base de Datos'],
      ['ArrowLeft', 'Empresa'],
      ['Home', 'Base de Datos'],
    ] as const) {
      await page.keyboard.press(key);
      await untilShown(page, tab);
      expect(await focusedTab(), key).toBe(tab);
      expect(await inertPanels(page), key).toEqual(othersThan(tab));
    }
    // One tab stop for the whole list: Tab leaves it for the panel, then the panel's link;
    // the panels out of view are inert, so the next stop is past the tabs altogether.
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement;
        return {
          role: element?.getAttribute('role') ?? element?.tagName.toLowerCase(),
          name: element?.getAttribute('aria-label') ?? '',
          inTabs: Boolean(element?.closest('[data-tabs]')),
        };
      });
    await page.keyboard.press('Tab');
    expect(await focused()).toEqual({ role: 'tabpanel', name: 'Base de Datos', inTabs: true });
    await page.keyboard.press('Tab');
    expect(await focused()).toEqual({ role: 'a', name: 'ver más: Amazon RDS', inTabs: true });
    await page.keyboard.press('Tab');
    expect((await focused()).inTabs).toBe(false);
    await expectCleanPage(visited);
    await visited.context.close();
  });

  it('a key slides the panel in through the places between; under reduced motion it is there at once', async () => {
    /**
     * In the page: starts watching each place the track is drawn at, frame by frame, until it has
     * moved and then stood still for ten frames (two seconds of frames at most); the places are
     * then `window.trackPlaces`' answer.
     */
    const watchTheTrack = () => {
      const track = document.querySelector<HTMLElement>('[data-tabs-track]')!;
      (window as unknown as { trackPlaces: Promise<number[]> }).trackPlaces = new Promise(
        (resolve) => {
          const places = [Math.round(track.scrollLeft)];
          let still = 0;
          let frames = 0;
          const watch = () => {
            const now = Math.round(track.scrollLeft);
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
        },
      );
    };
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const { page, context, problems } = await openPage(browser(), '/aws/servicios', {
        reducedMotion,
      });
      await page.getByRole('tab', { name: 'Base de Datos' }).focus();
      await page.evaluate(watchTheTrack);
      await page.keyboard.press('ArrowRight');
      const places = await page.evaluate(
        () => (window as unknown as { trackPlaces: Promise<number[]> }).trackPlaces,
      );
      await untilShown(page, 'Seguridad');
      if (reducedMotion === 'reduce') expect(places, reducedMotion).toHaveLength(2);
      else expect(places.length, reducedMotion).toBeGreaterThan(3);
      // Where it rests, it snaps again (the slide turns snapping off on its way).
      expect(
        await page
          .locator('[data-tabs-track]')
          .evaluate((track) => getComputedStyle(track).scrollSnapType),
      ).toBe('x mandatory');
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it('on a phone, swiping the panels left and right changes the tab', async () => {
    const visited = await visit(browser(), '/aws/servicios', viewports.phone);
    const { page, context } = visited;
    const track = page.locator('[data-tabs-track]');
    await track.scrollIntoViewIfNeeded();
    const box = (await track.boundingBox())!;
    const y = Math.round(box.y + Math.min(box.height, page.viewportSize()!.height - box.y) / 2);
    const cdp = await context.newCDPSession(page);
    expect(await shown(page)).toEqual({ tab: 'Base de Datos', inView: ['Base de Datos'] });

    await swipe(cdp, 320, 60, y);
    await untilShown(page, 'Seguridad');
    await swipe(cdp, 320, 60, y);
    await untilShown(page, 'Contenedores');
    expect(await inertPanels(page)).toEqual(othersThan('Contenedores'));
    // The tab list is wider than a phone: it scrolls the selected tab into view.
    const list = (await tabList(page).boundingBox())!;
    await expect
      .poll(async () => {
        const tab = (await page.getByRole('tab', { name: 'Contenedores' }).boundingBox())!;
        return tab.x >= list.x - 1 && tab.x + tab.width <= list.x + list.width + 1;
      }, patiently)
      .toBe(true);
    await swipe(cdp, 60, 320, y);
    await untilShown(page, 'Seguridad');
    // A short drag snaps back: the next real swipe goes on from Seguridad.
    await swipe(cdp, 200, 180, y);
    await swipe(cdp, 320, 60, y);
    await untilShown(page, 'Contenedores');
    await expectCleanPage(visited);
    await context.close();
  });

  it('on a desktop, a sideways scroll of the panels (a trackpad swipe) changes the tab', async () => {
    const visited = await visit(browser(), '/aws/servicios');
    const { page } = visited;
    const track = page.locator('[data-tabs-track]');
    await track.scrollIntoViewIfNeeded();
    const box = (await track.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + Math.min(box.height / 2, 100));
    await page.mouse.wheel(box.width, 0);
    await untilShown(page, 'Seguridad');
    await page.mouse.wheel(box.width, 0);
    await untilShown(page, 'Contenedores');
    await page.mouse.wheel(-box.width, 0);
    await untilShown(page, 'Seguridad');
    // And a scroll the page's own code did not start, as a swipe ends (scrollend).
    await track.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await untilShown(page, 'Empresa');
    expect(await inertPanels(page)).toEqual(othersThan('Empresa'));
    expect(visited.problems).toEqual([]);
    await visited.context.close();
  });
});

describe('/aws/servicios/Lambda', () => {
  const browser = useBrowser();

  it('explains what it is and how it works, with a diagram that reads as text', async () => {
    const visited = await visit(browser(), '/aws/servicios/Lambda');
    const { page } = visited;
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('AWS Lambda');
    expect(await h2s(page)).toEqual(
      expect.arrayContaining(['¿Qué es AWS Lambda?', '¿Cómo funciona?', 'Casos de uso']),
    );
    const diagram = page.getByRole('figure', { name: /^Flujo de un evento en AWS Lambda/ });
    expect(await diagram.getByRole('listitem').count()).toBe(4);
    expect(await diagram.getByRole('listitem').first().textContent()).toContain('Ocurre un evento');
    await expectCleanPage(visited);
    await visited.context.close();
  });

  it('lists the eight use cases in an accordion that opens and closes by keyboard', async () => {
    const visited = await visit(browser(), '/aws/servicios/Lambda');
    const { page } = visited;
    const useCases = section(page, 'Casos de uso');
    const buttons = useCases.locator('details > summary');
    // The eight use cases and their order are the content's (its own test counts them).
    expect(await buttons.allTextContents()).toEqual(lambdaUseCases.map((useCase) => useCase.title));
    const first = buttons.first();
    const text = useCases.getByText(/Ejecuta código en respuesta a cambios/);
    expect(await text.isVisible()).toBe(false);
    await first.focus();
    await page.keyboard.press('Enter');
    await text.waitFor();
    await page.keyboard.press('Space');
    await text.waitFor({ state: 'hidden' });
    await visited.context.close();
  });
});

describe('/aws/servicios/base-de-datos/RDS', () => {
  const browser = useBrowser();
  const { video } = rdsPage.intro;

  it('plays the video in place only when asked: no third-party request before the click', async () => {
    const visited = await visit(browser(), '/aws/servicios/base-de-datos/RDS');
    const { page, thirdParty } = visited;
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Amazon RDS');
    expect(await page.locator('iframe').count()).toBe(0);
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    // Once everything the page fetches by itself has arrived (the carousel's engine, the
    // pages it prefetches), still nothing from the video's platform.
    await page.waitForLoadState('networkidle');
    expect(thirdParty).toEqual([]);
    const facade = videoFacade(page, video.title);
    // The poster is a link to the video's page: it plays there when our script cannot run.
    expect(await facade.getAttribute('href')).toBe(watchPage(video.id));
    expect((await facade.boundingBox())?.height).toBe(400);
    await facade.click();
    const frame = page.locator(`iframe[title="${video.title}"]`);
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toBe(playerSrc(video.id));
    // The player takes the poster's place at its size: nothing below it moves.
    expect((await frame.boundingBox())?.height).toBe(400);
    // Played here, in place of the poster: the page stays, the player has the focus.
    expect(new URL(page.url()).pathname).toBe('/aws/servicios/base-de-datos/RDS');
    expect(await facade.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');
    await expect
      .poll(() => thirdParty.filter((url) => url.startsWith(`${videoHost}/embed/`)).length)
      .toBeGreaterThan(0);
    expect(thirdParty.every((url) => url.startsWith(videoHost))).toBe(true);
    expect(visited.problems).toEqual([]);
    await visited.context.close();
  });

  it('links the six engines out in a new tab', async () => {
    const visited = await visit(browser(), '/aws/servicios/base-de-datos/RDS');
    const engines = section(visited.page, 'Motores de base de datos').getByRole('link');
    expect(await engines.count()).toBe(6);
    const names = await engines.evaluateAll((links) =>
      links.map((link) => link.getAttribute('aria-label')),
    );
    expect(names).toEqual(
      ['Amazon Aurora', 'PostgreSQL', 'MySQL', 'MariaDB', 'Oracle', 'SQL Server'].map(
        (name) => `${name} (se abre en una pestaña nueva)`,
      ),
    );
    for (const engine of await engines.all()) {
      await expectNewTab(engine);
      expect(await engine.getAttribute('href')).toMatch(/^https:\/\/aws\.amazon\.com\/es\/rds\//);
    }
    await expectCleanPage(visited);
    await visited.context.close();
  });

  it('shows the six benefits in the shared carousel, which its arrows move, with an external "Explorar" each', async () => {
    const visited = await visit(browser(), '/aws/servicios/base-de-datos/RDS');
    const { page } = visited;
    const carousel = page.getByRole('region', { name: 'Beneficios de Amazon RDS' });
    const explore = carousel.locator('a', { hasText: 'Explorar' });
    expect(await explore.count()).toBe(6);
    for (const link of await explore.all()) await expectNewTab(link);
    const titles = await carousel.locator('h3').allTextContents();
    expect(titles).toEqual(
      expect.arrayContaining([
        'Administración sencilla',
        'Altamente escalable',
        'Disponible y duradero',
        'Rápido',
        'Seguro',
        'Económico',
      ]),
    );
    await carousel.scrollIntoViewIfNeeded();
    // Three at a time on a desktop, the first three first.
    expect(await slidesInView(carousel)).toEqual(['1 de 6', '2 de 6', '3 de 6']);
    const next = carousel.getByRole('button', { name: /siguiente/i });
    const previous = carousel.getByRole('button', { name: /anterior/i });
    await next.click();
    await expect
      .poll(() => slidesInView(carousel), patiently)
      .toEqual(['2 de 6', '3 de 6', '4 de 6']);
    await previous.click();
    await expect
      .poll(() => slidesInView(carousel), patiently)
      .toEqual(['1 de 6', '2 de 6', '3 de 6']);
    // Round and round: back from the start is the last slide.
    await previous.click();
    await expect
      .poll(() => slidesInView(carousel), patiently)
      .toEqual(['6 de 6', '1 de 6', '2 de 6']);
    await expectCleanPage(visited);
    await visited.context.close();
  });
});

describe('/aws/servicios/aws-connect', () => {
  const browser = useBrowser();

  it('has its five sections: intro video, diagram, two demos, three use cases, three benefits', async () => {
    const visited = await visit(browser(), '/aws/servicios/aws-connect');
    const { page, thirdParty } = visited;
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Amazon Connect');
    expect(await h2s(page)).toEqual(
      expect.arrayContaining([
        '¿Qué es Amazon Connect?',
        'Funcionamiento',
        'Demostraciones',
        'Casos de Uso',
        'Beneficios',
      ]),
    );
    const videos = [connectPage.intro.video, ...connectPage.demos.videos];
    const facades = page.getByRole('link', { name: new RegExp(`^${videoLabels.play} `) });
    expect(
      await facades.evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toEqual(videos.map((video) => watchPage(video.id)));
    expect(
      await section(page, 'Demostraciones')
        .getByRole('link', { name: new RegExp(`^${videoLabels.play} `) })
        .count(),
    ).toBe(2);
    const diagram = section(page, 'Funcionamiento').getByRole('figure', {
      name: /^Diagrama del flujo de un contacto en Amazon Connect/,
    });
    expect(await diagram.getByRole('listitem').count()).toBe(5);
    expect(await section(page, 'Casos de Uso').locator('details > summary').count()).toBe(3);
    expect(
      await section(page, 'Beneficios').getByRole('heading', { level: 3 }).allTextContents(),
    ).toEqual(['Listo en semanas', 'Pagas por uso', 'Escala con tu negocio']);
    expect(await page.locator('iframe').count()).toBe(0);
    expect(thirdParty).toEqual([]);
    await expectCleanPage(visited);
    await visited.context.close();
  });

  it('plays one demo in place on click and leaves the other as a poster', async () => {
    const visited = await visit(browser(), '/aws/servicios/aws-connect');
    const { page } = visited;
    const voiceBot = connectPage.demos.videos[0]!;
    const agentConsole = connectPage.demos.videos[1]!;
    const demos = section(page, 'Demostraciones');
    await videoFacade(demos, voiceBot.title).click();
    const frame = demos.locator('iframe');
    await frame.waitFor();
    expect(await frame.count()).toBe(1);
    expect(await frame.getAttribute('title')).toBe(voiceBot.title);
    expect(await frame.getAttribute('src')).toBe(playerSrc(voiceBot.id));
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');
    expect(await videoFacade(demos, agentConsole.title).getAttribute('href')).toBe(
      watchPage(agentConsole.id),
    );
    expect(new URL(page.url()).pathname).toBe('/aws/servicios/aws-connect');
    expect(visited.problems).toEqual([]);
    await visited.context.close();
  });
});

describe('/aws/aws-re-start', () => {
  const browser = useBrowser();

  it('opens with the banner facts, the two logos and the program facts', async () => {
    const visited = await visit(browser(), '/aws/aws-re-start');
    const { page } = visited;
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('AWS re/Start');
    const facts = await page
      .locator('header dl')
      .evaluate((list) =>
        [...list.querySelectorAll('dt')].map(
          (term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`,
        ),
      );
    expect(facts).toEqual(['Ciudad: Virtual', 'Duración: 14 semanas']);
    // The program's icon, drawn in the banner, decorative (the heading names the program).
    const icon = page.locator('header svg[width="140"][height="140"]');
    expect(await icon.getAttribute('aria-hidden')).toBe('true');
    expect(await icon.locator('path, rect, circle').count()).toBeGreaterThan(0);
    const logos = page.getByRole('list', { name: 'Programa e institución que lo respaldan' });
    expect(await logos.getByRole('img', { name: 'AWS re/Start' }).count()).toBe(1);
    expect(await logos.getByRole('img', { name: 'Amazon Web Services' }).count()).toBe(1);
    const text = await page.locator('main').innerText();
    for (const phrase of [
      'gratuito y virtual, de 14 semanas',
      'junto con Amazon Web Services',
      'desempleadas o subempleadas',
      'no tienen experiencia previa en tecnología',
      'Aprendizaje basado en escenarios',
      'Laboratorios prácticos',
      'Armado de CV, preparación para entrevistas, gestión del tiempo y comunicación adaptativa',
      'AWS Certified Cloud Practitioner, con exámenes de práctica y un examen completo, ambos gratuitos',
      'Conexión con empleadores',
    ]) {
      expect(text).toContain(phrase);
    }
    await expectCleanPage(visited);
    await visited.context.close();
  });

  it('walks the eight steps in order, with the dates in Spanish', async () => {
    const visited = await visit(browser(), '/aws/aws-re-start');
    const journey = section(visited.page, 'Tu recorrido');
    expect(await journey.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'Envía tu postulación',
      'Sesión informativa',
      'Entrevista',
      'Orientación',
      'Inicio de clases',
      'Graduación',
      'Conexión con empleadores',
      'Avanza en tu carrera en la nube',
    ]);
    const steps = journey.getByRole('listitem');
    expect(await steps.nth(4).locator('time').textContent()).toBe('1 de septiembre de 2025');
    expect(await steps.nth(4).locator('time').getAttribute('datetime')).toBe('2025-09-01');
    expect(await steps.nth(5).locator('time').textContent()).toBe('21 de noviembre de 2025');
    expect(await journey.locator('time').count()).toBe(2);
    await visited.context.close();
  });

  it('plays the cloud-computing video in place, in a 400px frame, only after the click', async () => {
    const visited = await visit(browser(), '/aws/aws-re-start');
    const { page, thirdParty } = visited;
    const { title, defaultId } = restartPage.video;
    const videoSection = section(page, title);
    expect(await videoSection.locator('iframe').count()).toBe(0);
    expect(thirdParty).toEqual([]);
    const facade = videoFacade(videoSection, title);
    expect(await facade.getAttribute('href')).toBe(watchPage(defaultId));
    await facade.click();
    const frame = videoSection.locator('iframe');
    await frame.waitFor();
    expect(await frame.getAttribute('title')).toBe(title);
    expect((await frame.boundingBox())?.height).toBe(400);
    expect(await frame.getAttribute('src')).toBe(playerSrc(defaultId));
    // The player takes the focus of the link it replaced.
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');
    expect(new URL(page.url()).pathname).toBe('/aws/aws-re-start');
    expect(visited.problems).toEqual([]);
    await visited.context.close();
  });

  it('lists the requirements and the 5 + 4 skill tiles, and closes without any apply action', async () => {
    const visited = await visit(browser(), '/aws/aws-re-start');
    const { page } = visited;
    expect(await section(page, 'Requisitos').getByRole('listitem').allTextContents()).toEqual([
      'Ser mayor de 18 años.',
      'Contar con una computadora y acceso a internet.',
      'Tener interés en trabajar en la industria tecnológica.',
      'Estar desempleado o subempleado.',
    ]);
    const skills = section(page, 'Habilidades que desarrollarás');
    const lists = skills.getByRole('list');
    expect(await lists.count()).toBe(2);
    expect(await lists.nth(0).getByRole('heading', { level: 4 }).allTextContents()).toEqual([
      'Conocimientos técnicos',
      'Computación en la nube',
      'Plataforma en la nube',
      'Lenguajes de programación',
      'Certificación',
    ]);
    expect(await lists.nth(1).getByRole('heading', { level: 4 }).allTextContents()).toEqual([
      'Comunicación efectiva',
      'Gestión del tiempo',
      'Resolución de problemas',
      'Trabajo en equipo',
    ]);
    const closed = section(page, 'Postulaciones cerradas');
    expect(await closed.innerText()).toContain(
      'Anunciaremos la segunda cohorte a través de nuestras redes sociales',
    );
    for (const link of await closed.getByRole('link').all()) await expectNewTab(link);
    const main = page.locator('main');
    expect(await main.getByRole('link', { name: /postul|inscr/i }).count()).toBe(0);
    expect(await main.getByRole('button', { name: /postul|inscr/i }).count()).toBe(0);
    expect(await main.locator('form').count()).toBe(0);
    await visited.context.close();
  });
});

describe('/veeam/soluciones', () => {
  const browser = useBrowser();

  it('shows the backup solutions as cards that lift on hover, and calls to the contact page', async () => {
    const visited = await visit(browser(), '/veeam/soluciones');
    const { page } = visited;
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Soluciones Veeam');
    const solutions = section(page, 'Lo que implementamos');
    expect(await solutions.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'Respaldo y replicación de servidores',
      'Respaldo de cargas en la nube',
      'Respaldo de Microsoft 365',
      'Recuperación ante ransomware',
      'Recuperación ante desastres',
      'Respaldo de bases de datos',
    ]);
    const card = solutions.getByRole('heading', { name: 'Recuperación ante ransomware' });
    const cardBox = card.locator('xpath=ancestor::div[contains(@class,"MuiCard-root")]');
    const before = (await cardBox.boundingBox())!.y;
    await cardBox.hover();
    await expect.poll(async () => (await cardBox.boundingBox())!.y).toBeLessThan(before - 2);
    expect(
      await page
        .getByRole('figure', { name: /^Nuestro método en cuatro pasos/ })
        .getByRole('listitem')
        .count(),
    ).toBe(4);
    const contact = page.locator('main a[href="/contacto/formulario"]');
    expect(await contact.count()).toBeGreaterThan(0);
    await contact.first().click();
    await page.waitForURL((url) => url.pathname === '/contacto/formulario');
    await visited.context.close();
  });

  it('is clean for axe and the console on a phone too', async () => {
    const visited = await visit(browser(), '/veeam/soluciones', viewports.phone);
    await expectCleanPage(visited);
    expect(visited.thirdParty).toEqual([]);
    await visited.context.close();
  });
});
