/**
 * A file the bucket does not have (a missing hashed asset) answers the site's
 * not-found page with 404, not S3's XML error — through the default behaviour's
 * origin group, so the API's own JSON 4xx answers are never rewritten.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { notFoundRoute } from '../../routes/site-routes';
import { REVALIDATE } from '../../infra/site/cache-policy';
import { inlineScriptHashes } from '../../infra/site/inline-script-hashes';
import { NOT_FOUND_CONCURRENCY } from '../../infra/site/not-found-origin';
import { contentSecurityPolicy } from '../../infra/site/security-headers';
import {
  type CfRequest,
  type CfResponse,
  cfHeaders,
  isResponse,
  loadFunction,
  loadNotFoundHandler,
  runViewerRequest,
  runViewerResponse,
} from './cloudfront';
import { type Json, fixtureSiteDir, functionCode, resources, templateFor } from './fixture';

const template = templateFor();
const config = resources('AWS::CloudFront::Distribution')[0]![1].Properties.DistributionConfig;
const siteDir = fixtureSiteDir();

const handler = await loadNotFoundHandler(siteDir);

describe('a file the bucket does not have', () => {
  it('the default behaviour reads the bucket, then on 404 only the not-found page’s function', () => {
    const group = config.OriginGroups.Items.find(
      (g: Json) => g.Id === config.DefaultCacheBehavior.TargetOriginId,
    );
    expect(group.FailoverCriteria.StatusCodes).toEqual({ Items: [404], Quantity: 1 });
    const [primary, fallback] = group.Members.Items.map((m: Json) =>
      config.Origins.find((o: Json) => o.Id === m.OriginId),
    );
    expect(primary.S3OriginConfig).toBeDefined();
    expect(JSON.stringify(fallback.DomainName)).toContain('NotFoundFunctionFunctionUrl');
    expect(fallback.CustomOriginConfig.OriginProtocolPolicy).toBe('https-only');
    // Signed by CloudFront: the function URL refuses anyone else.
    const oac = resources('AWS::CloudFront::OriginAccessControl').find(
      ([id]) => fallback.OriginAccessControlId['Fn::GetAtt'][0] === id,
    )![1];
    expect(oac.Properties.OriginAccessControlConfig).toMatchObject({
      OriginAccessControlOriginType: 'lambda',
      SigningBehavior: 'always',
    });
    template.hasResourceProperties('AWS::Lambda::Url', { AuthType: 'AWS_IAM' });
  });

  it('no distribution-wide error mapping, and no other behaviour uses the fallback', () => {
    expect(config.CustomErrorResponses).toBeUndefined();
    for (const behaviour of config.CacheBehaviors ?? []) {
      expect(config.OriginGroups.Items.map((g: Json) => g.Id)).not.toContain(
        behaviour.TargetOriginId,
      );
    }
  });

  it('only CloudFront (this distribution) may invoke the function, which writes only its own logs', () => {
    const permissions = resources('AWS::Lambda::Permission')
      .map(([, r]) => r.Properties)
      .filter((p) => JSON.stringify(p.FunctionName).includes('NotFoundFunction'));
    expect(permissions.map((p) => p.Action).sort()).toEqual([
      'lambda:InvokeFunction',
      'lambda:InvokeFunctionUrl',
    ]);
    for (const p of permissions) {
      expect(p.Principal).toBe('cloudfront.amazonaws.com');
      expect(JSON.stringify(p.SourceArn)).toContain('distribution/');
    }
    const fn = resources('AWS::Lambda::Function').find(([id]) =>
      id.includes('NotFoundFunction'),
    )![1];
    expect(fn.Properties).toMatchObject({ Runtime: 'nodejs24.x', MemorySize: 128, Timeout: 3 });
    // Scanners' unique paths can never take the concurrency the form functions need.
    expect(fn.Properties.ReservedConcurrentExecutions).toBe(NOT_FOUND_CONCURRENCY);
    expect(NOT_FOUND_CONCURRENCY).toBeLessThanOrEqual(5);
    expect(fn.Properties.Role['Fn::GetAtt'][0]).toContain('NotFoundRole');
    const policies = resources('AWS::IAM::Policy').filter(([, r]) =>
      JSON.stringify(r.Properties.Roles).includes('NotFoundRole'),
    );
    expect(policies).toHaveLength(1);
    const statements = policies[0]![1].Properties.PolicyDocument.Statement;
    expect(statements).toEqual([
      {
        Action: ['logs:CreateLogStream', 'logs:PutLogEvents'],
        Effect: 'Allow',
        Resource: { 'Fn::GetAtt': [expect.stringContaining('NotFoundLogs'), 'Arn'] },
      },
    ]);
    const role = resources('AWS::IAM::Role').find(([id]) => id.includes('NotFoundRole'))![1];
    expect(role.Properties.ManagedPolicyArns).toBeUndefined();
  });

  it('the function answers the build’s own 404.html with 404, as HTML', async () => {
    const answer = await handler();
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe(REVALIDATE);
    expect(answer.body).toBe(readFileSync(join(siteDir, notFoundRoute.file), 'utf8'));
  });

  it.each(['/assets/no-existe-abc123.js', '/assets/chunk-0ld0ld.css', '/img/no-existe.png'])(
    '%s: CloudFront answers the not-found page with 404 and that page’s CSP',
    async (path) => {
      const request = runViewerRequest(loadFunction(functionCode('RoutingFunction')), path);
      expect(isResponse(request)).toBe(false);
      // The bucket has no such key: S3 says 404, the group asks the fallback.
      expect((request as CfRequest).uri).toBe(path);
      const answer = await handler();
      const response = runViewerResponse(
        loadFunction(functionCode('PageHeadersFunction')),
        request as CfRequest,
        {
          statusCode: answer.statusCode,
          headers: cfHeaders(answer.headers),
        } satisfies CfResponse,
      );
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-security-policy']!.value).toBe(
        contentSecurityPolicy(inlineScriptHashes(answer.body)),
      );
    },
  );
});
