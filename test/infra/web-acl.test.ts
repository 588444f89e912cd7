/**
 * The WAF web ACL on the distribution, on by default: a per-client rate limit on /website/
 * that decoding or case cannot slip past, the common rule set, and refusals of /website/*
 * answered with the API's Spanish JSON envelope (429 for the limit, 403 for the rules).
 */
import { describe, expect, it, vi } from 'vitest';
import { apiMessages } from '../../contract/contact-api';
import { API_RATE_LIMIT, WAF_RULES } from '../../infra/edge/web-acl';
import { type Json, STACK_NAME, only } from './fixture';

vi.setConfig({ testTimeout: 120_000 });

const acl = () => only('AWS::WAFv2::WebACL')[1].Properties;
const rule = (name: string) => {
  const found = (acl().Rules as Json[]).find((r) => r.Name === name);
  expect(found, name).toBeDefined();
  return found!;
};
const apiPathMatch = {
  ByteMatchStatement: {
    FieldToMatch: { UriPath: {} },
    PositionalConstraint: 'STARTS_WITH',
    SearchString: '/website/',
    TextTransformations: [
      { Priority: 0, Type: 'URL_DECODE' },
      { Priority: 1, Type: 'LOWERCASE' },
    ],
  },
};

describe('the web ACL', () => {
  it('rate-limits each viewer address on /website/, decoded and in lower case', () => {
    const limit = rule(WAF_RULES.rateLimit);
    expect(limit.Priority).toBe(0);
    expect(limit.Statement.RateBasedStatement).toEqual({
      Limit: API_RATE_LIMIT,
      // The address CloudFront received the connection from, not a header a client writes.
      AggregateKeyType: 'IP',
      ScopeDownStatement: apiPathMatch,
    });
    expect(limit.Action).toEqual({
      Block: {
        CustomResponse: { ResponseCode: 429, CustomResponseBodyKey: 'demasiadas-solicitudes' },
      },
    });
  });

  it('answers its refusals of /website/* with the envelope the forms read, in Spanish', () => {
    const bodies = acl().CustomResponseBodies;
    expect(Object.keys(bodies).sort()).toEqual(['acceso-denegado', 'demasiadas-solicitudes']);
    for (const body of Object.values(bodies) as Json[]) {
      expect(body.ContentType).toBe('APPLICATION_JSON');
    }
    expect(JSON.parse(bodies['demasiadas-solicitudes'].Content)).toEqual({
      statusCode: 429,
      message: apiMessages.tooManyRequests,
    });
    expect(JSON.parse(bodies['acceso-denegado'].Content)).toEqual({
      statusCode: 403,
      message: apiMessages.accessDenied,
    });
  });

  it('the common rule set only labels; /website/* is refused with 403 JSON, the pages with a plain block', () => {
    const common = rule(WAF_RULES.commonRules);
    expect(common.OverrideAction).toEqual({ Count: {} });
    expect(common.Statement.ManagedRuleGroupStatement).toMatchObject({
      VendorName: 'AWS',
      Name: 'AWSManagedRulesCommonRuleSet',
    });
    const namespace = {
      LabelMatchStatement: { Scope: 'NAMESPACE', Key: 'awswaf:managed:aws:core-rule-set:' },
    };
    const api = rule(WAF_RULES.apiBlock);
    expect(api.Priority).toBeGreaterThan(common.Priority);
    expect(api.Action).toEqual({
      Block: { CustomResponse: { ResponseCode: 403, CustomResponseBodyKey: 'acceso-denegado' } },
    });
    // A body over 8 KB alone is not refused: the contract accepts up to 16 KB.
    expect(api.Statement.AndStatement.Statements).toEqual([
      apiPathMatch,
      namespace,
      {
        NotStatement: {
          Statement: {
            LabelMatchStatement: {
              Scope: 'LABEL',
              Key: 'awswaf:managed:aws:core-rule-set:SizeRestrictions_Body',
            },
          },
        },
      },
    ]);
    const site = rule(WAF_RULES.siteBlock);
    expect(site.Priority).toBeGreaterThan(api.Priority);
    expect(site.Action).toEqual({ Block: {} });
    expect(site.Statement.AndStatement.Statements).toEqual([
      { NotStatement: { Statement: apiPathMatch } },
      namespace,
    ]);
  });

  it('its metrics carry the stack’s name, so another stack’s never feed these alarms', () => {
    expect(acl().VisibilityConfig.MetricName).toBe(`${STACK_NAME}-sitio`);
    for (const r of acl().Rules as Json[]) {
      expect(r.VisibilityConfig).toEqual({
        CloudWatchMetricsEnabled: true,
        SampledRequestsEnabled: true,
        MetricName: r.Name,
      });
    }
  });
});
