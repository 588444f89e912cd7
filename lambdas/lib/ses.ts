/**
 * The SES client, created once per container (and again only if SES_ENDPOINT
 * changes, which happens in tests), with a bounded retry that fits the
 * function's 10 s timeout: 3 attempts of at most 2.5 s each plus back-off.
 */
import { SESClient, SendEmailCommand, type SendEmailCommandInput } from '@aws-sdk/client-ses';

let cached: { readonly endpoint: string | undefined; readonly client: SESClient } | undefined;

export function sesClient(env: NodeJS.ProcessEnv = process.env): SESClient {
  const endpoint = env.SES_ENDPOINT?.trim() || undefined;
  if (cached && cached.endpoint === endpoint) return cached.client;
  const client = new SESClient({
    region: env.AWS_REGION ?? 'us-east-1',
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 1_000, requestTimeout: 2_500 },
    ...(endpoint === undefined
      ? {}
      : {
          endpoint,
          // The local emulator only wants a signature of some kind; real keys win when present.
          ...(env.AWS_ACCESS_KEY_ID
            ? {}
            : { credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
        }),
  });
  cached = { endpoint, client };
  return client;
}

export type SendResult =
  | { readonly ok: true; readonly messageId: string | undefined }
  | { readonly ok: false; readonly errorName: string; readonly httpStatus: number | undefined };

/** Never throws: the caller turns a failure into the 502 envelope, and logs only its name. */
export async function sendEmail(input: SendEmailCommandInput): Promise<SendResult> {
  try {
    const output = await sesClient().send(new SendEmailCommand(input));
    return { ok: true, messageId: output?.MessageId };
  } catch (error: unknown) {
    const failure = error as { name?: unknown; $metadata?: { httpStatusCode?: number } };
    return {
      ok: false,
      errorName: typeof failure?.name === 'string' ? failure.name : 'UnknownError',
      httpStatus: failure?.$metadata?.httpStatusCode,
    };
  }
}
