/**
 * The mail queue on this machine (decision 078), in-process: an SQS stand-in that the handlers
 * reach with the real SDK through SQS_ENDPOINT (it answers SendMessage in SQS's JSON protocol,
 * MD5 and all), and the event source that drains it as Lambda's does: batches of messages
 * handed to the real sender handler, the ones it does not report as failed deleted, a failed
 * one visible again after the visibility timeout, and one received `maxReceiveCount` times
 * moved to a dead-letter list instead of being delivered again. One batch at a time.
 *
 * The dead-letter list is a queue too, as far as a redrive needs (decision 096): GetQueueAttributes
 * on either queue, and StartMessageMoveTask / ListMessageMoveTasks to move the dead letters back
 * to the mail queue, so `npm run redrive` is tried here as it runs against SQS.
 *
 * `GET /local/state` answers what is queued, for tests in another process (the e2e workers).
 */
import { createHash, randomUUID } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { handler as senderHandler } from '../lambdas/sender';
import { lambdaContext } from './lambda-context';
import { listenLocal } from './serve';

export type QueueConsumer = (event: SQSEvent, context: Context) => Promise<SQSBatchResponse>;

export interface LocalQueueOptions {
  /**
   * How long a delivered message stays hidden before it is delivered again, unless deleted
   * (SQS's visibility timeout). Default: MAIL_QUEUE_RETRY_MS, or 2 s: minutes when deployed,
   * short here so that a developer sees a retry.
   */
  readonly visibilityTimeoutMs?: number;
  /** Deliveries before a message moves to the dead-letter list: as deployed. */
  readonly maxReceiveCount?: number;
  /** Messages per batch: as deployed. */
  readonly batchSize?: number;
  /** What drains the queue: the sender. */
  readonly consumer?: QueueConsumer;
  /** The consumer's timeout (its context's remaining time): as deployed. */
  readonly timeoutMs?: number;
  /** 0 picks a free port. */
  readonly port?: number;
}

export interface QueueState {
  /** Messages on the queue: waiting, hidden after a failed delivery, or being handled. */
  readonly queued: number;
  /** Messages in the batch the consumer is handling now. */
  readonly inFlight: number;
  /** Deliveries so far, every message and attempt counted. */
  readonly deliveries: number;
  /** Messages moved to the dead-letter list. */
  readonly deadLetters: number;
}

export interface LocalQueue {
  /** For SQS_ENDPOINT. */
  readonly endpoint: string;
  /** For MAIL_QUEUE_URL. */
  readonly queueUrl: string;
  /** The dead-letter queue's, for `npm run redrive -- --queue-url`. */
  readonly deadLetterQueueUrl: string;
  state(): QueueState;
  /** The bodies of the messages on the dead-letter list. */
  deadLetters(): string[];
  /** Resolves once nothing is queued or in flight. */
  drained(): Promise<void>;
  stop(): Promise<void>;
}

interface Message {
  readonly id: string;
  readonly body: string;
  readonly md5: string;
  readonly sentAt: number;
  receiveCount: number;
  firstReceivedAt?: number;
  visibleAt: number;
}

const QUEUE_NAME = 'ayni-correo-local';
const DEAD_LETTER_QUEUE_NAME = 'ayni-correo-local-fallidos';
const ACCOUNT = '000000000000';
const arnOf = (name: string) => `arn:aws:sqs:us-east-1:${ACCOUNT}:${name}`;
const JSON_PROTOCOL = 'application/x-amz-json-1.0';

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

function readRequest(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function answer(res: ServerResponse, status: number, body: unknown, queryError?: string): void {
  res.writeHead(status, {
    'Content-Type': JSON_PROTOCOL,
    ...(queryError ? { 'x-amzn-query-error': queryError } : {}),
  });
  res.end(JSON.stringify(body));
}

/** What the queue and its consumer are deployed with (test/infra/mail-queue.test.ts checks). */
export const DEPLOYED_QUEUE = { maxReceiveCount: 5, batchSize: 5, timeoutMs: 90_000 } as const;

export async function startLocalQueue({
  visibilityTimeoutMs = Number(process.env.MAIL_QUEUE_RETRY_MS ?? 2_000),
  maxReceiveCount = DEPLOYED_QUEUE.maxReceiveCount,
  batchSize = DEPLOYED_QUEUE.batchSize,
  consumer = senderHandler,
  timeoutMs = DEPLOYED_QUEUE.timeoutMs,
  port = 0,
}: LocalQueueOptions = {}): Promise<LocalQueue> {
  const messages = new Map<string, Message>();
  const dead: Message[] = [];
  let inFlight = 0;
  let deliveries = 0;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiters: (() => void)[] = [];
  const queueArn = arnOf(QUEUE_NAME);
  const deadLetterArn = arnOf(DEAD_LETTER_QUEUE_NAME);
  /** The move tasks started, newest first, as ListMessageMoveTasks answers them. */
  const moveTasks: { TaskHandle: string; moved: number; startedAt: number }[] = [];

  const isDrained = () => messages.size === 0 && inFlight === 0;
  const settle = () => {
    if (!isDrained()) return;
    for (const resolve of waiters) resolve();
    waiters = [];
  };

  const toRecord = (message: Message): SQSRecord => ({
    messageId: message.id,
    receiptHandle: `${message.id}#${message.receiveCount}`,
    body: message.body,
    attributes: {
      ApproximateReceiveCount: String(message.receiveCount),
      SentTimestamp: String(message.sentAt),
      SenderId: 'local',
      ApproximateFirstReceiveTimestamp: String(message.firstReceivedAt ?? Date.now()),
    },
    messageAttributes: {},
    md5OfBody: message.md5,
    eventSource: 'aws:sqs',
    eventSourceARN: queueArn,
    awsRegion: 'us-east-1',
  });

  /** Hands the visible messages to the consumer, a batch at a time, then waits for the next. */
  const pump = async (): Promise<void> => {
    if (stopped || inFlight > 0) return;
    clearTimeout(timer);
    const now = Date.now();
    for (const message of messages.values()) {
      if (message.visibleAt <= now && message.receiveCount >= maxReceiveCount) {
        messages.delete(message.id);
        dead.push(message);
        console.warn(
          `  Cola de correo local: un mensaje falló ${message.receiveCount} veces y pasó a la cola de mensajes fallidos.`,
        );
      }
    }
    const batch = [...messages.values()].filter((m) => m.visibleAt <= now).slice(0, batchSize);
    if (batch.length === 0) {
      const next = Math.min(...[...messages.values()].map((m) => m.visibleAt));
      if (Number.isFinite(next)) timer = setTimeout(() => void pump(), next - now);
      settle();
      return;
    }
    inFlight = batch.length;
    for (const message of batch) {
      message.receiveCount += 1;
      message.firstReceivedAt ??= now;
      message.visibleAt = now + visibilityTimeoutMs;
      deliveries += 1;
    }
    let failed: Set<string>;
    try {
      const requestId = randomUUID();
      const result = await consumer(
        { Records: batch.map(toRecord) },
        lambdaContext('ayni-website-sender', requestId, timeoutMs),
      );
      failed = new Set((result?.batchItemFailures ?? []).map((item) => item.itemIdentifier));
    } catch {
      // A function error: the whole batch is delivered again, as Lambda's event source does.
      failed = new Set(batch.map((message) => message.id));
    }
    for (const message of batch) if (!failed.has(message.id)) messages.delete(message.id);
    inFlight = 0;
    setImmediate(() => void pump());
  };

  type Answer = { status: number; body: unknown; queryError?: string };
  const noSuchQueue: Answer = {
    status: 400,
    body: { __type: 'com.amazonaws.sqs#QueueDoesNotExist', message: 'No such queue' },
    queryError: 'AWS.SimpleQueueService.NonExistentQueue;Sender',
  };

  const getQueueAttributes = (input: { QueueUrl?: unknown }): Answer => {
    const isDead = input.QueueUrl === deadLetterQueueUrl;
    if (!isDead && input.QueueUrl !== queueUrl) return noSuchQueue;
    return {
      status: 200,
      body: {
        Attributes: {
          QueueArn: isDead ? deadLetterArn : queueArn,
          ApproximateNumberOfMessages: String(isDead ? dead.length : messages.size),
        },
      },
    };
  };

  /** Moves every dead letter back to the mail queue, delivered afresh (SQS's redrive). */
  const startMessageMoveTask = (input: {
    SourceArn?: unknown;
    DestinationArn?: unknown;
  }): Answer => {
    if (input.SourceArn !== deadLetterArn) return noSuchQueue;
    if (input.DestinationArn !== undefined && input.DestinationArn !== queueArn) return noSuchQueue;
    const moved = dead.splice(0);
    for (const message of moved) {
      messages.set(message.id, { ...message, receiveCount: 0, visibleAt: Date.now() });
    }
    const task = { TaskHandle: randomUUID(), moved: moved.length, startedAt: Date.now() };
    moveTasks.unshift(task);
    setImmediate(() => void pump());
    return { status: 200, body: { TaskHandle: task.TaskHandle } };
  };

  const listMessageMoveTasks = (input: { SourceArn?: unknown }): Answer => {
    if (input.SourceArn !== deadLetterArn) return noSuchQueue;
    return {
      status: 200,
      body: {
        Results: moveTasks.map((task) => ({
          TaskHandle: task.TaskHandle,
          Status: 'COMPLETED',
          SourceArn: deadLetterArn,
          DestinationArn: queueArn,
          ApproximateNumberOfMessagesMoved: task.moved,
          ApproximateNumberOfMessagesToMove: task.moved,
          StartedTimestamp: task.startedAt,
        })),
      },
    };
  };

  const sendMessage = (input: { QueueUrl?: unknown; MessageBody?: unknown }): Answer => {
    if (input.QueueUrl !== queueUrl) return noSuchQueue;
    if (typeof input.MessageBody !== 'string' || input.MessageBody === '') {
      return {
        status: 400,
        body: { __type: 'com.amazonaws.sqs#InvalidParameterValue', message: 'MessageBody' },
      };
    }
    const message: Message = {
      id: randomUUID(),
      body: input.MessageBody,
      md5: md5(input.MessageBody),
      sentAt: Date.now(),
      receiveCount: 0,
      visibleAt: Date.now(),
    };
    messages.set(message.id, message);
    setImmediate(() => void pump());
    return { status: 200, body: { MessageId: message.id, MD5OfMessageBody: message.md5 } };
  };

  const operations: Record<string, (input: Record<string, unknown>) => Answer> = {
    'AmazonSQS.SendMessage': sendMessage,
    'AmazonSQS.GetQueueAttributes': getQueueAttributes,
    'AmazonSQS.StartMessageMoveTask': startMessageMoveTask,
    'AmazonSQS.ListMessageMoveTasks': listMessageMoveTasks,
  };

  const server = createServer((req, res) => {
    void (async () => {
      if (req.method === 'GET' && req.url === '/local/state') {
        answer(res, 200, state());
        return;
      }
      const text = await readRequest(req);
      const target = String(req.headers['x-amz-target']);
      const operation = req.method === 'POST' ? operations[target] : undefined;
      if (!operation) {
        answer(res, 400, {
          __type: 'com.amazonaws.sqs#UnsupportedOperation',
          message: `La cola local no atiende ${target}`,
        });
        return;
      }
      let input: Record<string, unknown>;
      try {
        input = JSON.parse(text) as typeof input;
      } catch {
        answer(res, 400, { __type: 'com.amazonaws.sqs#InvalidParameterValue', message: 'JSON' });
        return;
      }
      const result = operation(input);
      answer(res, result.status, result.body, result.queryError);
    })().catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) answer(res, 500, { __type: 'InternalError', message: 'local' });
    });
  });

  const state = (): QueueState => ({
    queued: messages.size,
    inFlight,
    deliveries,
    deadLetters: dead.length,
  });

  const listening = await listenLocal(server, port, '127.0.0.1');
  const endpoint = listening.url;
  const queueUrl = `${endpoint}/${ACCOUNT}/${QUEUE_NAME}`;
  const deadLetterQueueUrl = `${endpoint}/${ACCOUNT}/${DEAD_LETTER_QUEUE_NAME}`;

  return {
    endpoint,
    queueUrl,
    deadLetterQueueUrl,
    state,
    deadLetters: () => dead.map((message) => message.body),
    drained: () =>
      isDrained() ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve)),
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await listening.stop();
    },
  };
}

/**
 * Points the handlers at this queue. Process-wide, like configureLocalMail: the handlers read
 * process.env, as in Lambda.
 */
export function configureLocalQueue(queue: LocalQueue): void {
  process.env.SQS_ENDPOINT = queue.endpoint;
  process.env.MAIL_QUEUE_URL = queue.queueUrl;
}

/** The state of the local queue at `endpoint`, from another process. */
export async function readQueueState(endpoint: string): Promise<QueueState> {
  const response = await fetch(`${endpoint}/local/state`);
  if (!response.ok) throw new Error(`GET ${endpoint}/local/state answered ${response.status}`);
  return (await response.json()) as QueueState;
}
