/**
 * Property: what the API accepts, it can send (issue 28). For every payload the contract
 * accepts — names and messages of emoji, accents, flags, right-to-left words, fillers beside
 * letters, markup, line separators, up to every limit — each endpoint answers 200, the body it
 * puts on the mail queue is one SQS takes (its characters and its size), and the mail in it is
 * one SES takes: the real SDK serialises its SendEmail request (the SES v1 call the sender
 * makes) without throwing, the subject is one well-formed line that fits a header line as an
 * encoded word, the recipients and the size are within SES's quotas.
 */
import { vi } from 'vitest';

vi.hoisted(() => {
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
});

import { SESClient, SendEmailCommand, type SendEmailCommandInput } from '@aws-sdk/client-ses';
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import type { HttpRequest } from '@smithy/types';
import fc from 'fast-check';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type ContactPayload,
  checkPayload,
  isWellFormedText,
  limits,
} from '../contract/contact-api';
import { handler as contactHandler } from './contact';
import { SES_LIMITS, SUBJECT_MAX_LENGTH } from './lib/mail';
import { isSqsMessageBody, readQueuedMail } from './lib/mail-queue';
import { handler as applicationHandler } from './application';
import { mockMailQueue, postJson, stubTestEnv } from './test-support';

const queue = mockMailQueue('msg');

beforeAll(() => stubTestEnv());
beforeEach(() => queue.reset());
afterAll(() => vi.unstubAllEnvs());

/**
 * SES's own client, serialising for real: its request handler keeps the encoded request and
 * answers as SES does, so whatever the SDK cannot encode (a surrogate outside a pair made the
 * query encoder throw on every try) fails here, before any network.
 */
const sentRequests: string[] = [];
const ses = new SESClient({
  region: 'us-east-1',
  credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
  maxAttempts: 1,
  requestHandler: {
    handle: async (request: HttpRequest) => {
      sentRequests.push(String(request.body));
      const xml =
        '<SendEmailResponse xmlns="http://ses.amazonaws.com/doc/2010-12-01/"><SendEmailResult>' +
        '<MessageId>m-1</MessageId></SendEmailResult><ResponseMetadata><RequestId>r-1</RequestId>' +
        '</ResponseMetadata></SendEmailResponse>';
      return {
        response: {
          statusCode: 200,
          headers: { 'content-type': 'text/xml' },
          body: Readable.from([Buffer.from(xml)]),
        },
      };
    },
  },
});

const codePoints = (text: string) => [...text];

/** Pieces a visitor writes or pastes: every kind of character the contract takes. */
const piece = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 6 }) },
  fc.constantFrom(
    '😀',
    '👨\u200D👩\u200D👧',
    '👍🏽',
    '🇵🇪',
    '❤️',
    'e\u0301',
    'Ñañez',
    'José',
    '𝒜',
    '\u2067שלום\u2069',
    'ㅎ\u3164',
    '\u2800a',
    '<script>',
    '&amp;',
    '"\'',
    ' ',
    '\u00A0',
  ),
);
/** Mensaje's own: its line breaks, U+2028 and U+2029 among them, and tabs. */
const messagePiece = fc.oneof(piece, fc.constantFrom('\n', '\r\n', '\u2028', '\u2029', '\t'));

const textOf = (part: fc.Arbitrary<string>, maxLength: number) =>
  fc
    .array(part, { minLength: 1, maxLength: 40 })
    .map((parts) => codePoints(parts.join('')).slice(0, maxLength).join(''));

/** Texts at their limits: as long as the contract takes, in the widest characters. */
const atLimit = (maxLength: number, units: readonly string[]) =>
  fc.constantFrom(...units).map((unit) => unit.repeat(maxLength));

const nombres = fc.oneof(
  textOf(piece, limits.nombresMaxLength),
  atLimit(limits.nombresMaxLength, ['😀', 'ñ', '&', 'a']),
  fc.constant('😀'.repeat(76)),
);
const mensaje = fc.oneof(
  textOf(messagePiece, limits.mensajeMaxLength),
  // The longest text the contract takes, in characters that grow the most in the mail.
  atLimit(limits.mensajeMaxLength, ['&', '<', '"', "'", 'ñ', '\u2028']).map((text) => `a${text}`),
  atLimit(3_000, ['😀']),
);

/** Payloads the contract accepts, and whose JSON fits the body limit: what gets a 200. */
const accepted = fc
  .record({
    Nombres: nombres,
    Telefono: fc.integer({ min: 10_000_000, max: 999_999_999_999_999 }),
    Email: fc.oneof(fc.emailAddress(), fc.constant(`${'a'.repeat(64)}@${'b'.repeat(60)}.pe`)),
    Mensaje: mensaje,
  })
  .map((payload) => ({ ...payload, Mensaje: codePoints(payload.Mensaje).slice(0, 5000).join('') }))
  .filter(
    (payload): payload is ContactPayload =>
      checkPayload(payload).ok && Buffer.byteLength(JSON.stringify(payload)) <= limits.bodyMaxBytes,
  );

/** The subject as SES writes it in the header: one RFC 2047 encoded word, base64. */
const encodedSubjectLine = (subject: string) =>
  `Subject: =?UTF-8?B?${Buffer.from(subject).toString('base64')}?=`;

function expectWithinSesLimits(mail: SendEmailCommandInput) {
  const subject = mail.Message?.Subject?.Data ?? '';
  const text = mail.Message?.Body?.Text?.Data ?? '';
  const html = mail.Message?.Body?.Html?.Data ?? '';
  for (const part of [subject, text, html]) expect(isWellFormedText(part)).toBe(true);
  expect(subject).not.toMatch(/[\p{Cc}\p{Cf}\u2028\u2029]/u);
  expect(encodedSubjectLine(subject).length).toBeLessThanOrEqual(SES_LIMITS.headerLineLength);
  const visitorPart = subject.slice(subject.indexOf(' — ') + 3);
  expect(codePoints(visitorPart).length).toBeLessThanOrEqual(SUBJECT_MAX_LENGTH);
  // A body's line breaks are LF: U+2028 and U+2029 became them, nothing was deleted.
  for (const body of [text, html]) expect(body).not.toMatch(/[\u2028\u2029\r]/);
  const recipients = [
    ...(mail.Destination?.ToAddresses ?? []),
    ...(mail.Destination?.CcAddresses ?? []),
    ...(mail.Destination?.BccAddresses ?? []),
  ];
  expect(recipients.length).toBeLessThanOrEqual(SES_LIMITS.recipients);
  // The message as SES builds it, base64 encoded, with room for its headers.
  const bytes = [subject, text, html].reduce((sum, part) => sum + Buffer.byteLength(part), 0);
  expect(Math.ceil(bytes / 3) * 4 + 4_096).toBeLessThan(SES_LIMITS.messageBytes);
}

describe.each([
  ['contact', contactHandler],
  ['application', applicationHandler],
] as const)('%s: every payload the contract accepts can be queued and sent', (_name, handler) => {
  it('answers 200, queues a body SQS takes, and a mail SES takes', async () => {
    await fc.assert(
      fc.asyncProperty(accepted, async (payload) => {
        queue.reset();
        const result = await handler(postJson(payload));
        expect(result.statusCode).toBe(200);
        const calls = queue.sqs.commandCalls(SendMessageCommand);
        expect(calls).toHaveLength(1);
        const body = calls[0]!.args[0].input.MessageBody ?? '';
        expect(isSqsMessageBody(body)).toBe(true);
        const queued = readQueuedMail(body);
        expect(queued).toBeDefined();
        expectWithinSesLimits(queued!.mail);
        sentRequests.length = 0;
        const sent = await ses.send(new SendEmailCommand(queued!.mail));
        expect(sent.MessageId).toBe('m-1');
        expect(sentRequests).toHaveLength(1);
        expect(sentRequests[0]).toContain('Action=SendEmail');
      }),
      { numRuns: 300 },
    );
  });
});

describe('the cases of issue 28', () => {
  it('a name of 76 emoji is queued whole, and its subject is encoded', async () => {
    const name = '😀'.repeat(76);
    const result = await contactHandler(
      postJson({ Nombres: name, Telefono: 987654321, Email: 'ana@example.pe', Mensaje: 'Hola' }),
    );
    expect(result.statusCode).toBe(200);
    const [mail] = queue.mails();
    expect(mail?.Message?.Subject?.Data).toBe(`Nuevo mensaje de contacto — ${name}`);
    await expect(ses.send(new SendEmailCommand(mail!))).resolves.toMatchObject({
      MessageId: 'm-1',
    });
  });

  it('a message with U+2028 and U+2029 keeps them as line breaks', async () => {
    await contactHandler(
      postJson({
        Nombres: 'Ana',
        Telefono: 987654321,
        Email: 'ana@example.pe',
        Mensaje: 'Primera línea\u2028segunda línea\u2029otro párrafo',
      }),
    );
    const [mail] = queue.mails();
    expect(mail?.Message?.Body?.Text?.Data).toContain('Primera línea\nsegunda línea\notro párrafo');
    expect(mail?.Message?.Body?.Html?.Data).toContain('Primera línea\nsegunda línea\notro párrafo');
  });
});
