/**
 * The namespace of the stack's own metrics: the alarms' metric filters and the functions'
 * Embedded Metric Format lines (lambdas/lib/metrics.ts) write there, and the dashboard reads it.
 * Named after the stack, so staging's counts never mix with production's.
 */
import { Stack } from 'aws-cdk-lib';
import type { Construct } from 'constructs';

export function stackMetricNamespace(scope: Construct): string {
  return `AyniCloud/${Stack.of(scope).stackName}`;
}
