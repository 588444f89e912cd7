import { vi } from 'vitest';

vi.hoisted(() => {
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
});

import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD, apiPaths } from '../contract/contact-api';
import { handler } from './oportunidades';
import { envelopeOf, htmlBody, postJson, proxyEvent, stubTestEnv, tableRows } from './test-support';

const ses = mockClient(SESClient);

beforeEach(() => {
  stubTestEnv();
  ses.reset();
  ses.on(SendEmailCommand).resolves({ MessageId: 'msg-0002', $metadata: {} });
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
  it('answers 200 "¡Postulación enviada exitosamente!" and mails JOBS_TO exactly this', async () => {
    const result = await handler(applicationEvent());
    expect(envelopeOf(result)).toEqual({
      statusCode: 200,
      message: '¡Postulación enviada exitosamente!',
    });
    const input = ses.commandCalls(SendEmailCommand)[0]?.args[0].input;
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
    const document = htmlBody(ses.commandCalls(SendEmailCommand)[0]?.args[0].input);
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
    const input = ses.commandCalls(SendEmailCommand)[0]?.args[0].input;
    expect(input?.Message?.Body?.Text?.Data).not.toContain('999999999');
    expect(tableRows(htmlBody(input)).map(([label]) => label)).not.toContain('Teléfono');
    expect(input?.Message?.Body?.Html?.Data).not.toContain('999999999');
  });

  it('SES rejects → 502 "Error al enviar postulación"', async () => {
    ses
      .on(SendEmailCommand)
      .rejects(Object.assign(new Error('Throttling: rate'), { name: 'Throttling' }));
    const result = await handler(applicationEvent());
    expect(envelopeOf(result)).toEqual({ statusCode: 502, message: 'Error al enviar postulación' });
  });

  it('an invalid application → 400 naming the field, nothing sent', async () => {
    const result = await handler(postJson({ ...application, Email: 'luis.mamani@' }));
    expect(envelopeOf(result)).toEqual({
      statusCode: 400,
      message: 'Revisa los datos enviados: El correo electrónico no es válido.',
    });
    expect(ses).not.toHaveReceivedCommand(SendEmailCommand);
  });

  it('the honeypot answers like a success and sends nothing', async () => {
    const result = await handler(postJson({ ...application, [HONEYPOT_FIELD]: 'x' }));
    expect(envelopeOf(result).message).toBe('¡Postulación enviada exitosamente!');
    expect(ses).not.toHaveReceivedCommand(SendEmailCommand);
  });

  it('a missing JOBS_TO → 500 "Error al enviar postulación"', async () => {
    vi.stubEnv('JOBS_TO', '');
    const result = await handler(applicationEvent());
    expect(envelopeOf(result)).toEqual({ statusCode: 500, message: 'Error al enviar postulación' });
    expect(ses).not.toHaveReceivedCommand(SendEmailCommand);
  });
});
