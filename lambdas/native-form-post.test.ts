/**
 * A form the browser posts itself (no JavaScript), to the contact handler: the same contract,
 * limits, honeypot and mail as JSON, answered with a 303 to the page's result panel; refused
 * when another site's page made it. What is said here of the contact endpoint holds for both
 * (one pipeline); application.test.ts covers what the application form adds.
 */
import { vi } from 'vitest';

vi.hoisted(() => {
  // Route the Powertools logger through the global console so the tests can read it.
  process.env.POWERTOOLS_DEV = 'true';
});

import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD, limits } from '../contract/contact-api';
import { handler } from './contact';
import {
  captureLogs,
  contactFields,
  envelopeOf,
  postForm,
  postJson,
  stubTestEnv,
  validContact,
  mockMailQueue,
} from './test-support';

const queue = mockMailQueue('msg-0003');
const { sqs } = queue;
let logs: ReturnType<typeof captureLogs>;

beforeEach(() => {
  stubTestEnv();
  queue.reset();
  logs = captureLogs();
});

afterEach(() => {
  logs.restore();
  vi.unstubAllEnvs();
});

const sentInputs = () => queue.mails();
const asksJson = { Accept: 'application/json' };

/** The redirect a browser follows: status, Location, and nothing cached or shown. */
function expectRedirect(result: Awaited<ReturnType<typeof handler>>, location: string) {
  expect(result.statusCode).toBe(303);
  expect(result.headers).toEqual({ Location: location, 'Cache-Control': 'no-store' });
  expect(result.body).toBe('');
}

describe('a valid native post', () => {
  it('→ 303 to the contact page’s sent panel, and the very mail the JSON path sends', async () => {
    // A browser sends a textarea's line breaks as CR LF; the JSON path sends them as LF.
    const mensaje = validContact.Mensaje.replace(/\n/g, '\r\n');
    const result = await handler(postForm({ ...contactFields, Mensaje: mensaje }));
    expectRedirect(result, '/contacto/formulario#contacto-enviado');
    expect(sqs).toHaveReceivedCommandTimes(SendMessageCommand, 1);

    await handler(postJson(validContact));
    const [fromForm, fromJson] = sentInputs();
    expect(fromForm).toEqual(fromJson);
    expect(fromForm?.Message?.Subject?.Data).toBe(
      'Nuevo mensaje de contacto — María Fernanda Quispe Huamán',
    );
  });

  it('returns to the page the form was on: an offer page, its query dropped', async () => {
    const result = await handler(
      postForm(contactFields, {
        Referer: 'https://www.aynicloud.pe/aws/ofertas/streaming?utm_source=boletin',
      }),
    );
    expectRedirect(result, '/aws/ofertas/streaming#contacto-enviado');
  });

  it('without a Referer, or with one that is no page of ours, returns to the contact page', async () => {
    expectRedirect(
      await handler(postForm(contactFields, { Referer: undefined })),
      '/contacto/formulario#contacto-enviado',
    );
    expectRedirect(
      await handler(postForm(contactFields, { Referer: 'javascript:alert(1)' })),
      '/contacto/formulario#contacto-enviado',
    );
  });

  it('trims what the visitor typed and reads the phone’s digits as the number', async () => {
    await handler(
      postForm({
        Nombres: '  María Fernanda Quispe Huamán ',
        Telefono: ' 017054200 ',
        Email: ' maria.quispe@example.pe',
        Mensaje: `\n${validContact.Mensaje}\n`,
      }),
    );
    const text = sentInputs()[0]?.Message?.Body?.Text?.Data;
    expect(text).toContain('Nombres y apellidos: María Fernanda Quispe Huamán\n');
    expect(text).toContain('Teléfono: 017054200');
    expect(sentInputs()[0]?.ReplyToAddresses).toEqual(['maria.quispe@example.pe']);
  });

  it('encoded as a script would (charset=UTF-8, + for spaces) or as base64, is read alike', async () => {
    const encoded = new URLSearchParams(contactFields).toString();
    expect(encoded).toContain('+');
    for (const event of [
      postForm(encoded, { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' }),
      postForm(encoded, { 'Content-Type': 'Application/X-WWW-Form-Urlencoded; charset="utf-8"' }),
      postForm(Buffer.from(encoded).toString('base64'), {}, { isBase64Encoded: true }),
    ]) {
      expectRedirect(await handler(event), '/contacto/formulario#contacto-enviado');
    }
    expect(sqs).toHaveReceivedCommandTimes(SendMessageCommand, 3);
  });

  it('ignores names the form does not have, such as a named submit button', async () => {
    const result = await handler(postForm({ ...contactFields, enviar: 'Enviar', Cc: 'x@y.pe' }));
    expectRedirect(result, '/contacto/formulario#contacto-enviado');
    expect(sentInputs()[0]?.Destination).toEqual({ ToAddresses: ['info@aynicloud.pe'] });
  });

  it('logs the verdict (queued, 200) and that it was answered with a redirect', async () => {
    await handler(postForm(contactFields));
    expect(logs.entries()).toEqual([
      expect.objectContaining({
        outcome: 'queued',
        statusCode: 200,
        redirectedTo: 'sent',
        fieldLengths: { Nombres: 28, Telefono: 9, Email: 23, Mensaje: 70 },
      }),
    ]);
  });
});

describe('a native post that sends nothing', () => {
  it('the honeypot filled → 303 to the sent panel, as a person would get, and no mail', async () => {
    const result = await handler(postForm({ ...contactFields, [HONEYPOT_FIELD]: 'spam.example' }));
    expectRedirect(result, '/contacto/formulario#contacto-enviado');
    expect(sqs).not.toHaveReceivedCommand(SendMessageCommand);
    expect(logs.entries()[0]).toMatchObject({ outcome: 'honeypot', redirectedTo: 'sent' });
  });

  it('the honeypot blank (what a person leaves) → the mail is sent', async () => {
    await handler(postForm({ ...contactFields, [HONEYPOT_FIELD]: ' ' }));
    expect(sqs).toHaveReceivedCommandTimes(SendMessageCommand, 1);
  });

  it.each([
    ['an invalid e-mail', { ...contactFields, Email: 'maria@empresa' }],
    ['a phone with letters', { ...contactFields, Telefono: '98765432a' }],
    ['a blank message', { ...contactFields, Mensaje: '  \n ' }],
    ['a missing name', { Telefono: '987654321', Email: 'a@b.pe', Mensaje: 'Hola' }],
  ])('%s → 303 to the failed panel, no mail, the verdict logged', async (_name, fields) => {
    const result = await handler(postForm(fields));
    expectRedirect(result, '/contacto/formulario#contacto-no-enviado');
    expect(sqs).not.toHaveReceivedCommand(SendMessageCommand);
    expect(logs.entries()[0]).toMatchObject({
      level: 'WARN',
      outcome: 'invalid',
      statusCode: 400,
      redirectedTo: 'failed',
    });
  });

  it('over the body limit → 303 to the failed panel (413 logged), no mail', async () => {
    const result = await handler(
      postForm({ ...contactFields, Mensaje: 'x'.repeat(limits.bodyMaxBytes) }),
    );
    expectRedirect(result, '/contacto/formulario#contacto-no-enviado');
    expect(logs.entries()[0]).toMatchObject({ outcome: 'too_large', statusCode: 413 });
    expect(sqs).not.toHaveReceivedCommand(SendMessageCommand);
  });

  it('the mail queue failing → 303 to the failed panel (502 logged)', async () => {
    sqs.on(SendMessageCommand).rejects(Object.assign(new Error('x'), { name: 'AccessDenied' }));
    const result = await handler(postForm(contactFields));
    expectRedirect(result, '/contacto/formulario#contacto-no-enviado');
    expect(logs.entries()[0]).toMatchObject({ outcome: 'queue_error', statusCode: 502 });
  });

  it('a missing configuration → 303 to the failed panel (500 logged)', async () => {
    vi.stubEnv('MAIL_FROM', '');
    const result = await handler(postForm(contactFields));
    expectRedirect(result, '/contacto/formulario#contacto-no-enviado');
    expect(logs.entries()[0]).toMatchObject({ outcome: 'misconfigured', statusCode: 500 });
  });
});

describe('a form post a script makes (Accept: application/json)', () => {
  it('valid → the JSON envelope, and the mail', async () => {
    const result = await handler(postForm(contactFields, asksJson));
    expect(envelopeOf(result)).toEqual({ statusCode: 200, message: 'Correo enviado exitosamente' });
    expect(result.headers?.['Content-Type']).toBe('application/json; charset=utf-8');
    expect(sqs).toHaveReceivedCommandTimes(SendMessageCommand, 1);
  });

  it('among other types → the JSON envelope too', async () => {
    const result = await handler(
      postForm(contactFields, { Accept: 'text/html, Application/JSON;q=0.9' }),
    );
    expect(envelopeOf(result).statusCode).toBe(200);
  });

  it('invalid → 400 naming the field, as the JSON path does', async () => {
    const result = await handler(postForm({ ...contactFields, Email: 'maria.quispe' }, asksJson));
    expect(envelopeOf(result)).toEqual({
      statusCode: 400,
      message: 'Revisa los datos enviados: El correo electrónico no es válido.',
    });
    expect(logs.entries()[0]).not.toHaveProperty('redirectedTo');
  });
});

describe('a form body that cannot be read', () => {
  it('a field given twice → 400 (the 303 to the failed panel for a browser), no mail', async () => {
    const twice = `${new URLSearchParams(contactFields)}&Email=otro%40example.pe`;
    expect(envelopeOf(await handler(postForm(twice, asksJson)))).toEqual({
      statusCode: 400,
      message: 'Cada campo del formulario debe enviarse una sola vez',
    });
    expectRedirect(await handler(postForm(twice)), '/contacto/formulario#contacto-no-enviado');
    expect(logs.entries()[1]).toMatchObject({ outcome: 'malformed', statusCode: 400 });
    expect(sqs).not.toHaveReceivedCommand(SendMessageCommand);
  });

  it.each([
    // What a page saved as Latin-1 would send for "Cañete".
    ['a percent escape of a Latin-1 byte', 'Nombres=Ca%F1ete'],
    ['an escaped surrogate (CESU-8)', 'Nombres=Ana+%ED%A0%80'],
    ['a truncated sequence', 'Mensaje=Hola+%C3'],
  ])('%s → 400 not UTF-8, no mail', async (_name, extra) => {
    const fields = new URLSearchParams(contactFields);
    const name = extra.slice(0, extra.indexOf('='));
    fields.delete(name);
    const result = await handler(postForm(`${fields}&${extra}`, asksJson));
    expect(envelopeOf(result)).toEqual({
      statusCode: 400,
      message: 'El cuerpo de la solicitud no es texto UTF-8 válido',
    });
    expect(sqs).not.toHaveReceivedCommand(SendMessageCommand);
  });

  it('a base64 body whose bytes are not UTF-8 → 400 not UTF-8', async () => {
    const bytes = Buffer.from(
      new URLSearchParams(contactFields).toString().replace('Mar', 'M\xe1r'),
      'latin1',
    );
    const result = await handler(
      postForm(bytes.toString('base64'), asksJson, { isBase64Encoded: true }),
    );
    expect(envelopeOf(result)).toEqual({
      statusCode: 400,
      message: 'El cuerpo de la solicitud no es texto UTF-8 válido',
    });
  });

  it('a stray % is read as itself, as browsers encode it (%25): the text keeps it', async () => {
    const body = new URLSearchParams({ ...contactFields, Mensaje: 'x' })
      .toString()
      .replace('Mensaje=x', 'Mensaje=100%+seguro');
    await handler(postForm(body));
    expect(sentInputs()[0]?.Message?.Body?.Text?.Data).toContain('100% seguro');
  });

  it.each([
    'application/x-www-form-urlencoded; charset=iso-8859-1',
    'application/x-www-form-urlencoded; charset=windows-1252',
    'application/x-www-form-urlencoded; charset=utf8',
  ])('another charset (%s) → 415 with the JSON envelope, never a guess', async (type) => {
    const result = await handler(postForm(contactFields, { 'Content-Type': type }));
    expect(envelopeOf(result)).toEqual({
      statusCode: 415,
      message:
        'El contenido debe enviarse como JSON (application/json) o como formulario ' +
        '(application/x-www-form-urlencoded)',
    });
    expect(sqs).not.toHaveReceivedCommand(SendMessageCommand);
  });
});

describe('a form post from another site’s page is refused', () => {
  const refusal = {
    statusCode: 403,
    message: 'Este formulario solo puede enviarse desde nuestro sitio web',
  };

  it.each([
    [
      'Sec-Fetch-Site: cross-site',
      { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' },
    ],
    // Even with the site's own Origin: Sec-Fetch-Site is the browser's word, not the page's.
    ['Sec-Fetch-Site: cross-site with our Origin', { 'Sec-Fetch-Site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site (a sibling subdomain)', { 'Sec-Fetch-Site': 'same-site' }],
    ['Sec-Fetch-Site: none', { 'Sec-Fetch-Site': 'none' }],
    [
      'a foreign Origin without Sec-Fetch-Site',
      { 'Sec-Fetch-Site': undefined, Origin: 'https://evil.example' },
    ],
    [
      'a look-alike Origin',
      { 'Sec-Fetch-Site': undefined, Origin: 'https://www.aynicloud.pe.evil.example' },
    ],
    ['Origin: null (a sandboxed page)', { 'Sec-Fetch-Site': undefined, Origin: 'null' }],
  ])('%s → 403 JSON envelope, never a redirect, no mail', async (_name, headers) => {
    const result = await handler(postForm(contactFields, headers));
    expect(envelopeOf(result)).toEqual(refusal);
    expect(result.headers).not.toHaveProperty('Location');
    expect(sqs).not.toHaveReceivedCommand(SendMessageCommand);
    expect(logs.entries()).toEqual([
      expect.objectContaining({ level: 'WARN', outcome: 'cross_site', statusCode: 403 }),
    ]);
  });

  it('before its body is read: a cross-site post over the body limit is still a 403', async () => {
    const result = await handler(
      postForm(
        { ...contactFields, Mensaje: 'x'.repeat(limits.bodyMaxBytes) },
        { 'Sec-Fetch-Site': 'cross-site' },
      ),
    );
    expect(result.statusCode).toBe(403);
  });

  it('an Origin is refused without SITE_ORIGINS: no origin is the site’s then', async () => {
    vi.stubEnv('SITE_ORIGINS', '');
    const result = await handler(postForm(contactFields, { 'Sec-Fetch-Site': undefined }));
    expect(envelopeOf(result)).toEqual(refusal);
  });

  it.each([
    [
      'the site’s own Origin without Sec-Fetch-Site (an older browser)',
      { 'Sec-Fetch-Site': undefined },
    ],
    ['neither header (curl, a server)', { 'Sec-Fetch-Site': undefined, Origin: undefined }],
    ['Sec-Fetch-Site in capitals', { 'Sec-Fetch-Site': 'Same-Origin' }],
  ])('%s → accepted', async (_name, headers) => {
    expectRedirect(
      await handler(postForm(contactFields, headers)),
      '/contacto/formulario#contacto-enviado',
    );
    expect(sqs).toHaveReceivedCommandTimes(SendMessageCommand, 1);
  });

  it('JSON keeps its CORS rules: an allowed origin’s cross-site JSON post is served', async () => {
    const result = await handler(
      postJson(validContact, { Origin: 'https://aynicloud.pe', 'Sec-Fetch-Site': 'same-site' }),
    );
    expect(envelopeOf(result).statusCode).toBe(200);
    expect(result.headers?.['Access-Control-Allow-Origin']).toBe('https://aynicloud.pe');
  });
});

describe('logs of form posts', () => {
  it('never contain a submitted value, nor the Referer', async () => {
    const secret = {
      Nombres: 'Zoila Secreta Pérez',
      Telefono: '912345678',
      Email: 'zoila.secreta@example.pe',
      Mensaje: 'Mi clave es abracadabra',
    };
    const referer = { Referer: 'https://www.aynicloud.pe/aws/ofertas/zoila' };
    await handler(postForm(secret, referer));
    await handler(postForm({ ...secret, Email: 'zoila.secreta' }, referer));
    await handler(postForm({ ...secret, [HONEYPOT_FIELD]: 'bot-trampa' }, referer));
    await handler(postForm({ ...secret, Cc: 'zoila.otra@example.pe' }, referer));
    await handler(postForm(secret, { ...referer, 'Sec-Fetch-Site': 'cross-site' }));
    expect(logs.lines).toHaveLength(5);
    const output = logs.lines.join('\n');
    for (const value of ['zoila', 'Zoila', 'Secreta', '912345678', 'abracadabra', 'bot-trampa']) {
      expect(output).not.toContain(value);
    }
  });
});
