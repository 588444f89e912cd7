/**
 * Reach: what search engines and link previews read in the served HTML of every
 * route. Pages are rendered at build time only and never hydrate (decision 076):
 * the served HTML is the whole page, so crawlers need no JavaScript.
 */
import { describe, expect, it } from 'vitest';
import { siteRoutes } from '../../routes/site-routes';
import { site, siteIcons } from '../../frontend/src/site';
import { failuresOn } from '../each-path';
import { baseUrl, WALK_TIMEOUT_MS } from './browser';

const attr = (html: string, selector: RegExp) => selector.exec(html)?.[1];
const meta = (html: string, key: string) =>
  attr(html, new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`));

async function get(path: string) {
  const response = await fetch(baseUrl() + path, { redirect: 'manual' });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    body: await response.text(),
  };
}

/** The routes that share a value with another, by value: `values` holds one per route, in order. */
function sharedBy(values: readonly (string | undefined)[]): string[][] {
  const paths = new Map<string | undefined, string[]>();
  values.forEach((value, index) => {
    paths.set(value, [...(paths.get(value) ?? []), siteRoutes[index]!.path]);
  });
  return [...paths.values()].filter((group) => group.length > 1);
}

describe('every route, as a crawler reads it', () => {
  it(
    'every route has Spanish lang, canonical, Open Graph, Twitter card and the organization',
    { timeout: WALK_TIMEOUT_MS },
    async () => {
      const failures = await failuresOn(
        siteRoutes.map((route) => route.path),
        async (path) => {
          const { status, body } = await get(path);
          expect(status, 'status').toBe(200);
          expect(body, 'lang').toMatch(/^<!DOCTYPE html><html lang="es">/);
          const canonical = `${site.url}${path}`;
          expect(attr(body, /<link rel="canonical" href="([^"]+)"/), 'canonical').toBe(canonical);
          expect(meta(body, 'og:url'), 'og:url').toBe(canonical);
          expect(meta(body, 'og:title'), 'og:title').toBe(attr(body, /<title>([^<]+)<\/title>/));
          expect(meta(body, 'og:description'), 'og:description').toBe(meta(body, 'description'));
          expect(meta(body, 'og:locale'), 'og:locale').toBe('es_PE');
          expect(meta(body, 'og:image'), 'og:image').toMatch(
            new RegExp(`^${site.url}/share/[\\w-]+\\.png$`),
          );
          expect(meta(body, 'og:image:width'), 'og:image:width').toBe('1200');
          expect(meta(body, 'og:image:height'), 'og:image:height').toBe('630');
          expect(meta(body, 'og:image:alt'), 'og:image:alt').toContain('Ayni Cloud');
          expect(meta(body, 'twitter:card'), 'twitter:card').toBe('summary_large_image');
          expect(meta(body, 'twitter:image'), 'twitter:image').toBe(meta(body, 'og:image'));
          expect(body, 'robots').not.toContain('noindex');

          const json = attr(body, /<script type="application\/ld\+json">([\s\S]*?)<\/script>/);
          const graph = (JSON.parse(json!) as { '@graph': Record<string, unknown>[] })['@graph'];
          const organization = graph.find((item) => item['@type'] === 'Organization');
          expect(organization, 'Organization').toMatchObject({
            name: site.name,
            telephone: site.phone.e164,
          });
          const types = graph.map((item) => item['@type']);
          expect(types, '@graph').toContain('WebSite');
          expect(types.includes('Article'), 'Article').toBe(path.startsWith('/aws/casos-exito/'));
        },
      );
      expect(failures).toEqual([]);
    },
  );

  it('gives every route its own title and description', { timeout: WALK_TIMEOUT_MS }, async () => {
    const pages = await Promise.all(siteRoutes.map((route) => get(route.path)));
    const titles = pages.map((page) => attr(page.body, /<title>([^<]+)<\/title>/));
    const descriptions = pages.map((page) => meta(page.body, 'description'));
    expect(sharedBy(titles), 'routes sharing a title').toEqual([]);
    expect(sharedBy(descriptions), 'routes sharing a description').toEqual([]);
  });

  it('serves the share images it names', { timeout: WALK_TIMEOUT_MS }, async () => {
    const images = new Set<string>();
    for (const route of siteRoutes) images.add(meta((await get(route.path)).body, 'og:image')!);
    for (const image of images) {
      const response = await fetch(baseUrl() + new URL(image).pathname);
      expect(response.status, image).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
    }
  });

  it('links its icons as PNG of the sizes it declares, the same on every route', async () => {
    const iconLinks = (html: string) => html.match(/<link rel="(?:icon|apple-touch-icon)"[^>]*>/g);
    const home = iconLinks((await get('/')).body);
    expect(home).toEqual([
      '<link rel="icon" href="/favicon-32.png" type="image/png" sizes="32x32"/>',
      '<link rel="apple-touch-icon" href="/apple-touch-icon.png"/>',
    ]);
    for (const route of siteRoutes) expect(iconLinks((await get(route.path)).body)).toEqual(home);
    for (const { href, size } of Object.values(siteIcons)) {
      const response = await fetch(baseUrl() + href);
      expect(response.headers.get('content-type'), href).toBe('image/png');
      // A PNG's IHDR chunk holds its width and height, big-endian, from byte 16.
      const png = new DataView(await response.arrayBuffer());
      expect([png.getUint32(16), png.getUint32(20)], href).toEqual([size, size]);
    }
  });
});

describe('crawling rules', () => {
  it('keeps the not-found page out of the index, with no canonical', async () => {
    const { status, body } = await get('/clientes/testimonios');
    expect(status).toBe(404);
    expect(meta(body, 'robots')).toBe('noindex');
    expect(body).not.toContain('rel="canonical"');
  });

  it('has a robots.txt that points to a sitemap listing every route with the site URL', async () => {
    const robots = await get('/robots.txt');
    expect(robots.body).toContain(`Sitemap: ${site.url}/sitemap.xml`);
    const sitemap = await get('/sitemap.xml');
    const locations = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(siteRoutes.map((route) => `${site.url}${route.path}`));
  });
});
