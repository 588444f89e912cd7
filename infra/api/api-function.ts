/**
 * How each of the contact API's functions is built — the two form handlers and the mail
 * sender: its entry in lambdas/, its own log group and role (that group only, X-Ray; the caller
 * adds what else it needs), Node 24 on ARM, JSON logs, a bundled, minified build with source
 * maps, and (for those three) a reserved concurrency that both guarantees and caps its share
 * of the account's.
 */
import { type Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { fileURLToPath } from 'node:url';
import { ownLogsRole } from '../function-role';
import { stackMetricNamespace } from '../ops/metric-namespace';

export const LOG_RETENTION = logs.RetentionDays.THREE_MONTHS;

export interface ApiFunctionProps {
  /** Its name in ids, the role and the logs; its entry too, `lambdas/{name}.ts`, unless `entry` says. */
  readonly name: string;
  /** The handler's file, `lambdas/{entry}.ts`, when the deployed name differs (decision 106). */
  readonly entry?: string;
  readonly timeout: Duration;
  /** Left out, the function shares the account's unreserved concurrency (the CSP reports'). */
  readonly reservedConcurrentExecutions?: number;
  readonly environment: Record<string, string>;
}

export function apiFunction(scope: Construct, props: ApiFunctionProps): nodejs.NodejsFunction {
  const { name } = props;
  const logGroup = new logs.LogGroup(scope, `${name}Logs`, {
    retention: LOG_RETENTION,
    removalPolicy: RemovalPolicy.DESTROY,
  });
  const role = ownLogsRole(scope, `${name}Role`, logGroup, `La función contacto-${name}`);
  const fn = new nodejs.NodejsFunction(scope, name, {
    role,
    entry: fileURLToPath(new URL(`../../lambdas/${props.entry ?? name}.ts`, import.meta.url)),
    handler: 'handler',
    runtime: lambda.Runtime.NODEJS_24_X,
    architecture: lambda.Architecture.ARM_64,
    memorySize: 256,
    timeout: props.timeout,
    ...(props.reservedConcurrentExecutions === undefined
      ? {}
      : { reservedConcurrentExecutions: props.reservedConcurrentExecutions }),
    tracing: lambda.Tracing.ACTIVE,
    logGroup,
    loggingFormat: lambda.LoggingFormat.JSON,
    environment: {
      ...props.environment,
      // Where the function's metrics go (lambdas/lib/metrics.ts): the stack's own namespace.
      METRICS_NAMESPACE: stackMetricNamespace(scope),
      // Stack traces point into the TypeScript sources (bundled source maps).
      NODE_OPTIONS: '--enable-source-maps',
    },
    bundling: {
      minify: true,
      sourceMap: true,
      target: 'node24',
      format: nodejs.OutputFormat.CJS,
    },
  });
  Validations.of(role).acknowledge({
    id: 'AwsSolutions-IAM5[Resource::*]',
    reason:
      'Only the X-Ray actions (PutTraceSegments, PutTelemetryRecords) use Resource "*": X-Ray supports no resource-level permissions. Every other action names its resource (the log group, the mail queue, the SES identity).',
  });
  return fn;
}
