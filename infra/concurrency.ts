/**
 * The stack's reserved Lambda concurrency, in one place: the figures the template reserves, the
 * minimum Lambda keeps unreserved, and so what an account's limit must be for the deploy to
 * succeed. `npm run deploy` checks the account against `requiredAccountConcurrency`
 * (bin/deploy-checks.ts), and test/infra/concurrency.test.ts checks the template against
 * `reservedConcurrency`, so the check and the template cannot drift apart (decision 095).
 */
import type { IAspect } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import type { IConstruct } from 'constructs';
import { FORM_CONCURRENCY } from './api/rest-api';
import { SENDER_CONCURRENCY } from './api/mail-queue';
import type { WebsiteConfig } from './config';
import { NOT_FOUND_CONCURRENCY } from './site/not-found-origin';

/** What each function reserves when reservations are on (the constants live beside the functions). */
export const RESERVATIONS = {
  contact: FORM_CONCURRENCY,
  application: FORM_CONCURRENCY,
  sender: SENDER_CONCURRENCY,
  notFound: NOT_FOUND_CONCURRENCY,
} as const;

/**
 * Lambda refuses a reservation that would leave fewer than this many executions unreserved in the
 * account and region (AWS Lambda Developer Guide, "Configuring reserved concurrency":
 * UnreservedConcurrentExecutions minimum of 100).
 */
export const UNRESERVED_MINIMUM = 100;

export type ConcurrencyConfig = Pick<WebsiteConfig, 'reserveConcurrency'>;

/** The executions the stack reserves: the sum of RESERVATIONS, or 0 with reserveConcurrency=false. */
export function reservedConcurrency(config: ConcurrencyConfig): number {
  if (!config.reserveConcurrency) return 0;
  return Object.values(RESERVATIONS).reduce((sum, reserved) => sum + reserved, 0);
}

/**
 * The account limit (AccountLimit.ConcurrentExecutions) the deploy needs: the reservations plus
 * the minimum Lambda keeps unreserved. Without reservations, any limit will do.
 */
export function requiredAccountConcurrency(config: ConcurrencyConfig): number {
  const reserved = reservedConcurrency(config);
  return reserved === 0 ? 0 : reserved + UNRESERVED_MINIMUM;
}

/**
 * With reserveConcurrency=false, takes the reservation off every function of the stack (ours and
 * any CDK adds): one switch at the app, so the constructs keep stating what they reserve, and
 * the template's total always equals reservedConcurrency(config).
 */
export class WithoutReservedConcurrency implements IAspect {
  visit(node: IConstruct): void {
    if (node instanceof lambda.CfnFunction) {
      node.reservedConcurrentExecutions = undefined;
    }
  }
}
