/**
 * Names of account-scoped CloudFront resources (functions, policies, origin access
 * controls). CloudFront keeps one namespace per account, across every region, so a
 * name must carry both the stack and the region: a second stack (another region,
 * or the us-east-1 stack the WAF needs) must never collide with this one.
 *
 * The name is `{stack}-{purpose}-{region}`. It depends only on those three values,
 * so `npm run deploy` can compute the name of a deployed function without reading
 * the stack (bin/deploy.ts reads the live page-headers function by name).
 */
import { createHash } from 'node:crypto';
import { Stack, Token } from 'aws-cdk-lib';
import type { Construct } from 'constructs';

/** Room kept for the region in every name (the longest region names have 14 characters). */
export const REGION_ROOM = 20;

/** The shortest of CloudFront's name limits among the resources named here (functions, OAC). */
export const NAME_LIMIT = 64;

/** Characters CloudFront accepts in every one of these names. */
const unsafe = /[^A-Za-z0-9_-]/g;

/**
 * `{stack}-{purpose}-` cut to fit `NAME_LIMIT` with the region after it: a stack name
 * too long for it keeps its start and gets a short hash of the whole name.
 */
function scopedNamePrefix(stackName: string, purpose: string): string {
  const room = NAME_LIMIT - REGION_ROOM - purpose.length - 2;
  const stack = stackName.replace(unsafe, '');
  const fitted =
    stack.length <= room
      ? stack
      : `${stack.slice(0, room - 9)}-${createHash('sha256').update(stack).digest('hex').slice(0, 8)}`;
  return `${fitted}-${purpose}-`;
}

/** The name for a stack and region known as plain strings (the deploy script). */
export function scopedName(stackName: string, purpose: string, region: string): string {
  return scopedNamePrefix(stackName, purpose) + region;
}

/** The name for a construct's stack: the region may be a token (an environment-agnostic synth). */
export function stackScopedName(scope: Construct, purpose: string): string {
  const stack = Stack.of(scope);
  const region = stack.region;
  if (!Token.isUnresolved(region) && region.length > REGION_ROOM) {
    throw new Error(
      `La región ${region} es más larga de lo previsto para los nombres de CloudFront.`,
    );
  }
  // A token concatenated into a string becomes Fn::Join with AWS::Region in the template.
  return scopedNamePrefix(stack.stackName, purpose) + region;
}

/** The page-headers function's purpose in its name (bin/deploy.ts reads it back by name). */
export const PAGE_HEADERS_FUNCTION = 'PageHeaders';
