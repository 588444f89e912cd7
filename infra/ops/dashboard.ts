/**
 * The operator's view of what the site brings in and how it is doing (decision 099): one
 * CloudWatch dashboard per stack, linked from the stack's outputs. From the top: the leads
 * (per day, by form), what was refused and why, the mail (sent, failed, bounced, complained,
 * the time from the form to SES), the queues (the oldest waiting mail, the dead letters), the
 * edge (WAF blocks, the API's 4xx and 5xx and its latency), the behaviours that failed to start
 * in visitors' browsers, and the hourly check from outside. Above them, the state of the alarms
 * that watch without paging (infra/ops/alarms.ts, decision 151).
 * Every figure is a count or a time: no dimension carries anything a visitor sent.
 */
import { Duration, Stack } from 'aws-cdk-lib';
import type * as apigateway from 'aws-cdk-lib/aws-apigateway';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { Construct } from 'constructs';
import { METRICS_SERVICE, dimensionNames, metricNames } from '../../lambdas/lib/metric-names';
import type { MailQueue } from '../api/mail-queue';
import { accessLogFilters } from './alarms';
import { stackMetricNamespace } from './metric-namespace';

const HOUR = Duration.hours(1);
const DAY = Duration.days(1);

export interface LeadsDashboardProps {
  /** The forms' names, as the functions write them in the Form dimension. */
  readonly forms: readonly string[];
  readonly api: apigateway.RestApi;
  readonly mailQueue: MailQueue;
  /** The web ACL's metric name, when the WAF is on. */
  readonly webAclMetricName?: string;
  /** The hourly check's metric (infra/ops/synthetic-check.ts). */
  readonly syntheticCheck: cloudwatch.IMetric;
  /** The alarms that do not page (fed by anonymous requests): their state, at the top. */
  readonly watchedAlarms: readonly cloudwatch.IAlarm[];
}

export class LeadsDashboard extends Construct {
  readonly dashboard: cloudwatch.Dashboard;
  /** The dashboard in the CloudWatch console. */
  readonly url: string;

  constructor(scope: Construct, id: string, props: LeadsDashboardProps) {
    super(scope, id);
    const namespace = stackMetricNamespace(this);
    const own = (metricName: string, form: string, options: Partial<cloudwatch.MetricProps> = {}) =>
      new cloudwatch.Metric({
        namespace,
        metricName,
        dimensionsMap: { service: METRICS_SERVICE, [dimensionNames.form]: form },
        statistic: cloudwatch.Stats.SUM,
        period: HOUR,
        label: form,
        ...options,
      });
    const perForm = (metricName: string, options: Partial<cloudwatch.MetricProps> = {}) =>
      props.forms.map((form) => own(metricName, form, options));

    const { queue, deadLetterQueue, configurationSet } = props.mailQueue;
    const ses = (metricName: string) =>
      new cloudwatch.Metric({
        namespace: 'AWS/SES',
        metricName,
        dimensionsMap: { 'ses:configuration-set': configurationSet.configurationSetName },
        statistic: cloudwatch.Stats.SUM,
        period: HOUR,
        label: metricName,
      });
    const stage = props.api.deploymentStage;

    const name = Stack.of(this).stackName;
    this.dashboard = new cloudwatch.Dashboard(this, 'Dashboard', {
      dashboardName: name,
      defaultInterval: Duration.days(14),
    });
    this.dashboard.addWidgets(
      new cloudwatch.TextWidget({
        markdown: `# ${name}: leads y salud del sitio\nLeads recibidos, rechazos, correo y la comprobación externa. Qué hacer ante cada alarma: docs/deployment.md.`,
        width: 24,
        height: 2,
      }),
    );
    this.dashboard.addWidgets(
      new cloudwatch.AlarmStatusWidget({
        title:
          'Vigilar (no envían correo: las alimentan solicitudes anónimas; qué significa cada una: docs/deployment.md)',
        alarms: [...props.watchedAlarms],
        width: 24,
        height: 3,
      }),
    );
    this.dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'Leads por día (en la cola de correo)',
        left: perForm(metricNames.queued, { period: DAY }),
        stacked: true,
        view: cloudwatch.GraphWidgetView.BAR,
        width: 12,
      }),
      new cloudwatch.SingleValueWidget({
        title: 'Leads en los últimos 7 días',
        metrics: perForm(metricNames.queued, { period: Duration.days(7) }),
        width: 6,
      }),
      new cloudwatch.SingleValueWidget({
        title: 'Comprobación externa (1 = bien)',
        metrics: [props.syntheticCheck],
        width: 6,
      }),
    );
    this.dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'Rechazados por motivo (funciones) y por el modelo de la API',
        left: [
          // Each reason the functions wrote, whichever appear (SEARCH finds them).
          new cloudwatch.MathExpression({
            expression: `SEARCH('{${namespace},${dimensionNames.form},${dimensionNames.reason},service} MetricName="${metricNames.refused}"', 'Sum', 3600)`,
            label: '',
            period: HOUR,
          }),
          new cloudwatch.Metric({
            namespace,
            metricName: 'BadRequestBody' satisfies keyof typeof accessLogFilters,
            statistic: cloudwatch.Stats.SUM,
            period: HOUR,
            label: 'modelo de la API (400)',
          }),
        ],
        width: 12,
      }),
      new cloudwatch.GraphWidget({
        title: 'Honeypot (bots atrapados)',
        left: perForm(metricNames.honeypot),
        width: 12,
      }),
    );
    this.dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'Correo: enviados, intentos fallidos, rebotes y quejas',
        left: [
          ...perForm(metricNames.sent),
          ...perForm(metricNames.sendFailed).map((metric) =>
            metric.with({ label: `${metric.label} (fallido)` }),
          ),
          ses('Bounce'),
          ses('Complaint'),
        ],
        width: 12,
      }),
      new cloudwatch.GraphWidget({
        title: 'Del formulario a SES (ms)',
        left: [
          ...perForm(metricNames.timeToInbox, { statistic: cloudwatch.Stats.p(50) }).map((m) =>
            m.with({ label: `${m.label} p50` }),
          ),
          ...perForm(metricNames.timeToInbox, { statistic: cloudwatch.Stats.MAXIMUM }).map((m) =>
            m.with({ label: `${m.label} máx.` }),
          ),
        ],
        width: 12,
      }),
    );
    this.dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'Colas: el correo más antiguo en espera (s)',
        left: [
          queue.metricApproximateAgeOfOldestMessage({
            statistic: cloudwatch.Stats.MAXIMUM,
            label: 'cola de correo',
          }),
          deadLetterQueue.metricApproximateAgeOfOldestMessage({
            statistic: cloudwatch.Stats.MAXIMUM,
            label: 'mensajes fallidos',
          }),
        ],
        width: 12,
      }),
      new cloudwatch.GraphWidget({
        title: 'Mensajes fallidos esperando (npm run redrive)',
        left: [
          deadLetterQueue.metricApproximateNumberOfMessagesVisible({
            statistic: cloudwatch.Stats.MAXIMUM,
            label: 'en espera',
          }),
        ],
        width: 12,
      }),
    );
    this.dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'API: 4xx, 5xx',
        left: [
          stage.metricClientError({ period: HOUR, label: '4xx' }),
          stage.metricServerError({ period: HOUR, label: '5xx' }),
        ],
        width: 8,
      }),
      new cloudwatch.GraphWidget({
        title: 'API: latencia (ms)',
        left: [
          stage.metricLatency({ statistic: cloudwatch.Stats.p(50), label: 'p50' }),
          stage.metricLatency({ statistic: cloudwatch.Stats.p(90), label: 'p90' }),
        ],
        width: 8,
      }),
      ...(props.webAclMetricName
        ? [
            new cloudwatch.GraphWidget({
              title: 'WAF: solicitudes bloqueadas',
              left: [
                new cloudwatch.Metric({
                  namespace: 'AWS/WAFV2',
                  metricName: 'BlockedRequests',
                  dimensionsMap: { WebACL: props.webAclMetricName, Rule: 'ALL' },
                  statistic: cloudwatch.Stats.SUM,
                  period: HOUR,
                  // A CloudFront web ACL's metrics live in us-east-1.
                  region: 'us-east-1',
                  label: 'bloqueadas',
                }),
              ],
              width: 8,
            }),
          ]
        : []),
    );
    this.dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'Comportamientos que no iniciaron en el navegador, por nombre',
        left: [
          // Each behaviour reported (lambdas/behaviour-failure.ts), whichever appear.
          new cloudwatch.MathExpression({
            expression: `SEARCH('{${namespace},${dimensionNames.behaviour},service} MetricName="${metricNames.behaviourFailures}"', 'Sum', 3600)`,
            label: '',
            period: HOUR,
          }),
        ],
        width: 12,
      }),
    );
    const { region } = Stack.of(this);
    this.url = `https://${region}.console.aws.amazon.com/cloudwatch/home?region=${region}#dashboards/dashboard/${name}`;
  }
}
