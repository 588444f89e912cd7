/**
 * The mail queue, as both sides see it (decision 078): a form handler puts each accepted
 * submission's composed mail on it (`enqueueMail`) before answering the visitor; the sender
 * reads it back (`readQueuedMail`). The queue is MAIL_QUEUE_URL; SQS_ENDPOINT points the client
 * at the local queue `npm start` and the tests run, as SES_ENDPOINT points SES at the emulator.
 */
import { SQSClient, SendMessageCommand } from '@aws-sdk/client-sqs';
import type { SendEmailCommandInput } from '@aws-sdk/client-ses';
import { type CallBudget, type CallResult, cachedClient, callForMessageId } from './aws-client';

/**
 * Fits the handlers' 10 s timeout with room for the rest of the request: 3 attempts of at most
 * 0.5 s to connect and 1 s idle, plus the longest back-off (7.5 s), within an 8 s deadline.
 */
export const QUEUE_BUDGET: CallBudget = {
  maxAttempts: 3,
  connectionTimeoutMs: 500,
  requestTimeoutMs: 1_000,
  deadlineMs: 8_000,
};

/** The message's format; a sender refuses any other (it waits in the dead-letter queue). */
export const QUEUED_MAIL_VERSION = 1;

/** One message on the queue. */
export interface QueuedMail {
  readonly version: typeof QUEUED_MAIL_VERSION;
  /** The form it came from (`contact`, `application`, decision 106), for the sender's log line. */
  readonly endpoint: string;
  /** The request that put it there: one submission followed through both functions' logs. */
  readonly requestId: string | undefined;
  readonly mail: SendEmailCommandInput;
}

export const sqsClient = cachedClient(
  'SQS_ENDPOINT',
  QUEUE_BUDGET,
  (config) => new SQSClient(config),
);

/**
 * What SQS takes in a message body (Amazon SQS API Reference, SendMessage): at most 256 KiB
 * (the limit a queue has unless raised), and only the characters XML allows.
 */
export const SQS_MESSAGE_MAX_BYTES = 256 * 1024;
const SQS_REFUSED_CHARACTER = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

/** True when SQS takes this message body: its characters and its size. */
export function isSqsMessageBody(body: string): boolean {
  return (
    body.length > 0 &&
    !SQS_REFUSED_CHARACTER.test(body) &&
    Buffer.byteLength(body, 'utf8') <= SQS_MESSAGE_MAX_BYTES
  );
}

/**
 * The message as JSON that SQS takes: JSON.stringify already escapes the C0 controls and any
 * lone surrogate; U+FFFE and U+FFFF (which the contract refuses) would still pass through
 * raw, so anything outside SQS's set is written as its `\uXXXX` escape — the same JSON value.
 */
export function queueBody(message: QueuedMail): string {
  return JSON.stringify(message).replace(
    new RegExp(SQS_REFUSED_CHARACTER, 'gu'),
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Never throws: the handler turns a failure into the 502 envelope, and logs only its name. */
export function enqueueMail(queueUrl: string, message: QueuedMail): Promise<CallResult> {
  return callForMessageId(QUEUE_BUDGET, (abortSignal) =>
    sqsClient().send(
      new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: queueBody(message) }),
      { abortSignal },
    ),
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * A message body as the sender takes it, or undefined when it is not one a handler wrote:
 * this version, a sender, at least one recipient, a subject and a body.
 */
export function readQueuedMail(body: string): QueuedMail | undefined {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return undefined;
  }
  if (!isRecord(value) || value.version !== QUEUED_MAIL_VERSION || !isText(value.endpoint)) {
    return undefined;
  }
  const { mail, requestId } = value;
  if (!isRecord(mail) || !isText(mail.Source) || !isRecord(mail.Message)) return undefined;
  const to = isRecord(mail.Destination) ? mail.Destination.ToAddresses : undefined;
  if (!Array.isArray(to) || to.length === 0 || !to.every(isText)) return undefined;
  const { Subject, Body } = mail.Message;
  if (!isRecord(Subject) || !isText(Subject.Data) || !isRecord(Body)) return undefined;
  return {
    version: QUEUED_MAIL_VERSION,
    endpoint: value.endpoint,
    requestId: isText(requestId) ? requestId : undefined,
    // Its shape checked above, as far as SES needs it; SES itself checks the rest.
    mail: mail as unknown as SendEmailCommandInput,
  };
}
