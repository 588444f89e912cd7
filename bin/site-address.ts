/**
 * The address the deployed site answers on (decision 151). A custom domain answers only once its
 * DNS points at the distribution, which the stack cannot do (it creates no DNS records). Until
 * then the deploy smoke-tests the distribution's own name, the hourly check uses it too
 * (`domainLive=false`), and the operator is told which record to create. Once the domain serves
 * the distribution's pages, the next deploy moves the check to it, and it stays there: a domain
 * that stops answering later is an outage, which the check must page.
 */
import { lookup } from 'node:dns/promises';
import { type CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';

/** The context key the deploy sets (infra/config.ts reads it). */
export const DOMAIN_LIVE_CONTEXT = 'domainLive';

/** The stack's URL outputs (infra/website-stack.ts). */
export interface SiteOutputs {
  readonly SiteUrl?: string;
  readonly DistributionUrl?: string;
  readonly CheckedUrl?: string;
}

/** The deployed stack's outputs; none before its first deploy. */
export async function readStackOutputs(
  client: CloudFormationClient,
  stackName: string,
): Promise<SiteOutputs> {
  try {
    const { Stacks } = await client.send(new DescribeStacksCommand({ StackName: stackName }));
    return Object.fromEntries(
      (Stacks?.[0]?.Outputs ?? []).map((output) => [output.OutputKey, output.OutputValue]),
    ) as SiteOutputs;
  } catch (error) {
    if (/does not exist/.test((error as Error).message)) return {};
    throw error;
  }
}

/** Whether https://{domain} serves the same home page as the distribution's own name. */
async function domainServesDistribution(domain: string, distributionUrl: string): Promise<boolean> {
  try {
    // No request leaves for a name that does not resolve yet.
    await lookup(domain);
    const home = async (base: string) => {
      const response = await fetch(new URL('/', base), {
        redirect: 'manual',
        signal: AbortSignal.timeout(10_000),
      });
      return response.status === 200 ? response.text() : undefined;
    };
    const [onDomain, onDistribution] = await Promise.all([
      home(`https://${domain}`),
      home(distributionUrl),
    ]);
    return onDomain !== undefined && onDomain === onDistribution;
  } catch {
    return false;
  }
}

/** Whether the hourly check should use the domain: it already does, or the domain answers now. */
export async function domainIsLive(domain: string, deployed: SiteOutputs): Promise<boolean> {
  if (deployed.CheckedUrl === `https://${domain}`) return true;
  if (!deployed.DistributionUrl) return false;
  return domainServesDistribution(domain, deployed.DistributionUrl);
}

/** What the operator does so that the domain answers, and what happens next. */
export function dnsInstruction(domain: string, distributionUrl: string): string {
  const host = new URL(distributionUrl).host;
  return (
    `El dominio ${domain} aún no lleva a la distribución: la prueba de humo y la comprobación externa usan ${distributionUrl}.\n` +
    `Crea en el DNS de ${domain} un registro CNAME hacia ${host} (en Route 53, un registro A de alias hacia la distribución; ` +
    'solo A: la distribución no responde por IPv6).\n' +
    `Cuando https://${domain} muestre el sitio, vuelve a ejecutar npm run deploy: la comprobación externa pasará al dominio.`
  );
}
