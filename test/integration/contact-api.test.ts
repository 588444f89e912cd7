/**
 * The real handlers behind the local API, queueing on the local mail queue, whose real sender
 * delivers to the real SES emulator over HTTP: what a visitor posts, as JSON or as a native
 * form, is what lands in the inbox. Delivery follows the answer: each test waits for the queue
 * to drain before it reads the inbox, so a count it reads is final.
 */
import { vi } from 'vitest';

vi.hoisted(() => {
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  process.env.POWERTOOLS_METRICS_DISABLED = 'true';
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  FORM_MEDIA_TYPE,
  HONEYPOT_FIELD,
  apiMessages,
  apiPaths,
  limits,
} from '../../contract/contact-api';
import { descripcionMaxLength, formFieldNames } from '../../contract/form-post';
import { type LocalApi, configureLocalMail, startLocalApi } from '../../scripts/local-api';
import { type MailEmulator, startMailEmulator } from '../../scripts/mail-emulator';

let mail: MailEmulator;
let api: LocalApi;

beforeAll(async () => {
  mail = await startMailEmulator({ port: 0 });
  vi.stubEnv('MAIL_FROM', 'Ayni Cloud <no-reply@aynicloud.pe>');
  vi.stubEnv('CONTACT_TO', 'info@aynicloud.pe');
  vi.stubEnv('APPLICATION_TO', 'talento@aynicloud.pe');
  configureLocalMail(mail.endpoint);
  api = await startLocalApi({ port: 0 });
});

afterAll(async () => {
  await api?.stop();
  await mail?.stop();
  vi.unstubAllEnvs();
});

beforeEach(async () => {
  await mail.clearMails();
});

/** The inbox once the queue has delivered all it holds. */
async function deliveredMails() {
  await api.queue.drained();
  return mail.readMails();
}

function post(path: string, body: string | Uint8Array, contentType = 'application/json') {
  return fetch(`${api.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': contentType },
    body,
  });
}

const contact = {
  Nombres: 'Carmen Rosa Villanueva Ríos',
  Telefono: 987654321,
  Email: 'carmen.villanueva@example.pe',
  Mensaje: 'Buenas tardes:\nQueremos evaluar Oracle Cloud para nuestra planilla. <Gracias>',
};

/** The contact form's fields, named as the payload (contract/form-post.ts), as text. */
const toFields = (payload: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(payload).map(([name, value]) => [name, String(value)]));

const application = {
  Nombres: 'Jorge Luis Ccama Apaza',
  Telefono: 999999999,
  Email: 'jorge.ccama@example.pe',
  Mensaje:
    'Postulación a través de la web.\nNombre: Jorge Luis Ccama Apaza\n' +
    'Correo: jorge.ccama@example.pe\nDescripción: Certificado AWS Cloud Practitioner.',
};

describe('a valid submission arrives in the emulator', () => {
  it('contact: From, To, Reply-To, subject and both bodies', async () => {
    const response = await post(apiPaths.contact, JSON.stringify(contact));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual({
      statusCode: 200,
      message: 'Correo enviado exitosamente',
    });

    const mails = await deliveredMails();
    expect(mails).toHaveLength(1);
    const [received] = mails;
    expect(received).toMatchObject({
      from: 'Ayni Cloud <no-reply@aynicloud.pe>',
      destination: { to: ['info@aynicloud.pe'], cc: [], bcc: [] },
      replyTo: ['carmen.villanueva@example.pe'],
      subject: 'Nuevo mensaje de contacto — Carmen Rosa Villanueva Ríos',
    });
    expect(received?.body.text).toContain('Nombres y apellidos: Carmen Rosa Villanueva Ríos');
    expect(received?.body.text).toContain('Teléfono: 987654321');
    expect(received?.body.text).toContain(contact.Mensaje);
    expect(received?.body.html).toContain(
      'Queremos evaluar Oracle Cloud para nuestra planilla. &lt;Gracias&gt;',
    );
  });

  it('contact from a Lima landline: its leading zero, lost as an integer, is back in the mail', async () => {
    // What the form sends for 017054200: the number, without its zero.
    const response = await post(
      apiPaths.contact,
      JSON.stringify({ ...contact, Telefono: 17_054_200 }),
    );
    expect(response.status).toBe(200);
    const [received] = await deliveredMails();
    expect(received?.body.text).toContain('Teléfono: 017054200');
    expect(received?.body.html).toContain('017054200');
  });

  it('application: to APPLICATION_TO with its own subject', async () => {
    const response = await post(apiPaths.application, JSON.stringify(application));
    expect(await response.json()).toEqual({
      statusCode: 200,
      message: '¡Postulación enviada exitosamente!',
    });
    const [received, ...others] = await deliveredMails();
    expect(others).toHaveLength(0);
    expect(received).toMatchObject({
      from: 'Ayni Cloud <no-reply@aynicloud.pe>',
      destination: { to: ['talento@aynicloud.pe'] },
      replyTo: ['jorge.ccama@example.pe'],
      subject: 'Nueva postulación — Jorge Luis Ccama Apaza',
    });
    expect(received?.body.text).toContain('Descripción: Certificado AWS Cloud Practitioner.');
    expect(received?.body.text).not.toContain('999999999');
  });
});

describe('what the API accepts, it can send (issue 28)', () => {
  it('a name of 76 emoji arrives as exactly one mail, its subject whole', async () => {
    const name = '😀'.repeat(76);
    const response = await post(apiPaths.contact, JSON.stringify({ ...contact, Nombres: name }));
    expect(response.status).toBe(200);
    const mails = await deliveredMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Nuevo mensaje de contacto — ${name}`);
    expect(api.queue.deadLetters()).toHaveLength(0);
  });

  it('a message keeps U+2028 and U+2029 as line breaks', async () => {
    const response = await post(
      apiPaths.contact,
      JSON.stringify({ ...contact, Mensaje: 'Primera línea\u2028segunda\u2029tercera' }),
    );
    expect(response.status).toBe(200);
    const [received] = await deliveredMails();
    expect(received?.body.text).toContain('Primera línea\nsegunda\ntercera');
  });

  it.each([
    [
      'a noncharacter in the message',
      { Mensaje: 'Hola \uFFFE' },
      'El mensaje contiene caracteres no válidos',
    ],
    [
      'a name that shows nothing',
      { Nombres: '\u3164\u2800' },
      'Los nombres y apellidos son obligatorios',
    ],
    [
      'a message of zero-width characters',
      { Mensaje: '\u200B\u200D' },
      'El mensaje es obligatorio',
    ],
  ])(
    '%s is refused with 400 in the contract’s words, and nothing arrives',
    async (_name, change, words) => {
      // Posted as a form asking for JSON: the handler's own verdict (a JSON body meets the
      // gateway's model first, whose answer is its own).
      const fields = { ...contact, Telefono: String(contact.Telefono), ...change };
      const response = await fetch(`${api.url}${apiPaths.contact}`, {
        method: 'POST',
        headers: { 'Content-Type': FORM_MEDIA_TYPE, Accept: 'application/json' },
        body: new URLSearchParams(fields).toString(),
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toContain(words);
      expect(await deliveredMails()).toHaveLength(0);
    },
  );
});

describe('the largest valid message arrives, in either encoding (issue 35)', () => {
  // Three UTF-8 bytes: nine once URL-encoded (%E2%82%AC), six as the JSON escape \u20ac.
  const costliest = '€';
  /** The longest address the contract takes, in its costliest characters (%27 and %2B). */
  const longestEmail = `${"'+".repeat(32)}@${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(58)}.pe`;
  const largest = {
    Nombres: costliest.repeat(limits.nombresMaxLength),
    Telefono: 10 ** limits.telefonoMaxDigits - 1,
    Email: longestEmail,
    Mensaje: costliest.repeat(limits.mensajeMaxLength),
  };
  /** Every character of every text written as its JSON escape, the longest way JSON has. */
  const escapedJson = (payload: Record<string, string | number>) =>
    `{${Object.entries(payload)
      .map(([name, value]) => {
        if (typeof value === 'number') return `"${name}":${value}`;
        const escaped = [...value]
          .map((char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)
          .join('');
        return `"${name}":"${escaped}"`;
      })
      .join(',')}}`;

  it('is what the contract takes at every limit', () => {
    expect(longestEmail).toHaveLength(limits.emailMaxLength);
    expect(String(largest.Telefono)).toHaveLength(limits.telefonoMaxDigits);
  });

  it('posted as JSON, every character escaped: 200, and the mail arrives whole', async () => {
    const body = escapedJson(largest);
    expect(JSON.parse(body)).toEqual(largest);
    const response = await post(apiPaths.contact, body);
    expect(await response.json()).toEqual({ statusCode: 200, message: apiMessages.contactSent });
    const [received, ...others] = await deliveredMails();
    expect(others).toEqual([]);
    expect(received?.replyTo).toEqual([longestEmail]);
    expect(received?.body.text).toContain(largest.Mensaje);
  });

  it('posted by the form itself, URL-encoded: 303 to the sent panel, and the mail arrives whole', async () => {
    const body = new URLSearchParams({ ...toFields(largest), [HONEYPOT_FIELD]: '' }).toString();
    // What issue 35 found: such a body is nearly three times the old 16 KiB.
    expect(body.length).toBeGreaterThan(45_000);
    expect(body.length).toBeLessThanOrEqual(limits.bodyMaxBytes);
    const response = await fetch(`${api.url}${apiPaths.contact}`, {
      method: 'POST',
      headers: { 'Content-Type': FORM_MEDIA_TYPE, Referer: `${api.url}/contacto/formulario` },
      body,
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/contacto/formulario#contacto-enviado');
    const [received, ...others] = await deliveredMails();
    expect(others).toEqual([]);
    expect(received?.subject).toContain(largest.Nombres);
    expect(received?.body.text).toContain(largest.Mensaje);
  });

  it('the application form at its limits, posted by the form itself: the mail arrives whole', async () => {
    const names = formFieldNames.application;
    const descripcion = costliest.repeat(descripcionMaxLength);
    const response = await fetch(`${api.url}${apiPaths.application}`, {
      method: 'POST',
      headers: { 'Content-Type': FORM_MEDIA_TYPE },
      body: new URLSearchParams({
        [names.nombres]: largest.Nombres,
        [names.email]: longestEmail,
        [names.descripcion]: descripcion,
        [names.honeypot]: '',
      }).toString(),
      redirect: 'manual',
    });
    expect(response.headers.get('location')).toBe(
      '/ayuda/trabaja-con-nosotros#postulacion-enviada',
    );
    const [received] = await deliveredMails();
    expect(received?.body.text).toContain(descripcion);
  });

  it('a body larger than any valid message → 413 saying what to shorten, and an empty inbox', async () => {
    // Valid JSON, padded past the limit: only its size is wrong.
    const body = `${JSON.stringify(contact)}${' '.repeat(limits.bodyMaxBytes)}`;
    const response = await post(apiPaths.contact, body);
    expect(await response.json()).toEqual({ statusCode: 413, message: apiMessages.formTooLarge });
    expect(apiMessages.formTooLarge).toContain(`${limits.mensajeMaxLength} caracteres`);
    expect(await deliveredMails()).toEqual([]);
  });
});

describe('nothing arrives for what is refused', () => {
  it.each([
    [
      'an invalid e-mail',
      JSON.stringify({ ...contact, Email: 'carmen@' }),
      'application/json',
      400,
    ],
    [
      'a missing field',
      JSON.stringify({ ...contact, Mensaje: undefined }),
      'application/json',
      400,
    ],
    ['malformed JSON', '{"Nombres":', 'application/json', 400],
    ['plain text', 'Nombres=Carmen', 'text/plain', 415],
    [
      // The request model refuses the message's length before the handler sees the size.
      'a message longer than the contract allows',
      JSON.stringify({ ...contact, Mensaje: 'x'.repeat(limits.bodyMaxBytes) }),
      'application/json',
      400,
    ],
    [
      'a filled honeypot',
      JSON.stringify({ ...contact, [HONEYPOT_FIELD]: 'spam' }),
      'application/json',
      200,
    ],
  ])('%s → %s… and an empty inbox', async (_name, body, contentType, status) => {
    for (const path of [apiPaths.contact, apiPaths.application]) {
      const response = await post(path, body, contentType);
      expect(response.status).toBe(status);
      const envelope = (await response.json()) as { statusCode: number; message: string };
      expect(envelope.statusCode).toBe(status);
    }
    expect(await deliveredMails()).toEqual([]);
  });

  const refusedByTheHandlers = [
    [
      'a domain without a dot',
      { ...contact, Email: 'carmen@empresa' },
      'El correo electrónico no es válido',
    ],
    [
      'a name that would reorder the subject',
      { ...contact, Nombres: 'Carmen \u202Egnp.exe\u200B' },
      'Los nombres y apellidos contienen caracteres invisibles no permitidos',
    ],
  ] as const;

  // As deployed: API Gateway's model judges a JSON body first, in its own words (decision 094).
  it.each(refusedByTheHandlers)(
    '%s, as JSON → the gateway model’s 400, and an empty inbox',
    async (_name, payload) => {
      for (const path of [apiPaths.contact, apiPaths.application]) {
        const response = await post(path, JSON.stringify(payload));
        expect(await response.json()).toEqual({
          statusCode: 400,
          message: 'Datos inválidos: revisa los campos del formulario',
        });
      }
      expect(await deliveredMails()).toEqual([]);
    },
  );

  // A form's own post is the handlers' to judge: they name the field.
  it.each(refusedByTheHandlers)(
    '%s, posted by the form itself → 400 naming the field, and an empty inbox',
    async (_name, payload, message) => {
      const response = await fetch(`${api.url}${apiPaths.contact}`, {
        method: 'POST',
        headers: { 'Content-Type': FORM_MEDIA_TYPE, Accept: 'application/json' },
        body: new URLSearchParams(toFields(payload)).toString(),
      });
      expect(await response.json()).toEqual({
        statusCode: 400,
        message: `Revisa los datos enviados: ${message}.`,
      });
      expect(await deliveredMails()).toEqual([]);
    },
  );

  it('a JSON body that is not UTF-8 (a message saved as Latin-1) → 400, and an empty inbox', async () => {
    const latin1 = Buffer.from(
      JSON.stringify({ ...contact, Mensaje: 'Cotización para la sede de Cañete' }),
      'latin1',
    );
    for (const path of [apiPaths.contact, apiPaths.application]) {
      const response = await post(path, latin1);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { statusCode: number }).statusCode).toBe(400);
    }
    expect(await deliveredMails()).toEqual([]);
  });

  it('an unknown path under /website/ → 404 envelope', async () => {
    const response = await post('/website/contacto/otro', JSON.stringify(contact));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ statusCode: 404, message: 'Recurso no encontrado' });
    expect(await deliveredMails()).toEqual([]);
  });
});

describe('a form the browser posts itself', () => {
  const fields = {
    Nombres: contact.Nombres,
    Telefono: String(contact.Telefono),
    Email: contact.Email,
    // A browser sends a textarea's line breaks as CR LF.
    Mensaje: contact.Mensaje.replace(/\n/g, '\r\n'),
  };

  /**
   * What a browser sends for a form on one of the local site's pages, headers and all;
   * `headers` replace the browser's (undefined leaves one out).
   */
  function postForm(
    path: string,
    body: Record<string, string>,
    headers: Record<string, string | undefined>,
  ) {
    const sent: Record<string, string | undefined> = {
      'Content-Type': FORM_MEDIA_TYPE,
      Accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
      Origin: api.url,
      Referer: `${api.url}/aws/ofertas/connect`,
      'Sec-Fetch-Site': 'same-origin',
      ...headers,
    };
    return fetch(`${api.url}${path}`, {
      method: 'POST',
      headers: Object.entries(sent).filter((entry): entry is [string, string] => !!entry[1]),
      body: new URLSearchParams(body).toString(),
      // The browser would follow the 303; the test reads it.
      redirect: 'manual',
    });
  }

  it('answers 303 to the page it came from, at the sent panel, and the mail arrives once', async () => {
    const response = await postForm(apiPaths.contact, fields, {});
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/aws/ofertas/connect#contacto-enviado');
    expect(response.headers.get('cache-control')).toBe('no-store');

    const mails = await deliveredMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      from: 'Ayni Cloud <no-reply@aynicloud.pe>',
      destination: { to: ['info@aynicloud.pe'] },
      replyTo: ['carmen.villanueva@example.pe'],
      subject: 'Nuevo mensaje de contacto — Carmen Rosa Villanueva Ríos',
    });
    // The message as the visitor typed it, line breaks as the JSON path sends them.
    expect(mails[0]?.body.text).toContain(contact.Mensaje);
  });

  it('the application form: the composed message to APPLICATION_TO, back to the jobs page', async () => {
    const response = await postForm(
      apiPaths.application,
      {
        Email: 'jorge.ccama@example.pe',
        Nombres: 'Jorge Luis Ccama Apaza',
        Descripcion: 'Certificado AWS.',
      },
      { Referer: `${api.url}/ayuda/trabaja-con-nosotros` },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      '/ayuda/trabaja-con-nosotros#postulacion-enviada',
    );
    const [received, ...others] = await deliveredMails();
    expect(others).toHaveLength(0);
    expect(received?.destination.to).toEqual(['talento@aynicloud.pe']);
    expect(received?.body.text).toContain('Sobre el postulante:\nCertificado AWS.');
  });

  it('from the site’s own origin, by a browser without Sec-Fetch-Site → accepted', async () => {
    const response = await postForm(apiPaths.contact, fields, { 'Sec-Fetch-Site': undefined });
    expect(response.status).toBe(303);
    expect(await deliveredMails()).toHaveLength(1);
  });

  it('an invalid field → 303 to the failed panel, and an empty inbox', async () => {
    const response = await postForm(apiPaths.contact, { ...fields, Email: 'carmen@' }, {});
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/aws/ofertas/connect#contacto-no-enviado');
    expect(await deliveredMails()).toEqual([]);
  });

  it.each([
    [
      'Sec-Fetch-Site: cross-site',
      { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' },
    ],
    [
      'a foreign Origin from a browser without Sec-Fetch-Site',
      { 'Sec-Fetch-Site': undefined, Origin: 'https://evil.example' },
    ],
  ])(
    'from another site’s page (%s) → the handler’s 403, which leaves the edge as the form page’s "not sent" panel; an empty inbox',
    async (_name, headers) => {
      const response = await postForm(apiPaths.contact, fields, {
        ...headers,
        Referer: 'https://evil.example/pagina',
      });
      // Never the other site's page: the form's own (decision 130).
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/contacto/formulario#contacto-no-enviado');
      expect(await deliveredMails()).toEqual([]);
    },
  );

  it('from another site’s page, asking for JSON → the handler’s 403 envelope', async () => {
    const response = await postForm(apiPaths.contact, fields, {
      'Sec-Fetch-Site': 'cross-site',
      Accept: 'application/json',
    });
    expect(await response.json()).toEqual({
      statusCode: 403,
      message: 'Este formulario solo puede enviarse desde nuestro sitio web',
    });
    expect(await deliveredMails()).toEqual([]);
  });
});
