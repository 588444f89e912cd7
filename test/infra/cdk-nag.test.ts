/**
 * cdk-nag's AwsSolutions checks over the whole app, as `cdk synth` runs them:
 * no unacknowledged finding, and every acknowledgement carries its reason.
 */
import { Stack, Validations } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type { IConstruct } from 'constructs';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from './fixture';

const variants: Record<string, Record<string, unknown>> = {
  'cdk.json as shipped (WAF on)': {},
  'custom domain, allowed origins and WAF': {
    domainName: 'www.aynicloud.example',
    certificateArn:
      'arn:aws:acm:us-east-1:123456789012:certificate/0f1e2d3c-aaaa-bbbb-cccc-123456789abc',
    allowedOrigins: 'https://aynicloud.example',
    enableWaf: 'true',
  },
  'the operator turned the WAF off': { enableWaf: 'false' },
  'a rotated origin key': { originKeyVersion: '3' },
};

function acknowledgements(root: IConstruct): { path: string; id: string; reason: string }[] {
  return root.node.findAll().flatMap((construct) =>
    construct.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) =>
        Object.entries(entry.data as Record<string, string | { reason: string }>).map(
          ([id, value]) => ({
            path: construct.node.path,
            // CDK stores rule ids without a known prefix as annotations.
            id: id.replace(/^annotation::/i, ''),
            reason: typeof value === 'string' ? value : value.reason,
          }),
        ),
      ),
  );
}

function violations(outdir: string): unknown[] {
  const report = join(outdir, 'validation-report.json');
  if (!existsSync(report)) return [];
  const parsed = JSON.parse(readFileSync(report, 'utf8')) as {
    pluginReports?: { violations?: { ruleName?: string }[] }[];
  };
  // Our own warnings to the operator (the WAF turned off, no edge logs outside us-east-1) are
  // reported beside the findings; they are not findings.
  return (parsed.pluginReports ?? [])
    .flatMap((plugin) => plugin.violations ?? [])
    .filter((violation) => !violation.ruleName?.startsWith('Annotation::ayni:'));
}

/** What the synth threw (cdk-nag's ValidationFailed on a finding), or undefined. */
function synthError(app: { synth(): unknown }): unknown {
  try {
    app.synth();
    return undefined;
  } catch (caught) {
    return caught;
  }
}

describe('cdk-nag AwsSolutions', () => {
  it.each(Object.keys(variants))('%s: synthesizes with zero unacknowledged findings', (name) => {
    const { app } = buildTestApp(variants[name]);
    const error = synthError(app);
    expect(violations(app.outdir)).toEqual([]);
    expect(error).toBeUndefined();
  });

  it('every acknowledgement names its rule and gives a reason a reviewer can check', () => {
    const { app } = buildTestApp(variants['custom domain, allowed origins and WAF']);
    const acks = acknowledgements(app);
    expect(acks.length).toBeGreaterThan(10);
    for (const ack of acks) {
      expect(ack.id).toMatch(/^(AwsSolutions-[A-Z0-9]+(\[.+\])?|@aws-cdk\/.+)$/);
      expect(ack.reason.length, `${ack.path} ${ack.id}`).toBeGreaterThan(60);
    }
    // The public forms are anonymous by design: that is acknowledged, not silently skipped.
    expect(acks.map((ack) => ack.id)).toEqual(
      expect.arrayContaining(['AwsSolutions-APIG4', 'AwsSolutions-COG4']),
    );
  });

  // With credentials the CDK CLI sets CDK_DEFAULT_ACCOUNT/REGION, and cdk-nag names the findings
  // with the literal account and region instead of <AWS::AccountId>: what npm run deploy synthesizes.
  describe('for a concrete account and region, as cdk deploy synthesizes', () => {
    afterEach(() => {
      vi.unstubAllEnvs();
    });
    it.each([
      ['us-east-1', {}],
      ['sa-east-1', { enableWaf: 'false' }],
      ['eu-west-1', { enableWaf: 'false' }],
    ])('%s: zero unacknowledged findings', (region, context) => {
      vi.stubEnv('CDK_DEFAULT_ACCOUNT', '123456789012');
      vi.stubEnv('CDK_DEFAULT_REGION', region);
      const { app, stack } = buildTestApp(context);
      expect([stack.account, stack.region]).toEqual(['123456789012', region]);
      const error = synthError(app);
      expect(violations(app.outdir)).toEqual([]);
      expect(error).toBeUndefined();
    });
  });

  it('is really checking: a careless bucket added to the stack fails the synth', () => {
    const { app, stack } = buildTestApp();
    new s3.Bucket(stack as Stack, 'Careless');
    expect(() => app.synth()).toThrow();
    const found = JSON.stringify(violations(app.outdir));
    expect(found).toContain('AwsSolutions-S1');
    expect(found).toContain('AwsSolutions-S10');
  });
});
