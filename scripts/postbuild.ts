/**
 * Runs after React Router has prerendered every page (buildEnd in
 * frontend/react-router.config.ts): moves the not-found page to 404.html, adds
 * the early behaviours to every page and the particles' early start to the
 * pages that have them, and writes
 * sitemap.xml and robots.txt from the route table.
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { notFoundRoute, siteRoutes } from '../routes/site-routes';
import { withEarlyStart } from '../frontend/src/components/particles/early-start';
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

const PARTICLE_FIELD_MODULE = 'src/components/particles/start-field.ts';
const EARLY_MODULE = 'src/early/index.ts';

/**
 * The tags that load the early behaviours (frontend/src/early): the chunk as a module
 * script in <head> (deferred: it never delays the first paint) and its imports as
 * preloads, so they arrive together instead of one round trip after another.
 */
export function earlyScriptTags(manifest: ViteManifest): string {
  const chunk = manifest[EARLY_MODULE];
  if (!chunk) throw new Error(`Vite's manifest has no chunk for ${EARLY_MODULE}`);
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
  collect(chunk.imports);
  const preloads = [...files].map((file) => `<link rel="modulepreload" href="/${file}"/>`);
  return `${preloads.join('')}<script type="module" src="/${chunk.file}"></script>`;
}

/** The public URL of the particle field's chunk, from Vite's manifest. */
export function particleFieldUrl(manifest: ViteManifest): string {
  const chunk = manifest[PARTICLE_FIELD_MODULE];
  if (!chunk) throw new Error(`Vite's manifest has no chunk for ${PARTICLE_FIELD_MODULE}`);
  return `/${chunk.file}`;
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
  const fieldUrl = particleFieldUrl(manifest);
  const earlyTags = earlyScriptTags(manifest);

  const paths = siteRoutes.map((route) => route.path);
  const pageFiles = paths.map((path) => join(clientDir, path === '/' ? '' : path, 'index.html'));
  for (const file of [...pageFiles, target]) {
    const html = await readFile(file, 'utf8').catch(() => '');
    // Fail the build rather than ship a page that did not prerender.
    if (!html.includes('<h1')) throw new Error(`Prerender missing or without <h1>: ${file}`);
    const withEarly = html.replace('</head>', `${earlyTags}</head>`);
    await writeFile(file, withEarlyStart(withEarly, fieldUrl));
  }

  // The build runs in Node, where SITE_URL is a process variable (the bundle gets it from Vite).
  const origin = siteOrigin(process.env.SITE_URL);
  await writeFile(join(clientDir, 'sitemap.xml'), sitemapXml(origin, paths));
  await writeFile(join(clientDir, 'robots.txt'), robotsTxt(origin));
}
