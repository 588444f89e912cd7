/**
 * The leads, counted (decision 099): one Embedded Metric Format line per fact, written by
 * Powertools Metrics to the function's log, from which CloudWatch makes the metric (no API call,
 * nothing to wait for). The namespace is the stack's (METRICS_NAMESPACE, set by the
 * infrastructure), so staging's leads never count as production's.
 */
import { MetricUnit, Metrics } from '@aws-lambda-powertools/metrics';

type Unit = (typeof MetricUnit)[keyof typeof MetricUnit];
import type { Outcome } from './log';
import { METRICS_SERVICE, dimensionNames, metricNames } from './metric-names';

/** Where the local stack's and the tests' lines go: no stack, no CloudWatch. */
const LOCAL_NAMESPACE = 'AyniCloud/local';

let metrics: Metrics | undefined;

/** Created on first use: the namespace is read from the environment the function runs in. */
function emitter(): Metrics {
  metrics ??= new Metrics({
    namespace: process.env.METRICS_NAMESPACE || LOCAL_NAMESPACE,
    serviceName: METRICS_SERVICE,
  });
  return metrics;
}

/** One metric, with its own dimensions, written at once. */
function emit(
  name: string,
  dimensions: Record<string, string>,
  value = 1,
  unit: Unit = MetricUnit.Count,
) {
  const single = emitter().singleMetric();
  for (const [key, dimension] of Object.entries(dimensions)) single.addDimension(key, dimension);
  single.addMetric(name, unit, value);
}

/** Outcomes that refuse a visitor's post: each is a Reason. */
const refusals: ReadonlySet<Outcome> = new Set<Outcome>([
  'invalid',
  'malformed',
  'too_large',
  'unsupported_media_type',
  'cross_site',
  'method_not_allowed',
]);

/**
 * What a form request counts: accepted (and queued, unless the queue failed), caught by the
 * honeypot, or refused by reason. Preflights and our own errors count nothing here: the
 * functions' errors and the API's 5xx have their alarms.
 */
export function countRequest(form: string, outcome: Outcome): void {
  const byForm = { [dimensionNames.form]: form };
  if (outcome === 'queued' || outcome === 'queue_error') emit(metricNames.accepted, byForm);
  if (outcome === 'queued') emit(metricNames.queued, byForm);
  else if (outcome === 'honeypot') emit(metricNames.honeypot, byForm);
  else if (refusals.has(outcome))
    emit(metricNames.refused, { ...byForm, [dimensionNames.reason]: outcome });
}

/**
 * A behaviour a visitor's browser reported as failed to start: one line, counted twice — by
 * Behaviour, for the dashboard, and with the service alone (a second dimension set of the same
 * line), the total the alarm reads whichever behaviour failed.
 */
export function countBehaviourFailure(behaviour: string): void {
  const single = emitter().singleMetric();
  single.addDimension(dimensionNames.behaviour, behaviour);
  single.addDimensions({});
  single.addMetric(metricNames.behaviourFailures, MetricUnit.Count, 1);
}

/** The hourly check from outside: 1 for a pass, 0 for a failure (its alarm reads the minimum). */
export function countSyntheticCheck(passed: boolean): void {
  emit(metricNames.syntheticCheck, {}, passed ? 1 : 0);
}

/** What a delivery counts: a mail sent and how long it took to reach SES, or a failed try. */
export function countDelivery(
  form: string | undefined,
  verdict: { readonly outcome: string; readonly queuedAt?: number },
): void {
  const byForm = { [dimensionNames.form]: form ?? 'desconocido' };
  if (verdict.outcome === 'sent') {
    emit(metricNames.sent, byForm);
    if (verdict.queuedAt !== undefined)
      emit(
        metricNames.timeToInbox,
        byForm,
        Math.max(0, Date.now() - verdict.queuedAt),
        MetricUnit.Milliseconds,
      );
  } else if (verdict.outcome === 'ses_error') emit(metricNames.sendFailed, byForm);
}
