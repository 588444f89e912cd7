/**
 * The real handlers behind the local API, delivering to the real SES emulator
 * over HTTP: what a visitor posts is what lands in the inbox.
 */
import { vi } from 'vitest';

vi.hoisted(() => {
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD, apiPaths, limits } from '../../contract/contact-api';
import { type LocalApi, configureLocalMail, startLocalApi } from '../../scripts/local-api';
import { type MailEmulator, startMailEmulator } from '../../scripts/mail-emulator';

let mail: MailEmulator;
let api: LocalApi;

beforeAll(async () => {
  mail = await startMailEmulator({ port: 0 });
  vi.stubEnv('MAIL_FROM', 'Ayni Cloud <no-reply@aynicloud.pe>');
  vi.stubEnv('CONTACT_TO', 'info@aynicloud.pe');
  vi.stubEnv('JOBS_TO', 'talento@aynicloud.pe');
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

    const mails = await mail.readMails();
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
    const [received] = await mail.readMails();
    expect(received?.body.text).toContain('Teléfono: 017054200');
    expect(received?.body.html).toContain('017054200');
  });

  it('application: to JOBS_TO with its own subject', async () => {
    const response = await post(apiPaths.application, JSON.stringify(application));
    expect(await response.json()).toEqual({
      statusCode: 200,
      message: '¡Postulación enviada exitosamente!',
    });
    const [received, ...others] = await mail.readMails();
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
    ['a form post', 'Nombres=Carmen', 'application/x-www-form-urlencoded', 415],
    [
      'a body over 16 KB',
      JSON.stringify({ ...contact, Mensaje: 'x'.repeat(limits.bodyMaxBytes) }),
      'application/json',
      413,
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
    expect(await mail.readMails()).toEqual([]);
  });

  it.each([
    [
      'a domain without a dot',
      JSON.stringify({ ...contact, Email: 'carmen@empresa' }),
      'El correo electrónico no es válido',
    ],
    [
      'a name that would reorder the subject',
      JSON.stringify({ ...contact, Nombres: 'Carmen \u202Egnp.exe\u200B' }),
      'Los nombres y apellidos contienen caracteres invisibles no permitidos',
    ],
    [
      // Valid JSON and valid UTF-8, but no text the mail service can encode.
      'an escaped lone surrogate in the message',
      JSON.stringify({ ...contact, Mensaje: 'PLACEHOLDER' }).replace('PLACEHOLDER', 'Hola \\ud800'),
      'El mensaje contiene caracteres no válidos',
    ],
  ])('%s → 400 naming the field, and an empty inbox', async (_name, body, message) => {
    for (const path of [apiPaths.contact, apiPaths.application]) {
      const response = await post(path, body);
      expect(await response.json()).toEqual({
        statusCode: 400,
        message: `Revisa los datos enviados: ${message}.`,
      });
    }
    expect(await mail.readMails()).toEqual([]);
  });

  it('a body that is not UTF-8 (a message saved as Latin-1) → 400, and an empty inbox', async () => {
    const latin1 = Buffer.from(
      JSON.stringify({ ...contact, Mensaje: 'Cotización para la sede de Cañete' }),
      'latin1',
    );
    for (const path of [apiPaths.contact, apiPaths.application]) {
      const response = await post(path, latin1);
      expect(await response.json()).toEqual({
        statusCode: 400,
        // Both fields carry accents ('Ríos', 'Cotización'): both lost them on the way.
        message:
          'Revisa los datos enviados: Los nombres y apellidos contienen caracteres no válidos; ' +
          'El mensaje contiene caracteres no válidos.',
      });
    }
    expect(await mail.readMails()).toEqual([]);
  });

  it('an unknown path under /website/ → 404 envelope', async () => {
    const response = await post('/website/contacto/otro', JSON.stringify(contact));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ statusCode: 404, message: 'Recurso no encontrado' });
    expect(await mail.readMails()).toEqual([]);
  });
});
