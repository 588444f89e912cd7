/**
 * Property: whatever arrives — any body, JSON or a form's fields, any headers, base64
 * or not — the handlers never throw, always answer a well-formed envelope whose
 * statusCode is the HTTP status (or, to a browser's own form post, a 303 to a path of
 * the site), and send mail only for a payload the contract accepts, and then only to
 * the configured recipients with a single-line subject. And a payload sent as a form
 * gets the verdict, and the mail, it gets as JSON.
 */
import { vi } from 'vitest';

vi.hoisted(() => {
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
});

import { SendMessageCommand } from '@aws-sdk/client-sqs';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUtf8 } from 'node:buffer';
import {
  type ApiEndpoint,
  FORM_MEDIA_TYPE,
  HONEYPOT_FIELD,
  apiMessages,
  checkPayload,
  limits,
} from '../contract/contact-api';
import {
  formFieldNames,
  nativeResultLocation,
  payloadFromForm,
  resultFragments,
} from '../contract/form-post';
import { handler as contactHandler } from './contact';
import { formMediaTypeOf } from './lib/http';
import { handler as applicationHandler } from './application';
import {
  nativePostHeaders,
  postForm,
  postJson,
  proxyEvent,
  mockMailQueue,
  stubTestEnv,
  testEnv,
} from './test-support';

const queue = mockMailQueue('msg');
const { sqs } = queue;

beforeAll(() => {
  stubTestEnv();
  queue.reset();
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
const validEmail = fc.oneof(
  fc.emailAddress({ size: 'small' }),
  fc.constantFrom('ana@example.pe', 'luis.mamani+web@empresa.com.pe'),
);
const validPayload = fc.record({
  Nombres: validText(60),
  Telefono: fc.integer({ min: 10_000_000, max: 999_999_999_999_999 }),
  Email: validEmail,
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
/** A form's value: any text, or what a person types into a field. */
const fieldValue = fc.oneof(
  text,
  fc.integer({ min: 0, max: 10 ** 16 }).map(String),
  fc.emailAddress({ size: 'small' }),
);
/** The fields of either native form (and a name neither has), each maybe missing. */
const formFields = fc.dictionary(
  fc.constantFrom(
    ...new Set([
      ...Object.values(formFieldNames.contact),
      ...Object.values(formFieldNames.application),
      'Cc',
    ]),
  ),
  fieldValue,
);
/** What a person fills in on either page. */
const validForm = fc.oneof(
  validPayload.map((payload) => ({ ...payload, Telefono: String(payload.Telefono) })),
  fc.record({ Email: validEmail, Nombres: validText(60), Descripcion: validText(300) }),
);
const body = fc.oneof(
  { weight: 9, arbitrary: payloadLike.map((value) => JSON.stringify(value)) },
  {
    weight: 4,
    arbitrary: fc
      .oneof(formFields, validForm)
      .map((fields) => new URLSearchParams(fields).toString()),
  },
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
    `${FORM_MEDIA_TYPE}; charset=iso-8859-1`,
  ),
  { weight: 2, arbitrary: fc.constantFrom(FORM_MEDIA_TYPE, `${FORM_MEDIA_TYPE}; charset=UTF-8`) },
  fc.string(),
);
const headers = fc
  .tuple(
    fc.constantFrom('Content-Type', 'content-type', 'CONTENT-TYPE'),
    fc.option(contentType, { nil: undefined, freq: 10 }),
    fc.dictionary(fc.string({ maxLength: 12 }), fc.string({ maxLength: 40 }), { maxKeys: 4 }),
    fc.option(fc.constantFrom('https://www.aynicloud.pe', 'https://evil.example', 'null'), {
      nil: undefined,
    }),
    fc.option(
      fc.oneof(
        { weight: 3, arbitrary: fc.constant('same-origin') },
        fc.constantFrom('same-site', 'cross-site', 'none'),
      ),
      { nil: undefined, freq: 2 },
    ),
    fc.option(fc.constantFrom('application/json', 'text/html,*/*;q=0.8', '*/*'), {
      nil: undefined,
    }),
  )
  .map(([name, type, others, origin, fetchSite, accept]) => ({
    ...others,
    ...(type === undefined ? {} : { [name]: type }),
    ...(origin === undefined ? {} : { Origin: origin }),
    ...(fetchSite === undefined ? {} : { 'Sec-Fetch-Site': fetchSite }),
    ...(accept === undefined ? {} : { Accept: accept }),
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

/** The payload the handler saw, decoded as it decodes it (JSON or a form's fields), or undefined. */
function decodedPayload(e: APIGatewayProxyEvent, endpoint: ApiEndpoint): unknown {
  if (e.body === null) return undefined;
  const raw = e.isBase64Encoded ? Buffer.from(e.body, 'base64').toString('utf8') : e.body;
  const type = formMediaTypeOf(e);
  if (type.ok && type.value === 'form') {
    const fields = new URLSearchParams(raw);
    return payloadFromForm(endpoint, (field) => fields.get(field));
  }
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

const knownStatuses = new Set([200, 204, 303, 400, 403, 405, 413, 415]);
/** What a native post's Location may be: a path of the site, at a panel. */
const SITE_PATH_AT_PANEL = /^\/(?!\/)[a-z0-9/-]*#[a-z-]+$/;

const isWellFormed = (value: string) =>
  (value as string & { isWellFormed(): boolean }).isWellFormed();
const configuredTo = {
  contact: [testEnv.CONTACT_TO],
  application: testEnv.APPLICATION_TO.split(',').map((address) => address.trim()),
};

const handlers = [
  ['contact', contactHandler, 'contact'],
  ['application', applicationHandler, 'application'],
] as const;

describe.each(handlers)('%s under 10 000 arbitrary requests', (name, handler, endpoint) => {
  it('never throws, always answers the envelope or a redirect, mails only valid payloads', async () => {
    let mailed = 0;
    let honeypots = 0;
    let redirected = 0;
    await fc.assert(
      fc.asyncProperty(event, async (e) => {
        sqs.resetHistory();
        const result = await handler(e);
        expect(knownStatuses.has(result.statusCode)).toBe(true);
        if (result.statusCode === 204) {
          // Only a CORS preflight answers without an envelope.
          expect(e.httpMethod).toBe('OPTIONS');
          expect(result.body).toBe('');
          return;
        }
        // Did the visitor's side hear "sent"? (A bot that filled the honeypot hears it too.)
        let answeredSent: boolean;
        if (result.statusCode === 303) {
          // Only a browser's own form post is answered with a path of the site, never a URL.
          redirected += 1;
          expect(formMediaTypeOf(e)).toEqual({ ok: true, value: 'form' });
          expect(result.body).toBe('');
          const location = String(result.headers?.Location);
          expect(location).toMatch(SITE_PATH_AT_PANEL);
          answeredSent = location.endsWith(`#${resultFragments[endpoint].sent}`);
        } else {
          const envelope = JSON.parse(result.body) as Record<string, unknown>;
          expect(Object.keys(envelope).sort()).toEqual(['message', 'statusCode']);
          expect(envelope.statusCode).toBe(result.statusCode);
          expect(typeof envelope.message).toBe('string');
          expect(envelope.message).not.toBe('');
          answeredSent = result.statusCode === 200;
        }

        const calls = queue.mails();
        if (calls.length === 0) {
          const seen = decodedPayload(e, endpoint) as Record<string, unknown> | undefined;
          if (answeredSent && seen) honeypots += 1;
          return;
        }
        mailed += 1;
        expect(calls).toHaveLength(1);
        expect(answeredSent).toBe(true);
        const payload = decodedPayload(e, endpoint) as Record<string, unknown>;
        expect(checkPayload(payload).ok).toBe(true);
        const trap = payload[HONEYPOT_FIELD];
        expect(trap === undefined || (typeof trap === 'string' && trap.trim() === '')).toBe(true);
        const input = calls[0]!;
        expect(input.Source).toBe(testEnv.MAIL_FROM);
        expect(input.Destination).toEqual({ ToAddresses: configuredTo[name] });
        expect(input.ReplyToAddresses).toEqual([payload.Email]);
        expect(input.Message?.Subject?.Data).not.toMatch(/[\p{Cc}\p{Cf}\u2028\u2029]/u);
        // Nothing ill-formed is handed to the mail service; the name is one line, nothing invisible.
        for (const field of ['Nombres', 'Email', 'Mensaje'] as const) {
          expect(isWellFormed(payload[field] as string)).toBe(true);
        }
        expect(payload.Nombres).not.toMatch(/[\p{Cc}\p{Cf}\u2028\u2029]/u);
      }),
      { numRuns: 10_000 },
    );
    // The generators must reach the mail path, and the redirect, often enough to mean something.
    expect(mailed).toBeGreaterThan(500);
    expect(honeypots).toBeGreaterThan(50);
    expect(redirected).toBeGreaterThan(500);
  }, 120_000);
});

/** What a request got: its status, body and Location, and the mail it sent. */
async function verdict(
  handler: typeof contactHandler,
  request: APIGatewayProxyEvent,
): Promise<{ status: number; body: string; location: unknown; mails: unknown[] }> {
  sqs.resetHistory();
  const result = await handler(request);
  return {
    status: result.statusCode,
    body: result.body,
    location: result.headers?.Location,
    mails: queue.mails(),
  };
}

describe('a payload sent as a form gets the verdict it gets as JSON', () => {
  /** Text a form carries unchanged: trimmed already, and no CR (a form's line breaks are LF). */
  const formText = text.filter((value) => value === value.trim() && !value.includes('\r'));
  const validFormText = (maxLength: number) =>
    validText(maxLength).filter((value) => value === value.trim() && !value.includes('\r'));
  /** A valid contact payload every value of which a form carries unchanged. */
  const validRepresentable = fc.record({
    Nombres: validFormText(60),
    Telefono: fc.integer({ min: 10_000_000, max: 999_999_999_999_999 }),
    Email: fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom('ana@example.pe', 'luis.mamani+web@empresa.com.pe') },
      fc.emailAddress({ size: 'small' }),
    ),
    Mensaje: validFormText(300),
  });
  /** Telefono as a form carries it unchanged: an integer as its digits, or text that is not digits. */
  const representablePhone = fc.oneof(
    fc.integer({ min: 0, max: 10 ** limits.telefonoMaxDigits - 1 }),
    formText.filter((value) => !/^[0-9]{1,15}$/.test(value)),
  );
  /** Such a payload, as is or with one field changed, left out, or the honeypot filled. */
  const representable = fc
    .tuple(
      validRepresentable,
      fc.constantFrom('Nombres', 'Telefono', 'Email', 'Mensaje', HONEYPOT_FIELD),
      fc.option(fc.tuple(formText, representablePhone), { nil: undefined }),
      fc.boolean(),
    )
    .map(([payload, field, values, changed]): Record<string, unknown> => {
      if (!changed) return payload;
      const others: Record<string, unknown> = { ...payload };
      delete others[field];
      if (values === undefined) return others;
      return { ...others, [field]: field === 'Telefono' ? values[1] : values[0] };
    });

  const urlEncoded = (payload: Record<string, unknown>) =>
    new URLSearchParams(
      Object.entries(payload).map(([name, value]) => [name, String(value)]),
    ).toString();

  it('contact: the same envelope and the same mail, URL-encoded (as text or base64) or JSON', async () => {
    let mailed = 0;
    await fc.assert(
      fc.asyncProperty(representable, fc.boolean(), async (payload, base64) => {
        const encoded = urlEncoded(payload);
        // Percent-escapes take more bytes than JSON: only bodies both encodings fit in.
        fc.pre(Buffer.byteLength(encoded) <= limits.bodyMaxBytes);
        const asJson = await verdict(contactHandler, postJson(payload));
        const asForm = await verdict(
          contactHandler,
          postForm(
            base64 ? Buffer.from(encoded).toString('base64') : encoded,
            { Accept: 'application/json' },
            { isBase64Encoded: base64 },
          ),
        );
        expect(JSON.parse(asForm.body)).toEqual(JSON.parse(asJson.body));
        expect(asForm.mails).toEqual(asJson.mails);
        if (asJson.mails.length > 0) mailed += 1;
      }),
      { numRuns: 2_000 },
    );
    expect(mailed).toBeGreaterThan(100);
  });

  it.each(handlers)(
    '%s: a browser’s own post lands on the panel its payload’s JSON verdict names',
    async (_name, handler, endpoint) => {
      const panels = { sent: 0, failed: 0 };
      await fc.assert(
        fc.asyncProperty(formFields, async (fields) => {
          const payload = payloadFromForm(endpoint, (field) => fields[field] ?? null);
          const asJson = await verdict(handler, postJson(payload));
          const native = await verdict(handler, postForm(new URLSearchParams(fields).toString()));
          const result = asJson.status === 200 ? 'sent' : 'failed';
          panels[result] += 1;
          expect(native.status).toBe(303);
          expect(native.location).toBe(
            nativeResultLocation(endpoint, result, nativePostHeaders.Referer),
          );
          expect(native.mails).toEqual(asJson.mails);
        }),
        { numRuns: 1_000 },
      );
      expect(panels.sent).toBeGreaterThan(50);
      expect(panels.failed).toBeGreaterThan(50);
    },
  );
});

describe.each([
  ['contact', contactHandler],
  ['application', applicationHandler],
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
        sqs.resetHistory();
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
        expect(sqs).not.toHaveReceivedCommand(SendMessageCommand);
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
        sqs.resetHistory();
        const result = await handler(proxyEvent({ body }));
        expect(JSON.parse(result.body)).toEqual({
          statusCode: 400,
          message: apiMessages.invalidEncoding,
        });
        expect(sqs).not.toHaveReceivedCommand(SendMessageCommand);
      }),
      { numRuns: 1_000 },
    );
  });
});
