/**
 * What the functions' AWS clients (SES, SQS) share: one client per container, rebuilt only if
 * its endpoint variable changes (which happens in tests); a bounded retry; a local endpoint
 * with stand-in credentials; and an overall deadline on every call, retries and back-off
 * included (decision 078).
 */

/** How long one call may take. */
export interface CallBudget {
  readonly maxAttempts: number;
  readonly connectionTimeoutMs: number;
  /** How long the socket may stay idle within one attempt (not a bound on the attempt). */
  readonly requestTimeoutMs: number;
  /** The whole call, every attempt and back-off included, is abandoned after this. */
  readonly deadlineMs: number;
}

/**
 * The SDK's standard retry waits at most `base × 2^retry` before each retry; the base is 1 s
 * for throttling, the longest (50 ms for other errors). A server's Retry-After hint may add
 * up to 5 s more: only the deadline bounds that case.
 */
const THROTTLING_BACKOFF_BASE_MS = 1_000;
const MAX_BACKOFF_MS = 20_000;

/** The longest a call takes when every attempt times out and every back-off is the longest. */
export function retryBudgetMs(budget: CallBudget): number {
  let backoff = 0;
  for (let retry = 0; retry < budget.maxAttempts - 1; retry += 1) {
    backoff += Math.min(THROTTLING_BACKOFF_BASE_MS * 2 ** retry, MAX_BACKOFF_MS);
  }
  return budget.maxAttempts * (budget.connectionTimeoutMs + budget.requestTimeoutMs) + backoff;
}

/** The configuration every client of ours is built with. */
export interface ClientConfig {
  readonly region: string;
  readonly maxAttempts: number;
  readonly requestHandler: { readonly connectionTimeout: number; readonly requestTimeout: number };
  readonly endpoint?: string;
  readonly credentials?: { readonly accessKeyId: string; readonly secretAccessKey: string };
}

/**
 * A getter for one client per container: built by `create` on first use, and again only when
 * the endpoint variable (`SES_ENDPOINT`, `SQS_ENDPOINT`) changes.
 */
export function cachedClient<C>(
  endpointVariable: 'SES_ENDPOINT' | 'SQS_ENDPOINT',
  budget: CallBudget,
  create: (config: ClientConfig) => C,
): (env?: NodeJS.ProcessEnv) => C {
  let cached: { readonly endpoint: string | undefined; readonly client: C } | undefined;
  return (env = process.env) => {
    const endpoint = env[endpointVariable]?.trim() || undefined;
    if (cached && cached.endpoint === endpoint) return cached.client;
    const client = create({
      region: env.AWS_REGION ?? 'us-east-1',
      maxAttempts: budget.maxAttempts,
      requestHandler: {
        connectionTimeout: budget.connectionTimeoutMs,
        requestTimeout: budget.requestTimeoutMs,
      },
      ...(endpoint === undefined
        ? {}
        : {
            endpoint,
            // The local stand-ins only want a signature of some kind; real keys win when present.
            ...(env.AWS_ACCESS_KEY_ID
              ? {}
              : { credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
          }),
    });
    cached = { endpoint, client };
    return client;
  };
}

/** What a call that outlived its deadline is rejected with. */
export class DeadlineExceeded extends Error {
  override name = 'DeadlineExceeded';
}

/**
 * Runs `call` with an abort signal and settles within `deadlineMs` whatever the SDK does: at
 * the deadline the signal aborts the attempt in flight (and any retry still to come, which
 * then never reaches the service) and the call is rejected with DeadlineExceeded.
 */
export async function callWithin<T>(
  deadlineMs: number,
  call: (abortSignal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new DeadlineExceeded(`no answer within ${deadlineMs} ms`));
    }, deadlineMs);
  });
  try {
    return await Promise.race([call(controller.signal), expired]);
  } finally {
    clearTimeout(timer);
  }
}

/** A failed call, by kind only: its error's name and HTTP status (never its text). */
export interface CallFailure {
  readonly ok: false;
  readonly errorName: string;
  readonly httpStatus: number | undefined;
}

/** What a call that gives back a message id came to; never thrown. */
export type CallResult =
  { readonly ok: true; readonly messageId: string | undefined } | CallFailure;

/**
 * Runs `call` within the budget's deadline, for the message id the service gives back (SES's
 * SendEmail, SQS's SendMessage), or the failure's kind: the caller answers, and logs only that.
 */
export async function callForMessageId(
  budget: CallBudget,
  call: (abortSignal: AbortSignal) => Promise<{ readonly MessageId?: string }>,
): Promise<CallResult> {
  try {
    const output = await callWithin(budget.deadlineMs, call);
    return { ok: true, messageId: output?.MessageId };
  } catch (error: unknown) {
    return callFailure(error);
  }
}

export function callFailure(error: unknown): CallFailure {
  const failure = error as { name?: unknown; $metadata?: { httpStatusCode?: number } };
  return {
    ok: false,
    errorName: typeof failure?.name === 'string' ? failure.name : 'UnknownError',
    httpStatus: failure?.$metadata?.httpStatusCode,
  };
}
