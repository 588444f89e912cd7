/**
 * The role each of our functions starts from: Lambda may assume it, and it may write to the
 * function's own log group and nothing else (AWSLambdaBasicExecutionRole would allow any log
 * group). The caller adds what else its function needs.
 */
import { RemovalPolicy } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';

export function ownLogsRole(
  scope: Construct,
  id: string,
  logGroup: logs.ILogGroup,
  description: string,
): iam.Role {
  const role = new iam.Role(scope, id, {
    assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
    description,
  });
  role.addToPolicy(
    new iam.PolicyStatement({
      actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
      // The group's ARN ends in ":*", which covers its log streams and nothing else.
      resources: [logGroup.logGroupArn],
    }),
  );
  return role;
}

/**
 * A function's own log group (ids `Logs` and `Role` under `scope`, gone with the stack) and
 * the role that may write to it alone.
 */
export function ownLogGroupAndRole(
  scope: Construct,
  description: string,
  retention: logs.RetentionDays = logs.RetentionDays.ONE_MONTH,
): { logGroup: logs.LogGroup; role: iam.Role } {
  const logGroup = new logs.LogGroup(scope, 'Logs', {
    retention,
    removalPolicy: RemovalPolicy.DESTROY,
  });
  return { logGroup, role: ownLogsRole(scope, 'Role', logGroup, description) };
}
