/**
 * The content as a whole, checked by its structure and by the strings the spec quotes, never by
 * copy re-typed from content/ (decision 083 names the files, the spec the words).
 */
import { describe, expect, it } from 'vitest';
import { notFoundRoute, siteRoutes } from '../../../routes/site-routes';
import { site } from '../site';
import type { PageMetaCopy } from './shared/head';
import { clients } from './clientes/nuestros-clientes';
import { cultureContent } from './nosotros/cultura';
import { homeContent } from './inicio';
import { partners } from './shared/partners';
import { privacyContent } from './politicas-privacidad';
import { services } from './servicios';
import { team } from './nosotros/equipo';

const contentFiles = import.meta.glob<Record<string, unknown>>(['./**/*.ts', '!./**/*.test.ts'], {
  eager: true,
});

/** The content file of a page module: the same path under content/ (decision 083). */
const contentFileOf = (module: string) =>
  module.replace(/^\.\.\/pages\//, './').replace(/\.tsx$/, '.ts');

const pages = [...siteRoutes, notFoundRoute];

/** Paths the spec names that are not pages of this site (yet): links may point at them. */
const specPathsOutsideTheTable = new Set([
  '/aws/blog',
  '/ayuda/preguntas-frecuentes',
  '/clientes/compromiso',
  '/clientes/nuestro-compromiso',
  '/clientes/testimonios',
  '/consola',
  '/demo/nuestras-demos/consola-aws',
  '/demo/nuestras-demos/reconocimiento-facial',
  '/demo/nuestras-demos/streaming',
  '/facial',
  '/oracle/blog',
  '/oracle/caso-de-exito',
  '/oracle/casos-exito',
  '/oracle/nuestro-compromiso-con-oracle',
  '/oracle/proximos-pasos',
  '/oracle/servicios',
  '/oracle/servicios-de-oracle',
  '/partner/aws',
  '/partner/oracle',
  '/partner/veeam',
  '/repositorio',
  '/streaming',
  '/veeam/blog',
  '/veeam/casos-exito',
  '/veeam/nuestro-compromiso',
  '/veeam/proximos-pasos',
]);

/** Every string under a `to`, `path` or `href` key that is a site path, with its file. */
function internalLinks(): { file: string; path: string }[] {
  const links: { file: string; path: string }[] = [];
  const walk = (file: string, value: unknown, key: string) => {
    if (typeof value === 'string') {
      if (['to', 'path', 'href'].includes(key) && value.startsWith('/'))
        links.push({ file, path: value });
    } else if (Array.isArray(value)) {
      for (const item of value) walk(file, item, key);
    } else if (value && typeof value === 'object') {
      for (const [childKey, child] of Object.entries(value)) walk(file, child, childKey);
    }
  };
  for (const [file, exports] of Object.entries(contentFiles)) walk(file, exports, '');
  return links;
}

describe('one name per page (decision 083)', () => {
  it('names every route module after its path: pages/<path>.tsx, the home page pages/inicio.tsx', () => {
    const misnamed = siteRoutes.filter(
      (route) => route.module !== `../pages${route.path === '/' ? '/inicio' : route.path}.tsx`,
    );
    expect(misnamed.map((route) => route.path)).toEqual([]);
  });

  it('gives every page a content file at its module’s path, exporting its meta', () => {
    const missing = pages
      .map((page) => contentFileOf(page.module))
      .filter((file) => !contentFiles[file]?.meta);
    expect(missing).toEqual([]);
  });

  it('has no content file outside shared/ that is no page’s (the error page aside, which has no path)', () => {
    const pageFiles = new Set(pages.map((page) => contentFileOf(page.module)));
    const stray = Object.keys(contentFiles).filter(
      (file) => !file.startsWith('./shared/') && file !== './error.ts' && !pageFiles.has(file),
    );
    expect(stray).toEqual([]);
  });
});

describe('page titles and descriptions', () => {
  const metas = pages.map((page) => ({
    file: contentFileOf(page.module),
    meta: contentFiles[contentFileOf(page.module)]?.meta as PageMetaCopy,
  }));

  it('keeps every title short (1–60 characters) and every description 100–160 characters', () => {
    const outOfLimits = metas.filter(
      ({ meta }) =>
        meta.title.trim().length === 0 ||
        meta.title.length > 60 ||
        meta.description.length < 100 ||
        meta.description.length > 160,
    );
    expect(outOfLimits.map(({ file }) => file)).toEqual([]);
  });

  it('gives no two pages the same title or description', () => {
    expect(new Set(metas.map(({ meta }) => meta.title)).size).toBe(metas.length);
    expect(new Set(metas.map(({ meta }) => meta.description)).size).toBe(metas.length);
  });
});

describe('links in the content', () => {
  it('point at a route of the table, or at a path the spec names outside it', () => {
    const routes = new Set<string>(siteRoutes.map((route) => route.path));
    const broken = internalLinks().filter(
      ({ path }) => !routes.has(path) && !specPathsOutsideTheTable.has(path),
    );
    expect(broken).toEqual([]);
  });
});

describe('company content', () => {
  it('has six services with distinct ids and titles, each with at least three offerings', () => {
    expect(services).toHaveLength(6);
    expect(new Set(services.map((service) => service.id)).size).toBe(6);
    expect(new Set(services.map((service) => service.title)).size).toBe(6);
    for (const service of services) expect(service.offerings.length).toBeGreaterThanOrEqual(3);
  });

  it('teases four distinct services on the home page and links its demo cards to the spec’s paths', () => {
    const ids = new Set(services.map((service) => service.id));
    expect(homeContent.teaser.serviceIds).toHaveLength(4);
    expect(new Set(homeContent.teaser.serviceIds).size).toBe(4);
    for (const id of homeContent.teaser.serviceIds) expect(ids.has(id), id).toBe(true);
    expect(homeContent.demos.cards.map((card) => card.to)).toEqual([
      '/consola',
      '/facial',
      '/streaming',
      '/repositorio',
    ]);
  });

  it('lists 42 distinct team members with every field filled', () => {
    expect(team).toHaveLength(42);
    const names = new Set(team.map((member) => `${member.nombres} ${member.apellidos}`));
    expect(names.size).toBe(42);
    for (const member of team) {
      expect(member.nombres && member.apellidos && member.puesto && member.frase).toBeTruthy();
    }
  });

  it('has eight distinct partner categories, five client sectors and three values', () => {
    expect(new Set(partners.map((partner) => partner.category)).size).toBe(8);
    expect(new Set(clients.map((client) => client.sector)).size).toBe(5);
    expect(cultureContent.values.items).toHaveLength(3);
  });

  it('fills the privacy policy from the site identity and cites law 29733, as the spec says', () => {
    const text = JSON.stringify(privacyContent);
    expect(text).toContain(site.email.privacy);
    expect(text).toContain(site.legalName);
    expect(text).toContain(site.ruc);
    expect(text).toContain(site.address.street);
    expect(text).toContain('29733');
  });
});
