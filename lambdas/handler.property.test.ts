/**
 * Property: whatever arrives — any body, any headers, base64 or not — the
 * handlers never throw, always answer a well-formed envelope whose statusCode is
 * the HTTP status, and send mail only for a payload the contract accepts, and
 * then only to the configured recipients with a single-line subject.
 */
import { vi } from 'vitest';

vi.hoisted(() => {
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
});

import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUtf8 } from 'node:buffer';
import { HONEYPOT_FIELD, apiMessages, checkPayload, limits } from '../contract/contact-api';
import { handler as contactHandler } from './formulario';
import { handler as applicationHandler } from './oportunidades';
import { proxyEvent, stubTestEnv, testEnv } from './test-support';

const ses = mockClient(SESClient);

beforeAll(() => {
  stubTestEnv();
  ses.on(SendEmailCommand).resolves({ MessageId: 'msg', $metadata: {} });
});
afterAll(() => {
  vi.unstubAllEnvs();
});

/** Format characters (bidi controls, zero-width, soft hyphen, a tag) and lone surrogates. */
const trickyChar = fc.constantFrom(
  '\u202E',
  '\u200B',
  '\u2066',
  '\u2069',
  '\u200F',
  '\uFEFF',
  '\u00AD',
  '\u{E0041}',
  '\uD800',
  '\uDFFF',
);
/** Ordinary text with tricky characters slipped in. */
const trickyText = fc
  .array(fc.oneof(fc.string({ minLength: 1, maxLength: 6 }), trickyChar), {
    minLength: 1,
    maxLength: 6,
  })
  .map((parts) => parts.join(''));
const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  trickyText,
  fc.constantFrom(
    'Ana\r\nBcc: x@y.pe',
    '<script>alert(1)</script>',
    '  ',
    '',
    'José Ñañez',
    'Ana \u202Egnp.exe\u200B',
  ),
);
const validText = (maxLength: number) =>
  fc.string({ unit: 'grapheme', minLength: 1, maxLength }).filter((value) => /\S/.test(value));
const validPayload = fc.record({
  Nombres: validText(60),
  Telefono: fc.integer({ min: 10_000_000, max: 999_999_999_999_999 }),
  Email: fc.oneof(
    fc.emailAddress({ size: 'small' }),
    fc.constantFrom('ana@example.pe', 'luis.mamani+web@empresa.com.pe'),
  ),
  Mensaje: validText(300),
});
/** A valid payload with one thing changed: a field broken, a key added, the honeypot filled. */
const nearlyValid = fc
  .tuple(
    validPayload,
    fc.constantFrom('Nombres', 'Telefono', 'Email', 'Mensaje', HONEYPOT_FIELD, 'Cc'),
    fc.oneof(text, fc.anything()),
  )
  .map(([payload, key, value]) => ({ ...payload, [key]: value }));
const anyRecord = fc.record(
  {
    Nombres: fc.oneof(text, fc.anything()),
    Telefono: fc.oneof(fc.double(), fc.anything()),
    Email: fc.oneof(fc.emailAddress(), text),
    Mensaje: text,
    [HONEYPOT_FIELD]: fc.oneof(fc.constant(''), text),
  },
  { requiredKeys: [] },
);
const payloadLike = fc.oneof(
  { weight: 3, arbitrary: validPayload },
  { weight: 3, arbitrary: nearlyValid },
  { weight: 1, arbitrary: anyRecord },
);
const jsonValue = fc.oneof(fc.jsonValue(), fc.anything());
const body = fc.oneof(
  { weight: 6, arbitrary: payloadLike.map((value) => JSON.stringify(value)) },
  jsonValue.map((value) => JSON.stringify(value) ?? 'undefined'),
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constant('x'.repeat(limits.bodyMaxBytes + 1)),
);
const contentType = fc.oneof(
  { weight: 4, arbitrary: fc.constant('application/json') },
  fc.constantFrom(
    'application/json',
    'application/json; charset=utf-8',
    'APPLICATION/JSON',
    'text/plain',
    'application/x-www-form-urlencoded',
  ),
  fc.string(),
);
const headers = fc
  .tuple(
    fc.constantFrom('Content-Type', 'content-type', 'CONTENT-TYPE'),
    fc.option(contentType, { nil: undefined, freq: 10 }),
    fc.dictionary(fc.string({ maxLength: 12 }), fc.string({ maxLength: 40 }), { maxKeys: 4 }),
    fc.option(fc.constantFrom('https://www.aynicloud.pe', 'https://evil.example'), {
      nil: undefined,
    }),
  )
  .map(([name, type, others, origin]) => ({
    ...others,
    ...(type === undefined ? {} : { [name]: type }),
    ...(origin === undefined ? {} : { Origin: origin }),
  }));
const event = fc
  .record({
    httpMethod: fc.oneof(
      { weight: 8, arbitrary: fc.constant('POST') },
      fc.constantFrom('GET', 'PUT', 'post', 'DELETE', 'OPTIONS'),
    ),
    headers,
    body: fc.option(body, { nil: null, freq: 10 }),
    isBase64Encoded: fc.boolean(),
  })
  .map(({ body: raw, isBase64Encoded, ...rest }) =>
    proxyEvent({
      ...rest,
      isBase64Encoded,
      body: isBase64Encoded && raw !== null ? Buffer.from(raw).toString('base64') : raw,
    }),
  );

/** The payload the handler saw, decoded as it decodes it, or undefined. */
function decodedPayload(e: APIGatewayProxyEvent): unknown {
  if (e.body === null) return undefined;
  const raw = e.isBase64Encoded ? Buffer.from(e.body, 'base64').toString('utf8') : e.body;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

const knownStatuses = new Set([200, 204, 400, 405, 413, 415]);

const isWellFormed = (value: string) =>
  (value as string & { isWellFormed(): boolean }).isWellFormed();
const configuredTo = {
  formulario: [testEnv.CONTACT_TO],
  oportunidades: testEnv.JOBS_TO.split(',').map((address) => address.trim()),
};

describe.each([
  ['formulario', contactHandler],
  ['oportunidades', applicationHandler],
] as const)('%s under 10 000 arbitrary requests', (name, handler) => {
  it('never throws, always answers the envelope, mails only valid payloads', async () => {
    let mailed = 0;
    let honeypots = 0;
    await fc.assert(
      fc.asyncProperty(event, async (e) => {
        ses.resetHistory();
        const result = await handler(e);
        expect(knownStatuses.has(result.statusCode)).toBe(true);
        if (result.statusCode === 204) {
          // Only a CORS preflight answers without an envelope.
          expect(e.httpMethod).toBe('OPTIONS');
          expect(result.body).toBe('');
          return;
        }
        const envelope = JSON.parse(result.body) as Record<string, unknown>;
        expect(Object.keys(envelope).sort()).toEqual(['message', 'statusCode']);
        expect(envelope.statusCode).toBe(result.statusCode);
        expect(typeof envelope.message).toBe('string');
        expect(envelope.message).not.toBe('');

        const calls = ses.commandCalls(SendEmailCommand);
        if (calls.length === 0) {
          const seen = decodedPayload(e) as Record<string, unknown> | undefined;
          if (result.statusCode === 200 && seen) honeypots += 1;
          return;
        }
        mailed += 1;
        expect(calls).toHaveLength(1);
        expect(result.statusCode).toBe(200);
        const payload = decodedPayload(e) as Record<string, unknown>;
        expect(checkPayload(payload).ok).toBe(true);
        const trap = payload[HONEYPOT_FIELD];
        expect(trap === undefined || (typeof trap === 'string' && trap.trim() === '')).toBe(true);
        const input = calls[0]!.args[0].input;
        expect(input.Source).toBe(testEnv.MAIL_FROM);
        expect(input.Destination).toEqual({ ToAddresses: configuredTo[name] });
        expect(input.ReplyToAddresses).toEqual([payload.Email]);
        expect(input.Message?.Subject?.Data).not.toMatch(/[\p{Cc}\p{Cf}\u2028\u2029]/u);
        // Nothing ill-formed is handed to the mail service; no invisible character in the name.
        for (const field of ['Nombres', 'Email', 'Mensaje'] as const) {
          expect(isWellFormed(payload[field] as string)).toBe(true);
        }
        expect(payload.Nombres).not.toMatch(/\p{Cf}/u);
      }),
      { numRuns: 10_000 },
    );
    // The generators must reach the mail path often enough to mean something.
    expect(mailed).toBeGreaterThan(500);
    expect(honeypots).toBeGreaterThan(50);
  }, 120_000);
});

describe.each([
  ['formulario', contactHandler],
  ['oportunidades', applicationHandler],
] as const)('%s: bodies that are not UTF-8', (_name, handler) => {
  /** A valid payload's bytes with a few bytes changed: most of them no longer UTF-8. */
  const damagedPayload = fc
    .tuple(
      validPayload,
      fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0x80, max: 0xff })), {
        minLength: 1,
        maxLength: 3,
      }),
    )
    .map(([payload, changes]) => {
      const bytes = Buffer.from(JSON.stringify(payload));
      for (const [at, byte] of changes) bytes[at % bytes.length] = byte;
      return bytes;
    });
  const bytes = fc.oneof(
    damagedPayload,
    fc.uint8Array({ maxLength: 60 }).map((array) => Buffer.from(array)),
  );

  it('refuses base64 bodies that are not UTF-8 with 400 and says so, and mails nothing', async () => {
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(bytes, async (body) => {
        ses.resetHistory();
        const result = await handler(
          proxyEvent({ body: body.toString('base64'), isBase64Encoded: true }),
        );
        if (isUtf8(body)) {
          expect(JSON.parse(result.body).message).not.toBe(apiMessages.invalidEncoding);
          return;
        }
        refused += 1;
        expect(JSON.parse(result.body)).toEqual({
          statusCode: 400,
          message: apiMessages.invalidEncoding,
        });
        expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
      }),
      { numRuns: 2_000 },
    );
    expect(refused).toBeGreaterThan(500);
  });

  it('refuses a text body with a raw lone surrogate (no UTF-8 decodes to one) the same way', async () => {
    /** A lone surrogate: JSON.stringify's output is well-formed, so one more makes the body not. */
    const loneSurrogate = fc.constantFrom('\uD800', '\uDFFF');
    await fc.assert(
      fc.asyncProperty(validPayload, loneSurrogate, fc.nat(), async (payload, char, at) => {
        const json = JSON.stringify(payload);
        const cut = 1 + (at % (json.length - 1));
        const body = `${json.slice(0, cut)}${char}${json.slice(cut)}`;
        expect(isWellFormed(body)).toBe(false);
        ses.resetHistory();
        const result = await handler(proxyEvent({ body }));
        expect(JSON.parse(result.body)).toEqual({
          statusCode: 400,
          message: apiMessages.invalidEncoding,
        });
        expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
      }),
      { numRuns: 1_000 },
    );
  });
});
