/**
 * Alarms that tell the operator, by e-mail, before a visitor does — every silent way the forms
 * can break (decisions 079, 096): a function that fails, the API answering 5xx, SES refusing to
 * send or a mail bouncing, the origin key refused, the not-found page failing, CloudFront
 * answering 5xx. One SNS topic, encrypted with a key of its own (CloudWatch cannot publish to a
 * topic under the AWS managed SNS key), reachable over TLS only.
 *
 * An alarm that pages means a person must act (decision 151): none is fed by what an anonymous
 * client can send at will. Those that are — visitors throttled, a surge of bodies the model
 * refuses, more mail than a person would send, CSP violations, a page's behaviour that failed to
 * start, the WAF limiting or refusing `/website/*` — are watched, not paged: they keep their
 * state on the dashboard (`watched`), where the operator looks after a release or a page.
 *
 * Every metric is the stack's own: our metric filters write to a namespace named after the
 * stack, and AWS's metrics are read by dimensions the stack names (the API's and the web ACL's
 * names carry the stack's, functions and the distribution have their own ids), so another
 * stack in the account never feeds these alarms.
 */
import { ArnFormat, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type * as apigateway from 'aws-cdk-lib/aws-apigateway';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import {
  CLIENT_WINDOW_SECONDS,
  FORM_POSTS_PER_CLIENT,
  WAF_RULES,
  type SiteWebAcl,
} from '../edge/web-acl';
import { METRICS_SERVICE, metricNames } from '../../lambdas/lib/metric-names';
import { CSP_REPORT_PATH } from '../site/security-headers';
import { knownOutsideUsEast1, onlyInUsEast1 } from '../us-east-1';
import { stackMetricNamespace } from './metric-namespace';

/** Most alarms look at 5-minute sums. */
const ALARM_PERIOD = Duration.minutes(5);

/** The handlers' log line for a mail SES did not accept (lambdas/lib/log.ts). */
const SES_ERROR_PATTERN = logs.FilterPattern.stringValue('$.outcome', '=', 'ses_error');

export const SES_ERRORS_METRIC = 'SesErrors';

/**
 * The metric filters on the API's JSON access log (access-log.ts): each counts lines of what
 * API Gateway decided, never what a visitor typed.
 */
const notCspReport = `$.resourcePath != "${CSP_REPORT_PATH}"`;
export const accessLogFilters = {
  /** 403 for a missing or wrong origin key: after a manual secret edit, every form fails. */
  InvalidApiKey: '{ $.errorType = "INVALID_API_KEY" }',
  /** 429 from the stage's or the usage plan's throttle. */
  Throttled: '{ $.errorType = "THROTTLED" }',
  /** 400 from the request model: the site and the model out of step, or a bot. */
  BadRequestBody: '{ $.errorType = "BAD_REQUEST_BODY" }',
  /** Form posts answered as received (200 JSON, 303 for a native form): one mail each. */
  FormsAccepted: `{ $.httpMethod = "POST" && ${notCspReport} && ($.status = "200" || $.status = "303") }`,
  /** A browser's report of a CSP violation (csp-report.ts). */
  CspReports: `{ $.resourcePath = "${CSP_REPORT_PATH}" && $.status = "204" }`,
} as const;

/** Thresholds: each alarm fires at or above its value. */
export const THRESHOLDS = {
  /**
   * Blocked requests in 5 minutes that page the operator: well above the scanners a public
   * site meets every day, reached by a sustained attack or a client past the rate limit.
   */
  wafBlocked: 300,
  /** Refused bodies in 15 minutes: a bot's odd one is not a surge, a broken form is. */
  badRequestBody: 5,
  /** Accepted forms in an hour: far more than people send, a bot that passes validation. */
  formsPerHour: 20,
  /** CSP reports in 5 minutes: a browser extension sends one now and then, a broken page many. */
  cspReports: 5,
  /**
   * Behaviours that failed to start in visitors' browsers in an hour (decision 105): one is
   * already a release that broke a behaviour on some page or browser.
   */
  behaviourFailuresPerHour: 1,
  /** CloudFront's 5xx rate, in percent, over two 5-minute periods in a row. */
  edge5xxPercent: 5,
} as const;

export interface OperatorAlarmsProps {
  /** The operator's address (alarmEmail); SNS asks it to confirm the subscription. */
  readonly email: string;
  /** The stack's functions behind the forms: an alarm on each one's errors. */
  readonly functions: readonly lambda.Function[];
  /** The mail sender: the only function that talks to SES, one line per mail in its log group. */
  readonly mailSender: lambda.Function;
  readonly api: apigateway.RestApi;
  /** The API stage's JSON access log. */
  readonly accessLogs: logs.ILogGroup;
  /** The site's not-found fallback function. */
  readonly notFoundFunction: lambda.IFunction;
  readonly distribution: cloudfront.IDistribution;
  /** The CloudFront web ACL, unless the operator turned it off. */
  readonly webAcl?: SiteWebAcl;
}

interface AlarmOptions {
  readonly evaluationPeriods?: number;
  /** Mail the operator (the default), or only keep its state on the dashboard. */
  readonly pages?: boolean;
}

export class OperatorAlarms extends Construct {
  readonly topic: sns.Topic;
  /** The alarms fed by anonymous requests: on the dashboard, never on the topic. */
  readonly watched: cloudwatch.Alarm[] = [];

  constructor(scope: Construct, id: string, props: OperatorAlarmsProps) {
    super(scope, id);
    const stack = Stack.of(this);
    const namespace = stackMetricNamespace(this);

    const key = new kms.Key(this, 'TopicKey', {
      description: 'Cifra el tema de alarmas del sitio de Ayni Cloud',
      enableKeyRotation: true,
      // It protects only this topic, which goes with the stack.
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // CloudWatch (an alarm) and SES (a bounce, complaint, rejection or delay: mail-queue.ts)
    // encrypt what they publish with the topic's key — for this account's only.
    key.addToResourcePolicy(
      new iam.PolicyStatement({
        principals: [
          new iam.ServicePrincipal('cloudwatch.amazonaws.com'),
          new iam.ServicePrincipal('ses.amazonaws.com'),
        ],
        actions: ['kms:Decrypt', 'kms:GenerateDataKey*'],
        resources: ['*'],
        conditions: { StringEquals: { 'aws:SourceAccount': stack.account } },
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
      { evaluationPeriods = 1, pages = true }: AlarmOptions = {},
      parent: Construct = this,
    ) => {
      const created = new cloudwatch.Alarm(parent, id, {
        metric,
        threshold,
        evaluationPeriods,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        // No requests means nothing failed.
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
        alarmDescription: description,
      });
      if (!pages) {
        this.watched.push(created);
        return;
      }
      created.addAlarmAction(new actions.SnsAction(this.topic));
      created.addOkAction(new actions.SnsAction(this.topic));
    };
    const watch: AlarmOptions = { pages: false };
    const sum = (period: Duration = ALARM_PERIOD) => ({
      period,
      statistic: cloudwatch.Stats.SUM,
    });

    props.functions.forEach((fn, index) => {
      alarm(
        `FunctionErrors${index}`,
        fn.metricErrors(sum()),
        1,
        'Una función de los formularios falló (error no controlado o tiempo agotado): revisa su grupo de registros.',
      );
    });

    alarm(
      'Api5xx',
      props.api.deploymentStage.metricServerError(sum()),
      1,
      'La API de contacto respondió 5xx: un visitante vio un error al enviar un formulario.',
    );

    new logs.MetricFilter(this, 'SesErrorFilter', {
      logGroup: props.mailSender.logGroup,
      filterPattern: SES_ERROR_PATTERN,
      metricNamespace: namespace,
      metricName: SES_ERRORS_METRIC,
      metricValue: '1',
    });
    alarm(
      'SesErrors',
      new cloudwatch.Metric({ namespace, metricName: SES_ERRORS_METRIC, ...sum() }),
      1,
      'SES no aceptó un correo de los formularios (identidad sin verificar, sandbox, permisos o cuota): el mensaje sigue en la cola y se reintentará; si vuelve a fallar, pasa a la cola de mensajes no entregados.',
    );

    const accessLogMetric = (name: keyof typeof accessLogFilters, period?: Duration) =>
      new logs.MetricFilter(this, `${name}Filter`, {
        logGroup: props.accessLogs,
        filterPattern: logs.FilterPattern.literal(accessLogFilters[name]),
        metricNamespace: namespace,
        metricName: name,
        metricValue: '1',
      }).metric(sum(period));

    alarm(
      'InvalidApiKey',
      accessLogMetric('InvalidApiKey'),
      1,
      'API Gateway rechazó la clave de origen (403 INVALID_API_KEY): si CloudFront envía una clave que API Gateway no conoce, todos los formularios fallan.',
    );
    alarm(
      'Throttled',
      accessLogMetric('Throttled'),
      1,
      'API Gateway limitó solicitudes (429 THROTTLED): un cliente o un pico de tráfico agotó el límite del sitio y hubo visitantes rechazados.',
      watch,
    );
    alarm(
      'BadRequestBodySurge',
      accessLogMetric('BadRequestBody', Duration.minutes(15)),
      THRESHOLDS.badRequestBody,
      `API Gateway rechazó ${THRESHOLDS.badRequestBody} o más cuerpos en 15 minutos (400 BAD_REQUEST_BODY): el sitio y el modelo de la API pueden estar desfasados.`,
      watch,
    );
    alarm(
      'MailVolume',
      accessLogMetric('FormsAccepted', Duration.hours(1)),
      THRESHOLDS.formsPerHour,
      `Se aceptaron ${THRESHOLDS.formsPerHour} o más formularios en una hora (un correo cada uno): más de lo que envían las personas, posible abuso.`,
      watch,
    );
    alarm(
      'CspReports',
      accessLogMetric('CspReports'),
      THRESHOLDS.cspReports,
      `Los navegadores informaron ${THRESHOLDS.cspReports} o más violaciones de la CSP en 5 minutos: una página puede tener scripts bloqueados.`,
      watch,
    );

    alarm(
      'BehaviourFailures',
      new cloudwatch.Metric({
        namespace,
        metricName: metricNames.behaviourFailures,
        // The total the function writes beside each behaviour's count (lambdas/lib/metrics.ts).
        dimensionsMap: { service: METRICS_SERVICE },
        ...sum(Duration.hours(1)),
      }),
      THRESHOLDS.behaviourFailuresPerHour,
      'Un comportamiento de la página (menús, formularios, pestañas…) no pudo iniciarse en el navegador de un visitante en la última hora: lo que maneja sigue funcionando como HTML, pero una versión lo rompió. El registro de la función behaviour-failure dice cuál y su error (docs/deployment.md).',
      watch,
    );

    alarm(
      'NotFoundErrors',
      props.notFoundFunction.metricErrors(sum()),
      1,
      'La función de la página no encontrada falló: un archivo inexistente recibe un error en vez de la página 404.',
    );

    // CloudFront publishes its metrics in us-east-1 only.
    if (!knownOutsideUsEast1(this)) {
      const edge = new Construct(this, 'Edge');
      alarm(
        '5xxRate',
        new cloudwatch.Metric({
          namespace: 'AWS/CloudFront',
          metricName: '5xxErrorRate',
          dimensionsMap: { DistributionId: props.distribution.distributionId, Region: 'Global' },
          period: ALARM_PERIOD,
          statistic: cloudwatch.Stats.AVERAGE,
        }),
        THRESHOLDS.edge5xxPercent,
        `CloudFront respondió 5xx a más del ${THRESHOLDS.edge5xxPercent} % de las solicitudes durante 10 minutos: el sitio o la API fallan para los visitantes.`,
        { evaluationPeriods: 2 },
        edge,
      );
      onlyInUsEast1(edge);
    }

    const webAcl = props.webAcl;
    if (webAcl) {
      // A CloudFront web ACL's metrics carry no Region: its metric name and the rule.
      const wafMetric = (rule: string, metricName = 'BlockedRequests') =>
        new cloudwatch.Metric({
          namespace: 'AWS/WAFV2',
          metricName,
          dimensionsMap: { WebACL: webAcl.metricName, Rule: rule },
          ...sum(),
        });
      alarm(
        'WafBlocked',
        wafMetric('ALL'),
        THRESHOLDS.wafBlocked,
        `El WAF bloqueó ${THRESHOLDS.wafBlocked} o más solicitudes en 5 minutos: posible ataque o abuso de los formularios.`,
        watch,
      );
      alarm(
        'WafRateLimited',
        // The limit's rule only counts (and labels); the answer rules refuse what it labelled.
        wafMetric(WAF_RULES.rateLimit, 'CountedRequests'),
        1,
        `El WAF limitó a un cliente: más de ${FORM_POSTS_PER_CLIENT} envíos de formulario (o su parte de informes) en ${CLIENT_WINDOW_SECONDS / 60} minutos desde una dirección; recibió el resultado "no enviado" del formulario.`,
        watch,
      );
      alarm(
        'WafApiBlocked',
        wafMetric(WAF_RULES.apiRules, 'CountedRequests'),
        1,
        'El WAF rechazó una solicitud a /website/ por las reglas comunes (agente de usuario, ruta o consulta; nunca por lo escrito en el formulario): si era un visitante, su mensaje no llegó.',
        watch,
      );
    }
  }
}
