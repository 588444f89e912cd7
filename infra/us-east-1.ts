/**
 * Some of CloudFront's companions exist only in us-east-1: its metrics and its log delivery.
 * A stack deployed elsewhere (possible with enableWaf=false) goes without them, and an
 * environment-agnostic synth lets CloudFormation decide by the region it deploys to.
 */
import { CfnCondition, CfnResource, Fn, Stack, Token } from 'aws-cdk-lib';
import type { Construct, IConstruct } from 'constructs';

/** True when the stack's region is known and is not us-east-1. */
export function knownOutsideUsEast1(scope: Construct): boolean {
  const region = Stack.of(scope).region;
  return !Token.isUnresolved(region) && region !== 'us-east-1';
}

/**
 * Makes every CloudFormation resource under `construct` conditional on deploying to
 * us-east-1 when the region is a token (one condition per stack); a no-op otherwise.
 */
export function onlyInUsEast1(construct: IConstruct): void {
  const stack = Stack.of(construct);
  if (!Token.isUnresolved(stack.region)) return;
  const id = 'DeployedInUsEast1';
  const condition =
    (stack.node.tryFindChild(id) as CfnCondition | undefined) ??
    new CfnCondition(stack, id, { expression: Fn.conditionEquals(stack.region, 'us-east-1') });
  for (const child of construct.node.findAll()) {
    if (child instanceof CfnResource) child.cfnOptions.condition = condition;
  }
}
