/**
 * The origin-response function on `/website/*`, called with the event CloudFront builds: every
 * refusal of a form the browser posted itself (429 from API Gateway's throttle first) becomes the
 * 303 to the form's "not sent" panel; a script's post, a report, or an answer under 400 passes
 * as it came.
 */
import type { CloudFrontResponse, CloudFrontResponseEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { apiPaths, BEHAVIOUR_FAILURE_PATH } from '../contract/contact-constants';
import { handler } from './native-refusal';

const browserHeaders = {
  'content-type': 'application/x-www-form-urlencoded',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  referer: 'https://www.aynicloud.pe/aws/ofertas/connect',
  'sec-fetch-site': 'same-origin',
};

/** CloudFront's origin-response event: the viewer's request and the origin's answer. */
interface Viewer {
  readonly uri?: string;
  readonly method?: string;
  readonly headers?: Record<string, string>;
}

function originResponse(
  status: number,
  { uri = apiPaths.contact, method = 'POST', headers = browserHeaders }: Viewer = {},
  multiple: Record<string, string[]> = {},
): CloudFrontResponseEvent {
  const cfHeaders = Object.fromEntries(
    Object.entries({ ...headers, ...multiple }).map(([name, value]) => [
      name,
      (Array.isArray(value) ? value : [value]).map((one) => ({ key: name, value: one })),
    ]),
  );
  const response: CloudFrontResponse = {
    status: String(status),
    statusDescription: 'x',
    headers: {
      'content-type': [{ key: 'Content-Type', value: 'application/json' }],
      'x-amzn-requestid': [{ key: 'x-amzn-RequestId', value: 'r-1' }],
    },
  };
  return {
    Records: [
      {
        cf: {
          config: {
            distributionDomainName: 'd111.cloudfront.net',
            distributionId: 'EDFDVBD6EXAMPLE',
            eventType: 'origin-response',
            requestId: 'req',
          },
          request: { clientIp: '198.51.100.7', method, uri, querystring: '', headers: cfHeaders },
          response,
        },
      },
    ],
  };
}

/** What the viewer receives, read as a browser reads it. */
async function viewerGets(event: CloudFrontResponseEvent) {
  const result = await handler(event);
  const headers = result.headers ?? {};
  return {
    status: result.status,
    headers: Object.fromEntries(
      Object.entries(headers).map(([name, values]) => [name, values.map((h) => h.value)]),
    ),
    body: result.body,
  };
}

/** The 303 a browser follows to the panel: nothing cached, nothing shown, no JSON type left. */
const seeOther = (location: string) => ({
  status: '303',
  headers: { location: [location], 'cache-control': ['no-store'] },
  body: '',
});

describe('a refusal of a form the browser posted itself', () => {
  it.each([429, 403, 413, 500, 502, 504])(
    '%s → 303 to the page it came from, at its "not sent" panel',
    async (status) => {
      expect(await viewerGets(originResponse(status))).toEqual(
        seeOther('/aws/ofertas/connect#contacto-no-enviado'),
      );
    },
  );

  it('posted by another site’s page (the handler’s 403): the form’s own page, never the other site’s path', async () => {
    for (const fetchSite of ['cross-site', 'same-site']) {
      const headers = {
        ...browserHeaders,
        'sec-fetch-site': fetchSite,
        referer: 'https://evil.example/pagina',
      };
      expect(await viewerGets(originResponse(403, { headers }))).toEqual(
        seeOther('/contacto/formulario#contacto-no-enviado'),
      );
    }
  });

  it('the application form, without a Referer, and under the stage’s origin path: its own page', async () => {
    const headers: Record<string, string> = { ...browserHeaders };
    delete headers.referer;
    expect(
      await viewerGets(originResponse(429, { uri: `/production${apiPaths.application}`, headers })),
    ).toEqual(seeOther('/ayuda/trabaja-con-nosotros#postulacion-no-enviada'));
  });
});

describe('passes as it came', () => {
  it('an answer under 400: the handlers’ own redirect, a success', async () => {
    for (const status of [200, 303]) {
      const event = originResponse(status);
      expect(await handler(event)).toBe(event.Records[0]!.cf.response);
    }
  });

  it.each([
    [
      'a script’s post (JSON)',
      { headers: { ...browserHeaders, 'content-type': 'application/json' } },
    ],
    [
      'a form post whose script asks for JSON',
      { headers: { ...browserHeaders, accept: 'application/json' } },
    ],
    ['a report', { uri: BEHAVIOUR_FAILURE_PATH }],
    ['another method', { method: 'GET' }],
    ['an unknown path', { uri: '/website/contacto/otro' }],
  ])('%s refused: the envelope, whose message a script shows', async (_name, request) => {
    const event = originResponse(429, request);
    expect(await handler(event)).toBe(event.Records[0]!.cf.response);
  });

  it('a request with two Content-Types (no browser’s form sends one)', async () => {
    const event = originResponse(
      400,
      {},
      { 'content-type': ['application/x-www-form-urlencoded', 'application/json'] },
    );
    expect(await handler(event)).toBe(event.Records[0]!.cf.response);
  });
});
