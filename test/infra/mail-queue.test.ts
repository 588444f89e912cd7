/**
 * No lead lost (decisions 078, 096), in the template: the encrypted queue the form functions may
 * only send to, its dead-letter queue and redrive policy, both kept when the stack goes, the
 * sender draining it at a bounded pace with partial batch responses and SES permission from the
 * configured sender to the configured recipients only, through a configuration set whose
 * delivery problems reach the operator, the timeouts that hold the SES and SQS deadlines, the
 * reserved concurrency, and the alarms that page the operator.
 */
import { describe, expect, it } from 'vitest';
import { FORM_CONCURRENCY } from '../../infra/api/rest-api';
import {
  DEAD_LETTER_REMINDER,
  MAX_RECEIVES,
  RETENTION,
  SEND_INTERVAL,
  SENDER_BATCH_SIZE,
  SENDER_CONCURRENCY,
  SENDER_TIMEOUT,
} from '../../infra/api/mail-queue';
import { QUEUE_BUDGET } from '../../lambdas/lib/mail-queue';
import { SES_BUDGET } from '../../lambdas/lib/ses';
import { REPORT_MARGIN_MS } from '../../lambdas/sender';
import { DEPLOYED_QUEUE } from '../../scripts/local-queue';
import { type Json, type Resource, STACK_NAME, only, resources } from './fixture';

const byId = (type: string, pattern: RegExp): [string, Resource] => {
  const found = resources(type).filter(([id]) => pattern.test(id));
  expect(found, `${type} ${pattern}`).toHaveLength(1);
  return found[0]!;
};
const queue = () => byId('AWS::SQS::Queue', /^ContactApiMailQueue[0-9A-F]{8}$/);
const deadLetters = () => byId('AWS::SQS::Queue', /^ContactApiMailQueueDeadLetters/);
const sender = () => byId('AWS::Lambda::Function', /^ContactApiMailQueuesender/);
const formFunctions = () =>
  resources('AWS::Lambda::Function').filter(([id]) =>
    /^ContactApi(formulario|oportunidades)/.test(id),
  );

/** Every statement of the policies attached to a function's role. */
function roleStatements(fn: Resource): Json[] {
  const role = fn.Properties.Role['Fn::GetAtt'][0] as string;
  return resources('AWS::IAM::Policy')
    .filter(([, policy]) => policy.Properties.Roles.some((r: Json) => r.Ref === role))
    .flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement as Json[]);
}
const actionsOf = (statements: Json[]) => statements.flatMap((s) => [s.Action].flat() as string[]);

describe('the queues', () => {
  it('are two: the mail queue and its dead-letter queue, both encrypted by SQS and TLS only', () => {
    expect(resources('AWS::SQS::Queue')).toHaveLength(2);
    for (const [id, q] of [queue(), deadLetters()]) {
      expect(q.Properties.SqsManagedSseEnabled).toBe(true);
      const policy = resources('AWS::SQS::QueuePolicy').find(([, p]) =>
        p.Properties.Queues.some((ref: Json) => ref.Ref === id),
      );
      expect(policy?.[1].Properties.PolicyDocument.Statement).toEqual([
        expect.objectContaining({
          Effect: 'Deny',
          Action: 'sqs:*',
          Condition: { Bool: { 'aws:SecureTransport': 'false' } },
        }),
      ]);
    }
  });

  it(`move a mail delivered ${MAX_RECEIVES} times without going out to the dead-letter queue, kept 14 days`, () => {
    const [dlqId] = deadLetters();
    const [, q] = queue();
    expect(q.Properties.RedrivePolicy).toEqual({
      deadLetterTargetArn: { 'Fn::GetAtt': [dlqId, 'Arn'] },
      maxReceiveCount: 5,
    });
    // SQS keeps a message's first enqueue time when it moves it: the dead-letter queue's
    // retention counts from the visitor's send.
    expect(q.Properties.MessageRetentionPeriod).toBe(14 * 24 * 3600);
    expect(deadLetters()[1].Properties.MessageRetentionPeriod).toBe(14 * 24 * 3600);
  });

  it('outlive the stack: kept when it is deleted or a change would replace them', () => {
    for (const [, q] of [queue(), deadLetters()]) {
      expect(q).toMatchObject({ DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
    }
  });

  it('hide a delivered mail for six times the sender’s timeout, as AWS advises', () => {
    expect(queue()[1].Properties.VisibilityTimeout).toBe(6 * SENDER_TIMEOUT.toSeconds());
  });

  it('are what `npm start`’s local queue runs (but its shorter redelivery)', () => {
    expect(DEPLOYED_QUEUE).toEqual({
      maxReceiveCount: queue()[1].Properties.RedrivePolicy.maxReceiveCount,
      batchSize: only('AWS::Lambda::EventSourceMapping')[1].Properties.BatchSize,
      timeoutMs: sender()[1].Properties.Timeout * 1000,
    });
  });
});

describe('the sender', () => {
  it('drains the mail queue in batches, reporting the messages that failed', () => {
    const [, mapping] = only('AWS::Lambda::EventSourceMapping');
    expect(mapping.Properties).toMatchObject({
      EventSourceArn: { 'Fn::GetAtt': [queue()[0], 'Arn'] },
      FunctionName: { Ref: sender()[0] },
      BatchSize: SENDER_BATCH_SIZE,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      ScalingConfig: { MaximumConcurrency: SENDER_CONCURRENCY },
    });
  });

  it('has a reserved concurrency of its own, no lower than the event source’s maximum', () => {
    expect(sender()[1].Properties.ReservedConcurrentExecutions).toBe(SENDER_CONCURRENCY);
    expect(SENDER_CONCURRENCY).toBeGreaterThanOrEqual(2);
  });

  it('has time for a whole batch: every turn of its pace, every send within its deadline, and the margin to report', () => {
    const timeoutMs = sender()[1].Properties.Timeout * 1000;
    expect(timeoutMs).toBe(SENDER_TIMEOUT.toMilliseconds());
    const turns = (SENDER_BATCH_SIZE - 1) * SEND_INTERVAL.toMilliseconds();
    expect(
      turns + SENDER_BATCH_SIZE * SES_BUDGET.deadlineMs + REPORT_MARGIN_MS,
    ).toBeLessThanOrEqual(timeoutMs);
  });

  it('sends at a bounded pace: however many forms arrive, at most 40 mails a minute leave', () => {
    const variables = sender()[1].Properties.Environment.Variables;
    expect(Number(variables.MAIL_SEND_INTERVAL_MS)).toBe(SEND_INTERVAL.toMilliseconds());
    const perMinute = SENDER_CONCURRENCY * (60_000 / SEND_INTERVAL.toMilliseconds());
    expect(perMinute).toBeLessThanOrEqual(40);
  });

  it('may send mail as the configured sender to the configured recipients only, and receive from the mail queue only', () => {
    const statements = roleStatements(sender()[1]);
    const ses = statements.filter((s) => JSON.stringify(s.Action).includes('ses:'));
    expect(ses).toEqual([
      expect.objectContaining({
        Action: 'ses:SendEmail',
        Condition: {
          StringEquals: { 'ses:FromAddress': 'no-responder@example.com' },
          'ForAllValues:StringLike': {
            'ses:Recipients': ['contacto@example.com', 'talento@example.com'],
          },
        },
      }),
    ]);
    const sqs = statements.filter((s) => JSON.stringify(s.Action).includes('sqs:'));
    for (const statement of sqs) {
      expect(statement.Resource).toEqual({ 'Fn::GetAtt': [queue()[0], 'Arn'] });
    }
    expect(actionsOf(sqs)).toEqual(
      expect.arrayContaining(['sqs:ReceiveMessage', 'sqs:DeleteMessage']),
    );
    expect(actionsOf(sqs)).not.toContain('sqs:SendMessage');
    expect(JSON.stringify(statements)).not.toContain(deadLetters()[0]);
  });

  it('reads its configuration set, pace and metrics namespace; the mail itself carries From and To', () => {
    const variables = sender()[1].Properties.Environment.Variables;
    expect(Object.keys(variables).sort()).toEqual([
      'MAIL_CONFIGURATION_SET',
      'MAIL_SEND_INTERVAL_MS',
      'METRICS_NAMESPACE',
      'NODE_OPTIONS',
    ]);
    expect(variables.MAIL_CONFIGURATION_SET).toEqual({
      Ref: only('AWS::SES::ConfigurationSet')[0],
    });
    expect(variables.METRICS_NAMESPACE).toBe(`AyniCloud/${STACK_NAME}`);
  });
});

describe('the configuration set every mail goes through', () => {
  const destinations = () =>
    resources('AWS::SES::ConfigurationSetEventDestination').map(
      ([, d]) => d.Properties.EventDestination,
    );

  it('does not silently drop mail to a recipient the account suppressed: the recipients are ours', () => {
    expect(only('AWS::SES::ConfigurationSet')[1].Properties.SuppressionOptions).toEqual({
      SuppressedReasons: [],
    });
  });

  it('sends every bounce, complaint, rejection and delay to the operator’s topic', () => {
    const toOperator = destinations().find((d) => d.SnsDestination);
    expect(toOperator).toMatchObject({
      Enabled: true,
      SnsDestination: { TopicARN: { Ref: only('AWS::SNS::Topic')[0] } },
    });
    expect([...toOperator.MatchingEventTypes].sort()).toEqual(
      ['bounce', 'complaint', 'deliveryDelay', 'reject', 'renderingFailure'].sort(),
    );
    // SES may publish to the topic for this configuration set only.
    const policy = JSON.stringify(only('AWS::SNS::TopicPolicy')[1].Properties.PolicyDocument);
    expect(policy).toContain('ses.amazonaws.com');
    expect(policy).toContain(':configuration-set/');
  });

  it('counts sends and deliveries too, for the dashboards', () => {
    const metrics = destinations().find((d) => d.CloudWatchDestination);
    expect(metrics.MatchingEventTypes).toEqual(
      expect.arrayContaining(['send', 'delivery', 'bounce']),
    );
  });
});

describe('the form functions', () => {
  it('may put mail on the queue and do nothing else with it, nor with SES', () => {
    expect(formFunctions()).toHaveLength(2);
    for (const [, fn] of formFunctions()) {
      const statements = roleStatements(fn);
      const sqs = statements.filter((s) => JSON.stringify(s.Action).includes('sqs:'));
      expect(sqs).toEqual([
        expect.objectContaining({
          Action: 'sqs:SendMessage',
          Resource: { 'Fn::GetAtt': [queue()[0], 'Arn'] },
        }),
      ]);
      expect(actionsOf(statements).some((action) => action.startsWith('ses:'))).toBe(false);
    }
  });

  it('answer within their timeout however long the queue takes (its deadline, and a margin)', () => {
    for (const [, fn] of formFunctions()) {
      expect(QUEUE_BUDGET.deadlineMs + 2_000).toBeLessThanOrEqual(fn.Properties.Timeout * 1000);
      expect(fn.Properties.ReservedConcurrentExecutions).toBe(FORM_CONCURRENCY);
    }
  });
});

describe('the queue’s alarms', () => {
  const queueAlarms = () =>
    resources('AWS::CloudWatch::Alarm')
      .map(([, alarm]) => alarm.Properties)
      .filter((alarm) => alarm.Namespace === 'AWS/SQS');
  const topic = () => ({ Ref: only('AWS::SNS::Topic')[0] });

  it('a mail in the dead-letter queue pages the operator at once', () => {
    const alarm = queueAlarms().find((a) => a.MetricName === 'ApproximateNumberOfMessagesVisible');
    expect(alarm).toMatchObject({
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [deadLetters()[0], 'QueueName'] } }],
      Statistic: 'Maximum',
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      EvaluationPeriods: 1,
      TreatMissingData: 'notBreaching',
      AlarmActions: [topic()],
      OKActions: [topic()],
    });
  });

  it(`a dead letter still waiting after ${DEAD_LETTER_REMINDER.toDays()} day keeps its alarm on, well before it expires`, () => {
    const alarm = queueAlarms().find(
      (a) =>
        a.MetricName === 'ApproximateAgeOfOldestMessage' &&
        a.Dimensions[0].Value['Fn::GetAtt'][0] === deadLetters()[0],
    );
    expect(alarm).toMatchObject({
      Statistic: 'Maximum',
      Threshold: 86_400,
      TreatMissingData: 'notBreaching',
      AlarmActions: [topic()],
      OKActions: [topic()],
    });
    expect(DEAD_LETTER_REMINDER.toDays() * 7).toBeLessThanOrEqual(RETENTION.toDays());
    expect(alarm!.AlarmDescription).toContain('npm run redrive');
  });

  it('a mail waiting over 15 minutes on the queue pages the operator before it is dead-lettered', () => {
    const alarm = queueAlarms().find(
      (a) =>
        a.MetricName === 'ApproximateAgeOfOldestMessage' &&
        a.Dimensions[0].Value['Fn::GetAtt'][0] === queue()[0],
    );
    expect(alarm).toMatchObject({
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queue()[0], 'QueueName'] } }],
      Threshold: 900,
      AlarmActions: [topic()],
    });
    // Paged before the retries run out.
    expect(900).toBeLessThan(MAX_RECEIVES * queue()[1].Properties.VisibilityTimeout);
  });

  it('the sender’s own failures page the operator like the form functions’', () => {
    const errors = resources('AWS::CloudWatch::Alarm')
      .map(([, alarm]) => alarm.Properties)
      .filter((a) => a.Namespace === 'AWS/Lambda' && a.MetricName === 'Errors');
    expect(errors.map((a) => a.Dimensions[0].Value.Ref)).toContain(sender()[0]);
    const filters = resources('AWS::Logs::MetricFilter').map(([, f]) => f.Properties);
    expect(
      filters.some(
        (f) =>
          f.LogGroupName.Ref === sender()[1].Properties.LoggingConfig.LogGroup.Ref &&
          f.FilterPattern === '{ $.outcome = "ses_error" }',
      ),
    ).toBe(true);
  });
});
