/**
 * `npm run bench:api` — not a timed test: a measurement to read and record.
 *
 * 1. Bundles each handler as Lambda would get it (esbuild, minified), with the
 *    AWS SDK inside and with it left to the runtime, next to a bare handler.
 * 2. Times a cold import of each bundle in a fresh Node process (median of 7).
 * 3. After one warm-up request per endpoint, posts N submissions (default 500),
 *    C at a time (default 50), half contact and half applications, to the local
 *    API running the real handlers, which queue each mail on the local mail queue
 *    for the real sender to deliver to the real SES emulator; then, once the queue
 *    is drained, counts what the emulator received.
 *
 * Prints the figures and writes bench/reports/api-report.md (build output, not
 * committed). Exits non-zero if a
 * request failed or a mail is missing. Options: --requests N --concurrency C.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { apiPaths } from '../contract/contact-api';
import { startMailEmulator } from '../scripts/mail-emulator';

// Silence the per-request log line before the handlers load: 500 JSON lines would bury the report.
process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
process.env.POWERTOOLS_METRICS_DISABLED = 'true';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const tmpDir = `${repoRoot}bench/tmp`;
const reportsDir = `${repoRoot}bench/reports`;
const reportPath = `${reportsDir}/api-report.md`;

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index === -1 ? undefined : Number(process.argv[index + 1]);
  return value !== undefined && Number.isInteger(value) && value > 0 ? value : fallback;
}
const requests = option('requests', 500);
const concurrency = option('concurrency', 50);

// ── 1. Bundles ────────────────────────────────────────────────────────────────

interface BundleFigure {
  readonly name: string;
  readonly variant: string;
  readonly file: string;
  readonly bytes: number;
  readonly gzipBytes: number;
  readonly topInputs: string;
  coldImportMs?: number;
}

const bareHandler = `export const handler = async () => ({
  statusCode: 200,
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ statusCode: 200, message: 'ok' }),
});`;

/** The bytes of each package in a bundle, largest first (from esbuild's metafile). */
function topInputs(metafile: import('esbuild').Metafile): string {
  const byPackage = new Map<string, number>();
  for (const output of Object.values(metafile.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
      const key = match?.[1] ?? 'project code';
      byPackage.set(key, (byPackage.get(key) ?? 0) + bytesInOutput);
    }
  }
  return [...byPackage]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([name, bytes]) => `${name} ${kb(bytes)}`)
    .join(', ');
}

async function bundle(
  name: string,
  variant: string,
  entry: { file: string } | { contents: string },
  external: string[],
): Promise<BundleFigure> {
  const outfile = `${tmpDir}/${name}-${variant.replace(/\W+/g, '-')}.mjs`;
  const result = await build({
    ...('file' in entry
      ? { entryPoints: [entry.file] }
      : { stdin: { contents: entry.contents, loader: 'ts', resolveDir: repoRoot } }),
    outfile,
    bundle: true,
    minify: true,
    platform: 'node',
    target: 'node24',
    format: 'esm',
    // Some CommonJS dependencies call require(): give the ESM bundle one.
    banner: {
      js: "import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);",
    },
    external,
    metafile: true,
    logLevel: 'silent',
  });
  const output = Object.entries(result.metafile.outputs)[0];
  const bytes = output?.[1].bytes ?? 0;
  const code = (await import('node:fs')).readFileSync(outfile);
  return {
    name,
    variant,
    file: outfile,
    bytes,
    gzipBytes: gzipSync(code, { level: 9 }).length,
    topInputs: topInputs(result.metafile),
  };
}

// ── 2. Cold import ────────────────────────────────────────────────────────────

const importProbe = `
const started = performance.now();
const module = await import(process.argv[1]);
if (typeof module.handler !== 'function') throw new Error('no handler export');
process.stdout.write(String(performance.now() - started));
`;

function coldImportMs(file: string, runs = 7): number {
  const samples: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', importProbe, file], {
      encoding: 'utf8',
      env: { ...process.env, AWS_REGION: 'us-east-1' },
    });
    if (child.status !== 0) throw new Error(`cold import of ${file} failed:\n${child.stderr}`);
    samples.push(Number(child.stdout));
  }
  return percentile(samples, 50);
}

// ── 3. Load ───────────────────────────────────────────────────────────────────

function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))] as number;
}

function payload(index: number, runTag: string) {
  return {
    Nombres: `Bench ${runTag} ${index} Pérez`,
    Telefono: 900_000_000 + index,
    Email: `bench.${index}@example.pe`,
    Mensaje: `Mensaje de prueba número ${index}.\nConsulta sobre migración a AWS & <Oracle>.`,
  };
}

interface LoadFigures {
  readonly elapsedMs: number;
  readonly latencies: number[];
  readonly errors: number;
  readonly errorSamples: string[];
  readonly delivered: number;
  readonly byEndpoint: Record<string, number>;
}

async function runLoad(): Promise<LoadFigures> {
  const mail = await startMailEmulator({ port: 0 });
  // Imported here, after POWERTOOLS_LOG_LEVEL is set, so the handlers' logger starts silent.
  const { configureLocalMail, startLocalApi } = await import('../scripts/local-api');
  configureLocalMail(mail.endpoint);
  const api = await startLocalApi({ port: 0 });
  try {
    // One request per endpoint first: the SDK's first-call set-up is the cold start, timed above.
    for (const path of [apiPaths.contact, apiPaths.application]) {
      await fetch(`${api.url}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(payload(0, 'warm-up')),
      }).then((response) => response.text());
    }
    await mail.clearMails();
    const runTag = Date.now().toString(36);
    const latencies: number[] = [];
    const errorSamples: string[] = [];
    let errors = 0;
    let next = 0;
    const started = performance.now();
    const worker = async () => {
      for (let index = next++; index < requests; index = next++) {
        const path = index % 2 === 0 ? apiPaths.contact : apiPaths.application;
        const sent = performance.now();
        try {
          const response = await fetch(`${api.url}${path}`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(payload(index, runTag)),
          });
          const text = await response.text();
          latencies.push(performance.now() - sent);
          if (response.status !== 200) {
            errors += 1;
            if (errorSamples.length < 3) errorSamples.push(`${response.status} ${text}`);
          }
        } catch (error) {
          latencies.push(performance.now() - sent);
          errors += 1;
          if (errorSamples.length < 3) errorSamples.push(String(error));
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, requests) }, worker));
    const elapsedMs = performance.now() - started;
    // Each answer came once its mail was queued; count the mails once the sender is done.
    await api.queue.drained();
    const mails = (await mail.readMails()).filter((item) =>
      item.subject.includes(`Bench ${runTag} `),
    );
    const byEndpoint: Record<string, number> = {};
    for (const item of mails) {
      const kind = item.destination.to.join(',');
      byEndpoint[kind] = (byEndpoint[kind] ?? 0) + 1;
    }
    return { elapsedMs, latencies, errors, errorSamples, delivered: mails.length, byEndpoint };
  } finally {
    await api.stop();
    await mail.stop();
  }
}

// ── Report ────────────────────────────────────────────────────────────────────

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
function ms(value: number): string {
  return `${value.toFixed(1)} ms`;
}

// Other work on a shared machine moves the latencies: the report says how busy it was.
const loadBefore = loadavg()
  .map((value) => value.toFixed(1))
  .join(' / ');
mkdirSync(tmpDir, { recursive: true });
console.log('▶ Bundling the handlers (esbuild, minified, ESM, node24)…');
const sdkExternal = ['@aws-sdk/*', '@smithy/*'];
const bundles: BundleFigure[] = [];
for (const name of ['contact', 'application', 'sender']) {
  const file = `${repoRoot}lambdas/${name}.ts`;
  bundles.push(await bundle(name, 'SDK bundled', { file }, []));
  bundles.push(await bundle(name, 'SDK from the runtime', { file }, sdkExternal));
}
bundles.push(await bundle('bare handler', 'nothing imported', { contents: bareHandler }, []));

console.log('▶ Timing cold imports (fresh Node process each, median of 7)…');
for (const figure of bundles) figure.coldImportMs = coldImportMs(figure.file);

console.log(`▶ Posting ${requests} submissions, ${concurrency} at a time…`);
const load = await runLoad();

const throughput = requests / (load.elapsedMs / 1000);
const lines = [
  '# Contact API bench',
  '',
  `Run: ${new Date().toISOString()} · Node ${process.version} · ${cpus().length} CPU (${cpus()[0]?.model.trim() ?? 'unknown'}) · load average before the run ${loadBefore}`,
  '',
  'Produced by `npm run bench:api` (bench/api.ts). The local API runs the real handler modules',
  'in-process (one Node process, as one warm Lambda container would, but serving all requests',
  'concurrently), queueing each mail on the local mail queue, whose sender delivers it over HTTP to the',
  '`aws-ses-v2-local` emulator; the latencies are the visitor’s (until queued). Logging is silenced',
  'for the run, and one warm-up request per endpoint precedes it. Absolute latencies say more about this machine than about Lambda; the',
  'delivered count, the error count and the bundle sizes are the figures that carry over.',
  '',
  '## Load',
  '',
  '| Figure | Value |',
  '|---|---|',
  `| Requests (contact / application) | ${requests} (${Math.ceil(requests / 2)} / ${Math.floor(requests / 2)}) |`,
  `| Concurrency | ${concurrency} |`,
  `| Mails received by the emulator | **${load.delivered} of ${requests}** |`,
  `| Errors (non-200 or network) | ${load.errors} |`,
  `| Wall time | ${ms(load.elapsedMs)} |`,
  `| Throughput | ${throughput.toFixed(0)} requests/s |`,
  `| Latency p50 | ${ms(percentile(load.latencies, 50))} |`,
  `| Latency p95 | ${ms(percentile(load.latencies, 95))} |`,
  `| Latency p99 | ${ms(percentile(load.latencies, 99))} |`,
  `| Latency max | ${ms(Math.max(...load.latencies))} |`,
  '',
  ...(load.errorSamples.length > 0
    ? ['First errors:', '', ...load.errorSamples.map((sample) => `- \`${sample}\``), '']
    : []),
  '## Handler bundles',
  '',
  'esbuild, minified, ESM, target node24. "SDK from the runtime" leaves `@aws-sdk/*` and',
  '`@smithy/*` out, as the Lambda Node.js runtime provides them. Cold import: a fresh Node',
  'process importing the bundle, median of 7 (the bare handler is the floor).',
  '',
  '| Handler | Variant | Size | gzip | Cold import | Largest parts |',
  '|---|---|---:|---:|---:|---|',
  ...bundles.map(
    (figure) =>
      `| ${figure.name} | ${figure.variant} | ${kb(figure.bytes)} | ${kb(figure.gzipBytes)} | ${ms(figure.coldImportMs ?? Number.NaN)} | ${figure.topInputs} |`,
  ),
  '',
];
const report = lines.join('\n');
mkdirSync(reportsDir, { recursive: true });
writeFileSync(reportPath, report);
console.log(`\n${report}`);
console.log(`Report written to ${reportPath.replace(repoRoot, '')}`);

if (load.errors > 0 || load.delivered !== requests) {
  console.error(`✖ ${load.delivered} of ${requests} delivered, ${load.errors} errors`);
  process.exit(1);
}
console.log(`✔ ${load.delivered} of ${requests} delivered`);
