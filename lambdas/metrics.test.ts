/**
 * The leads, counted (decision 099): what the real handlers write as Embedded Metric Format lines
 * for each verdict — the metric, its dimensions, the stack's namespace — and that no line carries
 * a word a visitor sent.
 */
import { vi } from 'vitest';

vi.hoisted(() => {
  // Powertools writes through the global console, which the tests read; its dev mode would
  // also turn the metrics off, unless they are turned on by name.
  process.env.POWERTOOLS_DEV = 'true';
  process.env.POWERTOOLS_METRICS_DISABLED = 'false';
  process.env.METRICS_NAMESPACE = 'AyniCloud/AyniCloudWebsite';
});

import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import type { SQSRecord } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD } from '../contract/contact-api';
import { handler as contact } from './contact';
import { METRICS_SERVICE, metricNames } from './lib/metric-names';
import { composeEmail } from './lib/mail';
import { QUEUED_MAIL_VERSION } from './lib/mail-queue';
import { handler as sender } from './sender';
import { captureLogs, mockMailQueue, postJson, stubTestEnv, validContact } from './test-support';

const queue = mockMailQueue('msg-0001');
const ses = mockClient(SESClient);
let logs: ReturnType<typeof captureLogs>;

beforeEach(() => {
  stubTestEnv();
  queue.reset();
  ses.reset();
  logs = captureLogs();
});
afterEach(() => {
  logs.restore();
  vi.unstubAllEnvs();
});

interface Counted {
  readonly namespace: string;
  readonly dimensions: Record<string, string>;
  readonly metrics: Record<string, number>;
}

/** The EMF lines logged, each as its namespace, dimensions and values. */
function counted(): Counted[] {
  return logs
    .entries()
    .filter((entry) => '_aws' in entry)
    .map((entry) => {
      const meta = (entry._aws as { CloudWatchMetrics: [Json] }).CloudWatchMetrics[0];
      const dimensionKeys = meta.Dimensions[0] as string[];
      return {
        namespace: meta.Namespace as string,
        dimensions: Object.fromEntries(dimensionKeys.map((key) => [key, String(entry[key])])),
        metrics: Object.fromEntries(
          (meta.Metrics as { Name: string }[]).map(({ Name }) => [Name, entry[Name] as number]),
        ),
      };
    });
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const byForm = { service: METRICS_SERVICE, Form: 'contact' };

describe('what the forms count', () => {
  it('a valid message: accepted and queued, by form, in the stack’s namespace', async () => {
    await contact(postJson(validContact));
    expect(counted()).toEqual([
      {
        namespace: 'AyniCloud/AyniCloudWebsite',
        dimensions: byForm,
        metrics: { [metricNames.accepted]: 1 },
      },
      {
        namespace: 'AyniCloud/AyniCloudWebsite',
        dimensions: byForm,
        metrics: { [metricNames.queued]: 1 },
      },
    ]);
  });

  it('a refused message: refused, by form and reason, and nothing a visitor typed', async () => {
    await contact(postJson({ ...validContact, Email: 'no-es-un-correo-de-Zoila' }));
    expect(counted()).toEqual([
      expect.objectContaining({
        dimensions: { ...byForm, Reason: 'invalid' },
        metrics: { [metricNames.refused]: 1 },
      }),
    ]);
    const emf = logs.lines.filter((line) => line.includes('_aws')).join('\n');
    expect(emf).not.toContain('Zoila');
    expect(emf).not.toContain(validContact.Nombres);
  });

  it('a filled honeypot: caught, never accepted', async () => {
    await contact(postJson({ ...validContact, [HONEYPOT_FIELD]: 'https://spam.example' }));
    expect(counted().map((line) => line.metrics)).toEqual([{ [metricNames.honeypot]: 1 }]);
  });

  it('the queue failing: accepted (the visitor was answered) but not queued', async () => {
    queue.sqs.rejects(Object.assign(new Error('down'), { name: 'ServiceUnavailable' }));
    await contact(postJson(validContact));
    expect(counted().map((line) => line.metrics)).toEqual([{ [metricNames.accepted]: 1 }]);
  });
});

describe('what the sender counts', () => {
  const queued = JSON.stringify({
    version: QUEUED_MAIL_VERSION,
    endpoint: 'application',
    requestId: 'req-1',
    mail: composeEmail(
      validContact,
      { subjectPrefix: 'Nueva postulación', heading: 'Nueva postulación', includePhone: true },
      { from: 'Ayni Cloud <no-reply@aynicloud.pe>', to: ['talento@aynicloud.pe'] },
    ),
  });
  const record = (sentAt: number): SQSRecord =>
    ({
      messageId: 'm-1',
      receiptHandle: 'h',
      body: queued,
      attributes: { ApproximateReceiveCount: '1', SentTimestamp: String(sentAt) },
    }) as unknown as SQSRecord;

  it('a mail SES takes: sent, and the time from the queue to SES in milliseconds', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'ses-1', $metadata: {} });
    const sentAt = Date.now() - 4_000;
    await sender({ Records: [record(sentAt)] });
    const [sent, time] = counted();
    expect(sent).toMatchObject({
      dimensions: { service: METRICS_SERVICE, Form: 'application' },
      metrics: { [metricNames.sent]: 1 },
    });
    expect(time!.metrics[metricNames.timeToInbox]).toBeGreaterThanOrEqual(4_000);
    expect(time!.metrics[metricNames.timeToInbox]).toBeLessThan(60_000);
  });

  it('a mail SES refuses: a failed send, by form', async () => {
    ses.on(SendEmailCommand).rejects(Object.assign(new Error('no'), { name: 'MessageRejected' }));
    await sender({ Records: [record(Date.now())] });
    expect(counted()).toEqual([
      expect.objectContaining({
        dimensions: { service: METRICS_SERVICE, Form: 'application' },
        metrics: { [metricNames.sendFailed]: 1 },
      }),
    ]);
  });
});
