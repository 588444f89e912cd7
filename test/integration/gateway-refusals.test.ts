/**
 * A refusal before any handler runs — here API Gateway's throttle, emulated by the local API
 * with the usage plan's token bucket — reaches a form posted without scripts as the form's "not
 * sent" panel (a 303, as the handlers answer), and a script's post as the Spanish envelope: what
 * the origin-response function does deployed (lambdas/native-refusal.ts, decision 130).
 */
import { vi } from 'vitest';

vi.hoisted(() => {
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  process.env.POWERTOOLS_METRICS_DISABLED = 'true';
});

import { afterAll, beforeAll, expect, it } from 'vitest';
import { FORM_MEDIA_TYPE, apiMessages, apiPaths } from '../../contract/contact-api';
import { type LocalApi, configureLocalMail, startLocalApi } from '../../scripts/local-api';
import { type MailEmulator, startMailEmulator } from '../../scripts/mail-emulator';

let mail: MailEmulator;
let api: LocalApi;

beforeAll(async () => {
  mail = await startMailEmulator({ port: 0 });
  configureLocalMail(mail.endpoint);
  // One request, then (for the length of the test) none: every later one is throttled.
  api = await startLocalApi({ port: 0, throttle: { rateLimit: 0.001, burstLimit: 1 } });
});

afterAll(async () => {
  await api?.stop();
  await mail?.stop();
  vi.unstubAllEnvs();
});

const fields = new URLSearchParams({
  Nombres: 'Carmen Rosa Villanueva Ríos',
  Telefono: '987654321',
  Email: 'carmen.villanueva@example.pe',
  Mensaje: 'Queremos evaluar Oracle Cloud.',
  SitioWeb: '',
}).toString();

/** What a browser without scripts sends from an offer page, the 303 left unfollowed. */
const postNatively = () =>
  fetch(`${api.url}${apiPaths.contact}`, {
    method: 'POST',
    headers: {
      'Content-Type': FORM_MEDIA_TYPE,
      Accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
      Referer: `${api.url}/aws/ofertas/connect`,
      'Sec-Fetch-Site': 'same-origin',
    },
    body: fields,
    redirect: 'manual',
  });

it('a throttled native post → 303 to its page’s "not sent" panel; a script’s → the 429 envelope', async () => {
  const admitted = await postNatively();
  expect(admitted.status).toBe(303);
  expect(admitted.headers.get('location')).toBe('/aws/ofertas/connect#contacto-enviado');

  const throttled = await postNatively();
  expect(throttled.status).toBe(303);
  expect(throttled.headers.get('location')).toBe('/aws/ofertas/connect#contacto-no-enviado');
  expect(throttled.headers.get('cache-control')).toBe('no-store');
  expect(await throttled.text()).toBe('');

  const script = await fetch(`${api.url}${apiPaths.contact}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: '{}',
  });
  expect(script.status).toBe(429);
  expect(await script.json()).toEqual({ statusCode: 429, message: apiMessages.tooManyRequests });

  // The admitted post alone was delivered.
  await api.queue.drained();
  expect(await mail.readMails()).toHaveLength(1);
});
