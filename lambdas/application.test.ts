import { vi } from 'vitest';

vi.hoisted(() => {
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
});

import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD, apiPaths } from '../contract/contact-api';
import { APPLICATION_PLACEHOLDER_PHONE, composeApplicationMessage } from '../contract/form-post';
import { handler } from './application';
import {
  envelopeOf,
  htmlBody,
  postForm,
  postJson,
  proxyEvent,
  stubTestEnv,
  tableRows,
  mockMailQueue,
} from './test-support';

const queue = mockMailQueue('msg-0002');
const { sqs } = queue;

beforeEach(() => {
  stubTestEnv();
  queue.reset();
});

afterEach(() => {
  vi.unstubAllEnvs();
});

// What the opportunities form sends: a fixed placeholder phone
// and a composed Mensaje.
const application = {
  Nombres: 'Luis Alberto Mamani Condori',
  Telefono: 999999999,
  Email: 'luis.mamani@example.pe',
  Mensaje:
    'Postulación a través de la web.\nNombre: Luis Alberto Mamani Condori\n' +
    'Correo: luis.mamani@example.pe\nDescripción: Soy técnico en redes y quiero crecer en la nube.\n' +
    'Enviado desde el formulario de oportunidades del sitio web.',
};

const applicationEvent = () =>
  proxyEvent({
    resource: apiPaths.application,
    path: apiPaths.application,
    body: JSON.stringify(application),
  });

describe('POST /website/contacto/oportunidades', () => {
  it('answers 200 "¡Postulación enviada exitosamente!" and mails APPLICATION_TO exactly this', async () => {
    const result = await handler(applicationEvent());
    expect(envelopeOf(result)).toEqual({
      statusCode: 200,
      message: '¡Postulación enviada exitosamente!',
    });
    const input = queue.mails()[0];
    expect(input).toEqual({
      Source: 'Ayni Cloud <no-reply@aynicloud.pe>',
      Destination: { ToAddresses: ['talento@aynicloud.pe', 'rrhh@aynicloud.pe'] },
      ReplyToAddresses: ['luis.mamani@example.pe'],
      Message: {
        Subject: { Charset: 'UTF-8', Data: 'Nueva postulación — Luis Alberto Mamani Condori' },
        Body: {
          Text: {
            Charset: 'UTF-8',
            Data: [
              'Nueva postulación desde la página de oportunidades del sitio web',
              '',
              'Nombres y apellidos: Luis Alberto Mamani Condori',
              'Correo electrónico: luis.mamani@example.pe',
              '',
              'Mensaje:',
              application.Mensaje,
              '',
              'Responde a este correo para escribirle directamente.',
            ].join('\n'),
          },
          Html: { Charset: 'UTF-8', Data: expect.any(String) },
        },
      },
    });
  });

  it('writes the HTML body with the name and e-mail in its table and the composed message', async () => {
    await handler(applicationEvent());
    const document = htmlBody(queue.mails()[0]);
    expect(document.querySelector('h1')?.textContent).toBe(
      'Nueva postulación desde la página de oportunidades del sitio web',
    );
    expect(tableRows(document)).toEqual([
      ['Nombres y apellidos', 'Luis Alberto Mamani Condori'],
      ['Correo electrónico', 'luis.mamani@example.pe'],
    ]);
    expect(document.querySelector('p')?.textContent).toBe(application.Mensaje);
  });

  it('leaves the placeholder phone out of the mail', async () => {
    await handler(applicationEvent());
    const input = queue.mails()[0];
    expect(input?.Message?.Body?.Text?.Data).not.toContain('999999999');
    expect(tableRows(htmlBody(input)).map(([label]) => label)).not.toContain('Teléfono');
    expect(input?.Message?.Body?.Html?.Data).not.toContain('999999999');
  });

  it('the mail queue refusing → 502 "Error al enviar postulación"', async () => {
    sqs
      .on(SendMessageCommand)
      .rejects(Object.assign(new Error('Throttling: rate'), { name: 'RequestThrottled' }));
    const result = await handler(applicationEvent());
    expect(envelopeOf(result)).toEqual({ statusCode: 502, message: 'Error al enviar postulación' });
  });

  it('an invalid application → 400 naming the field, nothing sent', async () => {
    const result = await handler(postJson({ ...application, Email: 'luis.mamani@' }));
    expect(envelopeOf(result)).toEqual({
      statusCode: 400,
      message: 'Revisa los datos enviados: El correo electrónico no es válido.',
    });
    expect(sqs).not.toHaveReceivedCommand(SendMessageCommand);
  });

  it('the honeypot answers like a success and sends nothing', async () => {
    const result = await handler(postJson({ ...application, [HONEYPOT_FIELD]: 'x' }));
    expect(envelopeOf(result).message).toBe('¡Postulación enviada exitosamente!');
    expect(sqs).not.toHaveReceivedCommand(SendMessageCommand);
  });

  it('a missing APPLICATION_TO → 500 "Error al enviar postulación"', async () => {
    vi.stubEnv('APPLICATION_TO', '');
    const result = await handler(applicationEvent());
    expect(envelopeOf(result)).toEqual({ statusCode: 500, message: 'Error al enviar postulación' });
    expect(sqs).not.toHaveReceivedCommand(SendMessageCommand);
  });
});

describe('the application form posted by the browser itself', () => {
  const fields = {
    Email: 'luis.mamani@example.pe',
    Nombres: 'Luis Alberto Mamani Condori',
    Descripcion: 'Soy técnico en redes y quiero crecer en la nube.\nDisponible desde enero.',
  };
  const fromJobsPage = { Referer: 'https://www.aynicloud.pe/ayuda/trabaja-con-nosotros' };
  const post = (
    form: Record<string, string>,
    headers: Record<string, string | undefined> = fromJobsPage,
  ) => postForm(form, headers, { resource: apiPaths.application, path: apiPaths.application });
  const sent = () => queue.mails();

  it('→ 303 to the jobs page’s sent panel, mailing the composed message, without the placeholder phone', async () => {
    const result = await handler(post(fields));
    expect(result.statusCode).toBe(303);
    expect(result.headers?.Location).toBe('/ayuda/trabaja-con-nosotros#postulacion-enviada');
    const [input] = sent();
    expect(input?.Destination).toEqual({
      ToAddresses: ['talento@aynicloud.pe', 'rrhh@aynicloud.pe'],
    });
    expect(input?.Message?.Subject?.Data).toBe('Nueva postulación — Luis Alberto Mamani Condori');
    const text = input?.Message?.Body?.Text?.Data;
    expect(text).toContain(
      composeApplicationMessage(fields.Nombres, fields.Email, fields.Descripcion),
    );
    expect(text).toContain('Sobre el postulante:\nSoy técnico en redes');
    expect(text).not.toContain(String(APPLICATION_PLACEHOLDER_PHONE));
  });

  it('sends the same mail as the JSON the site’s script builds from the same fields', async () => {
    await handler(post(fields));
    await handler(
      postJson({
        Nombres: fields.Nombres,
        Telefono: APPLICATION_PLACEHOLDER_PHONE,
        Email: fields.Email,
        Mensaje: composeApplicationMessage(fields.Nombres, fields.Email, fields.Descripcion),
      }),
    );
    const [fromForm, fromJson] = sent();
    expect(fromForm).toEqual(fromJson);
  });

  it('without a Referer returns to the jobs page, not the contact page', async () => {
    const result = await handler(post(fields, { Referer: undefined }));
    expect(result.headers?.Location).toBe('/ayuda/trabaja-con-nosotros#postulacion-enviada');
  });

  it('a blank description → 303 to the failed panel (with JSON asked: the message is required), no mail', async () => {
    const blank = { ...fields, Descripcion: '  ' };
    const result = await handler(post(blank));
    expect(result.headers?.Location).toBe('/ayuda/trabaja-con-nosotros#postulacion-no-enviada');
    const answer = await handler(post(blank, { Accept: 'application/json' }));
    expect(envelopeOf(answer)).toEqual({
      statusCode: 400,
      message: 'Revisa los datos enviados: El mensaje es obligatorio.',
    });
    expect(sqs).not.toHaveReceivedCommand(SendMessageCommand);
  });

  it('the honeypot → 303 to the sent panel and nothing sent', async () => {
    const result = await handler(post({ ...fields, [HONEYPOT_FIELD]: 'x' }));
    expect(result.headers?.Location).toBe('/ayuda/trabaja-con-nosotros#postulacion-enviada');
    expect(sqs).not.toHaveReceivedCommand(SendMessageCommand);
  });
});
