/**
 * The local mail queue keeps SQS's rules with a stand-in consumer: the real SDK's SendMessage
 * (MD5 checked), delivery in batches, deletion of what the consumer did not report, redelivery
 * after the visibility timeout with the receive count, and the dead-letter list after the
 * maximum receives.
 */
import { SQSClient, SendMessageCommand } from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type LocalQueue,
  type LocalQueueOptions,
  readQueueState,
  startLocalQueue,
} from './local-queue';

let queue: LocalQueue | undefined;

afterEach(async () => {
  await queue?.stop();
  queue = undefined;
});

/** The real SDK's client, pointed at the local queue. */
const clientOf = (local: LocalQueue) =>
  new SQSClient({
    endpoint: local.endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });

/** A queue whose consumer records every delivery and fails the records `fails` picks. */
async function startWith(fails: (record: SQSRecord) => boolean, options: LocalQueueOptions = {}) {
  const deliveries: SQSRecord[] = [];
  const consumer = async (event: SQSEvent): Promise<SQSBatchResponse> => {
    deliveries.push(...event.Records);
    return {
      batchItemFailures: event.Records.filter(fails).map((r) => ({ itemIdentifier: r.messageId })),
    };
  };
  queue = await startLocalQueue({ visibilityTimeoutMs: 50, consumer, ...options });
  const client = clientOf(queue);
  const send = (body: string) =>
    client.send(new SendMessageCommand({ QueueUrl: queue!.queueUrl, MessageBody: body }));
  return { deliveries, send, client };
}

describe('the local mail queue', () => {
  it('takes SendMessage from the real SDK and delivers the message once, then deletes it', async () => {
    const { deliveries, send } = await startWith(() => false);
    const sent = await send('{"hola":"ñandú"}');
    expect(sent.MessageId).toMatch(/^[0-9a-f-]{36}$/);
    await queue!.drained();
    expect(deliveries).toEqual([
      expect.objectContaining({
        messageId: sent.MessageId,
        body: '{"hola":"ñandú"}',
        md5OfBody: sent.MD5OfMessageBody,
        attributes: expect.objectContaining({ ApproximateReceiveCount: '1' }),
        eventSource: 'aws:sqs',
      }),
    ]);
    expect(await readQueueState(queue!.endpoint)).toEqual({
      queued: 0,
      inFlight: 0,
      deliveries: 1,
      deadLetters: 0,
    });
  });

  it('delivers again, after the visibility timeout, only what the consumer reported', async () => {
    let failOnce = true;
    const { deliveries, send } = await startWith((record) => {
      const fail = record.body === 'b' && failOnce;
      if (fail) failOnce = false;
      return fail;
    });
    await send('a');
    await send('b');
    await queue!.drained();
    expect(deliveries.map((r) => [r.body, r.attributes.ApproximateReceiveCount])).toEqual(
      expect.arrayContaining([
        ['a', '1'],
        ['b', '1'],
        ['b', '2'],
      ]),
    );
    expect(deliveries).toHaveLength(3);
  });

  it('moves a message received the maximum times to the dead-letter list, and delivers it no more', async () => {
    const { deliveries, send } = await startWith(() => true, { maxReceiveCount: 3 });
    await send('siempre falla');
    await queue!.drained();
    expect(deliveries.map((r) => r.attributes.ApproximateReceiveCount)).toEqual(['1', '2', '3']);
    expect(queue!.deadLetters()).toEqual(['siempre falla']);
    expect(queue!.state()).toMatchObject({ queued: 0, deadLetters: 1 });
  });

  it('a consumer that throws gets the whole batch again', async () => {
    let calls = 0;
    const consumer = vi.fn(async (_event: SQSEvent): Promise<SQSBatchResponse> => {
      calls += 1;
      if (calls === 1) throw new Error('la función falló');
      return { batchItemFailures: [] };
    });
    queue = await startLocalQueue({ visibilityTimeoutMs: 50, consumer });
    await clientOf(queue).send(
      new SendMessageCommand({ QueueUrl: queue.queueUrl, MessageBody: 'x' }),
    );
    await queue.drained();
    expect(consumer).toHaveBeenCalledTimes(2);
  });

  it('refuses another queue’s URL as SQS does', async () => {
    const { client } = await startWith(() => false);
    await expect(
      client.send(
        new SendMessageCommand({
          QueueUrl: `${queue!.endpoint}/000000000000/otra`,
          MessageBody: 'x',
        }),
      ),
    ).rejects.toMatchObject({ name: 'QueueDoesNotExist' });
  });
});
