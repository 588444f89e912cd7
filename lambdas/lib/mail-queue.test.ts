import { describe, expect, it } from 'vitest';
import { validContact } from '../test-support';
import { composeEmail } from './mail';
import {
  QUEUED_MAIL_VERSION,
  type QueuedMail,
  isSqsMessageBody,
  queueBody,
  readQueuedMail,
} from './mail-queue';

const message: QueuedMail = {
  version: QUEUED_MAIL_VERSION,
  endpoint: 'application',
  requestId: 'req-0001',
  mail: composeEmail(
    validContact,
    { subjectPrefix: 'Nueva postulación', heading: 'Nueva postulación', includePhone: false },
    { from: 'Ayni Cloud <no-reply@aynicloud.pe>', to: ['talento@aynicloud.pe'] },
  ),
};

describe('readQueuedMail', () => {
  it('reads back exactly what a handler queued', () => {
    expect(readQueuedMail(JSON.stringify(message))).toEqual(message);
    // JSON leaves an undefined request id out.
    expect(readQueuedMail(JSON.stringify({ ...message, requestId: undefined }))).toEqual({
      ...message,
      requestId: undefined,
    });
  });

  it.each([
    ['not JSON', '{"version":'],
    ['not an object', '[]'],
    ['another version', JSON.stringify({ ...message, version: 2 })],
    ['no form', JSON.stringify({ ...message, endpoint: undefined })],
    ['no From', JSON.stringify({ ...message, mail: { ...message.mail, Source: 1 } })],
    [
      'no recipient',
      JSON.stringify({ ...message, mail: { ...message.mail, Destination: { ToAddresses: [] } } }),
    ],
    [
      'no subject',
      JSON.stringify({ ...message, mail: { ...message.mail, Message: { Body: {} } } }),
    ],
  ])('refuses a body with %s', (_name, body) => {
    expect(readQueuedMail(body)).toBeUndefined();
  });
});

describe('queueBody', () => {
  it('writes what SQS refuses as JSON escapes: the same value, a body SQS takes', () => {
    const odd: QueuedMail = { ...message, requestId: 'a\uFFFE\uFFFF\u0000\uD800b' };
    expect(isSqsMessageBody(JSON.stringify(odd))).toBe(false);
    const body = queueBody(odd);
    expect(body).toContain('a\\ufffe\\uffff\\u0000\\ud800b');
    expect(isSqsMessageBody(body)).toBe(true);
    expect(JSON.parse(body)).toEqual(odd);
  });

  it('leaves a body of allowed characters as JSON.stringify writes it', () => {
    expect(queueBody(message)).toBe(JSON.stringify(message));
  });
});
