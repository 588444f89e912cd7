import { vi } from 'vitest';

vi.hoisted(() => {
  // Powertools writes through the global console, which the tests read; its dev mode would
  // also turn the metrics off, unless they are turned on by name.
  process.env.POWERTOOLS_DEV = 'true';
  process.env.POWERTOOLS_METRICS_DISABLED = 'false';
  process.env.METRICS_NAMESPACE = 'AyniCloud/AyniCloudWebsite';
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BEHAVIOUR_FAILURE_ERROR_MAX_LENGTH,
  BEHAVIOUR_FAILURE_MAX_BYTES,
  BEHAVIOUR_FAILURE_PATH,
  apiMessages,
} from '../contract/contact-constants';
import { handler } from './behaviour-failure';
import { METRICS_SERVICE, metricNames } from './lib/metric-names';
import { captureLogs, proxyEvent } from './test-support';

const tabsFailed = {
  behaviour: 'tabs',
  error: "SyntaxError: '#1-migracion' is not a valid selector",
};

const post = (body: string, contentType = 'application/json', base64 = false) =>
  proxyEvent({
    path: BEHAVIOUR_FAILURE_PATH,
    resource: BEHAVIOUR_FAILURE_PATH,
    headers: {
      'Content-Type': contentType,
      Referer: 'https://www.aynicloud.pe/contacto/formulario?nombre=Ana%20Quispe',
      'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64)',
    },
    requestContext: {
      requestId: 'req-0001',
      stage: 'production',
      httpMethod: 'POST',
      identity: { sourceIp: '203.0.113.7' },
    } as never,
    body: base64 ? Buffer.from(body).toString('base64') : body,
    isBase64Encoded: base64,
  });

let logs: ReturnType<typeof captureLogs>;
beforeEach(() => {
  logs = captureLogs();
});
afterEach(() => logs.restore());

/** The log lines that are not metrics. */
const lines = () => logs.entries().filter((entry) => !('_aws' in entry));

/** The EMF lines: each metric's namespace, its dimension sets and values. */
function counted() {
  return logs
    .entries()
    .filter((entry) => '_aws' in entry)
    .map((entry) => {
      const meta = (
        entry._aws as {
          CloudWatchMetrics: [
            { Namespace: string; Dimensions: string[][]; Metrics: { Name: string }[] },
          ];
        }
      ).CloudWatchMetrics[0];
      return {
        namespace: meta.Namespace,
        dimensionSets: meta.Dimensions.map((keys) =>
          Object.fromEntries(keys.map((key) => [key, String(entry[key])])),
        ),
        metrics: Object.fromEntries(meta.Metrics.map(({ Name }) => [Name, entry[Name]])),
      };
    });
}

describe('the behaviour failure endpoint', () => {
  it('answers a report with 204, no body, not cached; one warn line and one count', async () => {
    const result = await handler(post(JSON.stringify(tabsFailed)));
    expect(result).toEqual({ statusCode: 204, headers: { 'Cache-Control': 'no-store' }, body: '' });
    expect(lines()).toEqual([
      expect.objectContaining({
        level: 'WARN',
        message: 'behaviour failure',
        behaviour: 'tabs',
        error: tabsFailed.error,
      }),
    ]);
    expect(counted()).toEqual([
      {
        namespace: 'AyniCloud/AyniCloudWebsite',
        // By behaviour for the dashboard, and in all for the alarm: the same line.
        dimensionSets: [
          { service: METRICS_SERVICE, Behaviour: 'tabs' },
          { service: METRICS_SERVICE },
        ],
        metrics: { [metricNames.behaviourFailures]: 1 },
      },
    ]);
  });

  it('logs nothing of the request but the name and the error: no page, no address, no agent', async () => {
    await handler(post(JSON.stringify(tabsFailed)));
    const [line] = lines();
    expect(
      Object.keys(line!)
        .filter((key) => !/^(level|message|timestamp|service|sampling_rate)$/.test(key))
        .sort(),
    ).toEqual(['behaviour', 'error']);
    expect(logs.lines.join('\n')).not.toMatch(/Quispe|aynicloud|203\.0\.113|Mozilla/);
  });

  it('takes a base64 body as API Gateway may pass it', async () => {
    const result = await handler(post(JSON.stringify(tabsFailed), 'application/json', true));
    expect(result.statusCode).toBe(204);
    expect(lines()[0]).toMatchObject({ behaviour: 'tabs' });
  });

  it('logs and counts a name the site does not have as unknown', async () => {
    const result = await handler(
      post(JSON.stringify({ behaviour: 'Ana Quispe <ana@example.pe>', error: 'Error: x' })),
    );
    expect(result.statusCode).toBe(204);
    expect(lines()).toEqual([expect.objectContaining({ behaviour: 'unknown', error: 'Error: x' })]);
    expect(counted()[0]?.dimensionSets[0]).toEqual({
      service: METRICS_SERVICE,
      Behaviour: 'unknown',
    });
    expect(logs.lines.join('\n')).not.toContain('Quispe');
  });

  it('cuts a long message to its limit, on one line, with any URL replaced', async () => {
    const long = `TypeError: ${'x'.repeat(500)}`;
    await handler(post(JSON.stringify({ behaviour: 'carousels', error: long })));
    const logged = lines()[0]!.error as string;
    expect(logged).toHaveLength(BEHAVIOUR_FAILURE_ERROR_MAX_LENGTH);
    expect(logged).toBe(long.slice(0, BEHAVIOUR_FAILURE_ERROR_MAX_LENGTH));

    logs.lines.length = 0;
    await handler(
      post(
        JSON.stringify({
          behaviour: 'videos',
          error: 'NetworkError: https://www.aynicloud.pe/?q=Ana%20Quispe failed\nat line 2',
        }),
      ),
    );
    expect(lines()[0]).toMatchObject({ error: 'NetworkError: [url] failed at line 2' });
  });

  it('logs no format character and no address without a scheme either (issue 35)', async () => {
    const error =
      'TypeError: \u202Eevil\u200B //cdn.example/a?nombre=Ana www.example.pe/x?q=1 ' +
      'example.pe/ruta?dni=123 window.matchMedia';
    await handler(post(JSON.stringify({ behaviour: 'menus', error })));
    expect(lines()[0]).toMatchObject({
      error: 'TypeError: evil [url] [url] [url] window.matchMedia',
    });
  });

  it('refuses a body that is not { behaviour, error } with 400, and counts nothing', async () => {
    for (const body of [
      '',
      'no es JSON',
      '[]',
      'null',
      '"tabs"',
      JSON.stringify({ behaviour: 'tabs' }),
      JSON.stringify({ behaviour: 'tabs', error: 42 }),
      JSON.stringify({ behaviour: 1, error: 'Error: x' }),
      JSON.stringify({ ...tabsFailed, url: 'https://www.aynicloud.pe/' }),
    ]) {
      const result = await handler(post(body));
      expect(result.statusCode, body).toBe(400);
      expect(JSON.parse(result.body)).toEqual({
        statusCode: 400,
        message: apiMessages.invalidFailureReport,
      });
    }
    expect(counted()).toEqual([]);
    expect(lines().every((line) => line.level === 'INFO' && line.outcome === 'invalid')).toBe(true);
  });

  it('refuses a body over the limit with 413, counted in bytes (base64 decoded)', async () => {
    const padded = (bytes: number) => {
      const body = JSON.stringify({ behaviour: 'tabs', error: '' });
      return JSON.stringify({ behaviour: 'tabs', error: 'x'.repeat(bytes - body.length) });
    };
    expect((await handler(post(padded(BEHAVIOUR_FAILURE_MAX_BYTES)))).statusCode).toBe(204);
    const over = padded(BEHAVIOUR_FAILURE_MAX_BYTES + 1);
    expect((await handler(post(over))).statusCode).toBe(413);
    const result = await handler(post(over, 'application/json', true));
    expect(result.statusCode).toBe(413);
    expect(JSON.parse(result.body)).toEqual({ statusCode: 413, message: apiMessages.tooLarge });
  });

  it('refuses another media type with 415, and another method with 405 naming POST', async () => {
    for (const type of [
      'text/plain',
      'application/csp-report',
      'application/x-www-form-urlencoded',
    ]) {
      const result = await handler(post(JSON.stringify(tabsFailed), type));
      expect(result.statusCode, type).toBe(415);
      expect(JSON.parse(result.body)).toEqual({
        statusCode: 415,
        message: apiMessages.unsupportedFailureType,
      });
    }
    expect(
      (await handler(post(JSON.stringify(tabsFailed), 'application/json; charset=UTF-8')))
        .statusCode,
    ).toBe(204);
    const get = await handler({ ...post(JSON.stringify(tabsFailed)), httpMethod: 'GET' });
    expect(get.statusCode).toBe(405);
    expect(get.headers).toMatchObject({ Allow: 'POST', 'Cache-Control': 'no-store' });
  });
});
