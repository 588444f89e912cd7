/**
 * `npm start` answers as CloudFront does. The CloudFront side is emulated from
 * the synthesized template itself: the two functions' deployed code, the cache
 * headers the deployments put on the objects, and the ResponseHeadersPolicy.
 * And its API answers as API Gateway does: the request model, the two report endpoints.
 */
import { vi } from 'vitest';

vi.hoisted(() => {
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
});

import { existsSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BEHAVIOUR_FAILURE_MAX_BYTES,
  BEHAVIOUR_FAILURE_PATH,
  CSP_REPORT_MAX_BYTES,
  CSP_REPORT_PATH,
  FORM_MEDIA_TYPE,
  JSON_MEDIA_TYPE,
  apiMessages,
  apiPaths,
  contactPayloadJsonSchema,
  limits,
} from '../../contract/contact-api';
import { type JsonSchema, bodyMatchesModel, compileSchema } from '../../scripts/json-schema-draft4';
import { type LocalApi, configureLocalMail, startLocalApi } from '../../scripts/local-api';
import { type MailEmulator, startMailEmulator } from '../../scripts/mail-emulator';
import { siteRoutes } from '../../routes/site-routes';
import { type Listening, createSiteServer, listenLocal } from '../../scripts/serve';
import {
  type CfRequest,
  type CfResponse,
  cfHeaders,
  isResponse,
  loadFunction,
  loadNotFoundHandler,
  runViewerRequest,
  runViewerResponse,
} from './cloudfront';
import {
  type Json,
  fixtureSiteDir,
  functionCode,
  headersPolicyOf,
  renderedHeaders,
  resources,
} from './fixture';
import { failuresOn } from '../each-path';

const siteDir = fixtureSiteDir();
const routing = loadFunction(functionCode('RoutingFunction'));
const pageHeaders = loadFunction(functionCode('PageHeadersFunction'));

/** Object metadata as the two BucketDeployments set it (include/exclude globs of one level). */
function cacheControlFromDeployments(key: string): string {
  const deployments = resources('Custom::CDKBucketDeployment');
  const matches = (glob: string) => new RegExp(`^${glob.replace(/\*/g, '.*')}$`).test(key);
  for (const [, d] of deployments) {
    const excluded = (d.Properties.Exclude ?? []).some(matches);
    const included = (d.Properties.Include ?? []).some(matches);
    if (!excluded || included) return d.Properties.SystemMetadata['cache-control'];
  }
  throw new Error(`No deployment uploads ${key}`);
}

/** The headers the site's ResponseHeadersPolicy adds, rendered as HTTP headers. */
function policyHeaders(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(renderedHeaders(headersPolicyOf())).map(([name, value]) => [
      name.toLowerCase(),
      value,
    ]),
  );
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  body?: string;
}

/**
 * The default behaviour's origin as the template wires it: the bucket, then — for the
 * status codes of its origin group's failover — the not-found page's function.
 */
const distributionConfig = resources('AWS::CloudFront::Distribution')[0]![1].Properties
  .DistributionConfig;
const originGroup = (distributionConfig.OriginGroups?.Items ?? []).find(
  (group: Json) => group.Id === distributionConfig.DefaultCacheBehavior.TargetOriginId,
);
const failoverCodes: number[] = originGroup?.FailoverCriteria.StatusCodes.Items ?? [];
const notFoundHandler = await loadNotFoundHandler(siteDir);

async function missingFile(): Promise<{ origin: CfResponse; body?: string }> {
  if (!failoverCodes.includes(404)) return { origin: { statusCode: 404, headers: {} } };
  const answer = await notFoundHandler();
  return {
    origin: {
      statusCode: answer.statusCode,
      headers: cfHeaders(answer.headers),
    },
    body: answer.body,
  };
}

/** What CloudFront answers on the default behaviour for this path. */
async function cloudFront(target: string): Promise<Answer> {
  const request = runViewerRequest(routing, target);
  if (isResponse(request)) {
    return {
      status: request.statusCode,
      headers: Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, v.value])),
    };
  }
  const key = decodeURIComponent((request as CfRequest).uri).slice(1);
  const file = join(siteDir, key);
  const missing = existsSync(file) ? undefined : await missingFile();
  const origin: CfResponse = missing
    ? missing.origin
    : {
        statusCode: 200,
        headers: { 'cache-control': { value: cacheControlFromDeployments(key) } },
      };
  const response = runViewerResponse(pageHeaders, request as CfRequest, origin);
  return {
    status: response.statusCode,
    headers: {
      ...Object.fromEntries(Object.entries(response.headers).map(([k, v]) => [k, v.value])),
      ...policyHeaders(),
    },
    body: missing ? missing.body : readFileSync(file, 'utf8'),
  };
}

let site: Listening;
let origin: string;
beforeAll(async () => {
  site = await listenLocal(createSiteServer({ root: siteDir }), 0, '127.0.0.1');
  origin = site.url;
});
afterAll(() => site.stop());

async function local(target: string): Promise<Answer> {
  const response = await fetch(origin + target, { redirect: 'manual' });
  return {
    status: response.status,
    headers: Object.fromEntries(response.headers),
    body: response.status === 301 ? undefined : await response.text(),
  };
}

const compared = [
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
  'content-security-policy',
  'cache-control',
  'location',
];
const pick = (answer: Answer) => ({
  status: answer.status,
  body: answer.body,
  headers: Object.fromEntries(
    compared.filter((h) => answer.headers[h] !== undefined).map((h) => [h, answer.headers[h]]),
  ),
});

const targets = [
  ...siteRoutes.map((r) => r.path),
  '/servicios?utm_source=correo',
  '/clientes/testimonios',
  '/aws/servicios/lambda',
  '/no-existe/',
  '//evil.example/',
  '//evil.example/x',
  '/.env',
  '/assets/entry.client-abc123.js',
  '/robots.txt',
  '/favicon-32.png',
  // Files the bucket does not have: the not-found page with 404, never S3's XML.
  '/assets/no-existe-abc123.js',
  '/assets/entry.client-0ld0ld.js',
  '/img/no-existe.png',
];

describe('the local server answers as CloudFront does', () => {
  it('every route and path above: the same status, body, security headers, CSP and cache headers', async () => {
    const failures = await failuresOn(targets, async (target) => {
      const [cdn, mine] = [pick(await cloudFront(target)), pick(await local(target))];
      expect(mine.status, 'status').toBe(cdn.status);
      for (const header of compared) expect(mine.headers[header], header).toBe(cdn.headers[header]);
      expect(mine.body, 'body').toBe(cdn.body);
      expect(mine.headers['content-security-policy'], 'CSP').toMatch(/script-src 'self'/);
    });
    expect(failures).toEqual([]);
  });

  it.each(['/servicios/', '/aws/casos-exito//?a=1&b=2'])('%s: the same 301', async (target) => {
    const [cdn, mine] = [await cloudFront(target), await local(target)];
    expect(cdn.status).toBe(301);
    expect(mine.status).toBe(301);
    expect(mine.headers.location).toBe(cdn.headers.location);
    expect(mine.headers['cache-control']).toBe(cdn.headers['cache-control']);
    expect(mine.headers.location).toMatch(/^\/[^/\\]/);
  });
});

/**
 * The API: `npm start`'s stand-in answers as API Gateway does. One corpus of requests goes
 * through the request model as the template carries it (the schema, mapped to JSON alone) and
 * through the local API over HTTP, which runs the real handlers behind the same model: where
 * the model refuses, both answer the gateway's 400; where it lets a body through, the local
 * API answers what the handler decides, never the gateway's words. And the CSP report
 * endpoint answers the same function's verdict (deployed behind the origin key).
 */
/** A POST with each of `types` as a Content-Type header of its own (fetch would join them). */
function postRaw(
  url: string,
  types: readonly string[],
  body: string,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    // Given as a list, the headers are sent as they are: Host and the length too.
    const raw = [
      ['Host', new URL(url).host],
      ['Content-Length', String(Buffer.byteLength(body))],
      ['Accept', JSON_MEDIA_TYPE],
      ...types.map((type) => ['Content-Type', type]),
    ].flat();
    const req = request(url, { method: 'POST', headers: raw }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('the local API applies the gateway’s request model', () => {
  const method = resources('AWS::ApiGateway::Method')
    .map(([, m]) => m.Properties)
    .find((m) => m.HttpMethod === 'POST' && m.RequestModels !== undefined) as Json;
  const models = Object.fromEntries(resources('AWS::ApiGateway::Model'));
  const modelId = method.RequestModels[JSON_MEDIA_TYPE].Ref as string;
  const templateModel = compileSchema(models[modelId]!.Properties.Schema as JsonSchema);

  let mail: MailEmulator;
  let api: LocalApi;
  beforeAll(async () => {
    mail = await startMailEmulator({ port: 0 });
    configureLocalMail(mail.endpoint);
    api = await startLocalApi({ port: 0 });
  });
  afterAll(async () => {
    await api?.stop();
    await mail?.stop();
    vi.unstubAllEnvs();
  });

  const valid = {
    Nombres: 'Ana Quispe',
    Telefono: 987654321,
    Email: 'ana@example.pe',
    Mensaje: 'Hola',
  };
  const json = (value: unknown) => JSON.stringify(value);
  /** Each request, and who answers it deployed: the model (400) or the handler (its status). */
  const corpus: [
    name: string,
    body: string,
    type: string,
    by: 'model' | 'handler',
    status: number,
  ][] = [
    ['a valid payload', json(valid), JSON_MEDIA_TYPE, 'handler', 200],
    [
      'a valid payload, charset given',
      json(valid),
      'application/json; charset=utf-8',
      'handler',
      200,
    ],
    [
      'a name of 76 emoji',
      json({ ...valid, Nombres: '😀'.repeat(76) }),
      JSON_MEDIA_TYPE,
      'handler',
      200,
    ],
    [
      'a filled honeypot',
      json({ ...valid, SitioWeb: 'https://spam.example' }),
      JSON_MEDIA_TYPE,
      'handler',
      200,
    ],
    // A filled honeypot, whatever it holds, gets the success a text gets (decision 130).
    [
      'a honeypot sent as a number',
      json({ ...valid, SitioWeb: 1 }),
      JSON_MEDIA_TYPE,
      'handler',
      200,
    ],
    [
      'a honeypot sent as an object',
      json({ ...valid, SitioWeb: { a: 1 } }),
      JSON_MEDIA_TYPE,
      'handler',
      200,
    ],
    [
      'a honeypot sent as null',
      json({ ...valid, SitioWeb: null }),
      JSON_MEDIA_TYPE,
      'handler',
      200,
    ],
    [
      'a honeypot over 200 characters',
      json({ ...valid, SitioWeb: 'x'.repeat(201) }),
      JSON_MEDIA_TYPE,
      'handler',
      200,
    ],

    ['a missing field', json({ ...valid, Mensaje: undefined }), JSON_MEDIA_TYPE, 'model', 400],
    ['an unknown key', json({ ...valid, Cc: 'x@y.pe' }), JSON_MEDIA_TYPE, 'model', 400],
    ['a phone as text', json({ ...valid, Telefono: '987654321' }), JSON_MEDIA_TYPE, 'model', 400],
    [
      'a phone with a fraction',
      json({ ...valid, Telefono: 98765432.5 }),
      JSON_MEDIA_TYPE,
      'model',
      400,
    ],
    [
      'a name that shows nothing',
      json({ ...valid, Nombres: '\u3164' }),
      JSON_MEDIA_TYPE,
      'model',
      400,
    ],
    [
      'a message of zero-width characters',
      json({ ...valid, Mensaje: '\u200B\u200D' }),
      JSON_MEDIA_TYPE,
      'model',
      400,
    ],
    [
      'a noncharacter in the message',
      json({ ...valid, Mensaje: 'Hola \uFFFE' }),
      JSON_MEDIA_TYPE,
      'model',
      400,
    ],
    [
      'a tag character in a name (the handlers’ to refuse)',
      json({ ...valid, Nombres: 'Ana\u{E0041}' }),
      JSON_MEDIA_TYPE,
      'handler',
      400,
    ],
    [
      'a name of 121 characters',
      json({ ...valid, Nombres: 'a'.repeat(121) }),
      JSON_MEDIA_TYPE,
      'model',
      400,
    ],
    ['not JSON', '{"Nombres":', JSON_MEDIA_TYPE, 'model', 400],
    ['an array', '[]', JSON_MEDIA_TYPE, 'model', 400],
    [
      'a valid body padded past the body limit',
      `${json(valid)}${' '.repeat(limits.bodyMaxBytes)}`,
      JSON_MEDIA_TYPE,
      'handler',
      413,
    ],
    [
      'a form’s filled honeypot (no model for its type: the handler’s quiet success)',
      'Nombres=Ana&SitioWeb=1',
      FORM_MEDIA_TYPE,
      'handler',
      200,
    ],
    ['plain text (no model for its type)', 'hola', 'text/plain', 'handler', 415],
  ];

  it.each(corpus)(
    '%s: the model as synthesized decides as the table says',
    (_n, body, type, by) => {
      const mapped = type.split(';')[0] === JSON_MEDIA_TYPE;
      expect(mapped && !bodyMatchesModel(templateModel, body)).toBe(by === 'model');
    },
  );

  it('the template’s model is the contract’s schema, mapped to JSON alone', () => {
    expect(models[modelId]!.Properties.Schema).toEqual(contactPayloadJsonSchema());
    expect(Object.keys(method.RequestModels)).toEqual([JSON_MEDIA_TYPE]);
  });

  it('one corpus, the same status locally: the gateway’s 400 where the model refuses', async () => {
    const byName = new Map(corpus.map((entry) => [entry[0], entry]));
    const failures = await failuresOn([...byName.keys()], async (name) => {
      const [, body, type, by, status] = byName.get(name)!;
      for (const path of [apiPaths.contact, apiPaths.application]) {
        const response = await fetch(api.url + path, {
          method: 'POST',
          headers: { 'Content-Type': type, Accept: 'application/json' },
          body,
        });
        const { message } = (await response.json()) as { message: string };
        expect(response.status, path).toBe(status);
        expect(message === apiMessages.invalidRequest, path).toBe(by === 'model');
      }
    });
    expect(failures).toEqual([]);
    await api.queue.drained();
  });

  it('two different Content-Types: the handler’s 400 in either order, whichever one Node keeps', async () => {
    const answers = [];
    for (const types of [
      [JSON_MEDIA_TYPE, FORM_MEDIA_TYPE],
      [FORM_MEDIA_TYPE, JSON_MEDIA_TYPE],
    ]) {
      for (const body of [json(valid), json({ ...valid, Nombres: '' })]) {
        answers.push(await postRaw(api.url + apiPaths.contact, types, body));
      }
    }
    expect(answers).toEqual(
      Array(4).fill({
        status: 400,
        body: { statusCode: 400, message: apiMessages.repeatedContentType },
      }),
    );
    await api.queue.drained();
  });

  it('the CSP report endpoint answers locally as its function does deployed: 204, 413, 415', async () => {
    const report = (body: string, type = 'application/csp-report') =>
      fetch(api.url + CSP_REPORT_PATH, { method: 'POST', headers: { 'Content-Type': type }, body });
    const accepted = await report('{"csp-report":{"blocked-uri":"inline"}}');
    expect(accepted.status).toBe(204);
    expect(await accepted.text()).toBe('');
    expect((await report('[]', 'application/reports+json')).status).toBe(204);
    expect((await report('x'.repeat(CSP_REPORT_MAX_BYTES + 1))).status).toBe(413);
    expect((await report('{}', 'application/json')).status).toBe(415);
  });

  it('the behaviour failure endpoint answers locally as its function does deployed: 204, 400, 413, 415', async () => {
    const report = (body: string, type = 'application/json') =>
      fetch(api.url + BEHAVIOUR_FAILURE_PATH, {
        method: 'POST',
        headers: { 'Content-Type': type },
        body,
      });
    const accepted = await report('{"behaviour":"menus","error":"TypeError: x"}');
    expect(accepted.status).toBe(204);
    expect(await accepted.text()).toBe('');
    // No request model: the function judges the body, as deployed.
    expect((await report('{}')).status).toBe(400);
    expect((await report('x'.repeat(BEHAVIOUR_FAILURE_MAX_BYTES + 1))).status).toBe(413);
    expect((await report('{}', 'application/csp-report')).status).toBe(415);
  });
});
