/**
 * No lead lost (decisions 078, 096): the form handlers put each accepted submission's mail on
 * an encrypted SQS queue and answer the visitor once it is stored; the sender function drains
 * the queue with SES at a bounded pace, reporting the messages that failed so that only those
 * come back; a message delivered MAX_RECEIVES times without going out moves to the dead-letter
 * queue, which pages the operator, keeps paging while a letter waits, and outlives the stack,
 * for a redrive (`npm run redrive`, docs/deployment.md). Every send goes through a
 * configuration set whose bounce, complaint, reject and delay events reach the operator.
 */
import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as ses from 'aws-cdk-lib/aws-ses';
import type * as sns from 'aws-cdk-lib/aws-sns';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { apiFunction } from './api-function';

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
 * The least time between two sends of one sender (lambdas/sender.ts): with SENDER_CONCURRENCY
 * senders, at most 40 mails a minute leave, whatever arrives; the rest waits on the queue
 * (MailDelayedAlarm). A batch's turns fit SENDER_TIMEOUT beside its sends.
 */
export const SEND_INTERVAL = Duration.seconds(3);

/**
 * A message goes back on the queue this long after a delivery that did not send it: six times
 * the sender's timeout, as AWS advises for a Lambda event source.
 */
const VISIBILITY_TIMEOUT = Duration.seconds(SENDER_TIMEOUT.toSeconds() * 6);

/** Deliveries before a message moves to the dead-letter queue: about 45 minutes of retries. */
export const MAX_RECEIVES = 5;

/**
 * A message expires this long after it was first queued, on either queue (SQS keeps the
 * original timestamp when it moves one to the dead-letter queue): the longest SQS allows,
 * two weeks for the operator to redrive.
 */
export const RETENTION = Duration.days(14);

/**
 * A dead letter that has waited this long keeps its alarm on (and pages again): well before
 * RETENTION would delete it.
 */
export const DEAD_LETTER_REMINDER = Duration.days(1);

/**
 * What the configuration set reports to the operator: a mail SES took but the recipient's
 * server refused, marked as spam, held back, or that SES itself would not send.
 */
const UNDELIVERED_EVENTS = [
  ses.EmailSendingEvent.BOUNCE,
  ses.EmailSendingEvent.COMPLAINT,
  ses.EmailSendingEvent.REJECT,
  ses.EmailSendingEvent.DELIVERY_DELAY,
  ses.EmailSendingEvent.RENDERING_FAILURE,
] as const;

export interface MailQueueProps {
  /** The SES identity sending is allowed from (the sender's address or its domain). */
  readonly sesIdentity: string;
  /** The only From address the sender may use. */
  readonly senderEmail: string;
  /** The only addresses the sender may send to: both forms' recipients. */
  readonly recipients: readonly string[];
}

export class MailQueue extends Construct {
  readonly queue: sqs.Queue;
  readonly deadLetterQueue: sqs.Queue;
  readonly sender: nodejs.NodejsFunction;
  /** The configuration set every mail is sent through. */
  readonly configurationSet: ses.ConfigurationSet;

  constructor(scope: Construct, id: string, props: MailQueueProps) {
    super(scope, id);

    // Encrypted with the key SQS manages: the functions need no KMS permission to use it.
    // Both queues are kept when the stack is deleted or a change would replace them: what
    // they hold are leads (the dead letters wait for a redrive), never to be lost with a
    // stack (docs/deployment.md, "Destroying the stack").
    this.deadLetterQueue = new sqs.Queue(this, 'DeadLetters', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: RETENTION,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.queue = new sqs.Queue(this, 'Queue', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: RETENTION,
      visibilityTimeout: VISIBILITY_TIMEOUT,
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: MAX_RECEIVES },
      removalPolicy: RemovalPolicy.RETAIN,
    });

    // The recipients are the company's own inboxes: the account's suppression list, which
    // would silently drop every later mail to an inbox after one bounce, does not apply to
    // them; each bounce reaches the operator instead (addEventDestinations).
    this.configurationSet = new ses.ConfigurationSet(this, 'Delivery', {
      disableSuppressionList: true,
      reputationMetrics: true,
      sendingEnabled: true,
    });
    // Counts for the dashboards: every event, by configuration set.
    this.configurationSet.addEventDestination('Metrics', {
      destination: ses.EventDestination.cloudWatchDimensions([
        {
          name: 'ses:configuration-set',
          source: ses.CloudWatchDimensionSource.MESSAGE_TAG,
          defaultValue: 'ninguno',
        },
      ]),
      events: [ses.EmailSendingEvent.SEND, ses.EmailSendingEvent.DELIVERY, ...UNDELIVERED_EVENTS],
    });

    this.sender = apiFunction(this, {
      name: 'sender',
      timeout: SENDER_TIMEOUT,
      reservedConcurrentExecutions: SENDER_CONCURRENCY,
      // The mail carries its From and To, written by the handler from its configuration.
      environment: {
        MAIL_CONFIGURATION_SET: this.configurationSet.configurationSetName,
        MAIL_SEND_INTERVAL_MS: String(SEND_INTERVAL.toMilliseconds()),
      },
    });
    // SendEmail (Amazon SES v1) and nothing else: from the configured sender only, through
    // the configuration set, to the configured recipients only.
    const stack = Stack.of(this);
    this.sender.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: [
          stack.formatArn({
            service: 'ses',
            resource: 'identity',
            resourceName: props.sesIdentity,
          }),
          stack.formatArn({
            service: 'ses',
            resource: 'configuration-set',
            resourceName: this.configurationSet.configurationSetName,
          }),
        ],
        conditions: {
          StringEquals: { 'ses:FromAddress': props.senderEmail },
          'ForAllValues:StringLike': { 'ses:Recipients': [...new Set(props.recipients)] },
        },
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

  /** Bounces, complaints, rejections and delays, as SES reports them, to the operator's topic. */
  addEventDestinations(topic: sns.ITopic): void {
    this.configurationSet.addEventDestination('ToOperator', {
      destination: ses.EventDestination.snsTopic(topic),
      events: [...UNDELIVERED_EVENTS],
    });
  }

  /**
   * The queue's alarms, with their action (the operator's topic): a message in the dead-letter
   * queue (SES refused it MAX_RECEIVES times: it waits for a redrive), a dead letter still
   * waiting after DEAD_LETTER_REMINDER, and mail waiting on the queue for over 15 minutes (SES
   * is failing, or more mail than the sender's pace: it waits its turn).
   */
  addAlarms(action: cloudwatch.IAlarmAction): void {
    const period = Duration.minutes(5);
    const alarms = [
      new cloudwatch.Alarm(this, 'DeadLetterWaitingAlarm', {
        metric: this.deadLetterQueue.metricApproximateAgeOfOldestMessage({
          period: Duration.hours(1),
          statistic: cloudwatch.Stats.MAXIMUM,
        }),
        threshold: DEAD_LETTER_REMINDER.toSeconds(),
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
        alarmDescription: `Un correo de los formularios lleva más de ${DEAD_LETTER_REMINDER.toDays()} día en la cola de mensajes fallidos y se borrará ${RETENTION.toDays()} días después de su envío: corrige la causa y ejecuta npm run redrive (docs/deployment.md, Redrive). La alarma sigue activa mientras espere.`,
      }),
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
          'Un correo de los formularios lleva más de 15 minutos en la cola: SES no lo acepta (registros de la función sender; se reintenta solo hasta pasar a la cola de mensajes fallidos) o llegan más formularios que el ritmo de envío (esperan su turno; posible abuso).',
      }),
    ];
    for (const alarm of alarms) {
      alarm.addAlarmAction(action);
      alarm.addOkAction(action);
    }
  }
}
