/**
 * cdk-nag names some findings after ARNs (AwsSolutions-IAM4[Policy::arn:…]); an
 * acknowledgement must spell them exactly as it does.
 */
import { Stack, Token } from 'aws-cdk-lib';
import type { Construct } from 'constructs';

/**
 * The partition inside ARNs CDK builds from the stack: a token in an
 * environment-agnostic synth, literal once the region is known (cdk deploy).
 */
export function partitionAsNagWritesIt(scope: Construct): string {
  const partition = Stack.of(scope).partition;
  return Token.isUnresolved(partition) ? '<AWS::Partition>' : partition;
}

/** The AWSLambdaBasicExecutionRole managed policy (CDK always writes its partition as a token). */
export const BASIC_EXECUTION_ROLE =
  'arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole';
