/**
 * `npm run redrive`, as the operator runs it, against the local queue (which answers SQS's
 * message move task as SQS does): a mail the sender could not send lands in the dead-letter
 * queue; once the cause is fixed, the script moves it back and the sender delivers it, once.
 */
import { SQSClient, SendMessageCommand } from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { type LocalQueue, startLocalQueue } from '../../scripts/local-queue';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
let queue: LocalQueue | undefined;

afterEach(async () => {
  await queue?.stop();
  queue = undefined;
});

/** The script as `npm run redrive -- …` runs it, with SQS at the local queue (the SDK's own variable). */
const redrive = (args: string[], sqsEndpoint: string) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', 'bin/redrive.ts', ...args], {
    cwd: repoRoot,
    timeout: 60_000,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      AWS_ENDPOINT_URL_SQS: sqsEndpoint,
    },
  });

describe('npm run redrive', () => {
  // Two runs of the script, each a Node process that loads the SDK: seconds on a busy machine.
  it(
    'moves the dead letters back once the cause is fixed, and the sender then delivers them',
    { timeout: 180_000 },
    async () => {
      let sesWorks = false;
      const delivered: string[] = [];
      const consumer = async (event: SQSEvent): Promise<SQSBatchResponse> => {
        if (sesWorks) delivered.push(...event.Records.map((record) => record.body));
        return {
          batchItemFailures: sesWorks
            ? []
            : event.Records.map((record) => ({ itemIdentifier: record.messageId })),
        };
      };
      queue = await startLocalQueue({ visibilityTimeoutMs: 20, maxReceiveCount: 2, consumer });
      const client = new SQSClient({
        endpoint: queue.endpoint,
        region: 'us-east-1',
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      });
      await client.send(
        new SendMessageCommand({ QueueUrl: queue.queueUrl, MessageBody: '{"lead":"Rosa"}' }),
      );
      await queue.drained();
      expect(queue.state()).toMatchObject({ queued: 0, deadLetters: 1 });

      // The cause is fixed (SES takes the mail again); the operator runs the script.
      sesWorks = true;
      const first = await redrive(['--queue-url', queue.deadLetterQueueUrl], queue.endpoint);
      expect(first.stdout).toContain('1 correo(s) en la cola de mensajes fallidos');
      expect(first.stdout).toContain('✓ 1 correo(s) devuelto(s) a la cola');
      await queue.drained();
      expect(delivered).toEqual(['{"lead":"Rosa"}']);
      expect(queue.state()).toMatchObject({ queued: 0, deadLetters: 0 });

      // Nothing left: said, not failed.
      const again = await redrive(['--queue-url', queue.deadLetterQueueUrl], queue.endpoint);
      expect(again.stdout).toContain('No hay correos en la cola de mensajes fallidos');
      expect(delivered).toHaveLength(1);
    },
  );
});
