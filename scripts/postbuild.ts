/**
 * Runs after React Router has prerendered every page (buildEnd in
 * frontend/react-router.config.ts): moves the not-found page to 404.html, gives
 * every page the behaviour modules' script (the only script a page loads,
 * docs/decisions/076), and writes sitemap.xml and robots.txt from the route table.
 * The one place the built HTML is changed.
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { transform } from 'esbuild';
import { notFoundRoute, siteRoutes } from '../routes/site-routes';
import { siteOrigin } from '../frontend/src/site';

export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${origin}${path}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}

/** Vite's client manifest: source module (relative to frontend/) → its built chunk. */
type ViteManifest = Record<string, { readonly file: string; readonly imports?: readonly string[] }>;

/** The browser's entry: the behaviour modules (frontend/src/app/entry.client.tsx). */
const BEHAVIOURS_ENTRY = 'src/app/entry.client.tsx';

const LOADER_SOURCE = new URL('../frontend/src/app/behaviours-loader.ts', import.meta.url);

/** The loader's code as every page carries it: compiled and minified, a classic script. */
export async function compiledBehavioursLoader(): Promise<string> {
  const { code } = await transform(await readFile(LOADER_SOURCE, 'utf8'), {
    loader: 'ts',
    format: 'iife',
    minify: true,
    target: 'es2022',
  });
  return code.trim();
}

/**
 * The script that loads the behaviour modules after the page's first contentful paint
 * (frontend/src/app/behaviours-loader.ts, docs/decisions/085), naming the entry and the chunks it
 * imports, which it preloads beside it instead of one round trip after another.
 */
export async function behavioursLoaderTag(manifest: ViteManifest): Promise<string> {
  const entry = manifest[BEHAVIOURS_ENTRY];
  if (!entry) throw new Error(`Vite's manifest has no chunk for ${BEHAVIOURS_ENTRY}`);
  const files = new Set<string>();
  const collect = (keys: readonly string[] = []) => {
    for (const key of keys) {
      const imported = manifest[key];
      if (!imported) throw new Error(`Vite's manifest has no chunk ${key}`);
      if (files.has(imported.file)) continue;
      files.add(imported.file);
      collect(imported.imports);
    }
  };
  collect(entry.imports);
  const preload = [...files].map((file) => `/${file}`).join(' ');
  return `<script data-entry="/${entry.file}" data-preload="${preload}">${await compiledBehavioursLoader()}</script>`;
}

export async function finishBuild(clientDir: string): Promise<void> {
  const prerendered = join(clientDir, notFoundRoute.prerenderPath, 'index.html');
  const target = join(clientDir, notFoundRoute.file);
  await mkdir(dirname(target), { recursive: true });
  await rename(prerendered, target);
  await rm(join(clientDir, notFoundRoute.prerenderPath), { recursive: true, force: true });
  // React Router's SPA fallback is never served: unknown paths get 404.html.
  await rm(join(clientDir, '__spa-fallback.html'), { force: true });

  // Read once, then removed: the manifest is a build artefact, not something to deploy.
  const manifestDir = join(clientDir, '.vite');
  const manifest = JSON.parse(
    await readFile(join(manifestDir, 'manifest.json'), 'utf8'),
  ) as ViteManifest;
  await rm(manifestDir, { recursive: true, force: true });
  const behaviourTags = await behavioursLoaderTag(manifest);

  const paths = siteRoutes.map((route) => route.path);
  const pageFiles = paths.map((path) => join(clientDir, path === '/' ? '' : path, 'index.html'));
  for (const file of [...pageFiles, target]) {
    const html = await readFile(file, 'utf8').catch(() => '');
    // Fail the build rather than ship a page that did not prerender.
    if (!html.includes('<h1')) throw new Error(`Prerender missing or without <h1>: ${file}`);
    if (
      /<script\b(?![^>]*type="application\/ld\+json")(?![^>]*type="speculationrules")/.test(html)
    ) {
      throw new Error(
        `A framework script was rendered into ${file}: pages render at build time only`,
      );
    }
    await writeFile(file, html.replace('</head>', `${behaviourTags}</head>`));
  }

  // The build runs in Node, where SITE_URL is a process variable (the bundle gets it from Vite).
  const origin = siteOrigin(process.env.SITE_URL);
  await writeFile(join(clientDir, 'sitemap.xml'), sitemapXml(origin, paths));
  await writeFile(join(clientDir, 'robots.txt'), robotsTxt(origin));
}
