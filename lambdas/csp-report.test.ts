import { vi } from 'vitest';

vi.hoisted(() => {
  process.env.POWERTOOLS_DEV = 'true';
});

import { afterEach, describe, expect, it } from 'vitest';
import { CSP_REPORT_MAX_BYTES, CSP_REPORT_PATH, apiMessages } from '../contract/contact-constants';
import { handler } from './csp-report';
import { captureLogs, proxyEvent } from './test-support';

const report = JSON.stringify({
  'csp-report': {
    'document-uri': 'https://www.aynicloud.pe/contacto/formulario?nombre=Ana%20Quispe',
    'violated-directive': 'script-src-elem',
    'blocked-uri': 'inline',
  },
});

const post = (body: string, contentType = 'application/csp-report', base64 = false) =>
  proxyEvent({
    path: CSP_REPORT_PATH,
    resource: CSP_REPORT_PATH,
    headers: { 'Content-Type': contentType },
    body: base64 ? Buffer.from(body).toString('base64') : body,
    isBase64Encoded: base64,
  });

let logs: ReturnType<typeof captureLogs> | undefined;
afterEach(() => logs?.restore());

describe('the CSP report endpoint', () => {
  it('answers a report with 204 and no body, in either media type browsers send', async () => {
    for (const type of ['application/csp-report', 'application/reports+json; charset=utf-8']) {
      const result = await handler(post(report, type));
      expect(result).toMatchObject({ statusCode: 204, body: '' });
    }
  });

  it('refuses a body over the limit with 413, counted in bytes (base64 decoded)', async () => {
    const limit = 'x'.repeat(CSP_REPORT_MAX_BYTES);
    expect((await handler(post(limit))).statusCode).toBe(204);
    expect((await handler(post(`${limit}x`))).statusCode).toBe(413);
    expect((await handler(post(`${limit}x`, 'application/csp-report', true))).statusCode).toBe(413);
    // Two bytes each: half the characters already reach the limit.
    const result = await handler(post('ñ'.repeat(CSP_REPORT_MAX_BYTES / 2 + 1)));
    expect(JSON.parse(result.body)).toEqual({ statusCode: 413, message: apiMessages.tooLarge });
  });

  it('refuses another media type with 415, and another method with 405', async () => {
    const json = await handler(post(report, 'application/json'));
    expect(JSON.parse(json.body)).toEqual({
      statusCode: 415,
      message: 'El informe debe enviarse como application/reports+json o application/csp-report',
    });
    const get = await handler({ ...post(report), httpMethod: 'GET' });
    expect(get.statusCode).toBe(405);
    expect(get.headers).toMatchObject({ Allow: 'POST' });
  });

  it('refuses two different Content-Types with 400, as the forms do', async () => {
    const result = await handler({
      ...post(report),
      multiValueHeaders: { 'Content-Type': ['application/csp-report', 'application/json'] },
    });
    expect(JSON.parse(result.body)).toEqual({
      statusCode: 400,
      message: apiMessages.repeatedContentType,
    });
  });

  it('logs one line with the verdict and the size, never the report', async () => {
    logs = captureLogs();
    // Nothing of it, however it is written: an address, a bidi control, a zero-width space.
    const hostile = report.replace('inline', '\u202Ewww.evil.example/?q=Quispe\u200B');
    await handler(post(hostile));
    expect(logs.lines.join('\n')).not.toMatch(/evil|\u202E|\u200B/);
    logs.lines.length = 0;
    await handler(post(report));
    expect(logs.entries()).toEqual([
      expect.objectContaining({ outcome: 'reported', statusCode: 204, bytes: report.length }),
    ]);
    expect(logs.lines.join('\n')).not.toMatch(/Quispe|script-src|aynicloud/);
  });
});
