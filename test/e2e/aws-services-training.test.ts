/**
 * /aws/servicios, the Lambda, RDS and Connect pages, AWS re/Start and Veeam, as a
 * visitor sees and uses them in a real Chromium.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { lambdaUseCases } from '../../frontend/src/content/lambda';
import { videoLabels } from '../../frontend/src/content/ui';
import { type VisitedPage, baseUrl, seriousA11yViolations, useBrowser, viewports } from './browser';
import { openWithScriptsHeld } from './held-scripts';

const videoHost = 'https://www.youtube-nocookie.com';

/** Opens a page, recording every request that leaves the site and answering the video host locally. */
async function visit(
  browser: Browser,
  path: string,
  viewport: { width: number; height: number } = viewports.desktop,
): Promise<VisitedPage & { thirdParty: string[] }> {
  const thirdParty: string[] = [];
  const context = await browser.newContext({ viewport, locale: 'es-PE', hasTouch: true });
  await stubVideoHost(context);
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
  // 'load': the page as a visitor first gets it; what they tap next works before hydration too.
  const response = await page.goto(baseUrl() + path, { waitUntil: 'load' });
  expect(response?.status()).toBe(200);
  return { page, context, problems, thirdParty };
}

/** The machine has no internet: the player's host answers with a tiny page of our own. */
async function stubVideoHost(context: BrowserContext) {
  await context.route(`${videoHost}/**`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>Reproductor</title><p>Reproductor</p>',
    }),
  );
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

describe('/aws/servicios: four tabs', () => {
  const browser = useBrowser();
  const tabs = [
    ['Base de Datos', 'Amazon RDS', '/aws/servicios/base-de-datos/RDS'],
    ['Seguridad', 'Seguridad automatizada con AWS Lambda', '/aws/servicios/Lambda'],
    ['Contenedores', 'Contenedores sin servidores con AWS Lambda', '/aws/servicios/Lambda'],
    ['Empresa', 'Amazon Connect', '/aws/servicios/aws-connect'],
  ] as const;

  const selectedTab = (page: Page) =>
    page.getByRole('tab', { selected: true }).textContent({ timeout: 2000 });

  it('starts on the first tab; a click shows each card with its "ver más" link to the real page', async () => {
    const visited = await visit(browser(), '/aws/servicios');
    const { page } = visited;
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Servicios AWS');
    const list = page.getByRole('tablist', { name: 'Categorías de servicios AWS' });
    expect(await list.getByRole('tab').allTextContents()).toEqual(tabs.map(([tab]) => tab));
    expect(await selectedTab(page)).toBe('Base de Datos');
    for (const [tab, card, to] of tabs) {
      await list.getByRole('tab', { name: tab }).click();
      expect(await selectedTab(page)).toBe(tab);
      // Only the selected panel is in the accessibility tree once the 300 ms slide ends.
      await expect.poll(() => page.getByRole('tabpanel').count()).toBe(1);
      const panel = page.getByRole('tabpanel', { name: tab });
      expect(await panel.getByRole('heading', { level: 3 }).textContent()).toBe(card);
      const more = panel.getByRole('link', { name: /^ver más/ });
      expect(await more.getAttribute('href')).toBe(to);
      expect(await panel.getByRole('img').getAttribute('alt')).toMatch(/^Ilustración de /);
    }
    await page
      .getByRole('tabpanel')
      .getByRole('link', { name: /^ver más/ })
      .click();
    await page.waitForURL((url) => url.pathname === '/aws/servicios/aws-connect');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Amazon Connect');
    await visited.context.close();
  });

  it('answers the first tap before the page has hydrated', async () => {
    const context = await browser().newContext({
      viewport: viewports.phone,
      locale: 'es-PE',
      hasTouch: true,
    });
    try {
      const { page, held } = await openWithScriptsHeld(context, '/aws/servicios');
      await page.getByRole('tab', { name: 'Seguridad' }).tap();
      await expect.poll(() => selectedTab(page)).toBe('Seguridad');
      const panel = page.getByRole('tabpanel', { name: 'Seguridad' });
      // Slid into view: its box sits inside the window.
      await expect
        .poll(async () => (await panel.boundingBox())?.x ?? -1000)
        .toBeGreaterThanOrEqual(0);
      // The tap was intent: the page asked for the framework (at its next idle moment),
      // which is still held.
      await expect.poll(() => held.length).toBeGreaterThan(0);
      expect(await page.evaluate(() => '__ayniHydrated' in window)).toBe(false);
    } finally {
      await context.close();
    }
  });

  it('arrows, Home and End move the selection and the focus; the panel slides in 300 ms', async () => {
    const visited = await visit(browser(), '/aws/servicios');
    const { page } = visited;
    const focusedTab = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    await page.getByRole('tab', { name: 'Base de Datos' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await selectedTab(page)).toBe('Seguridad');
    expect(await focusedTab()).toBe('Seguridad');
    await page.keyboard.press('ArrowRight');
    expect(await selectedTab(page)).toBe('Contenedores');
    await page.keyboard.press('ArrowLeft');
    expect(await selectedTab(page)).toBe('Seguridad');
    await page.keyboard.press('End');
    expect(await selectedTab(page)).toBe('Empresa');
    await page.keyboard.press('ArrowRight');
    expect(await selectedTab(page)).toBe('Base de Datos');
    expect(await focusedTab()).toBe('Base de Datos');
    await page.keyboard.press('ArrowLeft');
    expect(await selectedTab(page)).toBe('Empresa');
    await page.keyboard.press('Home');
    expect(await selectedTab(page)).toBe('Base de Datos');
    // One tab stop for the whole list: Tab leaves it for the panel.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe(
      'tabpanel',
    );
    const slide = await page
      .getByRole('tabpanel', { name: 'Base de Datos' })
      .evaluate((panel) => getComputedStyle(panel.parentElement!).transitionDuration);
    expect(slide).toBe('0.3s');
    await expectCleanPage(visited);
    await visited.context.close();
  });

  it('on a phone, swiping the panel left and right changes the tab', async () => {
    const visited = await visit(browser(), '/aws/servicios', viewports.phone);
    const { page, context } = visited;
    const panel = page.getByRole('tabpanel');
    await panel.scrollIntoViewIfNeeded();
    const box = (await panel.boundingBox())!;
    const y = Math.round(box.y + box.height / 2);
    const cdp = await context.newCDPSession(page);
    const swipe = async (fromX: number, toX: number) => {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchStart',
        touchPoints: [{ x: fromX, y }],
      });
      for (let step = 1; step <= 5; step++) {
        const x = Math.round(fromX + ((toX - fromX) * step) / 5);
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    expect(await selectedTab(page)).toBe('Base de Datos');
    await swipe(320, 60);
    await expect.poll(() => selectedTab(page)).toBe('Seguridad');
    await swipe(320, 60);
    await expect.poll(() => selectedTab(page)).toBe('Contenedores');
    // The tab list is wider than a phone: it scrolls the selected tab into view.
    const list = (await page.getByRole('tablist').boundingBox())!;
    await expect
      .poll(async () => {
        const tab = (await page.getByRole('tab', { name: 'Contenedores' }).boundingBox())!;
        return tab.x >= list.x && tab.x + tab.width <= list.x + list.width;
      })
      .toBe(true);
    await swipe(60, 320);
    await expect.poll(() => selectedTab(page)).toBe('Seguridad');
    // A short touch is a tap, not a swipe: the next real swipe goes on from Seguridad.
    await swipe(200, 180);
    await swipe(320, 60);
    await expect.poll(() => selectedTab(page)).toBe('Contenedores');
    await expectCleanPage(visited);
    await context.close();
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

  it('loads the video player only when asked: no third-party request before the click', async () => {
    const visited = await visit(browser(), '/aws/servicios/base-de-datos/RDS');
    const { page, thirdParty } = visited;
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Amazon RDS');
    expect(await page.locator('iframe').count()).toBe(0);
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    // Scrolling starts hydration: once everything it loads has arrived, still nothing third-party.
    await page.waitForLoadState('networkidle');
    expect(thirdParty).toEqual([]);
    const play = page.getByRole('button', {
      name: `${videoLabels.play} Introducción a Amazon RDS`,
    });
    expect((await play.boundingBox())?.height).toBe(400);
    await play.click();
    const frame = page.locator('iframe[title="Introducción a Amazon RDS"]');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toMatch(
      new RegExp(`^${videoHost}/embed/[A-Za-z0-9_-]{11}\\?`),
    );
    expect(await frame.getAttribute('height')).toBe('400');
    await expect
      .poll(() => thirdParty.filter((url) => url.startsWith(`${videoHost}/embed/`)).length)
      .toBeGreaterThan(0);
    expect(thirdParty.every((url) => url.startsWith(videoHost))).toBe(true);
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

  it('shows the six benefits in the shared carousel, with previous/next and an external "Explorar" each', async () => {
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
    const next = carousel.getByRole('button', { name: /siguiente/i });
    const previous = carousel.getByRole('button', { name: /anterior/i });
    await next.click();
    await previous.click();
    expect(visited.problems).toEqual([]);
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
    const players = page.getByRole('button', { name: new RegExp(`^${videoLabels.play} `) });
    expect(await players.count()).toBe(3);
    expect(
      await section(page, 'Demostraciones')
        .getByRole('button', { name: new RegExp(`^${videoLabels.play} `) })
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

  it('plays one demo on click and leaves the other as a poster', async () => {
    const visited = await visit(browser(), '/aws/servicios/aws-connect');
    const { page } = visited;
    const demos = section(page, 'Demostraciones');
    await demos.getByRole('button', { name: /bot de voz/ }).click();
    await demos.locator('iframe').waitFor();
    expect(await demos.locator('iframe').count()).toBe(1);
    expect(await demos.locator('iframe').getAttribute('title')).toBe(
      'Demostración: autoservicio con un bot de voz',
    );
    expect(await demos.getByRole('button', { name: /consola del agente/ }).count()).toBe(1);
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
    expect(
      await page.locator('header img[src="/img/restart/icono-programa.svg"]').getAttribute('width'),
    ).toBe('140');
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

  it('plays the cloud-computing video in a 400px frame only after the click', async () => {
    const visited = await visit(browser(), '/aws/aws-re-start');
    const { page, thirdParty } = visited;
    const videoSection = section(page, '¿Qué es la computación en la nube?');
    expect(await videoSection.locator('iframe').count()).toBe(0);
    expect(thirdParty).toEqual([]);
    await videoSection.getByRole('button', { name: new RegExp(`^${videoLabels.play}`) }).click();
    const frame = videoSection.locator('iframe');
    await frame.waitFor();
    expect(await frame.getAttribute('title')).toBe('¿Qué es la computación en la nube?');
    expect((await frame.boundingBox())?.height).toBe(400);
    expect(await frame.getAttribute('src')).toMatch(new RegExp(`^${videoHost}/embed/`));
    // The player takes the focus of the button it replaced.
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');
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
