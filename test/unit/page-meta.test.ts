import { describe, expect, it } from 'vitest';
import { pageMeta } from '../../frontend/src/app/page-meta';
import { siteRoutes } from '../../frontend/src/app/route-table';
import { site } from '../../frontend/src/site';

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
