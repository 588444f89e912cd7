/**
 * No lead lost (decision 078), with real parts: the real handlers behind the local API, the
 * local mail queue (SQS's protocol, its redelivery and dead-letter rules), the real sender, and
 * the SES emulator — stopped while a visitor sends, then started again.
 */
import { vi } from 'vitest';

vi.hoisted(() => {
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  process.env.POWERTOOLS_METRICS_DISABLED = 'true';
});

import { afterEach, expect, it } from 'vitest';
import { apiPaths } from '../../contract/contact-api';
import { type LocalApi, configureLocalMail, startLocalApi } from '../../scripts/local-api';
import { type MailEmulator, startMailEmulator } from '../../scripts/mail-emulator';

/** Short redelivery, so that the test waits on the queue's own timing and nothing else. */
const RETRY_MS = 250;

let api: LocalApi | undefined;
let mail: MailEmulator | undefined;

afterEach(async () => {
  await api?.stop();
  await mail?.stop();
  api = undefined;
  mail = undefined;
});

const visitor = {
  Nombres: 'Rosa Elena Quispe Mamani',
  Telefono: 984123456,
  Email: 'rosa.quispe@example.pe',
  Mensaje: 'Quisiera una cotización para migrar nuestro correo a la nube.',
};

function send() {
  return fetch(`${api!.url}${apiPaths.contact}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(visitor),
  });
}

/** Resolves once `condition` holds, checking as often as the queue can change. */
async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  await vi.waitFor(
    async () => {
      if (!(await condition())) throw new Error(`todavía no: ${what}`);
    },
    { timeout: 20_000, interval: 25 },
  );
}

/** An emulator whose port is free again once it stops: SES_ENDPOINT keeps pointing at it. */
async function emulatorStoppedAfterStart(): Promise<number> {
  const first = await startMailEmulator({ port: 0 });
  configureLocalMail(first.endpoint);
  await first.stop();
  return Number(new URL(first.endpoint).port);
}

it('SES down while a visitor sends: the success answer, then the mail, once SES is back, exactly once', async () => {
  const port = await emulatorStoppedAfterStart();
  api = await startLocalApi({ queue: { visibilityTimeoutMs: RETRY_MS, maxReceiveCount: 100 } });

  const response = await send();
  expect(await response.json()).toEqual({
    statusCode: 200,
    message: 'Correo enviado exitosamente',
  });

  // The sender tried, SES was not there, and the message went back on the queue.
  await until(() => {
    const state = api!.queue.state();
    return state.deliveries >= 1 && state.inFlight === 0 && state.queued === 1;
  }, 'un primer intento fallido');

  mail = await startMailEmulator({ port });
  await until(async () => (await mail!.readMails()).length > 0, 'el correo en el emulador');
  await api.queue.drained();

  const mails = await mail.readMails();
  expect(mails.map((m) => m.subject)).toEqual([
    'Nuevo mensaje de contacto — Rosa Elena Quispe Mamani',
  ]);
  expect(mails[0]?.replyTo).toEqual([visitor.Email]);
  expect(api.queue.state()).toMatchObject({ queued: 0, deadLetters: 0 });
  expect(api.queue.state().deliveries).toBeGreaterThanOrEqual(2);
});

it('SES down for good: the mail waits in the dead-letter queue after the last receive', async () => {
  await emulatorStoppedAfterStart();
  api = await startLocalApi({ queue: { visibilityTimeoutMs: RETRY_MS, maxReceiveCount: 2 } });

  expect((await send()).status).toBe(200);
  await until(() => api!.queue.state().deadLetters === 1, 'el mensaje en la cola de fallidos');

  expect(api.queue.state()).toMatchObject({ queued: 0, deliveries: 2 });
  const [held] = api.queue.deadLetters();
  // What a redrive would send: the composed mail, as the handler queued it.
  expect(JSON.parse(held!)).toMatchObject({
    version: 1,
    endpoint: 'contact',
    mail: { ReplyToAddresses: [visitor.Email] },
  });
});
