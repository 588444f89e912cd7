/**
 * No lead lost (decision 078): the form handlers put each accepted submission's mail on an
 * encrypted SQS queue and answer the visitor once it is stored; the sender function drains the
 * queue with SES, reporting the messages that failed so that only those come back; a message
 * delivered MAX_RECEIVES times without going out moves to the dead-letter queue, which pages
 * the operator and keeps it for a redrive (docs/deployment.md, Redrive).
 */
import { Duration, Stack } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { contactFunction } from './contact-function';

/** Messages per sender invocation; the sender sends them one after the other. */
export const SENDER_BATCH_SIZE = 5;

/**
 * The sender's timeout: a whole batch of sends, each within the SES deadline (15 s,
 * lambdas/lib/ses.ts), plus the margin it keeps to report the batch — checked by
 * test/infra/mail-queue.test.ts.
 */
export const SENDER_TIMEOUT = Duration.seconds(90);

/**
 * At most this many senders at once (the event source's maximum concurrency, and the function's
 * reserved concurrency, equal so that SQS never hands a batch to a throttled function, which
 * would spend a receive): SES's sending rate, not the queue, is the limit.
 */
export const SENDER_CONCURRENCY = 2;

/**
 * A message goes back on the queue this long after a delivery that did not send it: six times
 * the sender's timeout, as AWS advises for a Lambda event source.
 */
export const VISIBILITY_TIMEOUT = Duration.seconds(SENDER_TIMEOUT.toSeconds() * 6);

/** Deliveries before a message moves to the dead-letter queue: about 45 minutes of retries. */
export const MAX_RECEIVES = 5;

/**
 * A message expires this long after it was first queued, on either queue (SQS keeps the
 * original timestamp when it moves one to the dead-letter queue): the longest SQS allows,
 * two weeks for the operator to redrive.
 */
export const RETENTION = Duration.days(14);

export interface MailQueueProps {
  /** The SES identity sending is allowed from (the sender's address or its domain). */
  readonly sesIdentity: string;
  /** The only From address the sender may use. */
  readonly senderEmail: string;
}

export class MailQueue extends Construct {
  readonly queue: sqs.Queue;
  readonly deadLetterQueue: sqs.Queue;
  readonly sender: nodejs.NodejsFunction;

  constructor(scope: Construct, id: string, props: MailQueueProps) {
    super(scope, id);

    // Encrypted with the key SQS manages: the functions need no KMS permission to use it.
    this.deadLetterQueue = new sqs.Queue(this, 'DeadLetters', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: RETENTION,
    });
    this.queue = new sqs.Queue(this, 'Queue', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: RETENTION,
      visibilityTimeout: VISIBILITY_TIMEOUT,
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: MAX_RECEIVES },
    });

    this.sender = contactFunction(this, {
      name: 'sender',
      timeout: SENDER_TIMEOUT,
      reservedConcurrentExecutions: SENDER_CONCURRENCY,
      // The mail carries its From and To, written by the handler from its configuration.
      environment: {},
    });
    // SendEmail (Amazon SES v1) and nothing else, from the configured sender only.
    this.sender.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: [
          Stack.of(this).formatArn({
            service: 'ses',
            resource: 'identity',
            resourceName: props.sesIdentity,
          }),
        ],
        conditions: { StringEquals: { 'ses:FromAddress': props.senderEmail } },
      }),
    );
    // Receives, deletes and reads the attributes of this queue's messages (the event source).
    this.sender.addEventSource(
      new SqsEventSource(this.queue, {
        batchSize: SENDER_BATCH_SIZE,
        reportBatchItemFailures: true,
        maxConcurrency: SENDER_CONCURRENCY,
      }),
    );
  }

  /** Lets a form handler put mail on the queue, and do nothing else with it. */
  grantEnqueue(fn: lambda.Function): void {
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['sqs:SendMessage'],
        resources: [this.queue.queueArn],
      }),
    );
    fn.addEnvironment('MAIL_QUEUE_URL', this.queue.queueUrl);
  }

  /**
   * The queue's alarms, with their action (the operator's topic): a message in the dead-letter
   * queue (SES refused it MAX_RECEIVES times: it waits for a redrive), and mail waiting on the
   * queue for over 15 minutes (SES is failing; the retries have not run out yet).
   */
  addAlarms(action: cloudwatch.IAlarmAction): void {
    const period = Duration.minutes(5);
    const alarms = [
      new cloudwatch.Alarm(this, 'DeadLettersAlarm', {
        metric: this.deadLetterQueue.metricApproximateNumberOfMessagesVisible({
          period,
          statistic: cloudwatch.Stats.MAXIMUM,
        }),
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
        alarmDescription:
          'Un correo de los formularios no pudo enviarse tras varios intentos y espera en la cola de mensajes fallidos: corrige la causa (registros de la función sender) y reenvíalo (docs/deployment.md, Redrive).',
      }),
      new cloudwatch.Alarm(this, 'MailDelayedAlarm', {
        metric: this.queue.metricApproximateAgeOfOldestMessage({
          period,
          statistic: cloudwatch.Stats.MAXIMUM,
        }),
        threshold: Duration.minutes(15).toSeconds(),
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
        alarmDescription:
          'Un correo de los formularios lleva más de 15 minutos en la cola: SES no lo acepta (registros de la función sender); se reintenta solo hasta pasar a la cola de mensajes fallidos.',
      }),
    ];
    for (const alarm of alarms) {
      alarm.addAlarmAction(action);
      alarm.addOkAction(action);
    }
  }
}
