/**
 * CSP violations are reported to the stack and counted: every page's policy names the
 * endpoint (report-to and report-uri, Reporting-Endpoints beside it), and the API answers it
 * by itself — no Lambda, no origin key (a report must not spend the forms' daily quota), the
 * report's body read by nobody.
 */
import { describe, expect, it } from 'vitest';
import { siteRoutes } from '../../routes/site-routes';
import { CSP_REPORT_MEDIA_TYPES } from '../../infra/api/csp-report';
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

  it('the API answers the endpoint itself: 204, no Lambda, no key, the two report media types', () => {
    const apiResources = Object.fromEntries(resources('AWS::ApiGateway::Resource'));
    const method = resources('AWS::ApiGateway::Method')
      .map(([, m]) => m.Properties)
      .find(
        (m) =>
          m.HttpMethod === 'POST' &&
          apiResources[m.ResourceId.Ref]?.Properties.PathPart === 'csp-report',
      ) as Json;
    expect(method).toBeDefined();
    expect(method.ApiKeyRequired).toBe(false);
    expect(method.Integration).toMatchObject({
      Type: 'MOCK',
      PassthroughBehavior: 'NEVER',
      IntegrationResponses: [{ StatusCode: '204' }],
    });
    expect(Object.keys(method.Integration.RequestTemplates).sort()).toEqual(
      [...CSP_REPORT_MEDIA_TYPES].sort(),
    );
    for (const template of Object.values(method.Integration.RequestTemplates)) {
      // The template answers; nothing of the report is passed on or echoed.
      expect(JSON.parse(template as string)).toEqual({ statusCode: 204 });
    }
    expect(method.MethodResponses).toEqual([{ StatusCode: '204' }]);
  });
});
