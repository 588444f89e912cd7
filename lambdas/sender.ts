/**
 * The mail queue's consumer (decision 078): sends each queued mail with SES and reports the
 * messages that failed, so that SQS delivers only those again (a partial batch response) and,
 * after the queue's maximum receives, moves them to the dead-letter queue.
 *
 * At least once: a copy the queue delivers twice in one batch is sent once; a mail SES took
 * whose answer was lost (the deadline, a dropped connection) is sent again on the next delivery.
 *
 * At a bounded pace (decision 096): one sender sends at most one mail per MAIL_SEND_INTERVAL_MS
 * (the stack sets it; unset, as locally, it does not wait), so however many forms arrive, the
 * mail leaves at most SENDER_CONCURRENCY times that rate and the rest waits its turn on the
 * queue, where the operator's alarm sees it. Every mail goes through MAIL_CONFIGURATION_SET,
 * whose bounce and complaint events reach the operator.
 */
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { type DeliveryLog, logDelivery, logger } from './lib/log';
import { readQueuedMail } from './lib/mail-queue';
import { countDelivery } from './lib/metrics';
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

/** When this container last started a send: the pace holds across the batches it is given. */
let lastSendAt = Number.NEGATIVE_INFINITY;

/** The least time between two sends of one sender, from the environment (0: no wait). */
function sendIntervalMs(): number {
  const value = Number(process.env.MAIL_SEND_INTERVAL_MS ?? 0);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function deliver(record: SQSRecord, timeLeftMs: () => number): Promise<Verdict> {
  const queued = readQueuedMail(record.body);
  if (!queued) return { outcome: 'unreadable' };
  const wait = Math.max(0, lastSendAt + sendIntervalMs() - Date.now());
  // Its turn, and the whole send after it, must fit the function's time; else the next delivery.
  if (timeLeftMs() - wait < SES_BUDGET.deadlineMs + REPORT_MARGIN_MS)
    return { outcome: 'deferred' };
  if (wait > 0) await sleep(wait);
  lastSendAt = Date.now();
  const from = { endpoint: queued.endpoint, requestId: queued.requestId };
  const configurationSet = process.env.MAIL_CONFIGURATION_SET;
  const sent = await sendEmail(
    configurationSet ? { ...queued.mail, ConfigurationSetName: configurationSet } : queued.mail,
  );
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
      ? await deliver(record, timeLeftMs)
      : delivered(earlier)
        ? { outcome: 'duplicate' }
        : { outcome: 'deferred' };
    seen.set(record.messageId, earlier ?? verdict);
    if (!delivered(verdict)) failed.add(record.messageId);
    const queuedAt = Number(record.attributes?.SentTimestamp);
    countDelivery(verdict.endpoint, {
      outcome: verdict.outcome,
      ...(Number.isFinite(queuedAt) ? { queuedAt } : {}),
    });
    logDelivery({
      messageId: record.messageId,
      receiveCount: Number(record.attributes?.ApproximateReceiveCount ?? 1),
      durationMs: Math.round(performance.now() - started),
      ...verdict,
    });
  }
  return { batchItemFailures: [...failed].map((itemIdentifier) => ({ itemIdentifier })) };
}
