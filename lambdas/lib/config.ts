/** The environment both functions read (names fixed by the infrastructure that deploys them). */
export interface EndpointConfig {
  /** Verified SES sender, e.g. `Ayni Cloud <no-reply@aynicloud.pe>`. */
  readonly from: string;
  readonly to: readonly string[];
  /** The mail queue the handler puts the composed mail on (decision 078). */
  readonly queueUrl: string;
}

export type RecipientsVariable = 'CONTACT_TO' | 'APPLICATION_TO';

export function listFromEnv(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** Read per request (it costs nothing), so a misconfigured function answers instead of crashing. */
export function readConfig(
  recipients: RecipientsVariable,
  env: NodeJS.ProcessEnv = process.env,
): EndpointConfig | undefined {
  const from = env.MAIL_FROM?.trim();
  const to = listFromEnv(env[recipients]);
  const queueUrl = env.MAIL_QUEUE_URL?.trim();
  if (!from || to.length === 0 || !queueUrl) return undefined;
  return { from, to, queueUrl };
}
