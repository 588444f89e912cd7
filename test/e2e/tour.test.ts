/**
 * The tour: every route of the table and every linked-but-missing path, in a
 * real Chromium against the built site served as `npm start` serves it.
 */
import { describe, expect, it } from 'vitest';
import { siteRoutes } from '../../routes/site-routes';
import { baseUrl, openPage, seriousA11yViolations, untilHydrated, useBrowser } from './browser';

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

const notFoundText =
  'Por el momento nos encontramos en futuras mejoras para poder brindarte el mejor servicio, te animamos a informarte de las grandes novedades de AWS y Oracle en las siguientes secciones.';

describe('every route of the table', () => {
  const browser = useBrowser();

  it('lists the 28 routes of the spec', () => {
    expect(siteRoutes).toHaveLength(28);
    expect(Object.keys(headings).sort()).toEqual(siteRoutes.map((route) => route.path).sort());
  });

  it.each(siteRoutes.map((route) => route.path))(
    '%s is prerendered with its heading before any script runs',
    async (path) => {
      const response = await fetch(baseUrl() + path);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<html lang="es"');
      expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(headings[path])}</h1>`));
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(html).toContain('<link rel="canonical"');
      expect(html).toContain('<style data-emotion=');
    },
  );

  it.each(siteRoutes.map((route) => route.path))(
    '%s hydrates with no console error, no failed request and no serious axe violation',
    async (path) => {
      const { page, context, problems, status } = await openPage(browser(), path);
      try {
        expect(status).toBe(200);
        await untilHydrated(page);
        expect(await page.getByRole('heading', { level: 1 }).first().textContent()).toBe(
          headings[path],
        );
        expect(await page.locator('html').getAttribute('lang')).toBe('es');
        expect(await seriousA11yViolations(page)).toEqual([]);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});

describe('paths outside the table', () => {
  const browser = useBrowser();

  it.each(linkedButMissing)('%s answers 404 with the not-found page', async (path) => {
    const response = await fetch(baseUrl() + path);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain(notFoundText);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  it('a trailing slash answers 301 to the path without it, keeping the query', async () => {
    const response = await fetch(`${baseUrl()}/servicios/?origen=correo`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/servicios?origen=correo');
  });

  it('the not-found page hydrates at any path, shows the six vendor cards, opens each in a new tab', async () => {
    const { page, context, problems, status } = await openPage(browser(), '/esta/ruta/no-existe');
    expect(status).toBe(404);
    await untilHydrated(page);
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
    expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
    await context.close();
  });
});

describe('sitemap and robots', () => {
  it('the sitemap lists the 28 routes and robots.txt points to it', async () => {
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    const locations = [...sitemap.matchAll(/<loc>(https?:\/\/[^<]+)<\/loc>/g)].map(
      (match) => match[1]!,
    );
    expect(locations.map((location) => new URL(location).pathname).sort()).toEqual(
      siteRoutes.map((route) => route.path).sort(),
    );
    const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    expect(robots).toMatch(/^Sitemap: https?:\/\/[^\s]+\/sitemap\.xml$/m);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
