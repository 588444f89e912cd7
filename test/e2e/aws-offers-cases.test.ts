/**
 * The AWS partner pages as a visitor sees them: the AWS offers and their pages, next
 * steps, the AWS and Oracle commitment pages, and the success cases. The
 * expected phrases are the current copy, written out here rather than read from
 * content/: a copy change to one of them fails this suite until the phrase is
 * changed here as well (copy edits update both). The contact form's labels are the
 * form's own (its tests assert them), read from content/. The pages are prerendered and
 * complete: their links are ordinary page loads and their accordions native disclosures,
 * so nothing here waits for a script (without-scripts.test.ts turns scripts off).
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { contactForm } from '../../frontend/src/content/contacto/formulario';
import { baseUrl, openPage, seriousA11yViolations, useBrowser, viewports } from './browser';

interface ImageInfo {
  label: string | null;
  width: string | null;
  height: string | null;
  /** Shapes drawn inside it: the file's drawing is in the page. */
  shapes: number;
}

/**
 * Every named image in the page's main content. The illustrations are drawn in the page itself
 * (decision 086): an `<svg role="img">` named by its label, nothing fetched.
 */
function mainImages(page: Page): Promise<ImageInfo[]> {
  return page.locator('main svg[role="img"]').evaluateAll((images) =>
    images.map((image) => ({
      label: image.getAttribute('aria-label'),
      width: image.getAttribute('width'),
      height: image.getAttribute('height'),
      shapes: image.querySelectorAll('path, rect, circle, text, line, polygon, polyline, ellipse')
        .length,
    })),
  );
}

/** Each image is drawn in the page, with a useful name and a size; no image is fetched. */
async function expectImagesDescribedAndSized(page: Page, minimum: number) {
  const images = await mainImages(page);
  expect(images.length).toBeGreaterThanOrEqual(minimum);
  for (const image of images) {
    expect(image.label?.length ?? 0, image.label ?? '').toBeGreaterThan(20);
    expect(Number(image.width), image.label ?? '').toBeGreaterThan(0);
    expect(Number(image.height), image.label ?? '').toBeGreaterThan(0);
    expect(image.shapes, image.label ?? '').toBeGreaterThan(2);
  }
  expect(await page.locator('main img').count()).toBe(0);
  return images;
}

/** An accordion entry opens with Enter and closes with Space: its text shows, then hides. */
async function expectKeyboardToggle(summary: Locator) {
  const panel = summary.locator('xpath=following-sibling::*[1]');
  expect(await panel.isVisible()).toBe(false);
  await summary.focus();
  await summary.press('Enter');
  await panel.waitFor();
  await summary.press('Space');
  await panel.waitFor({ state: 'hidden' });
}

/** The accordion entries' titles (each a heading inside a native disclosure's summary). */
function accordionButtons(scope: Page | Locator): Locator {
  return scope.locator('details > summary');
}

/** Whether `first` comes before `second` in the page. */
async function comesBefore(first: Locator, second: Locator): Promise<boolean> {
  const other = await second.elementHandle();
  return first.evaluate(
    (a, b) => Boolean(a.compareDocumentPosition(b as Node) & Node.DOCUMENT_POSITION_FOLLOWING),
    other,
  );
}

async function h1(page: Page) {
  return (await page.getByRole('heading', { level: 1 }).textContent())?.trim();
}

function sectionByHeading(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

describe('/aws/ofertas', () => {
  const browser = useBrowser();

  it('shows three offer cards, three per row from medium width, linking to each offer', async () => {
    const { page, context, problems } = await openPage(browser(), '/aws/ofertas');
    expect(await h1(page)).toBe('Ofertas AWS');
    const links = page.getByRole('main').getByRole('link', { name: /^Conoce la oferta/ });
    expect(await links.count()).toBe(3);
    expect(await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')))).toEqual([
      '/aws/ofertas/connect',
      '/aws/ofertas/waf',
      '/aws/ofertas/streaming',
    ]);
    for (const title of [
      'AI-Powered Contact Center',
      'High-Performance Website Firewall',
      'Live Streaming to Smart Devices',
    ]) {
      expect(await page.getByRole('heading', { name: title, level: 3 }).count()).toBe(1);
    }
    const tops = () =>
      page
        .locator('main .MuiCard-root')
        .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
    expect(new Set(await tops()).size).toBe(1);
    // MUI's md breakpoint is 900px: one row of three from there, stacked below it.
    await page.setViewportSize({ width: 900, height: 800 });
    expect(new Set(await tops()).size).toBe(1);
    await page.setViewportSize({ width: 899, height: 800 });
    expect(new Set(await tops()).size).toBe(3);

    expect(await expectImagesDescribedAndSized(page, 3)).toHaveLength(3);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await links.nth(2).click();
    // A link is an ordinary page load: the offer's page, complete, once it has loaded.
    await page.waitForURL((url) => url.pathname === '/aws/ofertas/streaming');
    expect(await h1(page)).toBe('Live Streaming to Smart Devices');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('cards lift on hover', async () => {
    const { page, context } = await openPage(browser(), '/aws/ofertas');
    const card = page.locator('main .MuiCard-root').first();
    const transform = () => card.evaluate((element) => getComputedStyle(element).transform);
    expect(await transform()).toBe('none');
    await card.hover();
    await expect.poll(transform).toMatch(/^matrix\(1, 0, 0, 1, 0, -4\)$/);
    await context.close();
  });
});

const offerPages = [
  {
    path: '/aws/ofertas/connect',
    title: 'AI-Powered Contact Center',
    weeks: 3,
    certifications: 3,
  },
  {
    path: '/aws/ofertas/waf',
    title: 'High-Performance Website Firewall',
    weeks: 3,
    certifications: 3,
  },
  {
    path: '/aws/ofertas/streaming',
    title: 'Live Streaming to Smart Devices',
    weeks: 4,
    certifications: 3,
  },
] as const;

describe('offer pages', () => {
  const browser = useBrowser();

  it.each(offerPages)(
    '$path: purpose banner, implementation time, activity cards, image, certifications, contact section',
    async ({ path, title, weeks, certifications }) => {
      const { page, context, problems } = await openPage(browser(), path);
      try {
        expect(await h1(page)).toBe(title);
        const banner = page.locator('main header').first();
        expect(await banner.textContent()).toContain('Propósito');

        const implementation = sectionByHeading(page, '¿Cuánto toma implementarla?');
        expect(await implementation.textContent()).toContain(
          `La implementación toma ${weeks} semanas en promedio`,
        );
        expect(await implementation.getByRole('listitem').count()).toBe(4);
        expect(await implementation.getByRole('heading', { level: 3 }).count()).toBe(4);

        await expectImagesDescribedAndSized(page, 1);

        // The activity cards, then the image, then the certifications.
        const image = page.locator('main svg[role="img"]').last();
        const certificationsSection = sectionByHeading(page, 'Certificaciones de nuestro equipo');
        expect(await comesBefore(implementation.getByRole('listitem').last(), image)).toBe(true);
        expect(await comesBefore(image, certificationsSection)).toBe(true);

        const buttons = accordionButtons(certificationsSection);
        expect(await buttons.count()).toBe(certifications);
        for (const name of await buttons.allTextContents()) {
          expect(name).toMatch(/^AWS Certified /);
        }
        await expectKeyboardToggle(buttons.first());

        expect(
          await page
            .getByRole('heading', {
              level: 2,
              name: 'Contáctanos a través del siguiente formulario',
            })
            .count(),
        ).toBe(1);
        const form = sectionByHeading(
          page,
          'Contáctanos a través del siguiente formulario',
        ).getByRole('form', { name: 'Formulario de contacto' });
        for (const label of Object.values(contactForm.labels)) {
          expect(await form.getByLabel(label).count()).toBe(1);
        }
        expect(await seriousA11yViolations(page)).toEqual([]);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it('streaming: the spec description, the four activities and the three certifications with their experience', async () => {
    const { page, context } = await openPage(browser(), '/aws/ofertas/streaming');
    const main = (await page.getByRole('main').textContent()) ?? '';
    for (const phrase of [
      'centraliza el contenido desde varias ubicaciones',
      'con calidad y seguridad, sin necesidad de infraestructura local',
      'empresas que usan el video',
      'Se integra en tus sitios web o en tus aplicaciones',
      'control total del acceso y de la experiencia',
    ]) {
      expect(main).toContain(phrase);
    }
    const activities = sectionByHeading(page, '¿Cuánto toma implementarla?').getByRole('heading', {
      level: 3,
    });
    // In the order the spec lists them.
    expect(await activities.allTextContents()).toEqual([
      'Configuración de canales de entrada y codificación de señal',
      'Pruebas finales de funcionalidad',
      'Integración de distribución y empaquetado para transmisión en vivo',
      'Configuración de almacenamiento de transmisiones y generación de contenido a demanda',
    ]);
    const section = sectionByHeading(page, 'Certificaciones de nuestro equipo');
    expect(await accordionButtons(section).allTextContents()).toEqual([
      'AWS Certified Solutions Architect – Professional',
      'AWS Certified DevOps Engineer – Professional',
      'AWS Certified SysOps Administrator – Associate',
    ]);
    const devops = accordionButtons(section).nth(1);
    await devops.click();
    await expect
      .poll(() => section.getByText(/al menos 2 años de trabajo práctico/).isVisible())
      .toBe(true);
    await accordionButtons(section).nth(2).click();
    await expect.poll(() => section.getByText(/de 1 a 2 años desplegando/).isVisible()).toBe(true);
    await context.close();
  });
});

describe('/aws/proximos-pasos', () => {
  const browser = useBrowser();

  it('states the short- and medium-term goals and the Conócenos accordion', async () => {
    const { page, context, problems } = await openPage(browser(), '/aws/proximos-pasos');
    expect(await h1(page)).toBe('Próximos pasos con AWS');
    const goals = sectionByHeading(page, 'Nuestras metas');
    const goalTitles = await goals.getByRole('heading', { level: 3 }).allTextContents();
    expect(goalTitles).toEqual([
      'Corto plazo: Programas de entrega de servicios de AWS',
      'Mediano plazo: Partner de nivel Advanced',
    ]);
    const text = (await goals.textContent()) ?? '';
    expect(text).toContain('AWS Service Delivery Program');
    expect(text).toContain('Amazon RDS');
    expect(text).toContain('AWS WAF');
    const about = sectionByHeading(page, 'Conócenos');
    const buttons = accordionButtons(about);
    expect(await buttons.allTextContents()).toEqual([
      'Quiénes somos',
      'Qué hacemos',
      'Cómo lo hacemos',
    ]);
    await expectKeyboardToggle(buttons.nth(1));
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('commitment pages', () => {
  const browser = useBrowser();

  it('/aws/nuestro-compromiso: nine certification cards by level and an accordion with the experience', async () => {
    const { page, context, problems } = await openPage(browser(), '/aws/nuestro-compromiso');
    expect(await h1(page)).toBe('Nuestro compromiso con AWS');
    const grid = sectionByHeading(page, 'Certificaciones de nuestro equipo');
    const levels = { Professional: 2, Specialty: 3, Associate: 3, Foundational: 1 };
    expect(await grid.getByRole('heading', { level: 3 }).allTextContents()).toEqual(
      Object.keys(levels),
    );
    for (const [level, count] of Object.entries(levels)) {
      expect(await sectionByHeading(page, level).getByRole('listitem').count(), level).toBe(count);
    }
    const cards = grid.getByRole('listitem');
    expect(await cards.count()).toBe(9);
    const names = await cards.locator('p').allTextContents();
    for (const name of [
      'AWS Certified Solutions Architect – Professional',
      'AWS Certified DevOps Engineer – Professional',
      'AWS Certified Database – Specialty',
      'AWS Certified Security – Specialty',
      'AWS Certified Data Analytics – Specialty',
      'AWS Certified Solutions Architect – Associate',
      'AWS Certified Developer – Associate',
      'AWS Certified SysOps Administrator – Associate',
      'AWS Certified Cloud Practitioner',
    ]) {
      expect(names).toContain(name);
    }

    const card = cards.first().locator('.MuiCard-root');
    await card.hover();
    await expect
      .poll(() => card.evaluate((element) => getComputedStyle(element).transform))
      .not.toBe('none');

    const accordion = sectionByHeading(page, 'Qué significa cada certificación');
    const buttons = accordionButtons(accordion);
    expect(await buttons.count()).toBe(9);
    const experience = {
      'AWS Certified DevOps Engineer – Professional': 'al menos 2 años de trabajo práctico',
      'AWS Certified SysOps Administrator – Associate': 'de 1 a 2 años desplegando',
      'AWS Certified Developer – Associate': '12 meses de trabajo práctico',
    };
    for (const [name, phrase] of Object.entries(experience)) {
      const button = accordionButtons(accordion).filter({ hasText: name });
      await expectKeyboardToggle(button);
      await button.press('Enter');
      await expect.poll(() => accordion.getByText(phrase).isVisible()).toBe(true);
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('/oracle/nuestro-compromiso: nine badges (4 Specialist, 1 Professional, 3 Associate, 1 Foundations Associate) and an accordion', async () => {
    const { page, context, problems } = await openPage(browser(), '/oracle/nuestro-compromiso');
    expect(await h1(page)).toBe('Nuestro compromiso con Oracle');
    const grid = sectionByHeading(page, 'Nuestras certificaciones Oracle');
    const levels = { Specialist: 4, Professional: 1, Associate: 3, 'Foundations Associate': 1 };
    expect(await grid.getByRole('heading', { level: 3 }).allTextContents()).toEqual(
      Object.keys(levels),
    );
    for (const [level, count] of Object.entries(levels)) {
      expect(await sectionByHeading(page, level).getByRole('listitem').count(), level).toBe(count);
    }
    expect(await grid.getByRole('listitem').count()).toBe(9);
    for (const name of await grid.getByRole('listitem').locator('p').allTextContents()) {
      expect(name).toMatch(/^Oracle /);
    }
    const accordion = sectionByHeading(page, 'Qué acredita cada certificación');
    expect(await accordionButtons(accordion).count()).toBe(9);
    await expectKeyboardToggle(accordionButtons(accordion).last());
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});

/** The five cases, as the spec names and dates them. */
const caseArticles = [
  {
    path: '/aws/casos-exito/la-busqueda-rapida-y-aws',
    title: 'La búsqueda rápida y AWS',
    date: '22 de julio de 2020',
    sections: ['El cliente', 'La situación', 'La solución', 'La arquitectura'],
    phrases: [
      'Amazon OpenSearch Service',
      'Amazon S3',
      'AWS Lambda',
      'Amazon DynamoDB',
      'Amazon SES',
      'Amazon CloudWatch',
      'retail',
    ],
    accordion: 0,
  },
  {
    path: '/aws/casos-exito/escalabilidad-negocio',
    title: 'Escalabilidad para el negocio',
    date: '23 de diciembre de 2021',
    sections: [
      'Resumen ejecutivo',
      'El desafío del cliente',
      '¿Por qué AWS?',
      'El partner',
      'La solución del partner',
    ],
    phrases: [
      'Una base de datos por marca',
      'AWS WAF',
      'Monitoreo con Amazon CloudWatch',
      'Alertas con Amazon SNS',
      'Plan del proyecto: 2 meses',
      'alrededor del 10 %',
    ],
    accordion: 0,
  },
  {
    path: '/aws/casos-exito/trasmitir-y-compartir-momentos',
    title: 'Transmitir y compartir momentos',
    date: '13 de enero de 2023',
    sections: [
      'Resumen ejecutivo',
      'El desafío del cliente',
      '¿Por qué AWS?',
      'El partner',
      'La solución del partner',
    ],
    phrases: [
      'Video en vivo',
      'Conversión a demanda',
      'Almacenamiento',
      'API',
      'retención de 2 años',
    ],
    accordion: 0,
  },
  {
    path: '/aws/casos-exito/central-telefonica-connect',
    title: 'Central telefónica con Amazon Connect',
    date: '12 de agosto de 2024',
    sections: [
      'Resumen ejecutivo',
      'El desafío del cliente',
      '¿Por qué AWS?',
      'El partner',
      'La solución del partner',
      'Resultados',
    ],
    accordionTitles: ['La plataforma', 'El análisis', 'La optimización'],
    phrases: [
      '65 %más consultas resueltas por autoservicio',
      '30 %menos llamadas derivadas a agentes',
      '35 %de las llamadas atendidas de forma totalmente automática',
      '60 %más rapidez en el análisis de las llamadas',
    ],
    accordion: 3,
  },
  {
    path: '/aws/casos-exito/caso-waf',
    title: 'AWS WAF para un servicio bancario',
    date: '20 de mayo de 2025',
    sections: [
      'Resumen ejecutivo',
      'El desafío del cliente',
      '¿Por qué AWS?',
      'El partner',
      'La solución del partner',
      'Resultados',
    ],
    phrases: ['WordPress', '98 %de los ataques bloqueados', '100 %de los picos DDoS mitigados'],
    accordion: 4,
  },
] as const;

describe('/aws/casos-exito', () => {
  const browser = useBrowser();

  it('features the contact-center case and lists the five latest, dated in Spanish', async () => {
    const { page, context, problems } = await openPage(browser(), '/aws/casos-exito');
    expect(await h1(page)).toBe('Casos de éxito');
    const featured = sectionByHeading(page, 'Caso destacado');
    const readMore = featured.getByRole('link', { name: /^Leer más\.\.\./ });
    expect(await readMore.textContent()).toBe('Leer más...');
    expect(await readMore.getAttribute('href')).toBe('/aws/casos-exito/central-telefonica-connect');

    const latest = sectionByHeading(page, 'Últimas publicaciones');
    const links = latest.getByRole('link', { name: /^Ver Más/ });
    expect(await links.count()).toBe(5);
    expect(
      (await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')))).sort(),
    ).toEqual(caseArticles.map((article) => article.path).sort());
    const dates = await latest.locator('time').allTextContents();
    expect(dates).toEqual([
      '20 de mayo de 2025',
      '12 de agosto de 2024',
      '13 de enero de 2023',
      '23 de diciembre de 2021',
      '22 de julio de 2020',
    ]);
    for (const article of caseArticles) {
      expect(await latest.getByRole('heading', { name: article.title, level: 3 }).count()).toBe(1);
    }

    expect(await expectImagesDescribedAndSized(page, 6)).toHaveLength(6);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each(caseArticles.map((article) => [article.title, article.path] as const))(
    "'Ver Más' on %s opens its article",
    async (title, path) => {
      const { page, context } = await openPage(browser(), '/aws/casos-exito');
      await sectionByHeading(page, 'Últimas publicaciones')
        .getByRole('link', { name: `Ver Más: ${title}` })
        .click();
      await page.waitForURL((url) => url.pathname === path);
      expect(await h1(page)).toBe(title);
      await context.close();
    },
  );

  it('on a phone, the featured case image fits the screen and the page has no overflow', async () => {
    const { page, context } = await openPage(browser(), '/aws/casos-exito', {
      viewport: viewports.phone,
    });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    const featured = page.locator('main svg[role="img"]').first();
    const box = await featured.boundingBox();
    expect(box?.width).toBeGreaterThan(viewports.phone.width / 2);
    expect(box?.width).toBeLessThanOrEqual(viewports.phone.width);
    // Its aspect ratio kept as it scales down: the drawing's own 4:3 or so, not squashed.
    expect((box?.width ?? 0) / (box?.height ?? 1)).toBeGreaterThan(1);
    await context.close();
  });
});

describe('case articles', () => {
  const browser = useBrowser();

  it.each(caseArticles)(
    '$path: header (image, title, date), sections in order, images, related links',
    async ({ path, title, date, sections, phrases, accordion, ...more }) => {
      const { page, context, problems } = await openPage(browser(), path);
      try {
        expect(await h1(page)).toBe(title);
        const header = page.locator('article > header');
        expect(await header.locator('time').textContent()).toBe(date);
        expect(await header.textContent()).toContain(`Publicado el ${date}`);

        const h2s = await page
          .locator('article')
          .getByRole('heading', { level: 2 })
          .allTextContents();
        expect(h2s).toEqual([...sections, 'Sigue leyendo']);
        const text = (await page.locator('article').textContent()) ?? '';
        for (const phrase of phrases) expect(text).toContain(phrase);

        const images = await expectImagesDescribedAndSized(page, 2);
        expect(images.some((image) => image.label?.startsWith('Diagrama de arquitectura'))).toBe(
          true,
        );

        const fullSize = page.getByRole('link', { name: /^Ver la imagen en tamaño completo/ });
        expect(await fullSize.count()).toBe(1);
        // The diagram's own file, for a closer look.
        const file = (await fullSize.getAttribute('href')) ?? '';
        expect(file).toMatch(/^\/img\/casos\/arquitectura-[a-z-]+\.svg$/);
        const served = await fetch(baseUrl() + file);
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toContain('image/svg+xml');
        expect(await fullSize.getAttribute('target')).toBe('_blank');
        expect(await fullSize.getAttribute('rel')).toBe('noopener noreferrer');

        const buttons = accordionButtons(page.locator('article'));
        expect(await buttons.count()).toBe(accordion);
        if ('accordionTitles' in more)
          expect(await buttons.allTextContents()).toEqual(more.accordionTitles);
        if (accordion) await expectKeyboardToggle(buttons.first());

        const related = page.getByRole('navigation', { name: 'Sigue leyendo' });
        expect(await related.getByRole('link').count()).toBeGreaterThanOrEqual(3);
        expect(
          await related
            .getByRole('link', { name: 'Todos los casos de éxito' })
            .getAttribute('href'),
        ).toBe('/aws/casos-exito');

        expect(await seriousA11yViolations(page)).toEqual([]);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it('the WAF case explains its four protection levels', async () => {
    const { page, context } = await openPage(browser(), '/aws/casos-exito/caso-waf');
    const titles = await accordionButtons(page.locator('article')).allTextContents();
    expect(titles.map((title) => title.slice(0, 7))).toEqual([
      'Nivel 1',
      'Nivel 2',
      'Nivel 3',
      'Nivel 4',
    ]);
    await context.close();
  });

  it('the images are drawn in the prerendered HTML, named, before any script', async () => {
    for (const { path } of caseArticles) {
      const html = await (await fetch(baseUrl() + path)).text();
      expect(html, path).not.toMatch(/<img /);
      const named = html.match(/<svg role="img" aria-label="[^"]{20,}"/g) ?? [];
      expect(named.length, path).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('on a phone', () => {
  const browser = useBrowser();

  it.each([
    '/aws/ofertas',
    '/aws/ofertas/connect',
    '/aws/ofertas/waf',
    '/aws/ofertas/streaming',
    '/aws/proximos-pasos',
    '/aws/nuestro-compromiso',
    '/oracle/nuestro-compromiso',
    ...caseArticles.map((article) => article.path),
  ])('%s fits the screen width', async (path) => {
    const { page, context } = await openPage(browser(), path, { viewport: viewports.phone });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await context.close();
  });
});
