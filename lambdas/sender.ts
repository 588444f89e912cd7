/**
 * The mail queue's consumer (decision 078): sends each queued mail with SES and reports the
 * messages that failed, so that SQS delivers only those again (a partial batch response) and,
 * after the queue's maximum receives, moves them to the dead-letter queue.
 *
 * At least once: a copy the queue delivers twice in one batch is sent once; a mail SES took
 * whose answer was lost (the deadline, a dropped connection) is sent again on the next delivery.
 */
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { type DeliveryLog, logDelivery, logger } from './lib/log';
import { readQueuedMail } from './lib/mail-queue';
import { SES_BUDGET, sendEmail } from './lib/ses';

/**
 * What a message must find left of the function's time before its send starts: the send's
 * whole deadline and this margin to report the batch. A message that finds less waits for
 * the next delivery, unsent.
 */
export const REPORT_MARGIN_MS = 2_000;

type Verdict = Pick<
  DeliveryLog,
  'outcome' | 'endpoint' | 'requestId' | 'sesMessageId' | 'sesError'
>;

const delivered = (verdict: Verdict) =>
  verdict.outcome === 'sent' || verdict.outcome === 'duplicate';

async function deliver(record: SQSRecord, timeLeftMs: number): Promise<Verdict> {
  if (timeLeftMs < SES_BUDGET.deadlineMs + REPORT_MARGIN_MS) return { outcome: 'deferred' };
  const queued = readQueuedMail(record.body);
  if (!queued) return { outcome: 'unreadable' };
  const from = { endpoint: queued.endpoint, requestId: queued.requestId };
  const sent = await sendEmail(queued.mail);
  if (!sent.ok) {
    return {
      ...from,
      outcome: 'ses_error',
      sesError: { name: sent.errorName, httpStatus: sent.httpStatus },
    };
  }
  return { ...from, outcome: 'sent', sesMessageId: sent.messageId };
}

export async function handler(event: SQSEvent, context?: Context): Promise<SQSBatchResponse> {
  if (context) logger.addContext(context);
  const timeLeftMs = () => context?.getRemainingTimeInMillis() ?? Number.POSITIVE_INFINITY;
  // Each message id met earlier in this batch, with its verdict.
  const seen = new Map<string, Verdict>();
  const failed = new Set<string>();
  for (const record of event.Records) {
    const started = performance.now();
    const earlier = seen.get(record.messageId);
    const verdict: Verdict = !earlier
      ? await deliver(record, timeLeftMs())
      : delivered(earlier)
        ? { outcome: 'duplicate' }
        : { outcome: 'deferred' };
    seen.set(record.messageId, earlier ?? verdict);
    if (!delivered(verdict)) failed.add(record.messageId);
    logDelivery({
      messageId: record.messageId,
      receiveCount: Number(record.attributes?.ApproximateReceiveCount ?? 1),
      durationMs: Math.round(performance.now() - started),
      ...verdict,
    });
  }
  return { batchItemFailures: [...failed].map((itemIdentifier) => ({ itemIdentifier })) };
}
