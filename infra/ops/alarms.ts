/**
 * Alarms that tell the operator, by e-mail, before a visitor does: a function that fails, the
 * API answering 5xx, SES refusing to send (a handler logs outcome `ses_error`), and — with
 * the WAF on — blocked requests above what scanners cause on a normal day. One SNS topic,
 * encrypted with a key of its own (CloudWatch cannot publish to a topic under the AWS managed
 * SNS key), reachable over TLS only.
 */
import { ArnFormat, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type * as apigateway from 'aws-cdk-lib/aws-apigateway';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import type { SiteWebAcl } from '../edge/web-acl';

/** Every alarm looks at 5-minute sums. */
const ALARM_PERIOD = Duration.minutes(5);

/** The handlers' log line for a mail SES did not accept (lambdas/lib/log.ts). */
const SES_ERROR_PATTERN = logs.FilterPattern.stringValue('$.outcome', '=', 'ses_error');

/** The metric the SES-failure filters of both functions add to. */
export const SES_ERRORS_METRIC = { namespace: 'AyniCloud/Contacto', metricName: 'SesErrors' };

/**
 * Blocked requests in 5 minutes that page the operator: well above the scanners a public site
 * meets every day (blocked one by one by the common rule set), reached by a sustained attack
 * or a client past the per-IP rate limit for minutes.
 */
export const WAF_BLOCKED_THRESHOLD = 300;

export interface OperatorAlarmsProps {
  /** The operator's address (alarmEmail); SNS asks it to confirm the subscription. */
  readonly email: string;
  /** The form handlers; each writes its one line per request to its own log group. */
  readonly functions: readonly lambda.Function[];
  readonly api: apigateway.RestApi;
  /** The optional CloudFront web ACL. */
  readonly webAcl?: SiteWebAcl;
}

export class OperatorAlarms extends Construct {
  readonly topic: sns.Topic;

  constructor(scope: Construct, id: string, props: OperatorAlarmsProps) {
    super(scope, id);
    const stack = Stack.of(this);

    const key = new kms.Key(this, 'TopicKey', {
      description: 'Cifra el tema de alarmas del sitio de Ayni Cloud',
      enableKeyRotation: true,
      // It protects only this topic, which goes with the stack.
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // CloudWatch encrypts the alarm notification with the topic's key when it publishes.
    key.addToResourcePolicy(
      new iam.PolicyStatement({
        principals: [new iam.ServicePrincipal('cloudwatch.amazonaws.com')],
        actions: ['kms:Decrypt', 'kms:GenerateDataKey*'],
        resources: ['*'],
      }),
    );
    this.topic = new sns.Topic(this, 'Topic', {
      displayName: 'Alarmas del sitio de Ayni Cloud',
      masterKey: key,
      enforceSSL: true,
    });
    this.topic.addToResourcePolicy(
      new iam.PolicyStatement({
        principals: [new iam.ServicePrincipal('cloudwatch.amazonaws.com')],
        actions: ['sns:Publish'],
        resources: [this.topic.topicArn],
        conditions: {
          ArnLike: {
            'aws:SourceArn': stack.formatArn({
              service: 'cloudwatch',
              resource: 'alarm',
              resourceName: '*',
              arnFormat: ArnFormat.COLON_RESOURCE_NAME,
            }),
          },
        },
      }),
    );
    this.topic.addSubscription(new subscriptions.EmailSubscription(props.email));

    const alarm = (
      id: string,
      metric: cloudwatch.IMetric,
      threshold: number,
      description: string,
    ) => {
      const created = new cloudwatch.Alarm(this, id, {
        metric,
        threshold,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        // No requests means nothing failed.
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
        alarmDescription: description,
      });
      created.addAlarmAction(new actions.SnsAction(this.topic));
      created.addOkAction(new actions.SnsAction(this.topic));
    };

    props.functions.forEach((fn, index) => {
      alarm(
        `FunctionErrors${index}`,
        fn.metricErrors({ period: ALARM_PERIOD, statistic: cloudwatch.Stats.SUM }),
        1,
        'Una función de los formularios falló (error no controlado o tiempo agotado): revisa su grupo de registros.',
      );
    });

    alarm(
      'Api5xx',
      props.api.deploymentStage.metricServerError({
        period: ALARM_PERIOD,
        statistic: cloudwatch.Stats.SUM,
      }),
      1,
      'La API de contacto respondió 5xx: un visitante vio un error al enviar un formulario.',
    );

    props.functions.forEach((fn, index) => {
      new logs.MetricFilter(this, `SesErrorFilter${index}`, {
        logGroup: fn.logGroup,
        filterPattern: SES_ERROR_PATTERN,
        metricNamespace: SES_ERRORS_METRIC.namespace,
        metricName: SES_ERRORS_METRIC.metricName,
        metricValue: '1',
      });
    });
    alarm(
      'SesErrors',
      new cloudwatch.Metric({
        ...SES_ERRORS_METRIC,
        period: ALARM_PERIOD,
        statistic: cloudwatch.Stats.SUM,
      }),
      1,
      'SES no aceptó un correo de los formularios (identidad sin verificar, sandbox, permisos o cuota): el mensaje del visitante no llegó.',
    );

    if (props.webAcl) {
      alarm(
        'WafBlocked',
        // A CloudFront web ACL's metrics carry no Region: its metric name and the rule (ALL).
        new cloudwatch.Metric({
          namespace: 'AWS/WAFV2',
          metricName: 'BlockedRequests',
          dimensionsMap: { WebACL: props.webAcl.metricName, Rule: 'ALL' },
          period: ALARM_PERIOD,
          statistic: cloudwatch.Stats.SUM,
        }),
        WAF_BLOCKED_THRESHOLD,
        `El WAF bloqueó ${WAF_BLOCKED_THRESHOLD} o más solicitudes en 5 minutos: posible ataque o abuso de los formularios.`,
      );
    }
  }
}
