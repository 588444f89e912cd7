/**
 * CloudFront keeps one namespace per account for functions, policies and origin
 * access controls: every name this stack gives carries the stack and the region,
 * so a second stack (another region, or the us-east-1 one the WAF needs) never
 * collides with it, and stays within CloudFront's limits.
 */
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { isGeneratedPageHeadersName, pageHeadersFunctionName } from '../../bin/deploy';
import { NAME_LIMIT, REGION_ROOM, scopedName } from '../../infra/site/names';
import { type Json, STACK_NAME, buildTestApp, templateFor } from './fixture';

/** Every account-scoped CloudFront name in a template, by resource. */
function cloudFrontNames(template: Template): Record<string, Json> {
  const names: Record<string, Json> = {};
  for (const [id, resource] of Object.entries(template.toJSON().Resources) as [string, Json][]) {
    const p = resource.Properties;
    const name = (
      {
        'AWS::CloudFront::Function': () => p.Name,
        'AWS::CloudFront::ResponseHeadersPolicy': () => p.ResponseHeadersPolicyConfig.Name,
        'AWS::CloudFront::CachePolicy': () => p.CachePolicyConfig.Name,
        'AWS::CloudFront::OriginRequestPolicy': () => p.OriginRequestPolicyConfig.Name,
        'AWS::CloudFront::OriginAccessControl': () => p.OriginAccessControlConfig.Name,
        'AWS::CloudFront::KeyValueStore': () => p.Name,
      } as Record<string, () => Json>
    )[resource.Type as string]?.();
    if (
      resource.Type.startsWith('AWS::CloudFront::') &&
      resource.Type !== 'AWS::CloudFront::Distribution'
    ) {
      names[id] = name;
    }
  }
  return names;
}

function templateInRegion(region: string): Template {
  const saved = process.env.CDK_DEFAULT_REGION;
  process.env.CDK_DEFAULT_REGION = region;
  try {
    // Outside us-east-1 only without the WAF (a CloudFront web ACL exists only there).
    return Template.fromStack(buildTestApp({ enableWaf: 'false' }).stack);
  } finally {
    if (saved === undefined) delete process.env.CDK_DEFAULT_REGION;
    else process.env.CDK_DEFAULT_REGION = saved;
  }
}

const lima = cloudFrontNames(templateInRegion('sa-east-1'));
const virginia = cloudFrontNames(templateInRegion('us-east-1'));

describe('account-scoped CloudFront names', () => {
  it('an environment-agnostic synth names every one {stack}-{purpose}-{AWS::Region}', () => {
    const names = cloudFrontNames(templateFor());
    expect(Object.keys(names).length).toBeGreaterThanOrEqual(6);
    const prefixes = Object.values(names).map((name: Json) => {
      expect(name).toEqual({ 'Fn::Join': ['', [expect.any(String), { Ref: 'AWS::Region' }]] });
      return name['Fn::Join'][1][0] as string;
    });
    for (const prefix of prefixes) expect(prefix).toMatch(new RegExp(`^${STACK_NAME}-[A-Za-z]+-$`));
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });

  it('two regions never share a name; each fits CloudFront’s 64-character limit', () => {
    expect(Object.keys(lima).sort()).toEqual(Object.keys(virginia).sort());
    for (const id of Object.keys(lima)) {
      expect(lima[id]).toMatch(new RegExp(`^${STACK_NAME}-[A-Za-z]+-sa-east-1$`));
      expect(virginia[id]).toBe(lima[id].replace(/sa-east-1$/, 'us-east-1'));
      expect(lima[id].length).toBeLessThanOrEqual(NAME_LIMIT);
    }
    const all = [...Object.values(lima), ...Object.values(virginia)];
    expect(new Set(all).size).toBe(all.length);
  });

  it('the deploy script computes the page-headers function’s name as the stack gives it', () => {
    const pageHeaders = Object.entries(lima).find(([id]) => id.includes('PageHeadersFunction'))!;
    expect(pageHeadersFunctionName('sa-east-1')).toBe(pageHeaders[1]);
  });

  it('recognises the name CDK generated before (the first deployment with named functions)', () => {
    expect(
      isGeneratedPageHeadersName('sa-east-1AyniCloudWebsiteeHeadersFunction2C1D1329', 'sa-east-1'),
    ).toBe(true);
    expect(
      isGeneratedPageHeadersName('us-east-1AyniCloudWebsiteeHeadersFunction2C1D1329', 'sa-east-1'),
    ).toBe(false);
    expect(
      isGeneratedPageHeadersName('sa-east-1AyniCloudWebsiteeRoutingFunctionDEFF59C6', 'sa-east-1'),
    ).toBe(false);
  });

  it('a long stack name is shortened with a hash, still distinct and within the limit', () => {
    const long = 'A'.repeat(128);
    const name = scopedName(long, 'PageHeaders', 'ap-southeast-5');
    expect(name.length).toBeLessThanOrEqual(NAME_LIMIT);
    expect(name).toMatch(/^A+-[0-9a-f]{8}-PageHeaders-ap-southeast-5$/);
    expect(scopedName(`${long.slice(1)}B`, 'PageHeaders', 'ap-southeast-5')).not.toBe(name);
    expect(scopedName(long, 'PageHeaders', 'x'.repeat(REGION_ROOM)).length).toBe(NAME_LIMIT);
  });
});
