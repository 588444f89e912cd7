/**
 * `cdk synth` through the pinned CLI, as `npm run synth` runs it, on a machine
 * with no AWS account: no credentials, no profile, no instance metadata.
 * (It synthesizes the stand-in site: `npm run synth` builds the real one first.)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fixtureSiteDir } from './fixture';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

describe('npm run synth', () => {
  it('prints the template with no AWS account or credentials', () => {
    const home = mkdtempSync(join(tmpdir(), 'no-aws-'));
    const env = Object.fromEntries(
      Object.entries(process.env).filter(
        ([key]) => !key.startsWith('AWS_') && !key.startsWith('CDK_'),
      ),
    );
    const result = spawnSync(
      process.execPath,
      [
        'node_modules/aws-cdk/bin/cdk',
        'synth',
        '--no-notices',
        '--no-version-reporting',
        '-c',
        `siteDir=${fixtureSiteDir()}`,
        '-o',
        join(home, 'cdk.out'),
      ],
      {
        cwd: repoRoot,
        encoding: 'utf8',
        timeout: 170_000,
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
    expect(result.stderr).not.toMatch(/ValidationFailed|AwsSolutions-/);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('AWS::CloudFront::Distribution');
    expect(result.stdout).toContain('StageName: production');
    const template = JSON.parse(
      readFileSync(join(home, 'cdk.out', 'AyniCloudWebsite.template.json'), 'utf8'),
    ) as { Resources: Record<string, { Type: string }> };
    const types = Object.values(template.Resources).map((r) => r.Type);
    expect(types.filter((t) => t === 'AWS::Lambda::Function').length).toBeGreaterThanOrEqual(2);
    // The Lambdas were really bundled (esbuild, no Docker): the two form handlers, the sender,
    // the CSP reports' function and the hourly check from outside.
    const bundles = readdirSync(join(home, 'cdk.out')).filter((entry) =>
      existsSync(join(home, 'cdk.out', entry, 'index.js.map')),
    );
    expect(bundles).toHaveLength(5);
    const report = JSON.parse(
      readFileSync(join(home, 'cdk.out', 'validation-report.json'), 'utf8'),
    ) as { pluginReports: unknown[] };
    expect(report.pluginReports).toEqual([]);
  }, 180_000);
});
