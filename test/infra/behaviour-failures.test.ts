/**
 * A behaviour that fails to start in a visitor's browser reaches the operator (decision 105): the
 * page's beacon goes to an endpoint of its own, answered behind the origin key by a small
 * function (the one `npm start` runs), whose count of failures alarms from the first in an hour
 * and is on the dashboard by behaviour; the pages' policy lets the beacon go to their own origin.
 */
import { describe, expect, it } from 'vitest';
import { BEHAVIOUR_FAILURE_PATH, CSP_REPORT_PATH } from '../../contract/contact-constants';
import { THRESHOLDS } from '../../infra/ops/alarms';
import { contentSecurityPolicy } from '../../infra/site/security-headers';
import { API_PATH_PATTERN } from '../../infra/website-stack';
import { METRICS_SERVICE, metricNames } from '../../lambdas/lib/metric-names';
import { type Json, STACK_NAME, only, resources } from './fixture';

const NAMESPACE = `AyniCloud/${STACK_NAME}`;

describe('the behaviour failure endpoint', () => {
  it('is a POST method alone, behind the origin key, answered by its own small function', () => {
    const apiResources = Object.fromEntries(resources('AWS::ApiGateway::Resource'));
    const methods = resources('AWS::ApiGateway::Method')
      .map(([, m]) => m.Properties)
      .filter((m) => apiResources[m.ResourceId.Ref]?.Properties.PathPart === 'behaviour-failure');
    // POST alone: no preflight (the beacon is same-origin), no other method.
    expect(methods.map((m) => m.HttpMethod)).toEqual(['POST']);
    const [method] = methods as [Json];
    // Only CloudFront holds the key: straight to the execute-api address, API Gateway answers 403.
    expect(method.ApiKeyRequired).toBe(true);
    expect(method.AuthorizationType).toBe('NONE');
    expect(method.Integration).toMatchObject({ Type: 'AWS_PROXY', IntegrationHttpMethod: 'POST' });
    const [, functionId] = JSON.stringify(method.Integration.Uri).match(
      /"Fn::GetAtt":\["([^"]+)","Arn"\]/,
    ) as [string, string];
    expect(functionId).toMatch(/^BehaviourFailuresbehaviourfailure[0-9A-F]{8}$/);
    const fn = Object.fromEntries(resources('AWS::Lambda::Function'))[functionId]!;
    expect(fn.Properties.ReservedConcurrentExecutions).toBeUndefined();
    expect(fn.Properties.Timeout).toBe(3);
    // Its count goes to the stack's namespace, which the alarm and the dashboard read.
    expect(fn.Properties.Environment.Variables.METRICS_NAMESPACE).toBe(NAMESPACE);
    // Under the API's prefix: the distribution sends it to the API with the key.
    expect(BEHAVIOUR_FAILURE_PATH).toBe('/website/behaviour-failure');
    expect(API_PATH_PATTERN).toBe('/website/*');
    // Not the CSP endpoint, whose alarm counts its 204s as violations.
    expect(BEHAVIOUR_FAILURE_PATH).not.toBe(CSP_REPORT_PATH);
  });

  it('the pages’ policy lets the beacon go to their own origin', () => {
    expect(contentSecurityPolicy([]).split('; ')).toContain("connect-src 'self'");
  });
});

describe('the behaviour failures’ alarm and graph', () => {
  it('alarms from the first failure in an hour, on the total of every behaviour, on the dashboard: anonymous reports never page', () => {
    const found = resources('AWS::CloudWatch::Alarm').filter(([id]) =>
      /^AlarmsBehaviourFailures[0-9A-F]{8}$/.test(id),
    );
    expect(found).toHaveLength(1);
    const alarm = found[0]![1].Properties as Json;
    expect(alarm).toMatchObject({
      Namespace: NAMESPACE,
      MetricName: metricNames.behaviourFailures,
      Dimensions: [{ Name: 'service', Value: METRICS_SERVICE }],
      Statistic: 'Sum',
      Period: 3600,
      EvaluationPeriods: 1,
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'notBreaching',
    });
    expect(THRESHOLDS.behaviourFailuresPerHour).toBe(1);
    expect(alarm.AlarmActions).toBeUndefined();
    expect(alarm.OKActions).toBeUndefined();
    expect(alarm.AlarmDescription).toContain('docs/deployment.md');
    const [, dashboard] = only('AWS::CloudWatch::Dashboard');
    expect(JSON.stringify(dashboard.Properties.DashboardBody)).toContain(found[0]![0]);
  });

  it('the dashboard shows the failures by behaviour', () => {
    const body = JSON.stringify(only('AWS::CloudWatch::Dashboard')[1].Properties.DashboardBody);
    expect(body).toContain(
      `SEARCH('{${NAMESPACE},Behaviour,service} MetricName=\\\\\\"${metricNames.behaviourFailures}\\\\\\"', 'Sum', 3600)`,
    );
  });
});
