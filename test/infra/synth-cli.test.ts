/**
 * `cdk synth` through the pinned CLI, as `npm run synth` runs it, on a machine
 * with no AWS account: no credentials, no profile, no instance metadata.
 * (It synthesizes the stand-in site: `npm run synth` builds the real one first.)
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureSiteDir, synthOffline } from './fixture';

describe('npm run synth', () => {
  it('prints the template with no AWS account or credentials', () => {
    const { result, outdir } = synthOffline(['-c', `siteDir=${fixtureSiteDir()}`], 170_000);
    expect(result.stderr).not.toMatch(/ValidationFailed|AwsSolutions-/);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('AWS::CloudFront::Distribution');
    expect(result.stdout).toContain('StageName: production');
    const template = JSON.parse(
      readFileSync(join(outdir, 'AyniCloudWebsite.template.json'), 'utf8'),
    ) as { Resources: Record<string, { Type: string }> };
    const types = Object.values(template.Resources).map((r) => r.Type);
    expect(types.filter((t) => t === 'AWS::Lambda::Function').length).toBeGreaterThanOrEqual(2);
    // The Lambdas were really bundled (esbuild, no Docker): the two form handlers, the sender,
    // the CSP reports' function, the behaviour failures' and the hourly check from outside.
    const bundles = readdirSync(outdir).filter((entry) =>
      existsSync(join(outdir, entry, 'index.js.map')),
    );
    expect(bundles).toHaveLength(6);
    const report = JSON.parse(readFileSync(join(outdir, 'validation-report.json'), 'utf8')) as {
      pluginReports: unknown[];
    };
    expect(report.pluginReports).toEqual([]);
  }, 180_000);
});
