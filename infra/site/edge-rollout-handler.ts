/**
 * The custom resource behind EdgeRollout (edge-rollout.ts): it answers CloudFormation only
 * once the distribution's last update is deployed on every edge (`Status: Deployed`) and that
 * update came after both CloudFront functions' publication, so the pages are uploaded only
 * when every edge runs the functions that accept them. Bundled on its own; it reads nothing
 * but CloudFront's own status, and logs nothing a visitor sent (none reaches it).
 */
import {
  CloudFrontClient,
  DescribeFunctionCommand,
  GetDistributionCommand,
} from '@aws-sdk/client-cloudfront';
import type { CloudFormationCustomResourceEvent, Context } from 'aws-lambda';

export interface RolloutProperties {
  readonly DistributionId: string;
  readonly FunctionNames: readonly string[];
}

export interface RolloutDeps {
  readonly cloudfront: Pick<CloudFrontClient, 'send'>;
  readonly sleep: (ms: number) => Promise<void>;
  readonly now: () => number;
  readonly respond: (url: string, body: Record<string, unknown>) => Promise<void>;
}

/** How often CloudFront is asked. */
export const POLL_INTERVAL_MS = 10_000;
/** Kept from the Lambda's time to answer CloudFormation after the last look. */
const ANSWER_MARGIN_MS = 20_000;

/** Undefined when every edge runs both functions; otherwise what is still pending. */
async function pendingRollout(
  cloudfront: RolloutDeps['cloudfront'],
  { DistributionId, FunctionNames }: RolloutProperties,
): Promise<string | undefined> {
  const { Distribution } = await cloudfront.send(
    new GetDistributionCommand({ Id: DistributionId }),
  );
  if (Distribution?.Status !== 'Deployed') {
    return `la distribución ${DistributionId} está ${Distribution?.Status ?? 'sin estado'}`;
  }
  const deployedAt = Distribution.LastModifiedTime?.getTime() ?? 0;
  for (const name of FunctionNames) {
    const { FunctionSummary } = await cloudfront.send(
      new DescribeFunctionCommand({ Name: name, Stage: 'LIVE' }),
    );
    const publishedAt = FunctionSummary?.FunctionMetadata?.LastModifiedTime?.getTime();
    if (publishedAt === undefined || publishedAt > deployedAt) {
      return `la función ${name} se publicó después del último despliegue de la distribución`;
    }
  }
  return undefined;
}

/** Polls until the rollout is complete or `deadline`; the reason it is not, or undefined. */
async function waitForEdges(
  properties: RolloutProperties,
  deadline: number,
  deps: RolloutDeps,
): Promise<string | undefined> {
  for (;;) {
    const pending = await pendingRollout(deps.cloudfront, properties);
    if (!pending) return undefined;
    if (deps.now() + POLL_INTERVAL_MS > deadline) {
      return `CloudFront no terminó de desplegar a tiempo (${pending}): las páginas no se suben. Vuelve a desplegar cuando la distribución esté Deployed.`;
    }
    await deps.sleep(POLL_INTERVAL_MS);
  }
}

export async function handleEvent(
  event: CloudFormationCustomResourceEvent,
  remainingMs: number,
  deps: RolloutDeps,
): Promise<void> {
  const properties = event.ResourceProperties as unknown as RolloutProperties;
  let reason: string | undefined;
  try {
    if (event.RequestType !== 'Delete') {
      reason = await waitForEdges(properties, deps.now() + remainingMs - ANSWER_MARGIN_MS, deps);
    }
  } catch (error) {
    reason = `No pude leer el estado de CloudFront: ${(error as Error).name}`;
  }
  await deps.respond(event.ResponseURL, {
    Status: reason ? 'FAILED' : 'SUCCESS',
    Reason: reason ?? 'Funciones de CloudFront activas en todos los puntos de presencia',
    PhysicalResourceId: `${properties.DistributionId}-edges`,
    StackId: event.StackId,
    RequestId: event.RequestId,
    LogicalResourceId: event.LogicalResourceId,
    Data: {},
  });
}

/** CloudFormation's answer protocol: a PUT of the JSON to the pre-signed URL. */
async function respond(url: string, body: Record<string, unknown>): Promise<void> {
  const text = JSON.stringify(body);
  const answer = await fetch(url, {
    method: 'PUT',
    headers: { 'content-type': '', 'content-length': String(Buffer.byteLength(text)) },
    body: text,
  });
  if (!answer.ok) throw new Error(`CloudFormation refused the answer: ${answer.status}`);
}

export const handler = async (
  event: CloudFormationCustomResourceEvent,
  context: Context,
): Promise<void> =>
  handleEvent(event, context.getRemainingTimeInMillis(), {
    // CloudFront's API is global, served from us-east-1.
    cloudfront: new CloudFrontClient({ region: 'us-east-1' }),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    now: Date.now,
    respond,
  });
