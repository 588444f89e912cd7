/**
 * What `npm run deploy` checks in the account before it builds anything, so that a first deploy
 * does not fail minutes into CloudFormation or go live with forms that cannot deliver:
 * the CDK bootstrap, Lambda's account concurrency against the stack's reservations, API Gateway's
 * account logging role, SES out of the sandbox (decision 081), the sender's identity verified
 * (with its DKIM records), recipients on the suppression list, and a warning when the per-client
 * rate limit (the WAF) is off (decision 095). Each verdict is a pure function of what AWS
 * answered; the calls are injected, so the tests mock them.
 */
import { bootstrapCommand } from '../infra/account/staging-bounds';
import { type APIGatewayClient, GetAccountCommand } from '@aws-sdk/client-api-gateway';
import {
  GetAccountSendingEnabledCommand,
  GetSendQuotaCommand,
  type SESClient,
} from '@aws-sdk/client-ses';
import {
  type CloudFormationClient,
  paginateListStackResources,
} from '@aws-sdk/client-cloudformation';
import {
  GetAccountSettingsCommand,
  GetFunctionConcurrencyCommand,
  type LambdaClient,
} from '@aws-sdk/client-lambda';
import {
  GetEmailIdentityCommand,
  GetSuppressedDestinationCommand,
  NotFoundException,
  type SESv2Client,
} from '@aws-sdk/client-sesv2';
import { GetParameterCommand, ParameterNotFound, type SSMClient } from '@aws-sdk/client-ssm';
import { GetCallerIdentityCommand, type STSClient } from '@aws-sdk/client-sts';
import { METHOD_THROTTLE } from '../infra/api/rest-api';
import {
  UNRESERVED_MINIMUM,
  requiredAccountConcurrency,
  reservedConcurrency,
} from '../infra/concurrency';
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
const SES_SANDBOX_DAILY_QUOTA = 200;

/** What the account checks read from the configuration. */
export type CheckedConfig = Pick<
  WebsiteConfig,
  | 'enableWaf'
  | 'domainName'
  | 'reserveConcurrency'
  | 'senderEmail'
  | 'sesIdentity'
  | 'contactRecipients'
  | 'applicationRecipients'
>;

export interface CheckOptions {
  readonly region: string;
  readonly config: CheckedConfig;
  readonly allowSesSandbox: boolean;
  /** The options the operator passed (to repeat them in a suggested command). */
  readonly argv: readonly string[];
  /** The CDK bootstrap qualifier (context `@aws-cdk/core:bootstrapQualifier`), hnb659fds by default. */
  readonly bootstrapQualifier?: string;
}

export interface SesSendingState {
  /** GetSendQuota's Max24HourSend. */
  readonly max24HourSend: number | undefined;
  readonly maxSendRate: number | undefined;
  /** GetAccountSendingEnabled: false when the account's sending is paused. */
  readonly sendingEnabled: boolean | undefined;
}

/** What SES v2 GetEmailIdentity says of an identity. */
export interface EmailIdentityState {
  /** VerifiedForSendingStatus: SES sends as it. */
  readonly verifiedForSending: boolean;
  /** DkimAttributes.Status: PENDING, SUCCESS, FAILED, TEMPORARY_FAILURE or NOT_STARTED. */
  readonly dkimStatus: string | undefined;
  /** DkimAttributes.Tokens: the three Easy DKIM records' names. */
  readonly dkimTokens: readonly string[];
}

/** SES v2 GetSuppressedDestination: why and since when SES refuses to send to an address. */
export interface SuppressedDestination {
  readonly reason: string;
  readonly since: Date | undefined;
}

/**
 * Lambda's concurrency in the region, as the stack's reservations meet it: the account's limit,
 * and what the stack may reserve — the executions no function reserves, plus those the stack's
 * own functions already hold (a redeploy takes them back before it reserves them again).
 */
export interface LambdaConcurrency {
  readonly limit: number;
  readonly available: number;
}

/** The calls the checks make, injected. */
export interface AccountReaders {
  /** STS GetCallerIdentity's account: the one the deploy goes to. */
  readonly accountId: () => Promise<string>;
  /** SSM GetParameter of the bootstrap's version parameter (undefined: not bootstrapped). */
  readonly bootstrapVersion: (parameterName: string) => Promise<number | undefined>;
  /** What Lambda lets the stack reserve in the region (readLambdaConcurrency). */
  readonly lambdaConcurrency: () => Promise<LambdaConcurrency | undefined>;
  /** API Gateway GetAccount's cloudwatchRoleArn in the region (undefined: none set). */
  readonly apiGatewayRoleArn: () => Promise<string | undefined>;
  readonly sesSendingState: () => Promise<SesSendingState>;
  /** SES v2 GetEmailIdentity (undefined: no such identity in the region). */
  readonly emailIdentity: (identity: string) => Promise<EmailIdentityState | undefined>;
  /** SES v2 GetSuppressedDestination (undefined: not on the account's suppression list). */
  readonly suppressedDestination: (address: string) => Promise<SuppressedDestination | undefined>;
}

/** The command to run again: npm run deploy with the operator's options plus `extra`. */
function rerunCommand(argv: readonly string[], extra: readonly string[]): string {
  return ['npm run deploy --', ...argv, ...extra].join(' ');
}

export function apiGatewayRoleFinding(
  roleArn: string | undefined,
  { region }: Pick<CheckOptions, 'region'>,
): Finding {
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
      'Lo crea la preparación de la cuenta, una vez por cuenta y región, con credenciales de administrador:\n' +
      `  AWS_REGION=${region} npm run account-setup -- propietario/repositorio\n` +
      '(docs/deployment.md, "The account, once").',
  };
}

/** What AWS reads when it decides on production access. */
const SES_USE_CASE =
  'Formularios de contacto y postulación del sitio de la empresa: pocos correos al día, a nuestros propios buzones; sin marketing.';

const siteUrl = (config: CheckedConfig) =>
  config.domainName ? `https://${config.domainName}` : 'https://TU-DOMINIO';

/** The sandbox's sign in SES v1: the 200-mail daily quota every sandboxed account has. */
const inSesSandbox = (state: SesSendingState) => state.max24HourSend === SES_SANDBOX_DAILY_QUOTA;

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

/** The bootstrap's qualifier CDK uses unless the context names another. */
const DEFAULT_BOOTSTRAP_QUALIFIER = 'hnb659fds';

/**
 * The bootstrap version the stack's template and assets require: the synthesized template's
 * CheckBootstrapVersion rule and the asset manifest ask for 6 (aws-cdk-lib's
 * DefaultStackSynthesizer); test/infra/deploy-emulated.test.ts reads it from the real synth.
 */
export const REQUIRED_BOOTSTRAP_VERSION = 6;

/** The SSM parameter the bootstrap stack writes its version to. */
export const bootstrapVersionParameter = (qualifier = DEFAULT_BOOTSTRAP_QUALIFIER) =>
  `/cdk-bootstrap/${qualifier}/version`;

export function bootstrapFinding(
  version: number | undefined,
  account: string,
  { region, bootstrapQualifier }: Pick<CheckOptions, 'region' | 'bootstrapQualifier'>,
): Finding {
  const parameter = bootstrapVersionParameter(bootstrapQualifier);
  const command = bootstrapCommand(account, region, bootstrapQualifier);
  if (version === undefined) {
    return {
      level: 'stop',
      message:
        `La cuenta ${account} no está preparada para el CDK en ${region} (no existe el parámetro SSM ${parameter}): ` +
        'cdk deploy no tendría dónde subir el sitio ni las funciones.\n' +
        `Prepárala una vez por cuenta y región:\n  ${command}`,
    };
  }
  if (version < REQUIRED_BOOTSTRAP_VERSION) {
    return {
      level: 'stop',
      message:
        `El bootstrap del CDK en ${region} es la versión ${version} y la pila necesita la ${REQUIRED_BOOTSTRAP_VERSION} o posterior ` +
        `(${parameter}): CloudFormation rechazaría la plantilla.\nActualízalo:\n  ${command}`,
    };
  }
  return {
    level: 'ok',
    message: `La cuenta ${account} está preparada para el CDK en ${region} (bootstrap versión ${version}).`,
  };
}

/** Lambda's quota of concurrent executions in Service Quotas. */
const LAMBDA_CONCURRENCY_QUOTA_CODE = 'L-B99A9384';

/** What to ask Service Quotas for: the limit AWS gives an established account. */
const REQUESTED_CONCURRENCY = 1000;

/** What reserveConcurrency=false costs, said wherever it is offered. */
const WITHOUT_RESERVATIONS =
  'sin reservas, los formularios, el envío de correo y la página 404 comparten el límite de la cuenta ' +
  'con todo lo demás que corre en ella: un pico ajeno puede dejar los formularios con 429 y nada impide ' +
  'que más de 2 envíos corran a la vez';

export function concurrencyFinding(
  concurrency: LambdaConcurrency | undefined,
  { region, config, argv }: CheckOptions,
): Finding {
  const reserved = reservedConcurrency(config);
  const required = requiredAccountConcurrency(config);
  const available = concurrency?.available;
  if (reserved === 0) {
    return {
      level: 'warning',
      message:
        `reserveConcurrency=false: la pila no reserva concurrencia de Lambda (sin reservar en ${region}: ${available ?? '?'}); ` +
        `${WITHOUT_RESERVATIONS}. Vuelve a activarlas cuando queden ${requiredAccountConcurrency({ reserveConcurrency: true })} ejecuciones sin reservar.`,
    };
  }
  if (available !== undefined && available >= required) {
    return {
      level: 'ok',
      message: `Lambda admite las reservas de la pila en ${region}: ${reserved} reservadas + ${UNRESERVED_MINIMUM} sin reservar ≤ ${available} disponibles.`,
    };
  }
  const limit = concurrency?.limit;
  const reservedElsewhere = limit !== undefined && available !== undefined ? limit - available : 0;
  return {
    level: 'stop',
    message:
      `Lambda deja ${available ?? 'un número desconocido de'} ejecuciones concurrentes disponibles para la pila en ${region} ` +
      `(límite de la cuenta: ${limit ?? 'desconocido'}; otras funciones reservan ${reservedElsewhere}) y la pila necesita ${required}: ` +
      `reserva ${reserved} y Lambda deja siempre ${UNRESERVED_MINIMUM} sin reservar. CloudFormation fallaría a mitad del ` +
      'despliegue ("decreases account\'s UnreservedConcurrentExecution below its minimum value") y desharía la distribución.\n' +
      'Pide el aumento en Service Quotas (AWS suele responder en horas o pocos días), libera reservas de otras funciones,\n' +
      `  aws service-quotas request-service-quota-increase --service-code lambda --quota-code ${LAMBDA_CONCURRENCY_QUOTA_CODE} --desired-value ${Math.max(REQUESTED_CONCURRENCY, reservedElsewhere + required)} --region ${region}\n` +
      `o despliega sin reservas (${WITHOUT_RESERVATIONS}):\n` +
      `  ${rerunCommand(argv, ['-c', 'reserveConcurrency=false'])}`,
  };
}

/** The domain of an address (or the domain itself). */
const domainOf = (identity: string) => identity.slice(identity.indexOf('@') + 1).toLowerCase();

/** The three Easy DKIM records the operator adds to the domain's DNS. */
export const dkimRecords = (domain: string, tokens: readonly string[]) =>
  tokens.map((token) => `${token}._domainkey.${domain} CNAME ${token}.dkim.amazonses.com`);

const dkimInstructions = (domain: string, tokens: readonly string[], region: string) =>
  tokens.length > 0
    ? `Añade en el DNS de ${domain} estos tres registros CNAME (SES puede tardar hasta 72 horas en verlos):\n` +
      dkimRecords(domain, tokens)
        .map((record) => `  ${record}`)
        .join('\n')
    : `Los registros CNAME los da: aws sesv2 get-email-identity --email-identity ${domain} --region ${region} --query DkimAttributes.Tokens`;

/**
 * The sender's identity: `identity` is GetEmailIdentity of sesIdentity; `domain`, of the sender's
 * domain when sesIdentity is the address (for DKIM alignment and the right remedy).
 */
export function senderIdentityFindings(
  identity: EmailIdentityState | undefined,
  domain: EmailIdentityState | undefined,
  { region, config, argv }: CheckOptions,
): Finding[] {
  const name = config.sesIdentity;
  const isAddress = name.includes('@');
  const domainName = domainOf(config.senderEmail);
  const lost =
    'con el despliegue hecho, cada formulario respondería «enviado» y cada correo acabaría en la cola de mensajes fallidos.';
  if (!identity) {
    if (isAddress && domain?.verifiedForSending) {
      return [
        {
          level: 'stop',
          message:
            `La dirección ${name} no es una identidad de SES en ${region}, pero su dominio ${domainName} sí está verificado: ` +
            `SES enviará como el dominio, y el permiso de las funciones debe nombrarlo (sesIdentity); si no, ${lost}\n` +
            `  ${rerunCommand(argv, ['-c', `sesIdentity=${domainName}`])}`,
        },
      ];
    }
    return [
      {
        level: 'stop',
        message:
          `El remitente no está verificado en SES en ${region}: no existe la identidad ${name}; ${lost}\n` +
          `Créala:\n  aws sesv2 create-email-identity --email-identity ${name} --region ${region}\n` +
          (isAddress
            ? `y abre el enlace del correo que SES envía a ${name}.`
            : 'y añade en el DNS los tres registros CNAME de DKIM que npm run deploy te mostrará al volver a ejecutarlo.'),
      },
    ];
  }
  if (!identity.verifiedForSending) {
    return [
      {
        level: 'stop',
        message: isAddress
          ? `La dirección ${name} aún no está verificada en SES en ${region}; ${lost}\n` +
            `Abre el enlace del correo de verificación que SES le envió (caduca en 24 horas). Para recibirlo de nuevo:\n` +
            `  aws ses verify-email-identity --email-address ${name} --region ${region}`
          : `El dominio ${name} aún no está verificado en SES en ${region} (DKIM: ${identity.dkimStatus ?? 'sin configurar'}); ${lost}\n` +
            dkimInstructions(name, identity.dkimTokens, region),
      },
    ];
  }
  const findings: Finding[] = [];
  if (!isAddress) {
    findings.push({
      level: 'ok',
      message: `El remitente puede enviar: el dominio ${name} está verificado en SES en ${region} (DKIM: ${identity.dkimStatus ?? '?'}).`,
    });
    if (identity.dkimStatus !== 'SUCCESS') {
      findings.push({
        level: 'warning',
        message:
          `El DKIM del dominio ${name} está en ${identity.dkimStatus ?? 'sin configurar'}: los correos salen sin su firma y pueden ir a spam.\n` +
          dkimInstructions(name, identity.dkimTokens, region),
      });
    }
    return findings;
  }
  findings.push({
    level: 'ok',
    message: `El remitente puede enviar: la dirección ${name} está verificada en SES en ${region}.`,
  });
  if (domain?.dkimStatus !== 'SUCCESS') {
    findings.push({
      level: 'warning',
      message:
        `Solo la dirección ${name} está verificada: SES firma sus correos con el DKIM de amazonses.com, que no está ` +
        `alineado con ${domainName}, y los buzones con DMARC estricto pueden marcarlos como spam. ` +
        'Verifica el dominio con Easy DKIM y despliega con él como identidad:\n' +
        (domain
          ? dkimInstructions(domainName, domain.dkimTokens, region)
          : `  aws sesv2 create-email-identity --email-identity ${domainName} --region ${region}`) +
        `\n  ${rerunCommand(argv, ['-c', `sesIdentity=${domainName}`])}`,
    });
  }
  return findings;
}

/** Every address the forms' mails go to. */
const recipientsOf = (config: CheckedConfig) => [
  ...new Set([...config.contactRecipients, ...config.applicationRecipients]),
];

/** A warning for each recipient on the account's suppression list; SES drops their mail. */
export function suppressionFindings(
  suppressed: readonly (readonly [string, SuppressedDestination | undefined])[],
  { region }: CheckOptions,
): Finding[] {
  const listed = suppressed.filter(([, entry]) => entry !== undefined);
  if (listed.length === 0) {
    return [
      {
        level: 'ok',
        message: `Ningún destinatario está en la lista de supresión de SES en ${region}.`,
      },
    ];
  }
  return listed.map(([address, entry]) => ({
    level: 'warning',
    message:
      `${address} está en la lista de supresión de la cuenta en SES (${entry!.reason}` +
      `${entry!.since ? `, desde ${entry!.since.toISOString().slice(0, 10)}` : ''}): SES no le entregará ningún correo ` +
      'de los formularios y no dirá nada. Si la dirección ya funciona, quítala:\n' +
      `  aws sesv2 delete-suppressed-destination --email-address ${address} --region ${region}`,
  }));
}

/** CloudFront's web ACLs exist only in us-east-1 (decision 034). */
const WAF_REGION = 'us-east-1';

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
      `(${METHOD_THROTTLE.rateLimit} solicitudes/s por método, ráfagas de ${METHOD_THROTTLE.burstLimit}) es de todos: ` +
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

/** A reader's answer as findings, or the stop that names the permission it lacked. */
async function ask<T>(
  read: () => Promise<T>,
  verdict: (answer: T) => Finding | Finding[],
  what: string,
  permission: string,
): Promise<Finding[]> {
  let answer: T;
  try {
    answer = await read();
  } catch (error) {
    return [unreadable(what, permission, error)];
  }
  return [verdict(answer)].flat();
}

/** Every finding, in the order they are printed; any `stop` keeps the deploy from starting. */
export async function accountFindings(
  options: CheckOptions,
  readers: AccountReaders,
): Promise<Finding[]> {
  const { region, config } = options;
  const account = await readers.accountId().then(
    (id) => ({ id, findings: [] as Finding[] }),
    (error: unknown) => ({
      id: 'ACCOUNT_ID',
      findings: [unreadable('la cuenta de tus credenciales', 'sts:GetCallerIdentity', error)],
    }),
  );
  const parameter = bootstrapVersionParameter(options.bootstrapQualifier);
  const senderDomain = domainOf(config.senderEmail);
  const checks = [
    ask(
      () => readers.bootstrapVersion(parameter),
      (version) => bootstrapFinding(version, account.id, options),
      `el bootstrap del CDK en ${region}`,
      `ssm:GetParameter sobre ${parameter}`,
    ),
    ask(
      readers.lambdaConcurrency,
      (concurrency) => concurrencyFinding(concurrency, options),
      `la concurrencia de Lambda de la cuenta en ${region}`,
      'lambda:GetAccountSettings',
    ),
    ask(
      readers.apiGatewayRoleArn,
      (roleArn) => apiGatewayRoleFinding(roleArn, options),
      `la configuración de API Gateway de la cuenta en ${region}`,
      `apigateway:GET sobre arn:aws:apigateway:${region}::/account`,
    ),
    ask(
      readers.sesSendingState,
      (state) => sesFindings(state, options),
      `el estado de SES en ${region}`,
      'ses:GetSendQuota y ses:GetAccountSendingEnabled',
    ),
    ask(
      () =>
        Promise.all([
          readers.emailIdentity(config.sesIdentity),
          config.sesIdentity.includes('@') ? readers.emailIdentity(senderDomain) : undefined,
        ]),
      ([identity, domain]) => senderIdentityFindings(identity, domain, options),
      `la identidad del remitente en SES en ${region}`,
      `ses:GetEmailIdentity sobre ${config.sesIdentity}` +
        (config.sesIdentity.includes('@') ? ` y ${senderDomain}` : ''),
    ),
    ask(
      () =>
        Promise.all(
          recipientsOf(config).map(
            async (address) => [address, await readers.suppressedDestination(address)] as const,
          ),
        ),
      (suppressed) => suppressionFindings(suppressed, options),
      `la lista de supresión de SES en ${region}`,
      'ses:GetSuppressedDestination',
    ),
  ];
  return [...account.findings, ...(await Promise.all(checks)).flat(), wafFinding(options)];
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

/** The account the credentials belong to (STS GetCallerIdentity). */
export async function readAccountId(client: STSClient): Promise<string> {
  const { Account } = await client.send(new GetCallerIdentityCommand({}));
  if (!Account) throw new Error('STS no devolvió la cuenta');
  return Account;
}

/** The bootstrap stack's version, or undefined when the parameter does not exist. */
export async function readBootstrapVersion(
  client: SSMClient,
  parameterName: string,
): Promise<number | undefined> {
  try {
    const { Parameter } = await client.send(new GetParameterCommand({ Name: parameterName }));
    return Number(Parameter?.Value);
  } catch (error) {
    if (error instanceof ParameterNotFound) return undefined;
    throw error;
  }
}

/**
 * Lambda's limit and what the stack may reserve in the region: GetAccountSettings' unreserved
 * executions, plus the reservations the stack's own functions hold (none before its first deploy).
 */
export async function readLambdaConcurrency(
  lambda: LambdaClient,
  cloudFormation: CloudFormationClient,
  stackName: string,
): Promise<LambdaConcurrency | undefined> {
  const { AccountLimit } = await lambda.send(new GetAccountSettingsCommand({}));
  const limit = AccountLimit?.ConcurrentExecutions;
  if (limit === undefined) return undefined;
  const unreserved = AccountLimit?.UnreservedConcurrentExecutions ?? limit;
  return {
    limit,
    available: unreserved + (await stackReservations(lambda, cloudFormation, stackName)),
  };
}

/** What the deployed stack's functions reserve: 0 when the stack does not exist yet. */
async function stackReservations(
  lambda: LambdaClient,
  cloudFormation: CloudFormationClient,
  stackName: string,
): Promise<number> {
  const functions: string[] = [];
  try {
    for await (const page of paginateListStackResources(
      { client: cloudFormation },
      { StackName: stackName },
    )) {
      for (const resource of page.StackResourceSummaries ?? []) {
        if (resource.ResourceType === 'AWS::Lambda::Function' && resource.PhysicalResourceId) {
          functions.push(resource.PhysicalResourceId);
        }
      }
    }
  } catch (error) {
    if (/does not exist/.test((error as Error).message)) return 0;
    throw error;
  }
  const reservations = await Promise.all(
    functions.map(async (FunctionName) => {
      const { ReservedConcurrentExecutions } = await lambda.send(
        new GetFunctionConcurrencyCommand({ FunctionName }),
      );
      return ReservedConcurrentExecutions ?? 0;
    }),
  );
  return reservations.reduce((sum, reserved) => sum + reserved, 0);
}

/** An SES identity's sending and DKIM status, or undefined when it does not exist. */
export async function readEmailIdentity(
  client: SESv2Client,
  identity: string,
): Promise<EmailIdentityState | undefined> {
  try {
    const answer = await client.send(new GetEmailIdentityCommand({ EmailIdentity: identity }));
    return {
      verifiedForSending: answer.VerifiedForSendingStatus === true,
      dkimStatus: answer.DkimAttributes?.Status,
      dkimTokens: answer.DkimAttributes?.Tokens ?? [],
    };
  } catch (error) {
    if (error instanceof NotFoundException) return undefined;
    throw error;
  }
}

/** An address's entry on the account's suppression list (NotFoundException: not on it). */
export async function readSuppressedDestination(
  client: SESv2Client,
  address: string,
): Promise<SuppressedDestination | undefined> {
  try {
    const { SuppressedDestination: entry } = await client.send(
      new GetSuppressedDestinationCommand({ EmailAddress: address }),
    );
    return { reason: entry?.Reason ?? '?', since: entry?.LastUpdateTime };
  } catch (error) {
    if (error instanceof NotFoundException) return undefined;
    throw error;
  }
}
