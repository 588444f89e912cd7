/**
 * Releases never serve a page under the wrong CSP: the pages are uploaded only after the
 * distribution, updated in every release that changes a CloudFront function, is deployed on
 * every edge after both functions' publication — checked in the template and, for the
 * custom resource's own logic, against a mocked CloudFront API.
 */
import {
  CloudFrontClient,
  DescribeFunctionCommand,
  GetDistributionCommand,
} from '@aws-sdk/client-cloudfront';
import { mockClient } from 'aws-sdk-client-mock';
import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import {
  POLL_INTERVAL_MS,
  type RolloutDeps,
  handleEvent,
} from '../../infra/site/edge-rollout-handler';
import { type Json, fixtureSiteDir, resources, templateFor } from './fixture';

vi.setConfig({ testTimeout: 120_000 });

const rollout = (context: Record<string, unknown> = {}) => {
  const found = resources('Custom::EdgeRollout', context);
  expect(found).toHaveLength(1);
  return found[0]!;
};
const distribution = (context: Record<string, unknown> = {}) =>
  resources('AWS::CloudFront::Distribution', context)[0]!;
const pagesUpload = (context: Record<string, unknown> = {}) =>
  resources('Custom::CDKBucketDeployment', context).find(([, d]) =>
    d.Properties.Exclude?.includes('assets/*'),
  )!;

describe('the page upload waits for every edge', () => {
  it('the pages’ upload depends on the rollout, which depends on the distribution', () => {
    const [rolloutId, resource] = rollout();
    const [distributionId] = distribution();
    expect(pagesUpload()[1].DependsOn).toContain(rolloutId);
    expect(resource.DependsOn).toContain(distributionId);
    expect(resource.Properties.DistributionId).toEqual({ Ref: distributionId });
    // The hashed assets need not wait: no page refers to them yet.
    const assets = resources('Custom::CDKBucketDeployment').find(([, d]) =>
      d.Properties.Include?.includes('assets/*'),
    )!;
    expect(assets[1].DependsOn ?? []).not.toContain(rolloutId);
  });

  it('names both CloudFront functions, and may only read their and the distribution’s status', () => {
    const [, resource] = rollout();
    const names = resources('AWS::CloudFront::Function').map(([, fn]) => fn.Properties.Name);
    expect(resource.Properties.FunctionNames).toEqual(names);
    const policies = resources('AWS::IAM::Policy').filter(([, p]) =>
      JSON.stringify(p.Properties.Roles).includes('EdgeRolloutRole'),
    );
    const statements = policies.flatMap(([, p]) => p.Properties.PolicyDocument.Statement as Json[]);
    expect(statements.map((s) => s.Action).sort()).toEqual(
      [
        'cloudfront:DescribeFunction',
        'cloudfront:GetDistribution',
        ['logs:CreateLogStream', 'logs:PutLogEvents'],
      ].sort(),
    );
    expect(JSON.stringify(statements)).not.toContain('"*"');
  });

  it('a release that changes a function changes the distribution and asks the rollout again', () => {
    const siteDir = mkdtempSync(join(tmpdir(), 'ayni-rollout-'));
    cpSync(fixtureSiteDir(), siteDir, { recursive: true });
    writeFileSync(
      join(siteDir, 'index.html'),
      '<!DOCTYPE html><html><head><title>x</title></head><body><script>window.changed = 1;</script></body></html>',
    );
    const before = rollout()[1].Properties.Release as string;
    const after = rollout({ siteDir })[1].Properties.Release as string;
    expect(after).not.toBe(before);
    const comment = (context: Record<string, unknown> = {}) =>
      distribution(context)[1].Properties.DistributionConfig.Comment as string;
    expect(comment()).toContain(before);
    expect(comment({ siteDir })).toContain(after);
    expect(comment().length).toBeLessThanOrEqual(128);
  });
});

describe('the rollout custom resource', () => {
  const cloudfront = mockClient(CloudFrontClient);
  const event = (requestType: 'Create' | 'Update' | 'Delete') =>
    ({
      RequestType: requestType,
      ResponseURL: 'https://cloudformation.example/answer',
      StackId: 'stack',
      RequestId: 'request',
      LogicalResourceId: 'EdgeRollout',
      ResourceType: 'Custom::EdgeRollout',
      ServiceToken: 'arn',
      ResourceProperties: {
        ServiceToken: 'arn',
        DistributionId: 'E123',
        FunctionNames: ['routing', 'headers'],
      },
    }) as unknown as CloudFormationCustomResourceEvent;

  function run(requestType: 'Create' | 'Update' | 'Delete', remainingMs = 15 * 60_000) {
    let clock = 0;
    const answers: Record<string, unknown>[] = [];
    const deps: RolloutDeps = {
      cloudfront: new CloudFrontClient({ region: 'us-east-1' }),
      sleep: async (ms) => {
        clock += ms;
      },
      now: () => clock,
      respond: async (_url, body) => {
        answers.push(body);
      },
    };
    return handleEvent(event(requestType), remainingMs, deps).then(() => ({ answers, clock }));
  }
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 3, minute));

  it('answers SUCCESS once the distribution is Deployed with an update after both functions', async () => {
    cloudfront.reset();
    cloudfront
      .on(GetDistributionCommand)
      .resolvesOnce({ Distribution: { Status: 'InProgress', LastModifiedTime: at(2) } as Json })
      .resolvesOnce({ Distribution: { Status: 'InProgress', LastModifiedTime: at(2) } as Json })
      .resolves({ Distribution: { Status: 'Deployed', LastModifiedTime: at(2) } as Json });
    cloudfront
      .on(DescribeFunctionCommand)
      .resolves({ FunctionSummary: { FunctionMetadata: { LastModifiedTime: at(1) } } as Json });
    const { answers, clock } = await run('Update');
    expect(clock).toBe(2 * POLL_INTERVAL_MS);
    expect(answers).toEqual([
      expect.objectContaining({
        Status: 'SUCCESS',
        PhysicalResourceId: 'E123-edges',
        RequestId: 'request',
        LogicalResourceId: 'EdgeRollout',
      }),
    ]);
    expect(cloudfront).toHaveReceivedCommandWith(DescribeFunctionCommand, {
      Name: 'headers',
      Stage: 'LIVE',
    });
  });

  it('a Deployed distribution older than a function’s publication is not enough', async () => {
    cloudfront.reset();
    cloudfront
      .on(GetDistributionCommand)
      .resolves({ Distribution: { Status: 'Deployed', LastModifiedTime: at(1) } as Json });
    cloudfront
      .on(DescribeFunctionCommand)
      .resolves({ FunctionSummary: { FunctionMetadata: { LastModifiedTime: at(2) } } as Json });
    const { answers } = await run('Create', 60_000);
    expect(answers).toEqual([expect.objectContaining({ Status: 'FAILED' })]);
    expect(String(answers[0]!.Reason)).toMatch(/no terminó de desplegar.*se publicó después/);
  });

  it('fails with CloudFront’s error name (never an address or a message) when it cannot ask', async () => {
    cloudfront.reset();
    cloudfront
      .on(GetDistributionCommand)
      .rejects(Object.assign(new Error('secret'), { name: 'AccessDenied' }));
    const { answers } = await run('Create');
    expect(answers).toEqual([
      expect.objectContaining({
        Status: 'FAILED',
        Reason: expect.stringContaining('AccessDenied'),
      }),
    ]);
  });

  it('a Delete answers at once, without asking CloudFront', async () => {
    cloudfront.reset();
    const { answers } = await run('Delete');
    expect(answers).toEqual([expect.objectContaining({ Status: 'SUCCESS' })]);
    expect(cloudfront.calls()).toHaveLength(0);
  });

  it('the template’s resource runs this handler, with time to wait for CloudFront', () => {
    const [, resource] = rollout();
    const fnId = resource.Properties.ServiceToken['Fn::GetAtt'][0] as string;
    const fn = Object.fromEntries(resources('AWS::Lambda::Function'))[fnId]!;
    expect(fn.Properties).toMatchObject({ Runtime: 'nodejs24.x', Timeout: 900 });
    expect(templateFor().toJSON().Resources[fnId]).toBeDefined();
  });
});
