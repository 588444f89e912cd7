/**
 * The SES client the sender uses, created once per container (decision 028), with a bounded
 * retry and an overall deadline that fit the sender's timeout (decision 078): 3 attempts of at
 * most 1 s to connect and 2.5 s idle, plus the longest back-off, stay within the 15 s deadline.
 */
import { SESClient, SendEmailCommand, type SendEmailCommandInput } from '@aws-sdk/client-ses';
import { type CallBudget, type CallResult, cachedClient, callForMessageId } from './aws-client';

export const SES_BUDGET: CallBudget = {
  maxAttempts: 3,
  connectionTimeoutMs: 1_000,
  requestTimeoutMs: 2_500,
  deadlineMs: 15_000,
};

export const sesClient = cachedClient(
  'SES_ENDPOINT',
  SES_BUDGET,
  (config) => new SESClient(config),
);

/** Never throws: the sender reports a failure back to the queue, and logs only its name. */
export function sendEmail(input: SendEmailCommandInput): Promise<CallResult> {
  return callForMessageId(SES_BUDGET, (abortSignal) =>
    sesClient().send(new SendEmailCommand(input), { abortSignal }),
  );
}
