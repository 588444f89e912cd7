/**
 * `npm run bench`: builds the site, serves it as `npm start` does, measures every
 * route of the table, the not-found page and two reference pages with Lighthouse
 * (median of at least three runs), writes bench/report.{md,json}, prints a summary
 * and exits non-zero when a budget is missed.
 *
 * Then the interaction run (scripts/bench/interactions.ts): how soon every first tap
 * answers on a throttled phone, beside the client-only SPA reference.
 *
 * Options: --runs N (default 3, at least 3), --only /path (repeatable; a partial
 * report for quick checks), --no-build (measure the existing build/client),
 * --skip-interactions, --only-interactions (print the first-tap figures, write no report).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import { siteRoutes, notFoundRoute } from '../../routes/site-routes';
import { buildSite, clientBuildDir, repoRoot } from '../build-site';
import { startLocalStack } from '../local-stack';
import { NOT_FOUND_PROBE, type RunFigures, exitCode, missedBudgets, summarize } from './budgets';
import { figuresFromLhr } from './figures';
import { type InteractionResult, missedInteractions, renderInteractions, runInteractions } from './interactions';
import { startLighthouse } from './lighthouse';
import { buildSpaReference, buildStaticReference } from './references';
import { type BenchReport, definitions, renderMarkdown, renderSummary, withBudgets } from './report';
import { serveStatic } from './static-server';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    only: { type: 'string', multiple: true },
    'no-build': { type: 'boolean', default: false },
    'skip-interactions': { type: 'boolean', default: false },
    'only-interactions': { type: 'boolean', default: false },
  },
});
const runs = Math.max(3, Number(values.runs) || 3);

/** Brotli size of every /assets/*.js file the HTML names: what hydration will load. */
async function jsNamedBy(clientDir: string, htmlFile: string): Promise<number> {
  const html = await readFile(join(clientDir, htmlFile), 'utf8');
  const files = new Set(html.match(/\/assets\/[\w.-]+\.js/g) ?? []);
  let total = 0;
  for (const file of files) {
    const body = await readFile(join(clientDir, file));
    total += brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return total;
}

interface Target {
  readonly path: string;
  readonly label: string;
  readonly url: string;
  readonly jsAtInteraction: number;
}

if (!values['no-build']) await buildSite();
const stack = await startLocalStack({ port: 0, build: false });
const staticRef = await serveStatic(await buildStaticReference(clientBuildDir));
const spaDir = await buildSpaReference();
const spaRef = await serveStatic(spaDir);
// Lighthouse will not measure a 404 document: the same files, with 404.html answered as 200.
const notFoundHost = await serveStatic(clientBuildDir, notFoundRoute.file.slice(1));

const wanted = (path: string) => !values.only || values.only.includes(path);
const pages: Target[] = [];
for (const route of siteRoutes.filter((candidate) => wanted(candidate.path))) {
  const file = route.path === '/' ? 'index.html' : `${route.path.slice(1)}/index.html`;
  pages.push({
    path: route.path,
    label: route.path,
    url: stack.url + route.path,
    jsAtInteraction: await jsNamedBy(clientBuildDir, file),
  });
}
if (wanted(NOT_FOUND_PROBE)) {
  pages.push({
    path: NOT_FOUND_PROBE,
    label: 'página no encontrada',
    url: notFoundHost.url + NOT_FOUND_PROBE,
    jsAtInteraction: await jsNamedBy(clientBuildDir, notFoundRoute.file),
  });
}
const references: Target[] = [
  { path: 'static', label: 'referencia: HTML estático sin JS', url: staticRef.url + '/', jsAtInteraction: 0 },
  {
    path: 'spa',
    label: 'referencia: SPA solo cliente',
    url: spaRef.url + '/',
    jsAtInteraction: await jsNamedBy(spaDir, 'index.html'),
  },
];

const all = values['only-interactions'] ? [] : [...pages, ...references];
const results = new Map<string, RunFigures[]>(all.map((target) => [target.url, []]));
let interactions: InteractionResult[] = [];
const started = Date.now();
const progress = (line: string) =>
  process.stdout.write(`\r  ${line.padEnd(100)} ${Math.round((Date.now() - started) / 1000)} s`);
try {
  if (all.length > 0) {
  const lighthouse = await startLighthouse();
  try {
  // Round-robin, so that a noisy moment of the machine spreads over pages instead of sinking one.
  for (let run = 1; run <= runs; run += 1) {
    for (const target of all) {
      const lhr = await lighthouse.run(target.url);
      results.get(target.url)!.push(figuresFromLhr(lhr));
      progress(`corrida ${run}/${runs} · ${target.label}`);
    }
  }
  } finally {
    await lighthouse.close();
  }
  }
  if (!values['skip-interactions']) {
    interactions = await runInteractions({
      siteUrl: stack.url,
      spaUrl: wanted('/') ? spaRef.url : null,
      routePaths: pages.map((page) => page.path).filter((path) => path !== NOT_FOUND_PROBE),
      runs,
      onProgress: progress,
    });
  }
  process.stdout.write('\n');
} finally {
  await Promise.all([stack.stop(), staticRef.stop(), spaRef.stop(), notFoundHost.stop()]);
}

if (values['only-interactions']) {
  console.log(renderInteractions(interactions));
  const missed = missedInteractions(interactions);
  for (const line of missed) console.log(`NO ${line}`);
  process.exit(exitCode(missed));
}

const resultOf = (target: Target) => {
  const figures = results.get(target.url)!;
  const { path, label, jsAtInteraction } = target;
  return { path, label, jsAtInteraction, runs: figures, summary: summarize(figures) };
};
const pageResults = pages.map(resultOf).map(withBudgets);
const referenceResults = references.map(resultOf);
const home = pageResults.find((page) => page.path === '/');
const [staticResult, spaResult] = referenceResults;
const missed = [...missedBudgets(pageResults), ...missedInteractions(interactions)];
const lighthousePackage = JSON.parse(
  await readFile(join(repoRoot, 'node_modules/lighthouse/package.json'), 'utf8'),
) as { version: string };

const report: BenchReport = {
  date: new Date().toISOString(),
  runsPerPage: runs,
  lighthouse: lighthousePackage.version,
  definitions,
  pages: pageResults,
  references: referenceResults,
  lcpRatio: {
    staticHtml: home ? home.summary.median.lcp / staticResult!.summary.median.lcp : Number.NaN,
    spa: home ? home.summary.median.lcp / spaResult!.summary.median.lcp : Number.NaN,
  },
  interactions,
  missed,
};

await mkdir(join(repoRoot, 'bench'), { recursive: true });
await writeFile(join(repoRoot, 'bench/report.json'), `${JSON.stringify(report, null, 2)}\n`);
await writeFile(join(repoRoot, 'bench/report.md'), renderMarkdown(report));
console.log(renderSummary(report));
console.log('\nInforme: bench/report.md y bench/report.json');
process.exit(exitCode(missed));
