/**
 * What the infrastructure tests build: a small stand-in for build/client (every
 * route's page with its own inline scripts, the not-found page, an asset) so they
 * need no site build, and the CDK app built exactly as bin/app.ts builds it, with
 * cdk.json's context and asset bundling skipped.
 */
import { App } from 'aws-cdk-lib';
import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import { Template } from 'aws-cdk-lib/assertions';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, vi } from 'vitest';
import { notFoundRoute, siteRoutes } from '../../routes/site-routes';
import { STACK_NAME, buildWebsiteApp } from '../../infra/build-app';
import type { WebsiteStack } from '../../infra/website-stack';

// A synth takes seconds on a quiet machine and over half a minute beside a build or a browser
// suite: every file that reads a template allows it. The limit only stops a synth that hangs.
vi.setConfig({ testTimeout: 120_000 });

export const cdkContext = JSON.parse(
  readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8'),
).context as Record<string, unknown>;

/** The file a route's page lives in ('/servicios' → '/servicios/index.html'). */
export const pageFile = (path: string) => (path === '/' ? '/index.html' : `${path}/index.html`);

/** A page shaped like React Router's prerender: shared and page-specific inline scripts. */
export function pageHtml(name: string): string {
  return `<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"/><title>${name}</title>
<script type="application/ld+json">{"@type":"Organization","name":"${name}"}</script>
<style data-emotion="css 1">body{margin:0}</style></head><body><h1>${name}</h1>
<script>window.__ctx = {"page":"shared"};</script>
<script type="module" async="">import * as page from "/assets/${name.replace(/\W+/g, '_')}.js";
window.__page = page;</script>
<script src="/assets/entry.client-abc123.js" type="module"></script>
</body></html>`;
}

let cachedSiteDir: string | undefined;

/** Writes the stand-in site once per test file and returns its directory. */
export function fixtureSiteDir(): string {
  if (cachedSiteDir) return cachedSiteDir;
  const dir = mkdtempSync(join(tmpdir(), 'ayni-site-'));
  const write = (file: string, content: string) => {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), content);
  };
  for (const route of siteRoutes) write(pageFile(route.path), pageHtml(route.path));
  write(notFoundRoute.file, pageHtml('no-encontrada'));
  write('/assets/entry.client-abc123.js', 'export const ok = true;\n');
  write('/robots.txt', 'User-agent: *\nAllow: /\n');
  write('/favicon-32.png', 'PNG');
  cachedSiteDir = dir;
  return dir;
}

/** The app as bin/app.ts builds it (cdk-nag included), with context overrides. */
export function buildTestApp(context: Record<string, unknown> = {}): {
  app: App;
  stack: WebsiteStack;
} {
  const app = new App({
    context: {
      ...cdkContext,
      siteDir: fixtureSiteDir(),
      // Tests read the template, not the Lambda bundles: skip esbuild (seconds per synth).
      'aws:cdk:bundling-stacks': [],
      ...context,
    },
  });
  return { app, stack: buildWebsiteApp(app) };
}

const templates = new Map<string, Template>();

/** The synthesized template for a context (cached: a synth takes a couple of seconds). */
export function templateFor(context: Record<string, unknown> = {}): Template {
  const key = JSON.stringify(context);
  let template = templates.get(key);
  if (!template) {
    template = Template.fromStack(buildTestApp(context).stack);
    templates.set(key, template);
  }
  return template;
}

/** Template JSON, read as the assertions read it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;
/** One resource of a template. */
export type Resource = { Type: string; Properties: Record<string, Json>; DependsOn?: string[] };

/** The resources of a type in the template for a context, as [logical id, resource]. */
export const resources = (type: string, context: Record<string, unknown> = {}) =>
  Object.entries(templateFor(context).findResources(type)) as [string, Resource][];

/** The one resource of a type in the template for a context (the test fails if not exactly one). */
export const only = (type: string, context: Record<string, unknown> = {}) => {
  const found = resources(type, context);
  expect(found, type).toHaveLength(1);
  return found[0]!;
};

/** The code of the CloudFront Function whose logical id contains `logicalIdPart`. */
export function functionCode(logicalIdPart: string, context: Record<string, unknown> = {}): string {
  const entry = resources('AWS::CloudFront::Function', context).find(([id]) =>
    id.includes(logicalIdPart),
  );
  if (!entry) throw new Error(`No CloudFront Function ${logicalIdPart} in the template`);
  return entry[1].Properties.FunctionCode as string;
}

export { STACK_NAME };

/**
 * The ResponseHeadersPolicy config of a behaviour of the distribution: the default one, or the
 * one with `pathPattern`.
 */
export function headersPolicyOf(pathPattern?: string, context: Record<string, unknown> = {}): Json {
  const config = only('AWS::CloudFront::Distribution', context)[1].Properties.DistributionConfig;
  const behaviour = pathPattern
    ? config.CacheBehaviors.find((b: Json) => b.PathPattern === pathPattern)
    : config.DefaultCacheBehavior;
  const id = behaviour.ResponseHeadersPolicyId.Ref as string;
  const found = resources('AWS::CloudFront::ResponseHeadersPolicy', context).find(
    ([policyId]) => policyId === id,
  );
  if (!found) throw new Error(`No ResponseHeadersPolicy ${id}`);
  return found[1].Properties.ResponseHeadersPolicyConfig;
}

/** The headers a ResponseHeadersPolicy adds, as HTTP header names (as written) → values. */
export function renderedHeaders(config: Json): Record<string, string> {
  const sec = config.SecurityHeadersConfig;
  const hsts = sec.StrictTransportSecurity;
  const headers: Record<string, string> = {
    'Strict-Transport-Security': `max-age=${hsts.AccessControlMaxAgeSec}${
      hsts.IncludeSubdomains ? '; includeSubDomains' : ''
    }${hsts.Preload ? '; preload' : ''}`,
    'X-Content-Type-Options': sec.ContentTypeOptions ? 'nosniff' : '',
    'X-Frame-Options': sec.FrameOptions.FrameOption,
    'Referrer-Policy': sec.ReferrerPolicy.ReferrerPolicy,
  };
  if (sec.ContentSecurityPolicy) {
    headers['Content-Security-Policy'] = sec.ContentSecurityPolicy.ContentSecurityPolicy;
  }
  for (const header of config.CustomHeadersConfig.Items) headers[header.Header] = header.Value;
  return headers;
}

/**
 * The form endpoints' POST methods (not the report endpoints': the CSP reports', decision 094,
 * and the behaviour failures', decision 105).
 */
export const formPosts = (context: Record<string, unknown> = {}) => {
  const apiResources = Object.fromEntries(resources('AWS::ApiGateway::Resource', context));
  return resources('AWS::ApiGateway::Method', context)
    .map(([, method]) => method.Properties)
    .filter(
      (method) =>
        method.HttpMethod === 'POST' &&
        method.Integration.Type === 'AWS_PROXY' &&
        !['csp-report', 'behaviour-failure'].includes(
          apiResources[method.ResourceId.Ref]?.Properties.PathPart,
        ),
    );
};

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * `cdk synth ARGS` through the pinned CLI on a machine with no AWS account: no credentials, no
 * profile, no instance metadata, a HOME of its own. Returns the run and the cloud assembly's
 * directory (`-o`, inside that HOME).
 */
export function synthOffline(
  args: readonly string[],
  timeoutMs: number,
): { result: SpawnSyncReturns<string>; outdir: string } {
  const home = mkdtempSync(join(tmpdir(), 'no-aws-'));
  const outdir = join(home, 'cdk.out');
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^(?:AWS|CDK)_/.test(key)),
  );
  const result = spawnSync(
    process.execPath,
    [
      'node_modules/aws-cdk/bin/cdk',
      'synth',
      '--no-notices',
      '--no-version-reporting',
      '-o',
      outdir,
      ...args,
    ],
    {
      cwd: repoRoot,
      encoding: 'utf8',
      timeout: timeoutMs,
      env: {
        ...env,
        HOME: home,
        PATH: `${repoRoot}node_modules/.bin:${env.PATH ?? ''}`,
        AWS_CONFIG_FILE: join(home, 'none'),
        AWS_SHARED_CREDENTIALS_FILE: join(home, 'none'),
        AWS_EC2_METADATA_DISABLED: 'true',
      },
    },
  );
  return { result, outdir };
}
