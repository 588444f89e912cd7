/**
 * The one way the site talks to the contact API: POST JSON, with a timeout.
 *
 * The base URL comes from VITE_API_BASE_URL at build time; by default the site's
 * own origin, which CloudFront and `npm start` both route to the API (/website/*).
 */
import { type ApiEndpoint, apiPaths } from '../../../../contract/contact-constants';

const DEFAULT_TIMEOUT_MS = 15_000;

export interface ApiResponse {
  readonly status: number;
  /** The parsed JSON body, or its raw text when it is not JSON. */
  readonly data: unknown;
}

export interface PostOptions {
  readonly baseUrl?: string;
  readonly timeoutMs?: number;
}

/** Network failure or timeout: nothing usable came back. */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly reason: 'network' | 'timeout',
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

function configuredBaseUrl(): string {
  const env = (import.meta as { env?: Record<string, string | boolean | undefined> }).env;
  const value = env?.VITE_API_BASE_URL;
  return typeof value === 'string' ? value.replace(/\/+$/, '') : '';
}

/** The spec asks the client to log calls; only development builds do, so production logs no personal data. */
function devLog(...args: unknown[]): void {
  const env = (import.meta as { env?: Record<string, string | boolean | undefined> }).env;
  if (env?.DEV && env.MODE !== 'test') console.info('[api]', ...args);
}

export async function postPayload(
  endpoint: ApiEndpoint,
  /** What contract/form-post.ts built from the form; the API is the judge of it. */
  payload: Readonly<Record<string, unknown>>,
  { baseUrl = configuredBaseUrl(), timeoutMs = DEFAULT_TIMEOUT_MS }: PostOptions = {},
): Promise<ApiResponse> {
  const url = baseUrl + apiPaths[endpoint];
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  devLog('request', url, payload);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
      signal: controller.signal,
    });
    // Error answers (400, 413, 502…) carry the envelope too: read every body.
    const text = await response.text();
    let data: unknown = text;
    try {
      data = text === '' ? undefined : JSON.parse(text);
    } catch {
      // Not JSON (a proxy's error page): keep the text; the interpretation finds no statusCode.
    }
    devLog('response', response.status, data);
    return { status: response.status, data };
  } catch (error) {
    devLog('error', error);
    if (timedOut) throw new ApiRequestError(`Sin respuesta en ${timeoutMs} ms`, 'timeout');
    throw new ApiRequestError(error instanceof Error ? error.message : String(error), 'network');
  } finally {
    clearTimeout(timer);
  }
}
