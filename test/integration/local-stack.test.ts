/**
 * `npm start`'s wiring: the site's own origin forwards /website/* to the real
 * handlers (as CloudFront forwards it to API Gateway), which queue the mail for the
 * sender, which delivers to the emulator whose inbox the stack exposes.
 */
import { vi } from 'vitest';

vi.hoisted(() => {
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  process.env.POWERTOOLS_METRICS_DISABLED = 'true';
});

import { afterAll, beforeAll, expect, it } from 'vitest';
import { BEHAVIOUR_FAILURE_PATH, apiPaths } from '../../contract/contact-api';
import { type LocalStack, startLocalStack } from '../../scripts/local-stack';
import { clearMailStore, readMailStore } from '../../scripts/mail-emulator';

let stack: LocalStack;

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, build: false });
});

afterAll(async () => {
  await stack?.stop();
});

it('posts on the site origin land in the inbox at mailUrl', async () => {
  await clearMailStore(stack.mailUrl);
  const response = await fetch(`${stack.url}${apiPaths.contact}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      Nombres: 'Pedro Salazar',
      Telefono: 912345678,
      Email: 'pedro.salazar@example.pe',
      Mensaje: 'Consulta sobre respaldo con Veeam.',
    }),
  });
  expect(await response.json()).toEqual({
    statusCode: 200,
    message: 'Correo enviado exitosamente',
  });
  // The handler answered once the mail was queued; the sender delivers it right after.
  await stack.queue.drained();
  const mails = await readMailStore(stack.mailUrl);
  expect(mails.map((mail) => mail.subject)).toEqual(['Nuevo mensaje de contacto — Pedro Salazar']);

  const inbox = await fetch(`${stack.mailUrl}/`);
  expect(inbox.status).toBe(200);
  expect(inbox.headers.get('content-type')).toContain('text/html');
});

it('a page’s report of a behaviour that failed to start reaches its function on the site origin', async () => {
  const response = await fetch(`${stack.url}${BEHAVIOUR_FAILURE_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ behaviour: 'tabs', error: 'SyntaxError: Invalid selector' }),
  });
  expect(response.status).toBe(204);
});
