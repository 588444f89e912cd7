/**
 * What `npm run deploy` checks in the account before it builds anything, so that a first deploy
 * does not fail minutes into CloudFormation or go live with forms that cannot deliver:
 * API Gateway's account logging role, SES out of the sandbox (decision 081), and a warning
 * when the per-client rate limit (the WAF) is off. Each verdict is a pure function of what AWS
 * answered; the calls are injected, so the tests mock them.
 */
import { type APIGatewayClient, GetAccountCommand } from '@aws-sdk/client-api-gateway';
import {
  GetAccountSendingEnabledCommand,
  GetSendQuotaCommand,
  type SESClient,
} from '@aws-sdk/client-ses';
import { THROTTLING } from '../infra/api/contact-api';
import type { WebsiteConfig } from '../infra/config';
import { API_PATH_PATTERN } from '../infra/website-stack';

export interface Finding {
  /** `stop`: the deploy does not start; `warning`: it does, after saying so. */
  readonly level: 'ok' | 'warning' | 'stop';
  readonly message: string;
}

const FINDING_MARKS: Record<Finding['level'], string> = {
  ok: '✓',
  warning: '⚠ Aviso:',
  stop: '✗',
};

/** One finding as printed: its mark, and its later lines indented under the first. */
export const formatFinding = (finding: Finding) =>
  `  ${FINDING_MARKS[finding.level]} ${finding.message.replaceAll('\n', '\n    ')}`;

/** The deploy script's own option (taken out before cdk sees the rest). */
export const ALLOW_SES_SANDBOX = '--allow-ses-sandbox';

/** A sandboxed SES account's quota; production access starts far above it. */
export const SES_SANDBOX_DAILY_QUOTA = 200;

/** What the account checks read from the configuration. */
export type CheckedConfig = Pick<
  WebsiteConfig,
  'createApiGatewayAccountRole' | 'enableWaf' | 'domainName'
>;

export interface CheckOptions {
  readonly region: string;
  readonly config: CheckedConfig;
  readonly allowSesSandbox: boolean;
  /** The options the operator passed (to repeat them in a suggested command). */
  readonly argv: readonly string[];
}

export interface SesSendingState {
  /** GetSendQuota's Max24HourSend. */
  readonly max24HourSend: number | undefined;
  readonly maxSendRate: number | undefined;
  /** GetAccountSendingEnabled: false when the account's sending is paused. */
  readonly sendingEnabled: boolean | undefined;
}

/** The calls the checks make, injected. */
export interface AccountReaders {
  /** API Gateway GetAccount's cloudwatchRoleArn in the region (undefined: none set). */
  readonly apiGatewayRoleArn: () => Promise<string | undefined>;
  readonly sesSendingState: () => Promise<SesSendingState>;
}

/** The command to run again: npm run deploy with the operator's options plus `extra`. */
export function rerunCommand(argv: readonly string[], extra: readonly string[]): string {
  return ['npm run deploy --', ...argv, ...extra].join(' ');
}

export function apiGatewayRoleFinding(
  roleArn: string | undefined,
  { region, config, argv }: CheckOptions,
): Finding {
  if (config.createApiGatewayAccountRole) {
    return {
      level: 'ok',
      message: `La pila crea el rol de CloudWatch Logs de API Gateway de la cuenta en ${region} (createApiGatewayAccountRole).`,
    };
  }
  if (roleArn) {
    return {
      level: 'ok',
      message: `API Gateway ya tiene su rol de CloudWatch Logs en ${region}: ${roleArn}.`,
    };
  }
  return {
    level: 'stop',
    message:
      `La cuenta no tiene el rol de CloudWatch Logs de API Gateway en ${region} (GetAccount sin cloudwatchRoleArn): ` +
      'API Gateway rechazaría la etapa con logs de acceso a mitad del despliegue.\n' +
      'Despliega con la opción que lo crea (se conserva al destruir la pila; basta una vez por cuenta y región):\n' +
      `  ${rerunCommand(argv, ['-c', 'createApiGatewayAccountRole=true'])}\n` +
      'o configúralo tú mismo (docs/deployment.md, Prerequisites).',
  };
}

/** What AWS reads when it decides on production access. */
const SES_USE_CASE =
  'Formularios de contacto y postulación del sitio de la empresa: pocos correos al día, a nuestros propios buzones; sin marketing.';

const siteUrl = (config: CheckedConfig) =>
  config.domainName ? `https://${config.domainName}` : 'https://TU-DOMINIO';

/** The sandbox's sign in SES v1: the 200-mail daily quota every sandboxed account has. */
export const inSesSandbox = (state: SesSendingState) =>
  state.max24HourSend === SES_SANDBOX_DAILY_QUOTA;

export function sesFindings(
  state: SesSendingState,
  { region, config, allowSesSandbox, argv }: CheckOptions,
): Finding[] {
  const findings: Finding[] = [];
  if (!inSesSandbox(state)) {
    findings.push({
      level: 'ok',
      message: `SES tiene acceso de producción en ${region}: hasta ${state.max24HourSend ?? '?'} correos en 24 h, ${state.maxSendRate ?? '?'} por segundo.`,
    });
  } else if (allowSesSandbox) {
    findings.push({
      level: 'warning',
      message:
        `SES sigue en el sandbox en ${region} (${ALLOW_SES_SANDBOX}): los formularios no enviarán correo ` +
        'hasta que AWS conceda el acceso de producción.',
    });
  } else {
    findings.push({
      level: 'stop',
      message:
        `SES está en el sandbox en ${region} (cuota de ${SES_SANDBOX_DAILY_QUOTA} correos en 24 h). En el sandbox SES autoriza ` +
        'también la identidad de cada destinatario, y las funciones solo pueden enviar como el remitente: ' +
        'cada formulario recibiría AccessDenied y ningún correo llegaría.\n' +
        'Pide el acceso de producción (AWS suele responder en un día): consola de SES → Account dashboard → ' +
        'Request production access, o\n' +
        `  aws sesv2 put-account-details --region ${region} --production-access-enabled --mail-type TRANSACTIONAL \\\n` +
        `    --website-url ${siteUrl(config)} --use-case-description '${SES_USE_CASE}'\n` +
        'Para publicar el sitio mientras AWS lo revisa, sabiendo que los formularios no enviarán correo:\n' +
        `  ${rerunCommand(argv, [ALLOW_SES_SANDBOX])}`,
    });
  }
  if (state.sendingEnabled === false) {
    findings.push({
      level: 'warning',
      message:
        `El envío de SES está en pausa en ${region} (GetAccountSendingEnabled): ningún formulario enviará correo. ` +
        `Si lo pausaste tú: aws ses update-account-sending-enabled --enabled --region ${region}; ` +
        'si lo pausó AWS, la consola de SES (Reputation metrics) dice por qué y cómo pedir que lo reactiven.',
    });
  }
  return findings;
}

/** CloudFront's web ACLs exist only in us-east-1 (decision 034). */
export const WAF_REGION = 'us-east-1';

export function wafFinding({ region, config }: CheckOptions): Finding {
  if (config.enableWaf && region !== WAF_REGION) {
    return {
      level: 'stop',
      message:
        `enableWaf=true necesita desplegar en ${WAF_REGION} (el web ACL de CloudFront solo existe allí) y la región es ${region}: ` +
        `AWS_REGION=${WAF_REGION} npm run deploy, o enableWaf=false.`,
    };
  }
  if (config.enableWaf) {
    return { level: 'ok', message: `WAF activo: límite por cliente en ${API_PATH_PATTERN}.` };
  }
  return {
    level: 'warning',
    message:
      `enableWaf=false: no hay límite por cliente en ${API_PATH_PATTERN}. El de API Gateway ` +
      `(${THROTTLING.rateLimit} solicitudes/s, ráfagas de ${THROTTLING.burstLimit}) es el de todo el sitio: ` +
      'un solo cliente puede dejar a todos los visitantes con 429 y agotar la cuota diaria de SES. ' +
      `Actívalo con -c enableWaf=true (o en cdk.json; exige ${WAF_REGION}) salvo que lo hayas apagado a propósito.`,
  };
}

/** A check that could not ask AWS stops the deploy, naming the permission it needs. */
function unreadable(what: string, permission: string, error: unknown): Finding {
  return {
    level: 'stop',
    message: `No pude leer ${what}: ${(error as Error).message}\nTus credenciales necesitan ${permission}.`,
  };
}

/** Every finding, in the order they are printed; any `stop` keeps the deploy from starting. */
export async function accountFindings(
  options: CheckOptions,
  readers: AccountReaders,
): Promise<Finding[]> {
  const { region } = options;
  const apiGateway = options.config.createApiGatewayAccountRole
    ? Promise.resolve(apiGatewayRoleFinding(undefined, options))
    : readers.apiGatewayRoleArn().then(
        (roleArn) => apiGatewayRoleFinding(roleArn, options),
        (error: unknown) =>
          unreadable(
            `la configuración de API Gateway de la cuenta en ${region}`,
            `apigateway:GET sobre arn:aws:apigateway:${region}::/account`,
            error,
          ),
      );
  const ses = readers.sesSendingState().then(
    (state) => sesFindings(state, options),
    (error: unknown) => [
      unreadable(
        `el estado de SES en ${region}`,
        'ses:GetSendQuota y ses:GetAccountSendingEnabled',
        error,
      ),
    ],
  );
  return [await apiGateway, ...(await ses), wafFinding(options)];
}

/** SES v1's two answers the sandbox and pause checks need. */
export async function readSesSendingState(client: SESClient): Promise<SesSendingState> {
  const [quota, sending] = await Promise.all([
    client.send(new GetSendQuotaCommand({})),
    client.send(new GetAccountSendingEnabledCommand({})),
  ]);
  return {
    max24HourSend: quota.Max24HourSend,
    maxSendRate: quota.MaxSendRate,
    sendingEnabled: sending.Enabled,
  };
}

/** The region and profile every client of the deploy script uses. */
export interface AwsClientConfig {
  readonly region: string;
  readonly profile?: string;
}

/** The account's API Gateway CloudWatch Logs role, if it has one (GetAccount). */
export async function readApiGatewayRoleArn(client: APIGatewayClient): Promise<string | undefined> {
  return (await client.send(new GetAccountCommand({}))).cloudwatchRoleArn || undefined;
}
