/**
 * `npm run smoke -- URL`: what a visitor and a bot meet on a deployed copy of the site (or on
 * `npm start`), checked from outside in a minute, after every deploy. Every route answers 200
 * with the security headers and a CSP that allows its own inline scripts; an unknown path is
 * the not-found page with 404; a trailing slash is a 301; a crawl that runs no script reaches
 * every route from the home page; the behaviour modules the pages load are served; an invalid
 * form post is refused in Spanish (and so sends no mail); the CSP report endpoint answers; the
 * behaviour failure endpoint refuses an empty report (and so counts no failure, raising no alarm).
 * It prints one line per check and exits non-zero, naming what failed.
 */
import { fileURLToPath } from 'node:url';
import {
  API_PROBE,
  API_PROBE_STATUS,
  BEHAVIOUR_FAILURE_PATH,
  answersWith,
  apiMessages,
  apiPaths,
} from '../contract/contact-api';
import { notFoundContent } from '../frontend/src/content/404';
import { inlineScriptHashes } from '../infra/site/inline-script-hashes';
import { CSP_REPORT_PATH, securityHeaders } from '../infra/site/security-headers';
import { siteRoutes } from '../routes/site-routes';

export interface SmokeCheck {
  readonly name: string;
  /** What went wrong, one item per fault; empty when the check passed. */
  readonly faults: readonly string[];
}

/** A route with a trailing slash, and where it must send the visitor. */
const SLASHED = { from: '/servicios/', to: '/servicios' } as const;

/** Pages the crawl may fetch before it gives up: the routes, and room for mistakes. */
const CRAWL_LIMIT = siteRoutes.length * 3;

const get = (base: string, path: string, init: RequestInit = {}) =>
  fetch(new URL(path, base), { redirect: 'manual', ...init });

/** The faults of one page's answer: status, type, every security header, a CSP for its scripts. */
function pageFaults(path: string, response: Response, html: string): string[] {
  const faults: string[] = [];
  if (response.status !== 200) faults.push(`${path}: ${response.status}, no 200`);
  if (!response.headers.get('content-type')?.startsWith('text/html')) {
    faults.push(`${path}: Content-Type ${response.headers.get('content-type')}, no text/html`);
  }
  for (const [name, value] of Object.entries(securityHeaders)) {
    if (response.headers.get(name) !== value) faults.push(`${path}: falta ${name}: ${value}`);
  }
  const csp = response.headers.get('content-security-policy');
  if (!csp) {
    faults.push(`${path}: sin Content-Security-Policy`);
  } else {
    const missing = inlineScriptHashes(html).filter((hash) => !csp.includes(`'${hash}'`));
    if (missing.length > 0) {
      faults.push(`${path}: la CSP no permite ${missing.length} script(s) en línea de la página`);
    }
  }
  return faults;
}

/** The same-origin page paths a page links to (no assets, no API), without query or fragment. */
function linkedPaths(html: string, base: string): string[] {
  const paths = new Set<string>();
  for (const [, href] of html.matchAll(/<a\b[^>]*\shref="([^"]+)"/g)) {
    let url: URL;
    try {
      url = new URL(href!.replaceAll('&amp;', '&'), base);
    } catch {
      continue;
    }
    if (url.origin !== new URL(base).origin) continue;
    if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/website/')) continue;
    paths.add(url.pathname);
  }
  return [...paths];
}

/** The scripts the page's loader starts (its data-entry and data-preload), as paths. */
function behaviourScripts(html: string): string[] {
  const loader =
    /<script\b[^>]*\sdata-entry="([^"]+)"[^>]*?(?:\sdata-preload="([^"]*)")?[^>]*>/.exec(html);
  if (!loader) return [];
  return [loader[1]!, ...(loader[2] ?? '').split(' ')].filter(Boolean);
}

export async function smoke(base: string): Promise<SmokeCheck[]> {
  const checks: SmokeCheck[] = [];
  const check = async (name: string, run: () => Promise<string[]>) => {
    try {
      checks.push({ name, faults: await run() });
    } catch (error) {
      checks.push({ name, faults: [`no respondió: ${(error as Error).message}`] });
    }
  };
  const pages = new Map<string, string>();

  await check(`Las ${siteRoutes.length} páginas: 200, cabeceras de seguridad y CSP`, async () => {
    const faults: string[] = [];
    for (const { path } of siteRoutes) {
      const response = await get(base, path);
      const html = await response.text();
      pages.set(path, html);
      faults.push(...pageFaults(path, response, html));
    }
    return faults;
  });

  await check('Una ruta desconocida: la página no encontrada, con 404', async () => {
    const path = `/no-existe-${Date.now().toString(36)}`;
    const response = await get(base, path);
    const html = await response.text();
    const faults: string[] = [];
    if (response.status !== 404) faults.push(`${path}: ${response.status}, no 404`);
    if (!html.includes(notFoundContent.heading)) {
      faults.push(`${path}: no es la página no encontrada («${notFoundContent.heading}»)`);
    }
    return faults;
  });

  await check('Una barra final: 301 a la página sin ella', async () => {
    const response = await get(base, SLASHED.from);
    const location = response.headers.get('location');
    const target = location ? new URL(location, base).pathname : undefined;
    return response.status === 301 && target === SLASHED.to
      ? []
      : [
          `${SLASHED.from}: ${response.status} → ${location ?? 'sin Location'}, no 301 → ${SLASHED.to}`,
        ];
  });

  await check('Un rastreo sin scripts llega a todas las páginas desde el inicio', async () => {
    const seen = new Set<string>(['/']);
    const queue = ['/'];
    while (queue.length > 0 && seen.size <= CRAWL_LIMIT) {
      const path = queue.shift()!;
      const html = pages.get(path) ?? (await (await get(base, path)).text());
      for (const next of linkedPaths(html, base)) {
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    const unreached = siteRoutes.map((route) => route.path).filter((path) => !seen.has(path));
    return unreached.map((path) => `${path}: ningún enlace lleva a ella`);
  });

  await check('Los módulos de comportamiento se sirven', async () => {
    const scripts = behaviourScripts(pages.get('/') ?? '');
    if (scripts.length === 0) return ['/: la página no carga sus módulos (sin data-entry)'];
    const faults: string[] = [];
    for (const script of scripts) {
      const response = await get(base, script);
      await response.arrayBuffer();
      const type = response.headers.get('content-type') ?? '';
      if (response.status !== 200 || !type.includes('javascript')) {
        faults.push(`${script}: ${response.status} ${type}`);
      }
    }
    return faults;
  });

  // The probe reaches each function and is refused there, counted by no alarm (decision 151).
  const probe = async (path: string, message: string): Promise<string[]> => {
    const response = await get(base, path, API_PROBE);
    const text = await response.text();
    if (response.status !== API_PROBE_STATUS) {
      return [`${path}: ${response.status}, no ${API_PROBE_STATUS}`];
    }
    return answersWith(text, message)
      ? []
      : [`${path}: sin su rechazo en español (${text.slice(0, 120)})`];
  };
  await check('La función del formulario responde en español (no se envía correo)', () =>
    probe(apiPaths.contact, apiMessages.unsupportedMediaType),
  );
  await check('La función de informes de CSP responde (sin contar un informe)', () =>
    probe(CSP_REPORT_PATH, apiMessages.unsupportedReportType),
  );

  // An empty report, which its function refuses: a real one would count a failure and alarm.
  await check(
    'El punto de informes de comportamientos responde (sin contar un fallo)',
    async () => {
      const response = await get(base, BEHAVIOUR_FAILURE_PATH, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({}),
      });
      await response.arrayBuffer();
      return response.status === 400
        ? []
        : [`${BEHAVIOUR_FAILURE_PATH}: ${response.status}, no 400`];
    },
  );

  return checks;
}

/** The report, one line per check and one indented line per fault. */
function formatChecks(checks: readonly SmokeCheck[]): string {
  return checks
    .map(({ name, faults }) =>
      faults.length === 0
        ? `  ✓ ${name}`
        : [`  ✗ ${name}`, ...faults.map((fault) => `      ${fault}`)].join('\n'),
    )
    .join('\n');
}

/** Runs every check against `base` and prints the report: true when all passed. */
export async function runSmoke(base: string): Promise<boolean> {
  console.log(`▶ Prueba de humo de ${base}`);
  const checks = await smoke(base);
  console.log(formatChecks(checks));
  const failed = checks.filter((check) => check.faults.length > 0);
  if (failed.length > 0) {
    console.error(`\n✗ ${failed.length} de ${checks.length} comprobaciones fallaron.`);
    return false;
  }
  console.log(`\n✔ Las ${checks.length} comprobaciones pasaron.`);
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const base = process.argv[2];
  if (!base || !/^https?:\/\//.test(base)) {
    console.error(
      'Uso: npm run smoke -- https://www.aynicloud.pe (la URL del sitio desplegado o de npm start)',
    );
    process.exit(2);
  }
  process.exit((await runSmoke(base)) ? 0 : 1);
}
