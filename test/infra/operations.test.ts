/**
 * What the operator sees and hears (decision 099): the dashboard of the leads, linked from the
 * outputs, reading the metrics the functions write; and the hourly check from outside, with its
 * alarm after two failed (or missing) hours.
 */
import { describe, expect, it } from 'vitest';
import { METRICS_SERVICE, metricNames } from '../../lambdas/lib/metric-names';
import { type Json, STACK_NAME, only, resources, templateFor } from './fixture';

const NAMESPACE = `AyniCloud/${STACK_NAME}`;

/** The dashboard's body, with its tokens written as CloudFormation has them. */
const dashboardBody = (context: Record<string, unknown> = {}) =>
  JSON.stringify(only('AWS::CloudWatch::Dashboard', context)[1].Properties.DashboardBody);

describe('the dashboard of the leads', () => {
  it('is named after the stack and linked from the outputs', () => {
    const [, dashboard] = only('AWS::CloudWatch::Dashboard');
    expect(dashboard.Properties.DashboardName).toBe(STACK_NAME);
    const url = JSON.stringify(templateFor().toJSON().Outputs.DashboardUrl.Value);
    expect(url).toContain(`#dashboards/dashboard/${STACK_NAME}`);
    expect(url).toContain('console.aws.amazon.com/cloudwatch');
  });

  it('shows the leads per day by form, refusals by reason, the honeypot and the mail, from the functions’ metrics', () => {
    const body = dashboardBody();
    for (const form of ['contact', 'application']) {
      expect(body).toContain(
        `[\\"${NAMESPACE}\\",\\"${metricNames.queued}\\",\\"Form\\",\\"${form}\\",\\"service\\",\\"${METRICS_SERVICE}\\"`,
      );
    }
    expect(body).toContain('"period\\":86400');
    expect(body).toContain(`MetricName=\\\\\\"${metricNames.refused}\\\\\\"`);
    for (const name of [
      metricNames.honeypot,
      metricNames.sent,
      metricNames.sendFailed,
      metricNames.timeToInbox,
      metricNames.syntheticCheck,
      'BadRequestBody',
    ])
      expect(body, name).toContain(`\\"${name}\\"`);
  });

  it('shows bounces and complaints, the queues, the API’s 4xx, 5xx and latency, and the WAF’s blocks', () => {
    const body = dashboardBody();
    expect(body).toContain('\\"AWS/SES\\",\\"Bounce\\",\\"ses:configuration-set\\"');
    expect(body).toContain('\\"AWS/SES\\",\\"Complaint\\"');
    expect(body).toContain('\\"AWS/SQS\\",\\"ApproximateAgeOfOldestMessage\\"');
    expect(body).toContain('\\"AWS/SQS\\",\\"ApproximateNumberOfMessagesVisible\\"');
    for (const metric of ['4XXError', '5XXError', 'Latency'])
      expect(body).toContain(`\\"AWS/ApiGateway\\",\\"${metric}\\"`);
    expect(body).toContain(
      `\\"AWS/WAFV2\\",\\"BlockedRequests\\",\\"Rule\\",\\"ALL\\",\\"WebACL\\",\\"${STACK_NAME}-sitio\\"`,
    );
    // Without the WAF, no empty graph.
    expect(dashboardBody({ enableWaf: false })).not.toContain('AWS/WAFV2');
  });
});

describe('the hourly check from outside', () => {
  const check = () =>
    resources('AWS::Lambda::Function').find(([id]) => id.startsWith('SyntheticCheck'))!;

  it('a function given the site’s public URL, run every hour without retries', () => {
    const [id, fn] = check();
    expect(JSON.stringify(fn.Properties.Environment.Variables.SITE_URL)).toContain('DomainName');
    const [, rule] = only('AWS::Events::Rule');
    expect(rule.Properties.ScheduleExpression).toBe('rate(1 hour)');
    const [target] = rule.Properties.Targets as Json[];
    expect(target.Arn).toEqual({ 'Fn::GetAtt': [id, 'Arn'] });
    expect(target.RetryPolicy).toEqual({ MaximumRetryAttempts: 0 });
  });

  it('on the custom domain once its DNS points here (domainLive), on the distribution’s own name until then', () => {
    const context = {
      domainName: 'www.aynicloud.pe',
      certificateArn:
        'arn:aws:acm:us-east-1:123456789012:certificate/0a1b2c3d-aaaa-bbbb-cccc-0123456789ab',
    };
    const siteUrlOf = (extra: Record<string, unknown>) =>
      resources('AWS::Lambda::Function', { ...context, ...extra }).find(([id]) =>
        id.startsWith('SyntheticCheck'),
      )![1].Properties.Environment.Variables.SITE_URL;
    expect(siteUrlOf({ domainLive: true })).toBe('https://www.aynicloud.pe');
    // Before DNS points at the distribution, the domain does not answer: checking it would page.
    expect(JSON.stringify(siteUrlOf({}))).toContain('DomainName');
  });

  it('runs once as the stack deploys, after the site and the API are in place and before its alarm exists', () => {
    const [checkId] = check();
    const [triggerId, trigger] = resources('Custom::Trigger').find(([id]) =>
      id.startsWith('SyntheticCheckFirstRun'),
    )!;
    // Its current version: a change to the check runs it again.
    const [versionId] = resources('AWS::Lambda::Version').find(([id]) =>
      id.startsWith(`${checkId.replace(/[0-9A-F]{8}$/, '')}CurrentVersion`),
    )!;
    expect(trigger.Properties.HandlerArn).toEqual({ Ref: versionId });
    expect(trigger.Properties.InvocationType).toBe('RequestResponse');
    const dependsOn = (trigger.DependsOn ?? []) as string[];
    for (const type of ['AWS::CloudFront::Distribution', 'AWS::ApiGateway::Stage']) {
      expect(dependsOn, type).toContain(only(type)[0]);
    }
    expect(dependsOn.some((id) => id.startsWith('SiteDeployment'))).toBe(true);
    const [, alarm] = resources('AWS::CloudWatch::Alarm').find(
      ([, a]) => a.Properties.MetricName === metricNames.syntheticCheck,
    )!;
    expect(alarm.DependsOn).toContain(triggerId);
  });

  it('alarms the operator after two failed hours in a row, or two hours with no check', () => {
    const [, alarm] = resources('AWS::CloudWatch::Alarm').find(
      ([, a]) => a.Properties.MetricName === metricNames.syntheticCheck,
    )!;
    expect(alarm.Properties).toMatchObject({
      Namespace: NAMESPACE,
      Dimensions: [{ Name: 'service', Value: METRICS_SERVICE }],
      Statistic: 'Minimum',
      Period: 3600,
      Threshold: 1,
      ComparisonOperator: 'LessThanThreshold',
      EvaluationPeriods: 2,
      TreatMissingData: 'breaching',
    });
    const topic = only('AWS::SNS::Topic')[0];
    expect(alarm.Properties.AlarmActions).toEqual([{ Ref: topic }]);
    expect(alarm.Properties.OKActions).toEqual([{ Ref: topic }]);
  });
});
