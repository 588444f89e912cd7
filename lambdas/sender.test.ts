/**
 * The sender: every queued mail goes to SES as it was queued; what SES does not take is
 * reported back to the queue (and only that), within the function's time; one log line per
 * message, without a word of the mail.
 */
import { vi } from 'vitest';

vi.hoisted(() => {
  process.env.POWERTOOLS_DEV = 'true';
});

import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { retryBudgetMs } from './lib/aws-client';
import { composeEmail } from './lib/mail';
import { QUEUED_MAIL_VERSION, type QueuedMail } from './lib/mail-queue';
import { SES_BUDGET } from './lib/ses';
import { REPORT_MARGIN_MS, handler } from './sender';
import { captureLogs, stubTestEnv, validContact } from './test-support';

const ses = mockClient(SESClient);
let logs: ReturnType<typeof captureLogs>;

beforeEach(() => {
  stubTestEnv();
  ses.reset();
  ses.on(SendEmailCommand).resolves({ MessageId: 'ses-0001', $metadata: {} });
  logs = captureLogs();
});

afterEach(() => {
  logs.restore();
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

/** A mail as a handler queues it, to a recipient that tells it apart. */
function queuedMail(to: string): QueuedMail {
  return {
    version: QUEUED_MAIL_VERSION,
    endpoint: 'contact',
    requestId: `req-${to}`,
    mail: composeEmail(
      validContact,
      { subjectPrefix: 'Nuevo mensaje de contacto', heading: 'Nuevo mensaje', includePhone: true },
      { from: 'Ayni Cloud <no-reply@aynicloud.pe>', to: [`${to}@aynicloud.pe`] },
    ),
  };
}

function record(messageId: string, body: string, receiveCount = 1): SQSRecord {
  return {
    messageId,
    receiptHandle: `${messageId}-handle`,
    body,
    attributes: {
      ApproximateReceiveCount: String(receiveCount),
      SentTimestamp: '1764115200000',
      SenderId: 'AROAEXAMPLE',
      ApproximateFirstReceiveTimestamp: '1764115200000',
    },
    messageAttributes: {},
    md5OfBody: '',
    eventSource: 'aws:sqs',
    eventSourceARN: 'arn:aws:sqs:us-east-1:123456789012:correo',
    awsRegion: 'us-east-1',
  };
}

const batch = (...records: SQSRecord[]): SQSEvent => ({ Records: records });

/** A Lambda context with this much time left. */
const withTimeLeft = (ms: number) =>
  ({ awsRequestId: 'sender-req', getRemainingTimeInMillis: () => ms }) as unknown as Context;

const sent = () => ses.commandCalls(SendEmailCommand).map((call) => call.args[0].input);

describe('a batch SES takes', () => {
  it('sends every mail exactly as the handler queued it, and reports no failure', async () => {
    const [ventas, rrhh] = [queuedMail('ventas'), queuedMail('rrhh')];
    const result = await handler(
      batch(record('m-1', JSON.stringify(ventas)), record('m-2', JSON.stringify(rrhh))),
    );
    expect(result).toEqual({ batchItemFailures: [] });
    expect(sent()).toEqual([ventas.mail, rrhh.mail]);
  });

  it('logs one line per message: ids, form, receive count and SES’s id, never the mail', async () => {
    await handler(batch(record('m-1', JSON.stringify(queuedMail('ventas')), 3)));
    expect(logs.entries()).toEqual([
      expect.objectContaining({
        level: 'INFO',
        message: 'contact delivery',
        messageId: 'm-1',
        requestId: 'req-ventas',
        endpoint: 'contact',
        outcome: 'sent',
        receiveCount: 3,
        sesMessageId: 'ses-0001',
      }),
    ]);
    const output = logs.lines.join('\n');
    for (const value of [validContact.Nombres, validContact.Email, 'ERP', 'ventas@']) {
      expect(output).not.toContain(value);
    }
  });
});

describe('what SES does not take goes back to the queue, and only that', () => {
  it('SES refusing one mail of three → that message alone is reported, logged ses_error', async () => {
    ses.on(SendEmailCommand, { Destination: { ToAddresses: ['rrhh@aynicloud.pe'] } }).rejects(
      Object.assign(new Error('Email address is not verified: rrhh@aynicloud.pe'), {
        name: 'MessageRejected',
        $metadata: { httpStatusCode: 400 },
      }),
    );
    const result = await handler(
      batch(
        record('m-1', JSON.stringify(queuedMail('ventas'))),
        record('m-2', JSON.stringify(queuedMail('rrhh'))),
        record('m-3', JSON.stringify(queuedMail('info'))),
      ),
    );
    expect(result).toEqual({ batchItemFailures: [{ itemIdentifier: 'm-2' }] });
    expect(sent()).toHaveLength(3);
    expect(logs.entries().map((entry) => entry.outcome)).toEqual(['sent', 'ses_error', 'sent']);
    expect(logs.entries()[1]).toMatchObject({
      level: 'ERROR',
      sesError: { name: 'MessageRejected', httpStatus: 400 },
    });
    expect(logs.lines.join('\n')).not.toContain('rrhh@');
  });

  it('a body no handler wrote → reported (for the dead-letter queue), nothing sent', async () => {
    const result = await handler(
      batch(
        record('m-1', 'not json'),
        record('m-2', JSON.stringify({ ...queuedMail('ventas'), version: 2 })),
        record('m-3', JSON.stringify({ ...queuedMail('ventas'), mail: { Source: 'x' } })),
      ),
    );
    expect(result.batchItemFailures.map((item) => item.itemIdentifier)).toEqual([
      'm-1',
      'm-2',
      'm-3',
    ]);
    expect(ses).not.toHaveReceivedCommand(SendEmailCommand);
    expect(logs.entries().map((entry) => entry.outcome)).toEqual([
      'unreadable',
      'unreadable',
      'unreadable',
    ]);
  });

  it('the same message twice in one batch → one mail, neither copy reported', async () => {
    const body = JSON.stringify(queuedMail('ventas'));
    const result = await handler(batch(record('m-1', body), record('m-1', body)));
    expect(result).toEqual({ batchItemFailures: [] });
    expect(ses).toHaveReceivedCommandTimes(SendEmailCommand, 1);
    expect(logs.entries().map((entry) => entry.outcome)).toEqual(['sent', 'duplicate']);
  });

  it('the same message twice after a failure → one attempt, reported once', async () => {
    ses.on(SendEmailCommand).rejects(Object.assign(new Error('x'), { name: 'Throttling' }));
    const body = JSON.stringify(queuedMail('ventas'));
    const result = await handler(batch(record('m-1', body), record('m-1', body)));
    expect(result).toEqual({ batchItemFailures: [{ itemIdentifier: 'm-1' }] });
    expect(ses).toHaveReceivedCommandTimes(SendEmailCommand, 1);
  });
});

describe('within the function’s time', () => {
  it('the SDK’s retries, at their longest, fit inside the deadline on the send', () => {
    expect(retryBudgetMs(SES_BUDGET)).toBeLessThanOrEqual(SES_BUDGET.deadlineMs);
    // 3 attempts × (1 s to connect + 2.5 s idle) + back-off of at most 1 s and 2 s.
    expect(retryBudgetMs(SES_BUDGET)).toBe(13_500);
  });

  it('SES never answering → the send is abandoned at the deadline, and the message reported', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    ses.on(SendEmailCommand).callsFake(() => new Promise(() => undefined));
    const pending = handler(batch(record('m-1', JSON.stringify(queuedMail('ventas')))));
    await vi.advanceTimersByTimeAsync(SES_BUDGET.deadlineMs);
    expect(await pending).toEqual({ batchItemFailures: [{ itemIdentifier: 'm-1' }] });
    expect(logs.entries()[0]).toMatchObject({
      outcome: 'ses_error',
      sesError: { name: 'DeadlineExceeded' },
    });
  });

  it('sends no mail whose deadline would outlast the function: it is left for the next delivery', async () => {
    const body = JSON.stringify(queuedMail('ventas'));
    const enough = SES_BUDGET.deadlineMs + REPORT_MARGIN_MS;
    const result = await handler(batch(record('m-1', body)), withTimeLeft(enough - 1));
    expect(result).toEqual({ batchItemFailures: [{ itemIdentifier: 'm-1' }] });
    expect(ses).not.toHaveReceivedCommand(SendEmailCommand);
    expect(logs.entries()[0]).toMatchObject({ level: 'WARN', outcome: 'deferred' });

    await handler(batch(record('m-1', body)), withTimeLeft(enough));
    expect(ses).toHaveReceivedCommandTimes(SendEmailCommand, 1);
  });
});

describe('the pace and the configuration set (decision 096)', () => {
  it('sends every mail through the configuration set the stack names', async () => {
    vi.stubEnv('MAIL_CONFIGURATION_SET', 'AyniCloudWebsite-entrega');
    await handler(batch(record('m-1', JSON.stringify(queuedMail('ventas')))));
    expect(sent()).toEqual([
      { ...queuedMail('ventas').mail, ConfigurationSetName: 'AyniCloudWebsite-entrega' },
    ]);
  });

  it('leaves one interval between two sends, across batches, and sends them all', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.stubEnv('MAIL_SEND_INTERVAL_MS', '4000');
    const startedAt: number[] = [];
    ses.on(SendEmailCommand).callsFake(() => {
      startedAt.push(Date.now());
      return Promise.resolve({ MessageId: `ses-${startedAt.length}`, $metadata: {} });
    });
    const first = handler(
      batch(...['a', 'b', 'c'].map((to) => record(`m-${to}`, JSON.stringify(queuedMail(to))))),
    );
    await vi.runAllTimersAsync();
    expect(await first).toEqual({ batchItemFailures: [] });
    const second = handler(batch(record('m-d', JSON.stringify(queuedMail('d')))));
    await vi.runAllTimersAsync();
    expect(await second).toEqual({ batchItemFailures: [] });

    expect(startedAt).toHaveLength(4);
    const gaps = startedAt.slice(1).map((at, i) => at - startedAt[i]!);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(4_000);
  });

  it('a turn that would not leave time for the send waits for the next delivery, unsent', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.stubEnv('MAIL_SEND_INTERVAL_MS', '4000');
    // A sender idle for a minute: its first mail's turn has come.
    vi.setSystemTime(Date.now() + 60_000);
    const enough = SES_BUDGET.deadlineMs + REPORT_MARGIN_MS;
    const pending = handler(
      batch(
        record('m-1', JSON.stringify(queuedMail('uno'))),
        record('m-2', JSON.stringify(queuedMail('dos'))),
      ),
      // Time for one send, not for a 4 s turn and another.
      withTimeLeft(enough + 1_000),
    );
    await vi.runAllTimersAsync();
    expect(await pending).toEqual({ batchItemFailures: [{ itemIdentifier: 'm-2' }] });
    expect(ses).toHaveReceivedCommandTimes(SendEmailCommand, 1);
  });
});
