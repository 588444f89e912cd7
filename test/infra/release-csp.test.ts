/**
 * A release never breaks the pages an edge or a browser still holds: the new
 * page-headers function (synthesized with the live function's hashes, as
 * `npm run deploy` passes them) accepts the previous release's inline scripts and
 * the new ones, never those of two releases ago. The functions run as CloudFront
 * runs them.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { notFoundRoute, siteRoutes } from '../../routes/site-routes';
import {
  LIVE_HASHES_CONTEXT,
  acceptedPrevious,
  liveReleaseHashes,
  readLiveRelease,
} from '../../infra/edge/release-hashes';
import {
  FUNCTION_CODE_BUDGET,
  FUNCTION_CODE_LIMIT,
  type PageHashes,
  assertFunctionSize,
  viewerResponseCode,
} from '../../infra/edge/site-functions';
import { inlineScripts, pageScriptHashes, scriptHash } from '../../infra/site/inline-script-hashes';
import { loadFunction, runViewerRequest, runViewerResponse, viewerRequest } from './cloudfront';
import { fixtureSiteDir, functionCode, pageFile } from './fixture';
import { failuresOn } from '../each-path';

/** The fixture site as release `tag` builds it: every page's inline scripts differ per release. */
function releaseSite(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), `ayni-release-${tag}-`));
  cpSync(fixtureSiteDir(), dir, { recursive: true });
  for (const file of Object.keys(pageScriptHashes(dir))) {
    const path = join(dir, file);
    writeFileSync(
      path,
      readFileSync(path, 'utf8').replace(
        'window.__page = page;',
        `window.__page = page; window.__release = "${tag}";`,
      ),
    );
  }
  return dir;
}

interface Release {
  readonly siteDir: string;
  readonly code: string;
}

/** Synthesizes a release of `siteDir`, given the live function of the release before it. */
function deploy(siteDir: string, live?: Release): Release {
  const context: Record<string, unknown> = { siteDir };
  if (live) {
    // What bin/deploy.ts does: read the live function's tables, hand them over in a file.
    const file = join(mkdtempSync(join(tmpdir(), 'ayni-live-')), 'script-hashes.json');
    writeFileSync(file, JSON.stringify(liveReleaseHashes(live.code)));
    context[LIVE_HASHES_CONTEXT] = file;
  }
  return { siteDir, code: functionCode('PageHeadersFunction', context) };
}

/** The script-src sources the function sends with a page's route. */
function scriptSources(code: string, path: string): string {
  const handler = loadFunction(code);
  const rewritten = runViewerRequest(loadFunction(routingCode), path);
  const response = runViewerResponse(handler, rewritten as ReturnType<typeof viewerRequest>, {
    statusCode: 200,
    headers: {},
  });
  return /script-src ([^;]*)/.exec(response.headers['content-security-policy']!.value)![1]!;
}

const routingCode = functionCode('RoutingFunction');

const targets = [...siteRoutes.map((r) => r.path), '/no-existe'];
const fileOf = (path: string) => (path === '/no-existe' ? notFoundRoute.file : pageFile(path));

/** Which of a page's inline scripts the function's policy lets run. */
function blockedScripts(release: Release, htmlSite: string, path: string): string[] {
  const sources = scriptSources(release.code, path);
  const html = readFileSync(join(htmlSite, fileOf(path)), 'utf8');
  return inlineScripts(html).filter((script) => !sources.includes(`'${scriptHash(script)}'`));
}

const first = deploy(releaseSite('v1'));
const second = deploy(releaseSite('v2'), first);
const third = deploy(releaseSite('v3'), second);

describe('a release and the pages cached before it', () => {
  it('the releases really differ: release 1’s pages are blocked by release 3’s function', async () => {
    // Without this, the tests below could pass with identical hashes.
    const failures = await failuresOn(targets, (path) => {
      expect(blockedScripts(third, first.siteDir, path).length).toBeGreaterThan(0);
    });
    expect(failures).toEqual([]);
  });

  it('old HTML + new function: every inline script of every page runs', async () => {
    const failures = await failuresOn(targets, (path) => {
      expect(blockedScripts(second, first.siteDir, path), 'v1 HTML, v2 function').toEqual([]);
      expect(blockedScripts(third, second.siteDir, path), 'v2 HTML, v3 function').toEqual([]);
    });
    expect(failures).toEqual([]);
  });

  it('new HTML + new function: every inline script of every page runs', async () => {
    const failures = await failuresOn(targets, (path) => {
      expect(blockedScripts(second, second.siteDir, path), 'v2 HTML, v2 function').toEqual([]);
      expect(blockedScripts(third, third.siteDir, path), 'v3 HTML, v3 function').toEqual([]);
    });
    expect(failures).toEqual([]);
  });

  it('a page two releases old is no longer allowed (its own module script is blocked)', async () => {
    const failures = await failuresOn(targets, (path) => {
      const blocked = blockedScripts(third, first.siteDir, path);
      expect(blocked).toHaveLength(1);
      expect(blocked[0]).toContain('window.__release = "v1"');
    });
    expect(failures).toEqual([]);
  });

  it('a plain synth (tests, first deployment) accepts only the build’s own hashes', async () => {
    const failures = await failuresOn(targets, (path) => {
      expect(blockedScripts(first, first.siteDir, path), 'blocked').toEqual([]);
      const sources = scriptSources(first.code, path);
      expect(sources.match(/'sha256-/g), 'script hashes').toHaveLength(2);
    });
    expect(failures).toEqual([]);
    expect(liveReleaseHashes(first.code).previous).toEqual({});
  });

  it('going back (docs/deployment.md, "Going back") is a release like any other: the bad release’s cached pages and the restored ones both run', async () => {
    // v3 was bad: deploy v2's commit again, with v3's function live.
    const back = deploy(releaseSite('v2'), third);
    const failures = await failuresOn(targets, (path) => {
      expect(blockedScripts(back, third.siteDir, path), 'v3 HTML, rollback function').toEqual([]);
      expect(blockedScripts(back, second.siteDir, path), 'v2 HTML, rollback function').toEqual([]);
    });
    expect(failures).toEqual([]);
  });

  it('deploying the live build again keeps the release before it accepted', () => {
    const again = deploy(second.siteDir, second);
    expect(again.code).toBe(second.code);
    expect(blockedScripts(again, first.siteDir, '/servicios')).toEqual([]);
  });

  it('the deploy script reads back exactly what the function embeds', () => {
    const live = liveReleaseHashes(second.code);
    expect(live.current).toEqual(pageScriptHashes(second.siteDir));
    // Only the hashes a page lost are carried (its shared scripts are in current already).
    for (const [file, hashes] of Object.entries(live.previous)) {
      expect(hashes).toHaveLength(1);
      expect(pageScriptHashes(first.siteDir)[file]).toContain(hashes[0]);
    }
    expect(Object.keys(live.previous).sort()).toEqual(Object.keys(live.current).sort());
  });

  it('reads a function from before the carried table (no PREVIOUS) as carrying nothing', () => {
    const legacy = second.code.replace(/var PREVIOUS=[^;]*;|PREVIOUS=\{[^;]*\},?/, '');
    expect(legacy).not.toContain('PREVIOUS=');
    // A handler that still refers to PREVIOUS is never called: only the tables are read.
    expect(liveReleaseHashes(legacy)).toEqual({
      current: pageScriptHashes(second.siteDir),
      previous: {},
    });
  });

  it('reads the tables without running the fetched code', () => {
    const hostile = `globalThis.ran = true; throw new Error('ran');\n${second.code}`;
    expect(liveReleaseHashes(hostile)).toEqual(liveReleaseHashes(second.code));
    expect((globalThis as { ran?: boolean }).ran).toBeUndefined();
    expect(() => liveReleaseHashes('var HASHES=["sha256-a="],PAGES={"/index.html":[0]')).toThrow(
      /no termina/,
    );
    expect(() => liveReleaseHashes('function handler(e) { return e.response; }')).toThrow(
      /no tiene las tablas/,
    );
  });

  it('refuses a malformed hand-over file instead of deploying without the previous set', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'ayni-live-')), 'bad.json');
    writeFileSync(file, JSON.stringify({ current: { '/index.html': ["'unsafe-inline'"] } }));
    expect(() => readLiveRelease(file)).toThrow(/no tiene la forma/);
    expect(() => readLiveRelease(join(tmpdir(), 'no-existe', 'x.json'))).toThrow(/No puedo leer/);
    expect(readLiveRelease(undefined)).toBeUndefined();
  });

  it('acceptedPrevious: the live set, or what the live function carries when the build is the same', () => {
    const a = { '/index.html': ['sha256-a='] };
    const b = { '/index.html': ['sha256-b='] };
    expect(acceptedPrevious(b, undefined)).toEqual({});
    expect(acceptedPrevious(b, { current: a, previous: {} })).toEqual(a);
    expect(acceptedPrevious(b, { current: b, previous: a })).toEqual(a);
  });
});

describe('the page-headers function with two releases’ hashes', () => {
  /** The function of a release whose every inline script differs from the release before. */
  function worstCase(siteDir: string): { code: string; current: PageHashes; previous: PageHashes } {
    const current = pageScriptHashes(siteDir);
    const previous = Object.fromEntries(
      Object.entries(current).map(([file, hashes]) => [file, hashes.map((h) => scriptHash(h))]),
    );
    const code = viewerResponseCode({
      routePaths: siteRoutes.map((r) => r.path),
      notFoundFile: notFoundRoute.file,
      pageHashes: current,
      previousPageHashes: previous,
    });
    return { code, current, previous };
  }

  // The stand-in site gives every page React Router's prerender shape (a shared and a
  // page-specific inline script); the real build, when there is one, has what it has.
  const buildDir = join(import.meta.dirname, '../../build/client');
  const sites: [string, string][] = [
    ['the stand-in site (two inline scripts a page)', fixtureSiteDir()],
    ...(existsSync(join(buildDir, 'index.html'))
      ? ([['the real build', buildDir]] as [string, string][])
      : []),
  ];

  it.each(sites)(
    '%s: stays within 80 %% of CloudFront’s 10 KB (FUNCTION_CODE_BUDGET)',
    (_, dir) => {
      const { code, current, previous } = worstCase(dir);
      expect(Object.keys(current).length).toBe(siteRoutes.length + 1);
      // Past the budget? Move the hash tables to a CloudFront KeyValueStore, as the comment at
      // FUNCTION_CODE_BUDGET (infra/edge/site-functions.ts) and decision 080 describe.
      expect(FUNCTION_CODE_BUDGET).toBe(Math.floor(FUNCTION_CODE_LIMIT * 0.8));
      expect(Buffer.byteLength(code)).toBeLessThanOrEqual(FUNCTION_CODE_BUDGET);
      expect(() => assertFunctionSize('PageHeadersFunction', code)).not.toThrow();
      // Pages without inline scripts travel as no entry at all.
      const withHashes = (table: PageHashes) =>
        Object.fromEntries(Object.entries(table).filter(([, hashes]) => hashes.length > 0));
      const live = liveReleaseHashes(code);
      expect(withHashes(live.current)).toEqual(withHashes(current));
      expect(withHashes(live.previous)).toEqual(withHashes(previous));
    },
  );
});
