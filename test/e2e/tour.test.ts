/**
 * The tour: every route of the table and every linked-but-missing path, as served
 * (`npm start`'s server) and in a real Chromium. Each check walks every page and
 * names the ones that fail it.
 */
import { describe, expect, it } from 'vitest';
import { siteRoutes } from '../../routes/site-routes';
import { notFoundMeta, pageMeta } from '../../frontend/src/app/page-meta';
import { notFoundContent } from '../../frontend/src/content/404';
import { PAGES_AT_ONCE, failuresOn } from '../each-path';
import { baseUrl, openPage, seriousA11yViolations, useBrowser, WALK_TIMEOUT_MS } from './browser';

/** The h1 a visitor sees on each page. */
const headings: Record<(typeof siteRoutes)[number]['path'], string> = {
  '/': 'Somos partner de',
  '/servicios': 'Nuestros servicios',
  '/nosotros/cultura': 'Cooltura Ayni',
  '/nosotros/equipo': 'Nuestro equipo',
  '/clientes/nuestros-clientes': 'Nuestros clientes',
  '/ayuda/trabaja-con-nosotros': 'Oportunidades',
  '/contacto/empresa': 'Nuestra empresa',
  '/contacto/formulario': 'Contáctate con nosotros',
  '/aws/ofertas': 'Ofertas AWS',
  '/aws/ofertas/connect': 'AI-Powered Contact Center',
  '/aws/ofertas/waf': 'High-Performance Website Firewall',
  '/aws/ofertas/streaming': 'Live Streaming to Smart Devices',
  '/aws/proximos-pasos': 'Próximos pasos con AWS',
  '/aws/nuestro-compromiso': 'Nuestro compromiso con AWS',
  '/politicas-privacidad': 'Política de privacidad',
  '/aws/casos-exito': 'Casos de éxito',
  '/aws/casos-exito/la-busqueda-rapida-y-aws': 'La búsqueda rápida y AWS',
  '/aws/casos-exito/escalabilidad-negocio': 'Escalabilidad para el negocio',
  '/aws/casos-exito/central-telefonica-connect': 'Central telefónica con Amazon Connect',
  '/aws/casos-exito/caso-waf': 'AWS WAF para un servicio bancario',
  '/aws/casos-exito/trasmitir-y-compartir-momentos': 'Transmitir y compartir momentos',
  '/aws/servicios': 'Servicios AWS',
  '/aws/aws-re-start': 'AWS re/Start',
  '/aws/servicios/Lambda': 'AWS Lambda',
  '/aws/servicios/base-de-datos/RDS': 'Amazon RDS',
  '/aws/servicios/aws-connect': 'Amazon Connect',
  '/oracle/nuestro-compromiso': 'Nuestro compromiso con Oracle',
  '/veeam/soluciones': 'Soluciones Veeam',
};

/** Paths the navigation and footer link to that are not in the table: they show the not-found page. */
const linkedButMissing = [
  '/clientes/testimonios',
  '/clientes/compromiso',
  '/clientes/nuestro-compromiso',
  '/aws/blog',
  '/oracle/proximos-pasos',
  '/oracle/casos-exito',
  '/oracle/servicios',
  '/oracle/blog',
  '/oracle/nuestro-compromiso-con-oracle',
  '/oracle/caso-de-exito',
  '/oracle/servicios-de-oracle',
  '/veeam/nuestro-compromiso',
  '/veeam/proximos-pasos',
  '/veeam/casos-exito',
  '/veeam/blog',
  '/demo/nuestras-demos/streaming',
  '/demo/nuestras-demos/reconocimiento-facial',
  '/demo/nuestras-demos/consola-aws',
  '/partner/aws',
  '/partner/oracle',
  '/partner/veeam',
  '/ayuda/preguntas-frecuentes',
  '/consola',
  '/facial',
  '/streaming',
  '/repositorio',
  // Exact matching is case-sensitive.
  '/aws/servicios/lambda',
  '/aws/servicios/base-de-datos/rds',
];

const notFoundText = notFoundContent.message;

/** What went wrong on each page, by path; empty when every page passed. */
type Failures = Record<string, string[]>;

describe('every route of the table', () => {
  const browser = useBrowser();

  it('lists the 28 routes of the spec', () => {
    expect(siteRoutes).toHaveLength(28);
    expect(Object.keys(headings).sort()).toEqual(siteRoutes.map((route) => route.path).sort());
  });

  it(
    'every route answers 200 with its prerendered, styled page: heading, title, description, canonical',
    { timeout: WALK_TIMEOUT_MS },
    async () => {
      const failures: Failures = {};
      for (const { path } of siteRoutes) {
        const response = await fetch(baseUrl() + path);
        const html = await response.text();
        const problems = [
          response.status === 200 ? '' : `status ${response.status}`,
          html.includes('<html lang="es"') ? '' : 'no lang="es"',
          new RegExp(`<h1[^>]*>${escapeRegExp(headings[path])}</h1>`).test(html)
            ? ''
            : `no <h1>${headings[path]}</h1>`,
          html.includes(`<title>${escapeHtml(pageMeta(path).title)}</title>`)
            ? ''
            : `no <title>${pageMeta(path).title}</title>`,
          /<meta name="description" content="[^"]{50,}"/.test(html) ? '' : 'no description',
          html.includes('<link rel="canonical"') ? '' : 'no canonical',
          html.includes('<style data-emotion=') ? '' : 'no styles in the HTML',
        ].filter(Boolean);
        if (problems.length > 0) failures[path] = problems;
      }
      expect(failures).toEqual({});
    },
  );

  it(
    'every route shows its heading and title in Chromium with no console error, no failed request and no serious axe violation',
    // Chromium and axe take seconds a page, more on a busy machine.
    { timeout: WALK_TIMEOUT_MS * 6 },
    async () => {
      const failures: Failures = {};
      // A few pages at a time: each waits on Chromium and axe more than on the processor.
      await failuresOn(
        siteRoutes.map((route) => route.path),
        async (path) => {
          const { page, context, problems, status } = await openPage(browser(), path);
          try {
            const found = [
              status === 200 ? '' : `status ${status}`,
              (await page.getByRole('heading', { level: 1 }).first().textContent()) ===
              headings[path]
                ? ''
                : 'wrong <h1>',
              (await page.title()) === pageMeta(path).title ? '' : `title "${await page.title()}"`,
              (await page.locator('html').getAttribute('lang')) === 'es' ? '' : 'no lang="es"',
              ...(await seriousA11yViolations(page)),
              ...problems,
            ].filter(Boolean);
            if (found.length > 0) failures[path] = found;
          } finally {
            await context.close();
          }
        },
        { atOnce: PAGES_AT_ONCE },
      );
      expect(failures).toEqual({});
    },
  );
});

describe('paths outside the table', () => {
  const browser = useBrowser();

  it(
    'every linked-but-missing path answers 404 with the not-found page, kept out of the index',
    { timeout: WALK_TIMEOUT_MS },
    async () => {
      const failures: Failures = {};
      for (const path of linkedButMissing) {
        const response = await fetch(baseUrl() + path);
        const html = await response.text();
        const problems = [
          response.status === 404 ? '' : `status ${response.status}`,
          html.includes(notFoundText) ? '' : 'not the not-found page',
          html.includes(`<title>${escapeHtml(notFoundMeta().title)}</title>`) ? '' : 'wrong title',
          html.includes('<meta name="robots" content="noindex"/>') ? '' : 'no noindex',
        ].filter(Boolean);
        if (problems.length > 0) failures[path] = problems;
      }
      expect(failures).toEqual({});
    },
  );

  it('a trailing slash answers 301 to the path without it, keeping the query', async () => {
    const response = await fetch(`${baseUrl()}/servicios/?origen=correo`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/servicios?origen=correo');
  });

  it('the not-found page shows at any path with its title, the six vendor cards, each opening in a new tab', async () => {
    const { page, problems, status } = await openPage(browser(), '/esta/ruta/no-existe');
    expect(status).toBe(404);
    expect(await page.title()).toBe(notFoundMeta().title);
    expect(await page.getByRole('heading', { level: 1 }).first().textContent()).toBe(
      notFoundContent.heading,
    );
    await expect.poll(() => page.getByText(notFoundText).count()).toBe(1);
    const cards = page.getByRole('link', { name: /^Ver Más/ });
    expect(await cards.count()).toBe(6);
    for (const card of await cards.all()) {
      expect(await card.getAttribute('target')).toBe('_blank');
      expect(await card.getAttribute('rel')).toBe('noopener noreferrer');
      expect(await card.getAttribute('href')).toMatch(
        /^https:\/\/(aws\.amazon\.com|blogs\.oracle\.com|www\.oracle\.com)\//,
      );
    }
    expect(await page.getByRole('heading', { name: 'Novedades de AWS' }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Novedades de Oracle' }).count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    // Its link home is an ordinary page load.
    await page.getByRole('link', { name: notFoundContent.homeLink }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).first().textContent())
      .toBe(headings['/']);
    // The 404 itself is the one request that may fail.
    expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** Text as React writes it into the HTML. */
function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
