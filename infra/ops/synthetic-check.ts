/**
 * A check from outside, every hour (decision 099): a small scheduled function
 * (lambdas/synthetic-check.ts) loads the home page and a deep page through the site's address
 * and posts a form it refuses, then writes SyntheticCheckPassed. Its alarm mails the operator
 * after two failed hours in a row — or two hours without a check, which is a failure too.
 *
 * It runs once as the stack deploys, before its alarm exists (decision 151): a new stack's
 * alarm starts from a real result, not from the hour without one that would read "site down".
 * The address is the one that answers: the custom domain once its DNS points at the
 * distribution, the distribution's own name until then (bin/deploy.ts decides, `domainLive`).
 *
 * A scheduled function rather than CloudWatch Synthetics: the same three requests for about a
 * dollar a year instead of about a dollar a month, no canary bucket or runtime to keep current
 * (docs/deployment.md, "What it costs").
 */
import { Duration, Validations } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as triggers from 'aws-cdk-lib/triggers';
import type * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import { Construct } from 'constructs';
import { METRICS_SERVICE, metricNames } from '../../lambdas/lib/metric-names';
import { apiFunction } from '../api/api-function';
import { stackMetricNamespace } from './metric-namespace';

/** How often it runs, and how many failed runs in a row page the operator. */
const SYNTHETIC_CHECK = { every: Duration.hours(1), failuresToAlarm: 2 } as const;

export interface SyntheticCheckProps {
  /** The address it checks: the domain once DNS points at the distribution, else the distribution's. */
  readonly siteUrl: string;
  /** What must be in place before its first run: the site and the API. */
  readonly after: readonly Construct[];
}

export class SyntheticCheck extends Construct {
  readonly function: nodejs.NodejsFunction;
  /** 1 for an hour whose check passed, 0 for a failed one; nothing when it did not run. */
  readonly metric: cloudwatch.Metric;

  private readonly after: readonly Construct[];

  constructor(scope: Construct, id: string, props: SyntheticCheckProps) {
    super(scope, id);
    this.after = props.after;
    this.function = apiFunction(this, {
      name: 'synthetic-check',
      // Three requests of at most 10 s each, in parallel.
      timeout: Duration.seconds(30),
      environment: { SITE_URL: props.siteUrl },
    });
    new events.Rule(this, 'Schedule', {
      description: 'Comprueba el sitio desde fuera cada hora',
      schedule: events.Schedule.rate(SYNTHETIC_CHECK.every),
      // A failed run is a failed check: the alarm hears it, no retry hides it.
      targets: [new targets.LambdaFunction(this.function, { retryAttempts: 0 })],
    });
    this.metric = new cloudwatch.Metric({
      namespace: stackMetricNamespace(this),
      metricName: metricNames.syntheticCheck,
      dimensionsMap: { service: METRICS_SERVICE },
      period: SYNTHETIC_CHECK.every,
      statistic: cloudwatch.Stats.MINIMUM,
    });
  }

  addAlarms(action: cloudwatch.IAlarmAction): void {
    // The first run, as the stack deploys: its result is in before the alarm is created.
    const firstRun = new triggers.Trigger(this, 'FirstRun', {
      handler: this.function,
      executeAfter: [...this.after],
      // A failed check returns its failures; only a broken function (no SITE_URL) fails the deploy.
      invocationType: triggers.InvocationType.REQUEST_RESPONSE,
      timeout: Duration.minutes(1),
    });
    Validations.of(this.function).acknowledge({
      id: 'Annotation::@aws-cdk/aws-lambda:addPermissionsToVersionOrAlias',
      reason:
        'The trigger invokes the function’s current version with its own role’s identity policy, which names that version: no resource policy on the function or a version is involved.',
    });
    const alarm = new cloudwatch.Alarm(this, 'FailingAlarm', {
      metric: this.metric,
      threshold: 1,
      evaluationPeriods: SYNTHETIC_CHECK.failuresToAlarm,
      comparisonOperator: cloudwatch.ComparisonOperator.LESS_THAN_THRESHOLD,
      // No check is no proof the site works.
      treatMissingData: cloudwatch.TreatMissingData.BREACHING,
      alarmDescription: `La comprobación externa del sitio falló ${SYNTHETIC_CHECK.failuresToAlarm} horas seguidas (página de inicio, una página interna o el rechazo de un formulario inválido): revisa los registros de la función synthetic-check y ejecuta npm run smoke.`,
    });
    alarm.node.addDependency(firstRun);
    alarm.addAlarmAction(action);
    alarm.addOkAction(action);
  }
}
