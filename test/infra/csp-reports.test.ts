/**
 * CSP violations are reported to the stack and counted: every page's policy names the
 * endpoint (report-to and report-uri, Reporting-Endpoints beside it), and a small function
 * answers it behind the origin key, as the local API does (decision 094), the report's body
 * read by nobody.
 */
import { describe, expect, it } from 'vitest';
import { siteRoutes } from '../../routes/site-routes';
import { CSP_REPORT_MAX_BYTES } from '../../contract/contact-constants';
import { CSP_REPORT_MEDIA_TYPES } from '../../contract/contact-constants';
import { CSP_REPORT_PATH, securityHeaders } from '../../infra/site/security-headers';
import { type CfRequest, loadFunction, runViewerRequest, runViewerResponse } from './cloudfront';
import { type Json, functionCode, headersPolicyOf, renderedHeaders, resources } from './fixture';

describe('CSP violation reports', () => {
  it('every page’s policy, as the function sends it, reports to the stack’s endpoint', () => {
    const routing = loadFunction(functionCode('RoutingFunction'));
    const headers = loadFunction(functionCode('PageHeadersFunction'));
    for (const path of [...siteRoutes.map((r) => r.path), '/no-existe']) {
      const request = runViewerRequest(routing, path) as CfRequest;
      const csp = runViewerResponse(headers, request, { statusCode: 200, headers: {} }).headers[
        'content-security-policy'
      ]!.value;
      expect(csp).toContain(`; report-uri ${CSP_REPORT_PATH}; report-to csp`);
    }
    expect(renderedHeaders(headersPolicyOf())['Reporting-Endpoints']).toBe(
      securityHeaders['Reporting-Endpoints'],
    );
    expect(securityHeaders['Reporting-Endpoints']).toBe('csp="/website/csp-report"');
  });

  it('a small function answers the endpoint, behind the origin key: never around the edge', () => {
    const apiResources = Object.fromEntries(resources('AWS::ApiGateway::Resource'));
    const methods = resources('AWS::ApiGateway::Method')
      .map(([, m]) => m.Properties)
      .filter((m) => apiResources[m.ResourceId.Ref]?.Properties.PathPart === 'csp-report');
    // POST alone: no preflight (browsers send reports same-origin), no other method.
    expect(methods.map((m) => m.HttpMethod)).toEqual(['POST']);
    const [method] = methods as [Json];
    // Only CloudFront holds the key: straight to the execute-api address, API Gateway answers 403.
    expect(method.ApiKeyRequired).toBe(true);
    expect(method.Integration).toMatchObject({ Type: 'AWS_PROXY', IntegrationHttpMethod: 'POST' });
    // Its own function: the one `npm start` runs (lambdas/csp-report.ts), which limits the body.
    const [, functionId] = JSON.stringify(method.Integration.Uri).match(
      /"Fn::GetAtt":\["([^"]+)","Arn"\]/,
    ) as [string, string];
    const fn = Object.fromEntries(resources('AWS::Lambda::Function'))[functionId];
    expect(fn?.Properties.Handler).toBe('index.handler');
    expect(functionId).toMatch(/cspreport/i);
    expect(fn?.Properties.ReservedConcurrentExecutions).toBeUndefined();
    expect(fn?.Properties.Timeout).toBe(3);
    // The distribution sends /website/* (the report's path included) to the API with the key.
    expect(CSP_REPORT_PATH.startsWith('/website/')).toBe(true);
  });

  it('the function takes what browsers send, up to a limit (lambdas/csp-report.test.ts)', () => {
    expect(CSP_REPORT_MEDIA_TYPES).toEqual(['application/reports+json', 'application/csp-report']);
    expect(CSP_REPORT_MAX_BYTES).toBe(16 * 1024);
  });
});
