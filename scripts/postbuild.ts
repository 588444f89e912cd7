/**
 * Runs after React Router has prerendered every page (buildEnd in
 * frontend/react-router.config.ts): moves the not-found page to 404.html and
 * writes sitemap.xml and robots.txt from the route table.
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { notFoundRoute, siteRoutes } from '../frontend/src/app/route-table';
import { site } from '../frontend/src/site';

export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${origin}${path}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}

export async function finishBuild(clientDir: string): Promise<void> {
  const prerendered = join(clientDir, notFoundRoute.prerenderPath, 'index.html');
  const target = join(clientDir, notFoundRoute.file);
  await mkdir(dirname(target), { recursive: true });
  await rename(prerendered, target);
  await rm(join(clientDir, notFoundRoute.prerenderPath), { recursive: true, force: true });
  // React Router's SPA fallback is never served: unknown paths get 404.html.
  await rm(join(clientDir, '__spa-fallback.html'), { force: true });

  const paths = siteRoutes.map((route) => route.path);
  await writeFile(join(clientDir, 'sitemap.xml'), sitemapXml(site.url, paths));
  await writeFile(join(clientDir, 'robots.txt'), robotsTxt(site.url));

  // Fail the build rather than ship a page that did not prerender.
  for (const path of paths) {
    const file = join(clientDir, path === '/' ? '' : path, 'index.html');
    const html = await readFile(file, 'utf8').catch(() => '');
    if (!html.includes('<h1')) throw new Error(`Prerender missing or without <h1>: ${file}`);
  }
}
