import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pageMeta } from '../../frontend/src/app/page-meta';
import { breadcrumbTrail, structuredData } from '../../frontend/src/app/structured-data';
import { shareImages } from '../../frontend/src/content/shared/share-images';
import { siteRoutes } from '../../routes/site-routes';
import { site, siteOrigin } from '../../frontend/src/site';

const publicDir = fileURLToPath(new URL('../../frontend/public', import.meta.url));

describe('siteOrigin', () => {
  it('takes the configured SITE_URL without its trailing slash, or the default', () => {
    expect(siteOrigin('https://ejemplo.pe/')).toBe('https://ejemplo.pe');
    expect(siteOrigin(undefined)).toBe('https://www.aynicloud.pe');
    expect(siteOrigin('')).toBe('https://www.aynicloud.pe');
  });
});

describe('pageMeta', () => {
  it('gives every route a unique title and description and its canonical URL', () => {
    const metas = siteRoutes.map((route) => pageMeta(route.path));
    expect(new Set(metas.map((meta) => meta.title)).size).toBe(siteRoutes.length);
    expect(new Set(metas.map((meta) => meta.description)).size).toBe(siteRoutes.length);
    for (const [index, route] of siteRoutes.entries()) {
      expect(metas[index]?.canonical).toBe(`${site.url}${route.path}`);
      expect(metas[index]?.title).toContain(site.name);
      expect(metas[index]?.indexable).toBe(true);
    }
  });

  it('reads the prerender’s trailing slash as the same page', () => {
    expect(pageMeta('/servicios/')).toEqual(pageMeta('/servicios'));
  });

  it('marks unknown paths as not indexable and without canonical', () => {
    const meta = pageMeta('/clientes/testimonios');
    expect(meta.indexable).toBe(false);
    expect(meta.canonical).toBeUndefined();
    expect(meta.title).toBe(`Página no encontrada | ${site.name}`);
  });
});

describe('share images and structured data', () => {
  it('gives every route a share image of its group, 1200×630, with alt text, under SITE_URL', () => {
    for (const route of siteRoutes) {
      const { image } = pageMeta(route.path);
      expect(image.url.startsWith(`${site.url}/share/`)).toBe(true);
      expect(image.width).toBe(1200);
      expect(image.height).toBe(630);
      expect(image.alt.length).toBeGreaterThan(20);
      const file = join(publicDir, new URL(image.url).pathname);
      expect(existsSync(file), file).toBe(true);
    }
    expect(pageMeta('/aws/casos-exito/caso-waf').image.url).toBe(
      `${site.url}/share/casos-de-exito.png`,
    );
    expect(pageMeta('/aws/servicios/Lambda').image.url).toBe(`${site.url}/share/aws.png`);
    expect(pageMeta('/veeam/soluciones').image.url).toBe(`${site.url}/share/veeam.png`);
    expect(pageMeta('/').image.url).toBe(`${site.url}/share/ayni-cloud.png`);
  });

  it('ships share images that really are 1200×630 PNG files', () => {
    for (const image of shareImages) {
      const png = readFileSync(join(publicDir, 'share', `${image.id}.png`));
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    }
  });

  it('describes the organization on every page, from site.ts', () => {
    const graph = structuredData('/nosotros/equipo')['@graph'] as Record<string, unknown>[];
    const organization = graph.find((item) => item['@type'] === 'Organization')!;
    expect(organization.name).toBe(site.name);
    expect(organization.telephone).toBe(site.phone.e164);
    expect(organization.sameAs).toEqual([site.social.facebook, site.social.linkedin]);
    expect(organization.address).toMatchObject({
      streetAddress: site.address.street,
      postalCode: site.address.postalCode,
      addressCountry: 'PE',
    });
    expect((organization.logo as { url: string }).url).toBe(`${site.url}/share/logo.png`);
    expect(graph.map((item) => item['@type'])).toEqual(['Organization', 'WebSite']);
  });

  it('adds an Article to exactly the five case studies, and breadcrumbs under a parent page', () => {
    const types = (path: string) =>
      (structuredData(path)['@graph'] as Record<string, unknown>[]).map((item) => item['@type']);
    const articles = siteRoutes.filter((route) => types(route.path).includes('Article'));
    expect(articles.map((route) => route.path)).toEqual([
      '/aws/casos-exito/la-busqueda-rapida-y-aws',
      '/aws/casos-exito/escalabilidad-negocio',
      '/aws/casos-exito/central-telefonica-connect',
      '/aws/casos-exito/caso-waf',
      '/aws/casos-exito/trasmitir-y-compartir-momentos',
    ]);
    expect(breadcrumbTrail('/aws/servicios/base-de-datos/RDS')).toEqual([
      { name: 'Inicio', path: '/' },
      { name: 'Servicios AWS', path: '/aws/servicios' },
      { name: 'Amazon RDS: bases de datos relacionales', path: '/aws/servicios/base-de-datos/RDS' },
    ]);
    expect(types('/aws/ofertas/waf')).toContain('BreadcrumbList');
    expect(types('/nosotros/equipo')).not.toContain('BreadcrumbList');
  });

  it('keeps titles and descriptions within what search results show', () => {
    for (const route of siteRoutes) {
      const meta = pageMeta(route.path);
      expect(meta.title.length, meta.title).toBeLessThanOrEqual(70);
      expect(meta.description.length, route.path).toBeGreaterThanOrEqual(70);
      expect(meta.description.length, route.path).toBeLessThanOrEqual(160);
    }
  });
});
