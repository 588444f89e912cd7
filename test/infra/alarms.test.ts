/**
 * The operator hears about failures before a visitor complains: alarms on the functions, the
 * API's 5xx, SES refusals (from the mail sender's own log line) and, with the WAF, mass blocking,
 * all sent to an encrypted SNS topic the operator's address subscribes to.
 */
import { vi } from 'vitest';

vi.hoisted(() => {
  // Route the Powertools logger through the global console so the test can read its lines.
  process.env.POWERTOOLS_DEV = 'true';
});

import { describe, expect, it } from 'vitest';
import { SES_ERRORS_METRIC, WAF_BLOCKED_THRESHOLD } from '../../infra/ops/alarms';
import { logDelivery, logRequest } from '../../lambdas/lib/log';
import { type Json, resources } from './fixture';

vi.setConfig({ testTimeout: 120_000 });

const alarms = (context: Record<string, unknown> = {}) =>
  resources('AWS::CloudWatch::Alarm', context).map(([, a]) => a.Properties);
const topicId = () => {
  const topics = resources('AWS::SNS::Topic');
  expect(topics).toHaveLength(1);
  return topics[0]![0];
};

describe('the alarm topic', () => {
  it('is encrypted with a rotated key CloudWatch may use, TLS only, and mails alarmEmail', () => {
    const [, topic] = resources('AWS::SNS::Topic')[0]!;
    const [keyId, key] = resources('AWS::KMS::Key')[0]!;
    expect(topic.Properties.KmsMasterKeyId).toEqual({ 'Fn::GetAtt': [keyId, 'Arn'] });
    expect(key.Properties.EnableKeyRotation).toBe(true);
    expect(key.Properties.KeyPolicy.Statement).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          Principal: { Service: 'cloudwatch.amazonaws.com' },
          Action: ['kms:Decrypt', 'kms:GenerateDataKey*'],
        }),
      ]),
    );
    const policy = resources('AWS::SNS::TopicPolicy')[0]![1].Properties.PolicyDocument.Statement;
    expect(policy).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          Effect: 'Deny',
          Condition: { Bool: { 'aws:SecureTransport': 'false' } },
        }),
        expect.objectContaining({
          Effect: 'Allow',
          Principal: { Service: 'cloudwatch.amazonaws.com' },
          Action: 'sns:Publish',
        }),
      ]),
    );
    const subscriptions = resources('AWS::SNS::Subscription').map(([, s]) => s.Properties);
    expect(subscriptions).toEqual([
      { Protocol: 'email', Endpoint: 'operaciones@example.com', TopicArn: { Ref: topicId() } },
    ]);
  });
});

describe('the alarms', () => {
  const notifies = (alarm: Json) => {
    expect(alarm.AlarmActions).toEqual([{ Ref: topicId() }]);
    expect(alarm.TreatMissingData).toBe('notBreaching');
    expect(alarm.Period).toBe(300);
    expect(alarm.Statistic).toBe('Sum');
  };

  it('one per function on Lambda errors, from the first error', () => {
    const functions = resources('AWS::Lambda::Function')
      .filter(([id]) => /^ContactApi(formulario|oportunidades|MailQueuesender)/.test(id))
      .map(([id]) => id);
    const errors = alarms().filter((a) => a.Namespace === 'AWS/Lambda');
    expect(errors.map((a) => a.Dimensions[0].Value.Ref).sort()).toEqual(functions.sort());
    for (const alarm of errors) {
      expect(alarm).toMatchObject({ MetricName: 'Errors', Threshold: 1 });
      notifies(alarm);
    }
  });

  it('on the production stage answering 5xx', () => {
    const api = alarms().find((a) => a.Namespace === 'AWS/ApiGateway')!;
    expect(api).toMatchObject({ MetricName: '5XXError', Threshold: 1 });
    expect(api.Dimensions).toEqual(
      expect.arrayContaining([{ Name: 'ApiName', Value: 'ayni-cloud-contacto' }]),
    );
    notifies(api);
  });

  it('on SES failures: a metric filter on the functions’ log groups for outcome ses_error', () => {
    const filters = resources('AWS::Logs::MetricFilter').map(([, f]) => f.Properties);
    expect(filters.map((f) => f.LogGroupName.Ref).sort()).toEqual(
      resources('AWS::Logs::LogGroup')
        .map(([id]) => id)
        .filter((id) => /^ContactApi(formulario|oportunidades|MailQueuesender)Logs/.test(id))
        .sort(),
    );
    for (const filter of filters) {
      expect(filter.FilterPattern).toBe('{ $.outcome = "ses_error" }');
      expect(filter.MetricTransformations).toEqual([
        {
          MetricNamespace: SES_ERRORS_METRIC.namespace,
          MetricName: SES_ERRORS_METRIC.metricName,
          MetricValue: '1',
        },
      ]);
    }
    const ses = alarms().find((a) => a.Namespace === SES_ERRORS_METRIC.namespace)!;
    expect(ses).toMatchObject({ MetricName: SES_ERRORS_METRIC.metricName, Threshold: 1 });
    notifies(ses);
  });

  it('the filter matches the line the sender really writes for an SES failure, and no other', () => {
    const [, filter] = resources('AWS::Logs::MetricFilter')[0]!;
    // `{ $.a.b = "x" }`: a JSON line whose field a.b is the string x.
    const parsed = /^\{ \$\.([\w.]+) = "([^"]*)" \}$/.exec(filter.Properties.FilterPattern);
    expect(parsed).not.toBeNull();
    const [, path, value] = parsed!;
    const matches = (line: Record<string, unknown>) =>
      path!.split('.').reduce<unknown>((at, key) => (at as Json)?.[key], line) === value;

    // Powertools prints each line as one console call (POWERTOOLS_DEV, set above).
    const lines: string[] = [];
    const spies = (['info', 'warn', 'error'] as const).map((method) =>
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        lines.push(args.map(String).join(' '));
      }),
    );
    try {
      // The sender's line for each mail: SES failing, then sent.
      for (const outcome of ['ses_error', 'sent'] as const) {
        logDelivery({ messageId: 'm', outcome, receiveCount: 1, durationMs: 1 });
      }
      // A handler's line: the queue failing is the API's 5xx, not an SES failure.
      for (const [outcome, statusCode] of [
        ['queue_error', 502],
        ['misconfigured', 500],
      ] as const) {
        logRequest({ endpoint: 'formulario', requestId: 'r', outcome, statusCode, durationMs: 1 });
      }
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    expect(lines.map((line) => matches(JSON.parse(line) as Record<string, unknown>))).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });

  it('without the WAF, no WAF alarm; with it, blocked requests above the threshold', () => {
    expect(alarms().filter((a) => a.Namespace === 'AWS/WAFV2')).toHaveLength(0);
    const waf = { enableWaf: 'true' };
    const blocked = alarms(waf).find((a) => a.Namespace === 'AWS/WAFV2')!;
    const [, acl] = resources('AWS::WAFv2::WebACL', waf)[0]!;
    expect(blocked).toMatchObject({
      MetricName: 'BlockedRequests',
      Threshold: WAF_BLOCKED_THRESHOLD,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    });
    expect(blocked.Dimensions).toEqual(
      expect.arrayContaining([
        { Name: 'WebACL', Value: acl.Properties.VisibilityConfig.MetricName },
        { Name: 'Rule', Value: 'ALL' },
      ]),
    );
    expect(blocked.AlarmActions).toHaveLength(1);
  });
});
