/**
 * A page's report of a behaviour that failed to start, through the local API to the real
 * function (decision 105), as `npm start` serves it and CloudFront forwards it deployed: a report
 * is answered 204 and logged as one warn line, a body of another shape is refused with 400.
 */
import { vi } from 'vitest';

vi.hoisted(() => {
  // The function's lines through the global console, which the test reads; no metrics.
  process.env.POWERTOOLS_DEV = 'true';
  process.env.POWERTOOLS_METRICS_DISABLED = 'true';
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BEHAVIOUR_FAILURE_PATH, apiMessages } from '../../contract/contact-api';
import { type LocalApi, startLocalApi } from '../../scripts/local-api';

let api: LocalApi;
let warnings: string[] = [];
const warn = vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
  warnings.push(args.map(String).join(' '));
});
const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);

beforeAll(async () => {
  api = await startLocalApi({ port: 0 });
});

afterAll(async () => {
  await api?.stop();
  warn.mockRestore();
  info.mockRestore();
});

afterEach(() => {
  warnings = [];
});

const report = (body: string) =>
  fetch(api.url + BEHAVIOUR_FAILURE_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
  });

describe('POST /website/behaviour-failure on the local API', () => {
  it('answers a report with 204 and logs the behaviour and the error, nothing else', async () => {
    const response = await report(
      JSON.stringify({
        behaviour: 'carousels',
        error: "TypeError: Cannot read properties of null (reading 'scrollLeft')",
      }),
    );
    expect(response.status).toBe(204);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('');
    expect(warnings.map((line) => JSON.parse(line) as Record<string, unknown>)).toEqual([
      expect.objectContaining({
        message: 'behaviour failure',
        behaviour: 'carousels',
        error: "TypeError: Cannot read properties of null (reading 'scrollLeft')",
      }),
    ]);
  });

  it('refuses a body of another shape with 400, in Spanish, and logs no failure', async () => {
    const response = await report(JSON.stringify({ behaviour: 'tabs', url: '/contacto' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: 400,
      message: apiMessages.invalidFailureReport,
    });
    expect(warnings).toEqual([]);
  });
});
