import { vi } from 'vitest';

vi.hoisted(() => {
  // Route the Powertools logger through the global console so the tests can read it.
  process.env.POWERTOOLS_DEV = 'true';
});

import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD, limits } from '../contract/contact-api';
import { handler } from './contact';
import { QUEUE_BUDGET } from './lib/mail-queue';
import {
  captureLogs,
  envelopeOf,
  htmlBody,
  postJson,
  proxyEvent,
  stubTestEnv,
  tableRows,
  validContact,
  mockMailQueue,
} from './test-support';

const queue = mockMailQueue('msg-0001');
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

const expectedText = [
  'Nuevo mensaje desde el formulario de contacto del sitio web',
  '',
  'Nombres y apellidos: María Fernanda Quispe Huamán',
  'Teléfono: 987654321',
  'Correo electrónico: maria.quispe@example.pe',
  '',
  'Mensaje:',
  'Hola, queremos migrar nuestro ERP a AWS.',
  '¿Podemos conversar el jueves?',
  '',
  'Responde a este correo para escribirle directamente.',
].join('\n');

/** The mails the handler put on the queue: what the sender will send. */
function sentInputs() {
  return queue.mails();
}

describe('POST /website/contacto/formulario — a valid message', () => {
  it('answers 200 with the success envelope and sends exactly this e-mail', async () => {
    const result = await handler(proxyEvent());

    expect(result.statusCode).toBe(200);
    expect(envelopeOf(result)).toEqual({ statusCode: 200, message: 'Correo enviado exitosamente' });
    expect(result.headers?.['Content-Type']).toBe('application/json; charset=utf-8');
    expect(sqs).toHaveReceivedCommandTimes(SendMessageCommand, 1);
    expect(sentInputs()[0]).toEqual({
      Source: 'Ayni Cloud <no-reply@aynicloud.pe>',
      Destination: { ToAddresses: ['info@aynicloud.pe'] },
      ReplyToAddresses: ['maria.quispe@example.pe'],
      Message: {
        Subject: {
          Charset: 'UTF-8',
          Data: 'Nuevo mensaje de contacto — María Fernanda Quispe Huamán',
        },
        Body: {
          Text: { Charset: 'UTF-8', Data: expectedText },
          Html: { Charset: 'UTF-8', Data: expect.any(String) },
        },
      },
    });
  });

  it('writes the HTML body as a Spanish document: heading, the fields as a table, the message', async () => {
    await handler(proxyEvent());
    const document = htmlBody(sentInputs()[0]);
    expect(document.documentElement.lang).toBe('es');
    expect(document.querySelector('h1')?.textContent).toBe(
      'Nuevo mensaje desde el formulario de contacto del sitio web',
    );
    expect(document.querySelector('table')?.getAttribute('role')).toBe('presentation');
    expect(tableRows(document)).toEqual([
      ['Nombres y apellidos', 'María Fernanda Quispe Huamán'],
      ['Teléfono', '987654321'],
      ['Correo electrónico', 'maria.quispe@example.pe'],
    ]);
    expect(document.querySelector('h2')?.textContent).toBe('Mensaje');
    const [message, hint] = [...document.querySelectorAll('p')];
    // The line break survives, shown as one by the paragraph's white-space rule.
    expect(message?.textContent).toBe(validContact.Mensaje);
    expect(message?.getAttribute('style')).toContain('white-space:pre-wrap');
    expect(hint?.textContent).toBe('Responde a este correo para escribirle directamente.');
    expect(document.querySelectorAll('script, a, img, style, link')).toHaveLength(0);
  });

  it('sends to every address of a comma-separated CONTACT_TO', async () => {
    vi.stubEnv('CONTACT_TO', 'info@aynicloud.pe, ventas@aynicloud.pe ,');
    await handler(proxyEvent());
    expect(sentInputs()[0]?.Destination).toEqual({
      ToAddresses: ['info@aynicloud.pe', 'ventas@aynicloud.pe'],
    });
  });

  it('accepts a body of exactly the limit, JSON with a charset, and headers in any case', async () => {
    const filler = 'a'.repeat(limits.bodyMaxBytes);
    const base = JSON.stringify({ ...validContact, Mensaje: '' });
    const body = JSON.stringify({
      ...validContact,
      Mensaje: filler.slice(0, limits.bodyMaxBytes - Buffer.byteLength(base)),
    });
    expect(Buffer.byteLength(body)).toBe(limits.bodyMaxBytes);
    // A body at the limit makes a Mensaje longer than the contract allows: 400, not 413.
    const atLimit = await handler(proxyEvent({ body }));
    expect(atLimit.statusCode).toBe(400);
    expect(envelopeOf(atLimit).message).toContain(
      'El mensaje no puede superar los 5000 caracteres',
    );

    const result = await handler(
      proxyEvent({ headers: { 'CONTENT-TYPE': 'Application/JSON; charset=UTF-8' } }),
    );
    expect(result.statusCode).toBe(200);
  });

  it('decodes a base64-encoded body first', async () => {
    const body = Buffer.from(JSON.stringify(validContact)).toString('base64');
    const result = await handler(proxyEvent({ body, isBase64Encoded: true }));
    expect(envelopeOf(result)).toEqual({ statusCode: 200, message: 'Correo enviado exitosamente' });
    expect(sentInputs()[0]?.Message?.Subject?.Data).toBe(
      'Nuevo mensaje de contacto — María Fernanda Quispe Huamán',
    );
  });
});

describe('bad input gets a clear 4xx and no mail', () => {
  const invalidFields: [string, unknown, string][] = [
    ['Nombres', '   ', 'Los nombres y apellidos son obligatorios'],
    ['Nombres', 42, 'Los nombres y apellidos son obligatorios'],
    ['Nombres', 'x'.repeat(121), 'Los nombres y apellidos no pueden superar los 120 caracteres'],
    ['Telefono', 1234567, 'El número de teléfono debe tener entre 9 y 15 dígitos'],
    ['Telefono', 9876543210123456, 'El número de teléfono debe tener entre 9 y 15 dígitos'],
    ['Telefono', 987654321.5, 'El número de teléfono debe tener entre 9 y 15 dígitos'],
    ['Telefono', '987654321', 'El número de teléfono debe tener entre 9 y 15 dígitos'],
    ['Telefono', null, 'El número de teléfono es obligatorio'],
    ['Email', 'maria.quispe', 'El correo electrónico no es válido'],
    ['Email', '', 'El correo electrónico es obligatorio'],
    [
      'Email',
      `${'a'.repeat(250)}@x.pe`,
      'El correo electrónico no puede superar los 254 caracteres',
    ],
    ['Mensaje', '\n\t ', 'El mensaje es obligatorio'],
    ['Mensaje', 'x'.repeat(5001), 'El mensaje no puede superar los 5000 caracteres'],
  ];

  it.each(invalidFields)('%s = %j → 400 naming the field', async (field, value, message) => {
    const result = await handler(postJson({ ...validContact, [field]: value }));
    expect(result.statusCode).toBe(400);
    expect(envelopeOf(result).message).toBe(`Revisa los datos enviados: ${message}.`);
    expect(sqs).not.toHaveReceivedCommand(SendMessageCommand);
  });

  it('names every missing field in one message', async () => {
    const result = await handler(postJson({}));
    expect(envelopeOf(result)).toEqual({
      statusCode: 400,
      message:
        'Revisa los datos enviados: Los nombres y apellidos son obligatorios; ' +
        'El número de teléfono es obligatorio; El correo electrónico es obligatorio; ' +
        'El mensaje es obligatorio.',
    });
    expect(sqs).not.toHaveReceivedCommand(SendMessageCommand);
  });

  it('refuses fields the contract does not know', async () => {
    const result = await handler(postJson({ ...validContact, Cc: 'otro@example.com' }));
    expect(envelopeOf(result)).toEqual({
      statusCode: 400,
      message: 'Revisa los datos enviados: El campo Cc no está permitido.',
    });
    expect(sqs).not.toHaveReceivedCommand(SendMessageCommand);
  });

  it.each([
    ['malformed JSON', '{"Nombres": "Ana",'],
    ['an empty body', ''],
    ['an array', '[1, 2]'],
    ['a string', '"hola"'],
    ['a number', '42'],
    ['null', 'null'],
  ])('%s → 400 "%s"', async (_name, body) => {
    const result = await handler(proxyEvent({ body }));
    expect(envelopeOf(result)).toEqual({
      statusCode: 400,
      message: 'El cuerpo de la solicitud debe ser un objeto JSON válido',
    });
    expect(sqs).not.toHaveReceivedCommand(SendMessageCommand);
  });

  it('a missing body (null) → 400', async () => {
    const result = await handler(proxyEvent({ body: null }));
    expect(result.statusCode).toBe(400);
    expect(sqs).not.toHaveReceivedCommand(SendMessageCommand);
  });

  it.each([
    ['bytes that are no UTF-8 at all', Buffer.from([0xff, 0xfe, 0x7b, 0x7d])],
    // A surrogate encoded as if it were a character (CESU-8): not UTF-8 either.
    [
      'an encoded surrogate inside a valid payload',
      Buffer.concat([
        Buffer.from('{"Nombres":"Ana '),
        Buffer.from([0xed, 0xa0, 0x80]),
        Buffer.from(JSON.stringify(validContact).replace('{"Nombres":"', '"x":"')),
      ]),
    ],
  ])('a base64 body of %s → 400 saying it is not UTF-8', async (_name, bytes) => {
    const body = bytes.toString('base64');
    const result = await handler(proxyEvent({ body, isBase64Encoded: true }));
    expect(envelopeOf(result)).toEqual({
      statusCode: 400,
      message: 'El cuerpo de la solicitud no es texto UTF-8 válido',
    });
    expect(sqs).not.toHaveReceivedCommand(SendMessageCommand);
    expect(logs.entries()[0]).toMatchObject({ outcome: 'malformed', statusCode: 400 });
  });

  it('a text body holding a raw lone surrogate (no UTF-8 decodes to one) → 400, not UTF-8', async () => {
    const body = JSON.stringify(validContact).replace('María', 'Mar\uD800a');
    expect(body).toContain('\uD800');
    const result = await handler(proxyEvent({ body }));
    expect(envelopeOf(result)).toEqual({
      statusCode: 400,
      message: 'El cuerpo de la solicitud no es texto UTF-8 válido',
    });
    expect(sqs).not.toHaveReceivedCommand(SendMessageCommand);
  });

  it.each([
    ['Nombres', 'Ana \\ud800', 'Los nombres y apellidos contienen caracteres no válidos'],
    ['Mensaje', 'Hola \\udc00 chau', 'El mensaje contiene caracteres no válidos'],
    ['Email', 'maria\\ud800@example.pe', 'El correo electrónico no es válido'],
  ])(
    'an escaped lone surrogate in %s (valid JSON and UTF-8) → 400 naming the field, not a 502',
    async (field, escaped, message) => {
      const body = JSON.stringify({ ...validContact, [field]: 'PLACEHOLDER' }).replace(
        'PLACEHOLDER',
        escaped,
      );
      const result = await handler(proxyEvent({ body }));
      expect(envelopeOf(result)).toEqual({
        statusCode: 400,
        message: `Revisa los datos enviados: ${message}.`,
      });
      expect(sqs).not.toHaveReceivedCommand(SendMessageCommand);
    },
  );

  it.each(['Ana \u202Egnp.exe\u200B', '\u2066María\u2069', 'Luis\u00ADMamani', 'Rosa\u{E0041}'])(
    'a name with an invisible format character (%j) → 400, no mail',
    async (Nombres) => {
      const result = await handler(postJson({ ...validContact, Nombres }));
      expect(envelopeOf(result)).toEqual({
        statusCode: 400,
        message:
          'Revisa los datos enviados: Los nombres y apellidos contienen caracteres invisibles no permitidos.',
      });
      expect(sqs).not.toHaveReceivedCommand(SendMessageCommand);
    },
  );

  it.each([
    ['one byte over the limit', 'x'.repeat(limits.bodyMaxBytes + 1), false],
    // Fewer characters than bytes: the limit counts bytes.
    [
      'multi-byte text over the limit',
      JSON.stringify({ ...validContact, Mensaje: '€'.repeat(limits.bodyMaxBytes / 3 + 1) }),
      false,
    ],
    [
      'a base64 body that decodes past the limit',
      Buffer.alloc(limits.bodyMaxBytes + 1, 32).toString('base64'),
      true,
    ],
  ])('%s → 413, with words that say what to shorten', async (_name, body, isBase64Encoded) => {
    const result = await handler(proxyEvent({ body, isBase64Encoded }));
    expect(envelopeOf(result)).toEqual({
      statusCode: 413,
      message:
        'El envío es más grande que cualquier mensaje válido: revisa que el mensaje no supere los 5000 caracteres y los nombres los 120',
    });
    expect(sqs).not.toHaveReceivedCommand(SendMessageCommand);
  });

  it.each([
    ['text/plain', { 'Content-Type': 'text/plain' }],
    ['multipart', { 'Content-Type': 'multipart/form-data; boundary=x' }],
    ['a JSON look-alike', { 'Content-Type': 'application/jsonp' }],
    ['a form look-alike', { 'Content-Type': 'application/x-www-form-urlencoded-x' }],
    ['no content type', {}],
  ])('%s → 415', async (_name, headers) => {
    const result = await handler(proxyEvent({ headers }));
    expect(envelopeOf(result)).toEqual({
      statusCode: 415,
      message:
        'El contenido debe enviarse como JSON (application/json) o como formulario ' +
        '(application/x-www-form-urlencoded)',
    });
    expect(sqs).not.toHaveReceivedCommand(SendMessageCommand);
  });

  // API Gateway's event holds every value in multiValueHeaders and the last in headers; Node's
  // server reads the first. Two different ones are refused, whichever each side would read.
  it.each([
    ['JSON then a form', ['application/json', 'application/x-www-form-urlencoded']],
    ['a form then JSON', ['application/x-www-form-urlencoded', 'application/json']],
    ['JSON with and without a charset', ['application/json', 'application/json; charset=utf-8']],
  ])('two different Content-Types (%s) → 400 naming the header, no mail', async (_name, types) => {
    const result = await handler(
      proxyEvent({
        headers: { 'Content-Type': types.at(-1)! },
        multiValueHeaders: { 'Content-Type': types },
      }),
    );
    expect(envelopeOf(result)).toEqual({
      statusCode: 400,
      message: 'La solicitud debe declarar un solo tipo de contenido (Content-Type)',
    });
    expect(sqs).not.toHaveReceivedCommand(SendMessageCommand);
  });

  it('the same Content-Type twice, in two spellings of its name, is one: the mail is sent', async () => {
    const result = await handler(
      proxyEvent({
        headers: { 'content-type': 'application/json' },
        multiValueHeaders: {
          'Content-Type': ['application/json'],
          'content-type': ['application/json'],
        },
      }),
    );
    expect(result.statusCode).toBe(200);
    expect(sqs).toHaveReceivedCommandTimes(SendMessageCommand, 1);
  });

  it('an event without headers, body or request context → 415, never a crash', async () => {
    const bare = { httpMethod: 'POST' } as unknown as Parameters<typeof handler>[0];
    const result = await handler(bare);
    expect(envelopeOf(result).statusCode).toBe(415);
    expect(sqs).not.toHaveReceivedCommand(SendMessageCommand);
  });

  it('GET → 405 with Allow', async () => {
    const result = await handler(proxyEvent({ httpMethod: 'GET', body: null }));
    expect(result.statusCode).toBe(405);
    expect(result.headers?.Allow).toBe('POST, OPTIONS');
    expect(envelopeOf(result).message).toBe('Este recurso solo acepta envíos con el método POST');
  });
});

describe('the honeypot', () => {
  it('filled → the normal success envelope and no mail', async () => {
    const result = await handler(
      postJson({ ...validContact, [HONEYPOT_FIELD]: 'https://spam.example' }),
    );
    expect(envelopeOf(result)).toEqual({ statusCode: 200, message: 'Correo enviado exitosamente' });
    expect(sqs).not.toHaveReceivedCommand(SendMessageCommand);
  });

  it('filled on an otherwise invalid payload → still the success envelope, so bots learn nothing', async () => {
    const result = await handler(postJson({ [HONEYPOT_FIELD]: 'x', Email: 'no' }));
    expect(envelopeOf(result)).toEqual({ statusCode: 200, message: 'Correo enviado exitosamente' });
    expect(sqs).not.toHaveReceivedCommand(SendMessageCommand);
  });

  it.each([
    ['an object that cannot become text', { toString: '' }],
    ['a number', 0],
    ['a list', ['https://spam.example']],
    ['null', null],
    ['a text far over the input’s 200 characters', 'x'.repeat(5_000)],
  ])('filled with %s → the success envelope and no mail', async (_, trap) => {
    const result = await handler(postJson({ ...validContact, [HONEYPOT_FIELD]: trap }));
    expect(envelopeOf(result)).toEqual({ statusCode: 200, message: 'Correo enviado exitosamente' });
    expect(sqs).not.toHaveReceivedCommand(SendMessageCommand);
  });

  it('empty or blank (what a person leaves) → the mail is sent', async () => {
    await handler(postJson({ ...validContact, [HONEYPOT_FIELD]: '' }));
    await handler(postJson({ ...validContact, [HONEYPOT_FIELD]: '  ' }));
    expect(sqs).toHaveReceivedCommandTimes(SendMessageCommand, 2);
  });
});

describe('the mail queue failing', () => {
  const failures: [string, Error][] = [
    [
      'AccessDenied',
      Object.assign(new Error('not authorized to perform: sqs:sendmessage on info@aynicloud.pe'), {
        name: 'AccessDenied',
        $metadata: { httpStatusCode: 403 },
      }),
    ],
    [
      'QueueDoesNotExist',
      Object.assign(new Error('The specified queue does not exist.'), {
        name: 'QueueDoesNotExist',
        $metadata: { httpStatusCode: 400 },
      }),
    ],
    [
      'a network error',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:443'), {
        name: 'Error',
        code: 'ECONNREFUSED',
      }),
    ],
    [
      'a time-out',
      Object.assign(new Error('Connection timed out after 500 ms'), { name: 'TimeoutError' }),
    ],
  ];

  it.each(failures)('%s → 502 "Error al enviar correo", no SDK text', async (_name, error) => {
    sqs.on(SendMessageCommand).rejects(error);
    const result = await handler(proxyEvent());
    expect(envelopeOf(result)).toEqual({ statusCode: 502, message: 'Error al enviar correo' });
    expect(result.body).not.toContain(error.message);
    expect(result.body).not.toMatch(/at .*\.(ts|js):\d+/);
    const [entry] = logs.entries();
    expect(entry).toMatchObject({
      outcome: 'queue_error',
      statusCode: 502,
      queueError: { name: error.name },
    });
  });

  it('a queue that never answers → 502 within the deadline, not a Lambda time-out', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      sqs.on(SendMessageCommand).callsFake(() => new Promise(() => undefined));
      const pending = handler(proxyEvent());
      await vi.advanceTimersByTimeAsync(QUEUE_BUDGET.deadlineMs);
      expect(envelopeOf(await pending)).toEqual({
        statusCode: 502,
        message: 'Error al enviar correo',
      });
      expect(logs.entries()[0]).toMatchObject({
        outcome: 'queue_error',
        queueError: { name: 'DeadlineExceeded' },
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('puts on the queue what the sender needs: the mail, its form and the request', async () => {
    await handler(proxyEvent());
    expect(sqs).toHaveReceivedCommandWith(SendMessageCommand, {
      QueueUrl: 'https://sqs.us-east-1.amazonaws.com/123456789012/correo',
    });
    expect(queue.queued()).toEqual([
      { version: 1, endpoint: 'contact', requestId: 'req-0001', mail: sentInputs()[0] },
    ]);
  });

  it('a missing MAIL_FROM, CONTACT_TO or MAIL_QUEUE_URL → 500 "Error al enviar correo", nothing queued', async () => {
    vi.stubEnv('MAIL_FROM', '');
    const result = await handler(proxyEvent());
    expect(envelopeOf(result)).toEqual({ statusCode: 500, message: 'Error al enviar correo' });
    vi.stubEnv('MAIL_FROM', 'Ayni Cloud <no-reply@aynicloud.pe>');
    vi.stubEnv('CONTACT_TO', ' , ');
    expect((await handler(proxyEvent())).statusCode).toBe(500);
    vi.stubEnv('CONTACT_TO', 'info@aynicloud.pe');
    vi.stubEnv('MAIL_QUEUE_URL', '');
    expect((await handler(proxyEvent())).statusCode).toBe(500);
    expect(sqs).not.toHaveReceivedCommand(SendMessageCommand);
  });
});

describe('nothing the visitor types becomes a header or a recipient', () => {
  const injection = 'Ana\r\nBcc: intruso@example.com\r\nSubject: premio\u0000\u0085\u2028X';

  it('CR/LF and header text in the message → one clean subject, the configured To only', async () => {
    const result = await handler(
      postJson({
        ...validContact,
        Nombres: 'Ana Bcc: intruso@example.com Subject: premio',
        Mensaje: `Hola${injection}`,
      }),
    );
    expect(result.statusCode).toBe(200);
    const input = sentInputs()[0];
    expect(input?.Message?.Subject?.Data).toBe(
      'Nuevo mensaje de contacto — Ana Bcc: intruso@example.com Subject: premio',
    );
    expect(input?.Message?.Subject?.Data).not.toMatch(/[\p{Cc}\u2028\u2029]/u);
    expect(input?.Destination).toEqual({ ToAddresses: ['info@aynicloud.pe'] });
    expect(input?.ReplyToAddresses).toEqual(['maria.quispe@example.pe']);
    expect(Object.keys(input ?? {}).sort()).toEqual([
      'Destination',
      'Message',
      'ReplyToAddresses',
      'Source',
    ]);
  });

  it('CR/LF, NUL or any control character in the name → 400 saying so, nothing queued', async () => {
    for (const Nombres of [injection, 'Ana\nMaría', 'Ana\u0000', 'Ana\tMaría', 'Ana\u0085']) {
      const result = await handler(postJson({ ...validContact, Nombres }));
      expect(envelopeOf(result)).toEqual({
        statusCode: 400,
        message:
          'Revisa los datos enviados: Los nombres y apellidos no pueden contener saltos de línea, tabulaciones ni otros caracteres de control.',
      });
    }
    expect(sqs).not.toHaveReceivedCommand(SendMessageCommand);
  });

  it.each([
    'maria@example.pe\r\nBcc: intruso@example.com',
    'maria@example.pe, intruso@example.com',
    'Maria <maria@example.pe>',
    '"x\\r\\n"@example.pe',
  ])('an e-mail that would add a header or recipient (%j) → 400', async (Email) => {
    const result = await handler(postJson({ ...validContact, Email }));
    expect(envelopeOf(result)).toEqual({
      statusCode: 400,
      message: 'Revisa los datos enviados: El correo electrónico no es válido.',
    });
    expect(sqs).not.toHaveReceivedCommand(SendMessageCommand);
  });

  it('<script> in every text field reaches the HTML body as text, never as markup', async () => {
    const script = '<script>alert("x")</script>';
    const markup = `<b onclick="x">negrita</b> & 'chau'`;
    await handler(
      postJson({ ...validContact, Nombres: `Ana ${script}`, Mensaje: `Hola ${script} ${markup}` }),
    );
    const document = htmlBody(sentInputs()[0]);
    expect(document.querySelectorAll('script, b, [onclick]')).toHaveLength(0);
    expect(tableRows(document)[0]).toEqual(['Nombres y apellidos', `Ana ${script}`]);
    expect(document.querySelector('p')?.textContent).toBe(`Hola ${script} ${markup}`);
  });

  it('<script> as the e-mail address is refused', async () => {
    const result = await handler(postJson({ ...validContact, Email: '<script>@example.pe' }));
    expect(result.statusCode).toBe(400);
    expect(sqs).not.toHaveReceivedCommand(SendMessageCommand);
  });
});

describe('CORS', () => {
  it('an allowed origin gets exactly its origin back', async () => {
    const result = await handler(postJson(validContact, { Origin: 'https://www.aynicloud.pe' }));
    expect(result.headers?.['Access-Control-Allow-Origin']).toBe('https://www.aynicloud.pe');
    expect(result.headers?.Vary).toBe('Origin');
  });

  it.each(['https://evil.example', 'https://www.aynicloud.pe.evil.example', 'null'])(
    'a foreign origin (%s) gets no Access-Control-Allow-Origin',
    async (Origin) => {
      const result = await handler(postJson(validContact, { Origin }));
      expect(result.headers).not.toHaveProperty('Access-Control-Allow-Origin');
    },
  );

  it('a preflight from an allowed origin → 204 allowing POST and Content-Type; foreign → no grant', async () => {
    const allowed = await handler(
      proxyEvent({
        httpMethod: 'OPTIONS',
        body: null,
        headers: { origin: 'https://aynicloud.pe' },
      }),
    );
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers).toMatchObject({
      'Access-Control-Allow-Origin': 'https://aynicloud.pe',
      'Access-Control-Allow-Methods': 'POST, OPTIONS',
      'Access-Control-Allow-Headers': 'Content-Type',
    });
    const foreign = await handler(
      proxyEvent({
        httpMethod: 'OPTIONS',
        body: null,
        headers: { origin: 'https://evil.example' },
      }),
    );
    expect(foreign.headers).not.toHaveProperty('Access-Control-Allow-Origin');
    expect(sqs).not.toHaveReceivedCommand(SendMessageCommand);
  });

  it('without ALLOWED_ORIGINS no origin is granted', async () => {
    vi.stubEnv('ALLOWED_ORIGINS', '');
    const result = await handler(postJson(validContact, { Origin: 'https://www.aynicloud.pe' }));
    expect(result.headers).not.toHaveProperty('Access-Control-Allow-Origin');
  });
});

describe('logging', () => {
  /** An event whose body cannot be read: the one way left to reach the catch-all. */
  function unreadable(error: unknown) {
    const event = proxyEvent();
    Object.defineProperty(event, 'body', {
      get() {
        throw error;
      },
    });
    return event;
  }

  it('an unexpected error → 500, and its line names the error, never its text', async () => {
    const result = await handler(unreadable(new RangeError('Zoila Secreta Pérez')));
    expect(envelopeOf(result)).toEqual({ statusCode: 500, message: 'Error al enviar correo' });
    expect(result.body).not.toContain('Zoila');
    const entries = logs.entries();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      level: 'ERROR',
      outcome: 'unexpected_error',
      statusCode: 500,
      errorName: 'RangeError',
    });
    expect(logs.lines.join('\n')).not.toContain('Zoila');
  });

  it.each([
    [
      'an error renamed with visitor text',
      Object.assign(new Error('x'), { name: 'Zoila <b>' }),
      'Error',
    ],
    ['a thrown string', 'Zoila Secreta', 'string'],
    ['a thrown null', null, 'null'],
  ])('%s is logged by its kind only', async (_name, thrown, errorName) => {
    await handler(unreadable(thrown));
    expect(logs.entries()[0]).toMatchObject({ outcome: 'unexpected_error', errorName });
    expect(logs.lines.join('\n')).not.toContain('Zoila');
  });

  it('one structured line per request: request id, outcome, status, field lengths', async () => {
    await handler(proxyEvent());
    const entries = logs.entries();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      level: 'INFO',
      service: 'ayni-contact-api',
      endpoint: 'contact',
      requestId: 'req-0001',
      outcome: 'queued',
      statusCode: 200,
      messageId: 'msg-0001',
      fieldLengths: { Nombres: 28, Telefono: 9, Email: 23, Mensaje: 70 },
    });
  });

  it('never contains a submitted value, whatever the outcome', async () => {
    const secret = {
      Nombres: 'Zoila Secreta Pérez',
      Telefono: 912345678,
      Email: 'zoila.secreta@example.pe',
      Mensaje: 'Mi clave es abracadabra',
    };
    await handler(postJson(secret));
    await handler(postJson({ ...secret, Email: 'zoila.secreta' }));
    await handler(postJson({ ...secret, [HONEYPOT_FIELD]: 'bot-trampa' }));
    await handler(postJson({ ...secret, 'zoila.otra@example.pe': 'clave' }));
    sqs
      .on(SendMessageCommand)
      .rejects(Object.assign(new Error(`rejected ${secret.Email}`), { name: 'AccessDenied' }));
    await handler(postJson(secret));

    expect(logs.lines).toHaveLength(5);
    const output = logs.lines.join('\n');
    for (const value of [
      ...Object.values(secret).map(String),
      'zoila',
      'Secreta',
      'abracadabra',
      'bot-trampa',
      'zoila.otra',
    ]) {
      expect(output).not.toContain(value);
    }
    expect(logs.entries().map((entry) => entry.outcome)).toEqual([
      'queued',
      'invalid',
      'honeypot',
      'invalid',
      'queue_error',
    ]);
  });
});
