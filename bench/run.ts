/**
 * `npm run bench`: builds the site, serves it as `npm start` does (the contact API and the SES
 * emulator included) and measures it in four parts, each beside reference pages built from the
 * same app (docs/decisions/041 and 077):
 *
 * 1. Lighthouse: every route of the table, the not-found page, the script-free home page and the
 *    client-only SPA (lighthouse.ts, figures.ts).
 * 2. First taps: how soon each first tap answers on a throttled phone (interactions.ts).
 * 3. The visit and its bytes: three taps on every route, INP, the longest task after load, the
 *    JavaScript of the whole visit with the contact form's send (visit.ts).
 * 4. Navigation: a tap on a link → the next page's heading, 1 s and 8 s after load (navigation.ts).
 *
 * Every figure is the median of its runs, round-robin over pages. It writes bench/reports/report.{md,json}
 * (build output, not committed),
 * prints a summary and exits non-zero when a budget is missed.
 *
 * Options:
 *   --runs N           runs of every measurement (default 3, never fewer)
 *   --only /path       (repeatable) measure only these routes: a partial report for a quick look
 *   --no-build         measure the existing build/client
 *   --skip-<part>      leave a part out (lighthouse, interactions, visit, navigation); the report
 *                      says nothing of it
 *   --only-<part>      run only the parts named (repeatable: --only-visit --only-navigation),
 *                      print their figures and verdict, write no report
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { notFoundRoute, siteRoutes } from '../routes/site-routes';
import { buildSite, clientBuildDir, repoRoot } from '../scripts/build-site';
import {
  NOT_FOUND_PROBE,
  type RunFigures,
  exitCode,
  homeLcpRatio,
  missedBudgets,
  summarize,
} from './budgets';
import { figuresFromLhr } from './figures';
import { type InteractionResult, missedInteractions, runInteractions } from './interactions';
import { startLighthouse } from './lighthouse';
import { type NavigationResult, missedNavigations, runNavigations } from './navigation';
import { buildSpaReference, buildStaticReference } from './references';
import {
  type BenchReport,
  type Part,
  definitions,
  parts,
  renderMarkdown,
  renderSections,
  renderSummary,
  selectParts,
  withBudgets,
} from './report';
import { startSiteProxy } from './site-proxy';
import { serveStatic } from './static-server';
import { type VisitResult, missedVisits, runVisits } from './visit';

// The contact API runs in this process: its per-request log and metric lines would break the
// progress line. The handlers' logger reads the level once, when they load, so they load after it
// is set; the metrics read theirs at their first line.
process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
process.env.POWERTOOLS_METRICS_DISABLED = 'true';
const { createLocalApi } = await import('../scripts/local-api');
const { startLocalStack } = await import('../scripts/local-stack');

const partFlags = Object.fromEntries(
  parts.flatMap((part) => [
    [`skip-${part}`, { type: 'boolean', default: false }],
    [`only-${part}`, { type: 'boolean', default: false }],
  ]),
) as Record<`${'skip' | 'only'}-${Part}`, { type: 'boolean'; default: false }>;

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    only: { type: 'string', multiple: true },
    'no-build': { type: 'boolean', default: false },
    ...partFlags,
  },
});
const runs = Math.max(3, Number(values.runs) || 3);
const flagged = (prefix: 'skip' | 'only') => parts.filter((part) => values[`${prefix}-${part}`]);
const plan = selectParts({ only: flagged('only'), skip: flagged('skip') });
const running = (part: Part) => plan.run.includes(part);

interface Target {
  readonly path: string;
  readonly label: string;
  readonly url: string;
}

if (!values['no-build']) await buildSite();
const stack = await startLocalStack({ port: 0, build: false });
const staticRef = await serveStatic(await buildStaticReference(clientBuildDir));
const spaRef = await serveStatic(await buildSpaReference(), { api: createLocalApi() });
// Lighthouse will not measure a 404 document: the same files, with 404.html answered as 200.
const notFoundHost = await serveStatic(clientBuildDir, { fallback: notFoundRoute.file.slice(1) });
// The phone runs reach both builds through the proxy that slows prefetches and logs the bytes sent.
// The third: the site as Gecko and WebKit get it, its speculation rules' fetches refused.
const [siteForPhone, spaForPhone, siteWithoutSpeculation] = await Promise.all([
  startSiteProxy(stack.url),
  startSiteProxy(spaRef.url),
  startSiteProxy(stack.url, { speculation: false }),
]);

const wanted = (path: string) => !values.only || values.only.includes(path);
const routePaths = siteRoutes.map((route) => route.path).filter(wanted);
const pages: Target[] = routePaths.map((path) => ({ path, label: path, url: stack.url + path }));
if (wanted(NOT_FOUND_PROBE)) {
  pages.push({
    path: NOT_FOUND_PROBE,
    label: 'not-found page',
    url: notFoundHost.url + NOT_FOUND_PROBE,
  });
}
const references: Target[] = [
  { path: 'static', label: 'reference: script-free static HTML', url: staticRef.url + '/' },
  { path: 'spa', label: 'reference: client-only SPA', url: spaRef.url + '/' },
];

const lighthouseTargets = running('lighthouse') ? [...pages, ...references] : [];
const lighthouseRuns = new Map<string, RunFigures[]>(
  lighthouseTargets.map((target) => [target.url, []]),
);
let interactions: InteractionResult[] = [];
let visits: VisitResult[] = [];
let navigations: NavigationResult[] = [];
const durations: BenchReport['durations'] = {};
const started = Date.now();
const progress = (line: string) =>
  process.stdout.write(`\r  ${line.padEnd(100)} ${Math.round((Date.now() - started) / 1000)} s`);

/** Runs one part and keeps how long it took, for the report's header. */
async function timed(part: Part, work: () => Promise<void>): Promise<void> {
  if (!running(part)) return;
  const partStarted = Date.now();
  await work();
  durations[part] = (Date.now() - partStarted) / 1000;
}

try {
  await timed('lighthouse', async () => {
    const lighthouse = await startLighthouse();
    try {
      // Round-robin, so that a noisy moment of the machine spreads over pages instead of sinking one.
      for (let run = 1; run <= runs; run += 1) {
        for (const target of lighthouseTargets) {
          const lhr = await lighthouse.run(target.url);
          lighthouseRuns.get(target.url)!.push(figuresFromLhr(lhr));
          progress(`lighthouse ${run}/${runs} · ${target.label}`);
        }
      }
    } finally {
      await lighthouse.close();
    }
  });
  await timed('interactions', async () => {
    interactions = await runInteractions({
      siteUrl: stack.url,
      spaUrl: wanted('/') ? spaRef.url : null,
      routePaths,
      runs,
      onProgress: progress,
    });
  });
  await timed('visit', async () => {
    visits = await runVisits({
      site: siteForPhone,
      spa: spaForPhone,
      routePaths,
      runs,
      onProgress: progress,
    });
  });
  await timed('navigation', async () => {
    navigations = await runNavigations({
      siteUrl: siteForPhone.url,
      spaUrl: spaForPhone.url,
      networkUrl: siteWithoutSpeculation.url,
      routePaths,
      allRoutePaths: siteRoutes.map((route) => route.path),
      runs,
      onProgress: progress,
    });
  });
  process.stdout.write('\n');
} finally {
  await Promise.all(
    [siteForPhone, spaForPhone, siteWithoutSpeculation, stack, staticRef, spaRef, notFoundHost].map(
      (server) => server.stop(),
    ),
  );
}

const resultOf = (target: Target) => {
  const figures = lighthouseRuns.get(target.url)!;
  return { path: target.path, label: target.label, runs: figures, summary: summarize(figures) };
};
const referenceResults = running('lighthouse') ? references.map(resultOf) : [];
const medianOf = (
  path: string,
  results: readonly { path: string; summary: { median: RunFigures } }[],
) => results.find((result) => result.path === path)?.summary.median;
const lcpOf = (...args: Parameters<typeof medianOf>) => medianOf(...args)?.lcp;
/** The script-free page's own blocking time: the floor TBT is judged over (budgets.ts). */
const floorTbt = medianOf('static', referenceResults)?.tbt ?? 0;
const pageResults = running('lighthouse')
  ? pages.map(resultOf).map((page) => withBudgets(page, floorTbt))
  : [];
const homeLcp = homeLcpRatio(lcpOf('/', pageResults), lcpOf('static', referenceResults));
const spaLcp = lcpOf('spa', referenceResults);
const missed = [
  ...missedBudgets(pageResults, floorTbt),
  ...homeLcp.missed,
  ...missedInteractions(interactions),
  ...missedVisits(visits),
  ...missedNavigations(navigations),
];
const lighthousePackage = JSON.parse(
  await readFile(join(repoRoot, 'node_modules/lighthouse/package.json'), 'utf8'),
) as { version: string };

const report: BenchReport = {
  date: new Date().toISOString(),
  runsPerPage: runs,
  lighthouse: lighthousePackage.version,
  durations,
  definitions,
  pages: pageResults,
  references: referenceResults,
  lcpRatio: {
    staticHtml: homeLcp.ratio,
    spa: (lcpOf('/', pageResults) ?? Number.NaN) / (spaLcp ?? Number.NaN),
  },
  interactions,
  visits,
  navigations,
  missed,
};

if (!plan.report) {
  console.log(renderSections(report));
  for (const line of missed) console.log(`NO ${line}`);
  process.exit(exitCode(missed));
}

const reportsDir = join(repoRoot, 'bench/reports');
await mkdir(reportsDir, { recursive: true });
await writeFile(join(reportsDir, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
await writeFile(join(reportsDir, 'report.md'), renderMarkdown(report));
console.log(renderSummary(report));
console.log('\nReport: bench/reports/report.md and bench/reports/report.json');
process.exit(exitCode(missed));
