/**
 * Shared by the Lambda tests: API Gateway proxy events, a valid payload, the
 * environment the functions are deployed with, the mail queue mocked, and a capture
 * of the log lines. Not imported by the handlers, so never bundled.
 */
import type { SendEmailCommandInput } from '@aws-sdk/client-ses';
import { SQSClient, SendMessageCommand } from '@aws-sdk/client-sqs';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { createRequire } from 'node:module';
import { vi } from 'vitest';
import { type ContactPayload, FORM_MEDIA_TYPE, apiPaths } from '../contract/contact-api';
import type { QueuedMail } from './lib/mail-queue';

export const validContact: ContactPayload = {
  Nombres: 'María Fernanda Quispe Huamán',
  Telefono: 987654321,
  Email: 'maria.quispe@example.pe',
  Mensaje: 'Hola, queremos migrar nuestro ERP a AWS.\n¿Podemos conversar el jueves?',
};

export const testEnv = {
  MAIL_FROM: 'Ayni Cloud <no-reply@aynicloud.pe>',
  CONTACT_TO: 'info@aynicloud.pe',
  APPLICATION_TO: 'talento@aynicloud.pe, rrhh@aynicloud.pe',
  ALLOWED_ORIGINS: 'https://www.aynicloud.pe,https://aynicloud.pe',
  SITE_ORIGINS: 'https://www.aynicloud.pe',
  MAIL_QUEUE_URL: 'https://sqs.us-east-1.amazonaws.com/123456789012/correo',
  AWS_REGION: 'us-east-1',
} as const;

export function stubTestEnv(): void {
  for (const [name, value] of Object.entries(testEnv)) vi.stubEnv(name, value);
  vi.stubEnv('SES_ENDPOINT', undefined);
  vi.stubEnv('SQS_ENDPOINT', undefined);
}

/**
 * The mail queue, mocked: `reset()` before each test (the queue takes every message, as
 * `messageId`), `queued()` what the handlers put on it, `mails()` the mails in it — what the
 * sender will send.
 */
export function mockMailQueue(messageId = 'msg-0001') {
  const sqs = mockClient(SQSClient);
  const queued = () =>
    sqs
      .commandCalls(SendMessageCommand)
      .map((call) => JSON.parse(call.args[0].input.MessageBody ?? '') as QueuedMail);
  return {
    sqs,
    reset: () => {
      sqs.reset();
      sqs.on(SendMessageCommand).resolves({ MessageId: messageId, $metadata: {} });
    },
    queued,
    mails: (): SendEmailCommandInput[] => queued().map((message) => message.mail),
  };
}

export function proxyEvent(
  overrides: Partial<APIGatewayProxyEvent> & { body?: string | null } = {},
): APIGatewayProxyEvent {
  return {
    resource: apiPaths.contact,
    path: apiPaths.contact,
    httpMethod: 'POST',
    headers: { 'Content-Type': 'application/json' },
    multiValueHeaders: {},
    queryStringParameters: null,
    multiValueQueryStringParameters: null,
    pathParameters: null,
    stageVariables: null,
    body: JSON.stringify(validContact),
    isBase64Encoded: false,
    requestContext: {
      requestId: 'req-0001',
      stage: 'production',
      httpMethod: 'POST',
    } as APIGatewayProxyEvent['requestContext'],
    ...overrides,
  };
}

/** A POST with this JSON value as its body. */
export function postJson(value: unknown, headers: Record<string, string> = {}) {
  return proxyEvent({
    body: JSON.stringify(value),
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** validContact as the native contact form's fields: every value is text. */
export const contactFields: Record<string, string> = Object.fromEntries(
  Object.entries(validContact).map(([name, value]) => [name, String(value)]),
);

/** The headers a browser sends with a form posted from the site's own contact page. */
export const nativePostHeaders = {
  'Content-Type': FORM_MEDIA_TYPE,
  Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  Origin: 'https://www.aynicloud.pe',
  Referer: 'https://www.aynicloud.pe/contacto/formulario',
  'Sec-Fetch-Site': 'same-origin',
  'Sec-Fetch-Mode': 'navigate',
} as const;

/**
 * A native form post of these fields (URL-encoded, as a browser encodes them) from the site's
 * contact page; `headers` replace or add to the browser's (undefined removes one).
 */
export function postForm(
  fields: Record<string, string> | string,
  headers: Record<string, string | undefined> = {},
  overrides: Partial<APIGatewayProxyEvent> = {},
) {
  const wanted: Record<string, string | undefined> = { ...nativePostHeaders, ...headers };
  const merged = Object.entries(wanted).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  return proxyEvent({
    body: typeof fields === 'string' ? fields : new URLSearchParams(fields).toString(),
    headers: Object.fromEntries(merged),
    ...overrides,
  });
}

/** The parsed envelope, asserting the HTTP status equals its statusCode. */
export function envelopeOf(result: { statusCode: number; body: string }) {
  const envelope = JSON.parse(result.body) as { statusCode: number; message: string };
  if (envelope.statusCode !== result.statusCode) {
    throw new Error(`envelope ${envelope.statusCode} differs from HTTP ${result.statusCode}`);
  }
  return envelope;
}

/**
 * Everything the Powertools logger prints (POWERTOOLS_DEV=true routes it through
 * the global console, set before the logger module loads).
 */
export function captureLogs() {
  const lines: string[] = [];
  const record = (...args: unknown[]) => {
    lines.push(args.map(String).join(' '));
  };
  const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) =>
    vi.spyOn(console, method).mockImplementation(record),
  );
  return {
    lines,
    /** The log lines as objects. */
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    restore: () => spies.forEach((spy) => spy.mockRestore()),
  };
}

// jsdom ships no types: the one constructor used here, typed by hand.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { readonly window: { readonly document: Document } };
};

/** A mail's HTML body as a document, to assert its structure rather than copy its markup. */
export function htmlBody(input: SendEmailCommandInput | undefined): Document {
  return new JSDOM(input?.Message?.Body?.Html?.Data ?? '').window.document;
}

/** Each row of the mail's fields table, as a reader sees it: [label, value]. */
export function tableRows(document: Document): [string, string][] {
  return [...document.querySelectorAll('table tr')].map((row) => [
    row.querySelector('th')?.textContent ?? '',
    row.querySelector('td')?.textContent ?? '',
  ]);
}
