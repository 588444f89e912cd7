/**
 * The contact API on this machine: each HTTP request becomes an API Gateway
 * REST proxy event for the real handler modules (the code Lambda runs), and
 * the handler's result becomes the HTTP response. A JSON body first meets the gateway's
 * request model, the same JSON Schema, as deployed. No mock on this path: the handlers put
 * the mail on the local queue over SQS's protocol (SQS_ENDPOINT), the real sender drains it,
 * and with SES_ENDPOINT pointing at the emulator, mail really goes out over SES's protocol.
 *
 * `createLocalApi()` plugs into the site server (same origin, as CloudFront
 * routes /website/* in production); `startLocalApi()` serves it alone (tests, bench).
 */
import { randomUUID } from 'node:crypto';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import {
  BEHAVIOUR_FAILURE_PATH,
  CSP_REPORT_PATH,
  JSON_MEDIA_TYPE,
  apiMessages,
  apiPaths,
  contactPayloadJsonSchema,
} from '../contract/contact-api';
import { handler as behaviourFailureHandler } from '../lambdas/behaviour-failure';
import { handler as cspReportHandler } from '../lambdas/csp-report';
import { handler as applicationHandler } from '../lambdas/application';
import { handler as contactHandler } from '../lambdas/contact';
import { mediaTypeOf } from '../lambdas/lib/http';
import { type EdgeRequest, nativeRefusalLocation } from '../contract/form-post';
import { type SchemaCheck, bodyMatchesModel, compileSchema } from './json-schema-draft4';
import { lambdaContext } from './lambda-context';
import {
  type LocalQueue,
  type LocalQueueOptions,
  configureLocalQueue,
  startLocalQueue,
} from './local-queue';
import { type Listening, listenLocal } from './serve';

type Handler = (event: APIGatewayProxyEvent, context?: Context) => Promise<APIGatewayProxyResult>;

/**
 * The request model API Gateway applies to a JSON body before the form functions run
 * (infra/api/rest-api.ts): the same schema, from the same function.
 */
const contactModel: SchemaCheck = compileSchema(contactPayloadJsonSchema());

interface Route {
  readonly name: string;
  readonly handler: Handler;
  /** The schema of a JSON body, checked first as API Gateway does (decision 094). */
  readonly model?: SchemaCheck;
}

const handlers: Record<string, Route> = {
  [apiPaths.contact]: { name: 'contact', handler: contactHandler, model: contactModel },
  [apiPaths.application]: { name: 'application', handler: applicationHandler, model: contactModel },
  [CSP_REPORT_PATH]: { name: 'csp-report', handler: cspReportHandler },
  [BEHAVIOUR_FAILURE_PATH]: { name: 'behaviour-failure', handler: behaviourFailureHandler },
};

/**
 * API Gateway validates a body against the model mapped to its Content-Type, here JSON's alone
 * ("If no matching content type is found, request validation is not performed", API Gateway
 * Developer Guide, Request validation for REST APIs): a form's body reaches the handler as is.
 * The Content-Type is read from the proxy event, as the handler reads it (lib/http.ts): a
 * request that names two different ones is the handler's to refuse, never judged by the model
 * under the one Node's server happens to keep.
 */
function modelApplies(event: APIGatewayProxyEvent): boolean {
  return (
    event.httpMethod === 'POST' &&
    mediaTypeOf(event, [JSON_MEDIA_TYPE], apiMessages.unsupportedMediaType).ok
  );
}

/** API Gateway's own payload limit; the handlers enforce the much smaller contract limit. */
const GATEWAY_MAX_BYTES = 10 * 1024 * 1024;
const STAGE = 'production';
/** The form functions' timeout, as deployed (infra/api/rest-api.ts). */
const HANDLER_TIMEOUT_MS = 10_000;

/** What `npm start` and the tests give the handlers unless the environment says otherwise. */
const localMailDefaults = {
  MAIL_FROM: 'Ayni Cloud <no-reply@aynicloud.pe>',
  CONTACT_TO: 'info@aynicloud.pe',
  APPLICATION_TO: 'talento@aynicloud.pe',
  AWS_REGION: 'us-east-1',
} as const;

/** The origins a browser may name for a server on this loopback URL: both of its names. */
export function loopbackOrigins(url: string): string[] {
  const { protocol, port } = new URL(url);
  return ['localhost', '127.0.0.1'].map((host) => `${protocol}//${host}:${port}`);
}

/**
 * Tells the handlers that the server at `url` is the site (SITE_ORIGINS, which the
 * infrastructure sets to the site's domain), unless the developer set it: a native form
 * post from its pages carries its origin. Process-wide, like configureLocalMail.
 */
export function configureSiteOrigins(url: string): void {
  process.env.SITE_ORIGINS ??= loopbackOrigins(url).join(',');
}

/**
 * Points the handlers at the emulator. The handlers read process.env (as in
 * Lambda), so this is process-wide; values already set by the developer win,
 * except SES_ENDPOINT, which must be the emulator this stack started.
 */
export function configureLocalMail(sesEndpoint: string): void {
  for (const [name, value] of Object.entries(localMailDefaults)) {
    process.env[name] ??= value;
  }
  process.env.SES_ENDPOINT = sesEndpoint;
}

class BodyTooLarge extends Error {}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > GATEWAY_MAX_BYTES) throw new BodyTooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** A body as API Gateway hands it over: text, or null when empty. */
function bodyText(body: Buffer): string | null {
  return body.length === 0 ? null : body.toString('utf8');
}

/** The event API Gateway's Lambda proxy integration would build for this request. */
export function toProxyEvent(
  req: IncomingMessage,
  body: Buffer,
  requestId: string = randomUUID(),
): APIGatewayProxyEvent {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const headers: Record<string, string> = {};
  const multiValueHeaders: Record<string, string[]> = {};
  // rawHeaders keeps the client's spelling, as API Gateway does.
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i] as string;
    const value = req.rawHeaders[i + 1] as string;
    headers[name] = value;
    (multiValueHeaders[name] ??= []).push(value);
  }
  const query: Record<string, string> = {};
  const multiQuery: Record<string, string[]> = {};
  for (const [name, value] of url.searchParams) {
    query[name] = value;
    (multiQuery[name] ??= []).push(value);
  }
  const hasQuery = Object.keys(query).length > 0;
  // API Gateway hands over every body as text, JSON and a form's fields alike, with
  // isBase64Encoded false: the API configures no binary media types, and without them every
  // payload is text (infra/api/rest-api.ts; test/infra/api-hardening.test.ts).
  const text = bodyText(body);
  const method = (req.method ?? 'GET').toUpperCase();
  return {
    resource: url.pathname,
    path: url.pathname,
    httpMethod: method,
    headers,
    multiValueHeaders,
    queryStringParameters: hasQuery ? query : null,
    multiValueQueryStringParameters: hasQuery ? multiQuery : null,
    pathParameters: null,
    stageVariables: null,
    body: text,
    isBase64Encoded: false,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      authorizer: null,
      domainName: url.host,
      domainPrefix: 'local',
      httpMethod: method,
      identity: {
        accessKey: null,
        accountId: null,
        apiKey: null,
        apiKeyId: null,
        caller: null,
        clientCert: null,
        cognitoAuthenticationProvider: null,
        cognitoAuthenticationType: null,
        cognitoIdentityId: null,
        cognitoIdentityPoolId: null,
        principalOrgId: null,
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        user: null,
        userAgent: req.headers['user-agent'] ?? null,
        userArn: null,
      },
      path: `/${STAGE}${url.pathname}`,
      protocol: `HTTP/${req.httpVersion}`,
      requestId,
      requestTimeEpoch: Date.now(),
      resourceId: 'local',
      resourcePath: url.pathname,
      stage: STAGE,
    },
  };
}

/** The request as the edge reads it: its method, path and every value of each header. */
function edgeRequestOf(req: IncomingMessage): EdgeRequest {
  return {
    method: req.method ?? 'GET',
    path: new URL(req.url ?? '/', 'http://localhost').pathname,
    headers: (name) =>
      req.rawHeaders.filter((_, i) => i % 2 === 1 && req.rawHeaders[i - 1]?.toLowerCase() === name),
  };
}

/**
 * Writes an answer as it leaves the edge: a refusal of a form the browser posted itself becomes
 * the 303 to its "not sent" panel, as the origin-response function does deployed
 * (lambdas/native-refusal.ts); every other answer goes as it is.
 */
function answer(
  req: IncomingMessage,
  res: ServerResponse,
  statusCode: number,
  headers: Record<string, string | string[]>,
  body: string | Buffer,
): void {
  const location = nativeRefusalLocation(edgeRequestOf(req), statusCode);
  if (location !== undefined) {
    res.writeHead(303, { Location: location, 'Cache-Control': 'no-store' });
    res.end();
    return;
  }
  res.writeHead(statusCode, headers);
  res.end(body);
}

/** An answer of API Gateway itself (gateway-responses.ts): the envelope, as it leaves the edge. */
function gatewayAnswer(
  req: IncomingMessage,
  res: ServerResponse,
  statusCode: number,
  message: string,
): void {
  answer(
    req,
    res,
    statusCode,
    { 'Content-Type': 'application/json; charset=utf-8' },
    JSON.stringify({ statusCode, message }),
  );
}

/**
 * API Gateway's throttle (the usage plan's rate and burst, infra/api/rest-api.ts) as a token
 * bucket. Off unless asked for: `npm start` and the bench post faster than the plan allows.
 */
export interface LocalThrottle {
  readonly rateLimit: number;
  readonly burstLimit: number;
}

function tokenBucket({ rateLimit, burstLimit }: LocalThrottle): () => boolean {
  let tokens = burstLimit;
  let last = performance.now();
  return () => {
    const now = performance.now();
    tokens = Math.min(burstLimit, tokens + ((now - last) / 1000) * rateLimit);
    last = now;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}

/** A request handler for /website/* that runs the Lambda handlers in this process. */
export function createLocalApi({ throttle }: { throttle?: LocalThrottle } = {}): (
  req: IncomingMessage,
  res: ServerResponse,
) => Promise<void> {
  const admit = throttle ? tokenBucket(throttle) : () => true;
  return async (req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    const route = handlers[pathname];
    if (!route) {
      req.resume();
      gatewayAnswer(req, res, 404, apiMessages.notFound);
      return;
    }
    if (!admit()) {
      req.resume();
      // API Gateway's THROTTLED answer (gateway-responses.ts).
      gatewayAnswer(req, res, 429, apiMessages.tooManyRequests);
      return;
    }
    let body: Buffer;
    try {
      body = await readBody(req);
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        gatewayAnswer(req, res, 413, apiMessages.tooLarge);
        req.destroy();
        return;
      }
      throw error;
    }
    const requestId = randomUUID();
    const event = toProxyEvent(req, body, requestId);
    if (route.model && modelApplies(event) && !bodyMatchesModel(route.model, event.body)) {
      // API Gateway's BAD_REQUEST_BODY answer (gateway-responses.ts): no function runs.
      gatewayAnswer(req, res, 400, apiMessages.invalidRequest);
      return;
    }
    const result = await route.handler(
      event,
      lambdaContext(`ayni-website-${route.name}`, requestId, HANDLER_TIMEOUT_MS),
    );
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(result.headers ?? {})) headers[name] = String(value);
    for (const [name, values] of Object.entries(result.multiValueHeaders ?? {})) {
      headers[name] = values.map(String);
    }
    headers['x-amzn-RequestId'] = requestId;
    answer(
      req,
      res,
      result.statusCode,
      headers,
      result.isBase64Encoded ? Buffer.from(result.body, 'base64') : result.body,
    );
  };
}

/**
 * The API alone, e.g. at http://127.0.0.1:3000 (the paths are apiPaths, as on the site's
 * origin), with the mail queue its handlers put mail on and the sender drains.
 */
export interface LocalApi extends Listening {
  readonly queue: LocalQueue;
}

/** The API alone on its own port (0 = a free one), with its own local mail queue. */
export async function startLocalApi({
  port = 0,
  queue: queueOptions = {},
  throttle,
}: { port?: number; queue?: LocalQueueOptions; throttle?: LocalThrottle } = {}): Promise<LocalApi> {
  const queue = await startLocalQueue(queueOptions);
  configureLocalQueue(queue);
  const api = createLocalApi(throttle ? { throttle } : {});
  const server: Server = createServer((req, res) => {
    api(req, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) gatewayAnswer(req, res, 500, apiMessages.internalError);
      else res.end();
    });
  });
  // Many concurrent keep-alive clients in the bench: do not let idle sockets pile up forever.
  server.keepAliveTimeout = 5_000;
  let listening: Listening;
  try {
    listening = await listenLocal(server, port, '127.0.0.1');
  } catch (error) {
    await queue.stop();
    throw error;
  }
  // Served alone, the API is its own site: its origins replace any SITE_ORIGINS inherited from
  // a parent process (Vitest's e2e global set-up starts a whole stack on another port first).
  process.env.SITE_ORIGINS = loopbackOrigins(listening.url).join(',');
  return {
    url: listening.url,
    queue,
    stop: async () => {
      await listening.stop();
      await queue.stop();
    },
  };
}
