/**
 * The deployment's configuration, read from CDK context (cdk.json, overridable
 * with `-c key=value`) and validated before anything is built: a missing or
 * malformed value stops synth with one message that names every faulty key.
 */
import type { Node } from 'constructs';

export interface WebsiteConfig {
  /** The sender's address, verified in SES: what IAM pins as `ses:FromAddress`. */
  readonly senderEmail: string;
  /**
   * The From of every mail (MAIL_FROM): the sender's address, or `"Name" <address>` when the
   * context gives a display name (RFC 2047 encoded when it is not ASCII, as SES requires).
   */
  readonly mailFrom: string;
  /**
   * The SES identity IAM allows sending from: the sender's address, or its domain
   * when the whole domain is verified in SES.
   */
  readonly sesIdentity: string;
  /** Recipients of the contact form (CONTACT_TO). */
  readonly contactRecipients: readonly string[];
  /** Recipients of the job applications (APPLICATION_TO). */
  readonly applicationRecipients: readonly string[];
  /** Origins whose pages may post to the site's /website/* cross-origin (ALLOWED_ORIGINS). */
  readonly allowedOrigins: readonly string[];
  /**
   * The site's own origins, `https://{domainName}` (SITE_ORIGINS): a native form post whose
   * browser sends Origin but not Sec-Fetch-Site is taken only from these. Empty without a
   * domain: the distribution's own name cannot be known before it exists (decision 075).
   */
  readonly siteOrigins: readonly string[];
  /** Custom domain of the site (e.g. www.aynicloud.pe), with its us-east-1 certificate. */
  readonly domainName?: string;
  readonly certificateArn?: string;
  /**
   * The domain's DNS points at the distribution: the hourly check uses the domain (false: the
   * distribution's own name, which answers while DNS does not). `npm run deploy` sets it from
   * what it finds (bin/deploy.ts, decision 151); false without a domain.
   */
  readonly domainLive: boolean;
  /**
   * Attach the WAF web ACL (a per-client rate limit on the API path + managed common rules).
   * On unless set to false (decision 079); a CloudFront web ACL exists only in us-east-1.
   */
  readonly enableWaf: boolean;
  /** Where the alarms write: the operator's address, subscribed to the alarm topic. */
  readonly alarmEmail: string;
  /**
   * The generation of the key CloudFront sends to API Gateway. Raising it by one rotates the
   * key with no downtime: the new key is created beside the previous one before CloudFront
   * switches, and the one before that is deleted.
   */
  readonly originKeyVersion: number;
  /**
   * The account's monthly AWS Budget in USD (infra/ops/budget.ts; production's stack holds it):
   * the operator hears at 80 %. It covers both stages and everything else in the account.
   */
  readonly monthlyBudgetUsd: number;
  /**
   * Reserve the functions' concurrency (infra/concurrency.ts): on unless set to false. Off, the
   * stack deploys on an account whose limit is below the reservations plus what Lambda keeps
   * unreserved (a new account's 10), and the forms share the account's pool with everything else.
   */
  readonly reserveConcurrency: boolean;
}

/** The context keys, as an operator types them. */
export const contextKeys = [
  'senderEmail',
  'sesIdentity',
  'contactRecipients',
  'applicationRecipients',
  'allowedOrigins',
  'domainName',
  'certificateArn',
  'domainLive',
  'enableWaf',
  'alarmEmail',
  'createApiGatewayAccountRole',
  'originKeyVersion',
  'monthlyBudgetUsd',
  'reserveConcurrency',
] as const;

export const requiredContextKeys = [
  'senderEmail',
  'contactRecipients',
  'applicationRecipients',
  'alarmEmail',
] as const;

/** Keys an operator's cdk.json may still carry from before a rename, and their names now. */
const renamedContextKeys: Readonly<Record<string, (typeof contextKeys)[number]>> = {
  jobsRecipients: 'applicationRecipients',
};

/** The highest originKeyVersion accepted: a rotation a day for a quarter of a century. */
export const MAX_ORIGIN_KEY_VERSION = 9999;

const emailPattern = /^[^\s@,;<>"]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9-]+)+$/;
/** A display name that needs no escaping inside quotes: letters, digits, spaces and . ' & - */
const displayNamePattern = /^[\p{L}\p{N}][\p{L}\p{N} .'&-]{0,63}$/u;
const domainPattern = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const originPattern = /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?$/;
/** CloudFront only accepts ACM certificates from us-east-1. */
const certificateArnPattern = /^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/[0-9a-f-]+$/;

/** `Name <address>` or a bare address, as an operator types senderEmail. */
export function parseSender(value: string): { readonly name?: string; readonly address: string } {
  const match = /^([^<>]*?)\s*<([^<>]*)>$/.exec(value.trim());
  if (!match) return { address: value.trim() };
  const name = match[1]!.trim().replace(/^"(.*)"$/, '$1');
  return { ...(name ? { name } : {}), address: match[2]!.trim() };
}

/** The longest UTF-8 run one encoded word carries: 45 bytes are 60 in base64, 72 with `=?UTF-8?B?…?=`. */
const ENCODED_WORD_BYTES = 45;

/**
 * The From header value: a quoted ASCII name, or RFC 2047 encoded words (each under the
 * 75-character limit, split between characters) for a name with accents.
 */
function mailFromHeader(name: string | undefined, address: string): string {
  if (!name) return address;
  if (/^[\x20-\x7e]*$/.test(name)) return `"${name}" <${address}>`;
  const words: string[] = [];
  let word = '';
  for (const char of name) {
    if (Buffer.byteLength(word + char) > ENCODED_WORD_BYTES) {
      words.push(word);
      word = '';
    }
    word += char;
  }
  words.push(word);
  const encoded = words.map((part) => `=?UTF-8?B?${Buffer.from(part).toString('base64')}?=`);
  return `${encoded.join(' ')} <${address}>`;
}

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      `Configuración de despliegue incompleta o inválida (contexto de CDK en cdk.json o -c clave=valor):\n` +
        problems.map((problem) => `  - ${problem}`).join('\n'),
    );
    this.name = 'ConfigError';
  }
}

type ContextReader = Pick<Node, 'tryGetContext'>;

/** A list given as a JSON array (cdk.json) or as a comma-separated string (`-c`). */
function readList(value: unknown): string[] | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const items = Array.isArray(value) ? value : String(value).split(',');
  return items.map((item) => String(item).trim()).filter(Boolean);
}

function readText(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  const text = String(value).trim();
  return text === '' ? undefined : text;
}

function readBoolean(key: string, value: unknown, problems: string[], byDefault = false): boolean {
  if (value === undefined || value === null || value === '') return byDefault;
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  problems.push(`${key}: debe ser true o false (recibido ${JSON.stringify(value)})`);
  return false;
}

/** The budget when none is given: both stages' fixed costs (WAF, key, alarms, checks) and a busy month's traffic, with a margin. */
export const DEFAULT_MONTHLY_BUDGET_USD = 80;

/** monthlyBudgetUsd: a whole number of dollars, 1 to 100 000. */
function readBudget(value: unknown, problems: string[]): number {
  if (value === undefined || value === null || value === '') return DEFAULT_MONTHLY_BUDGET_USD;
  const text = String(value).trim();
  const amount = /^\d{1,6}$/.test(text) ? Number(text) : Number.NaN;
  if (!(amount >= 1 && amount <= 100_000)) {
    problems.push(
      `monthlyBudgetUsd: debe ser un monto entero en dólares, de 1 a 100000 (recibido ${JSON.stringify(value)})`,
    );
    return DEFAULT_MONTHLY_BUDGET_USD;
  }
  return amount;
}

/** originKeyVersion: a whole number from 1 (the default) to MAX_ORIGIN_KEY_VERSION. */
function readVersion(value: unknown, problems: string[]): number {
  if (value === undefined || value === null || value === '') return 1;
  const text = String(value).trim();
  const version = /^\d{1,4}$/.test(text) ? Number(text) : Number.NaN;
  if (!(version >= 1 && version <= MAX_ORIGIN_KEY_VERSION)) {
    problems.push(
      `originKeyVersion: debe ser un número entero de 1 a ${MAX_ORIGIN_KEY_VERSION} (recibido ${JSON.stringify(value)})`,
    );
    return 1;
  }
  return version;
}

export function readConfig(node: ContextReader): WebsiteConfig {
  const problems: string[] = [];
  const get = (key: (typeof contextKeys)[number]) => node.tryGetContext(key) as unknown;

  const sender = parseSender(readText(get('senderEmail')) ?? '');
  const senderEmail = sender.address || undefined;
  if (sender.name !== undefined && !displayNamePattern.test(sender.name)) {
    problems.push(
      `senderEmail: el nombre "${sender.name}" solo puede tener letras, dígitos, espacios y . ' & - (hasta 64), como Ayni Cloud <no-responder@aynicloud.pe>`,
    );
  }
  const contactRecipients = readList(get('contactRecipients')) ?? [];
  const applicationRecipients = readList(get('applicationRecipients')) ?? [];
  const alarmEmail = readText(get('alarmEmail'));
  const given: Record<(typeof requiredContextKeys)[number], boolean> = {
    senderEmail: Boolean(senderEmail),
    contactRecipients: contactRecipients.length > 0,
    applicationRecipients: applicationRecipients.length > 0,
    alarmEmail: Boolean(alarmEmail),
  };
  for (const [old, now] of Object.entries(renamedContextKeys)) {
    if (node.tryGetContext(old) !== undefined)
      problems.push(`${old} ahora se llama ${now} (decisión 106): renombra la clave en cdk.json`);
  }
  const missing = requiredContextKeys.filter((key) => !given[key]);
  if (missing.length > 0) problems.push(`faltan valores obligatorios: ${missing.join(', ')}`);

  for (const [key, address] of [
    ['senderEmail', senderEmail],
    ['alarmEmail', alarmEmail],
  ] as const) {
    if (address && !emailPattern.test(address)) {
      problems.push(`${key}: "${address}" no es una dirección de correo`);
    }
  }
  for (const [key, list] of [
    ['contactRecipients', contactRecipients],
    ['applicationRecipients', applicationRecipients],
  ] as const) {
    for (const address of list) {
      if (!emailPattern.test(address))
        problems.push(`${key}: "${address}" no es una dirección de correo`);
    }
  }

  const sesIdentity = readText(get('sesIdentity')) ?? senderEmail ?? '';
  if (senderEmail && sesIdentity !== senderEmail) {
    const senderDomain = senderEmail.slice(senderEmail.indexOf('@') + 1).toLowerCase();
    if (sesIdentity.toLowerCase() !== senderDomain) {
      problems.push(
        `sesIdentity: debe ser senderEmail (${senderEmail}) o su dominio (${senderDomain}), recibido "${sesIdentity}"`,
      );
    }
  }

  const domainName = readText(get('domainName'))?.toLowerCase();
  const certificateArn = readText(get('certificateArn'));
  if (domainName && !domainPattern.test(domainName)) {
    problems.push(`domainName: "${domainName}" no es un nombre de dominio (sin https:// ni /)`);
  }
  if (domainName && !certificateArn) {
    problems.push('certificateArn: es obligatorio cuando se define domainName');
  }
  if (certificateArn && !domainName) {
    problems.push('domainName: es obligatorio cuando se define certificateArn');
  }
  if (certificateArn && !certificateArnPattern.test(certificateArn)) {
    problems.push(
      `certificateArn: debe ser el ARN de un certificado de ACM en us-east-1 (CloudFront solo usa esa región), recibido "${certificateArn}"`,
    );
  }

  const allowedOrigins = readList(get('allowedOrigins')) ?? [];
  for (const origin of allowedOrigins) {
    if (!originPattern.test(origin)) {
      problems.push(
        `allowedOrigins: "${origin}" debe ser un origen como https://www.ejemplo.pe (sin ruta ni / final)`,
      );
    }
  }
  // The site's own origin may always call its API.
  const siteOrigins = domainName ? [`https://${domainName}`] : [];
  for (const origin of siteOrigins) {
    if (!allowedOrigins.includes(origin)) allowedOrigins.unshift(origin);
  }

  const domainLive = readBoolean('domainLive', get('domainLive'), problems) && !!domainName;

  // The per-client limit is on unless the operator turns it off (decision 079).
  const enableWaf = readBoolean('enableWaf', get('enableWaf'), problems, true);
  // Retired (decision 140): the account setup owns API Gateway's account role, no website stack.
  if (readBoolean('createApiGatewayAccountRole', get('createApiGatewayAccountRole'), problems)) {
    problems.push(
      'createApiGatewayAccountRole: ninguna pila del sitio crea ya el rol de CloudWatch Logs de API Gateway; ' +
        'lo crea la preparación de la cuenta, una vez (npm run account-setup -- propietario/repositorio). ' +
        'Quita la clave de cdk.json o déjala en false',
    );
  }
  const originKeyVersion = readVersion(get('originKeyVersion'), problems);
  const monthlyBudgetUsd = readBudget(get('monthlyBudgetUsd'), problems);
  const reserveConcurrency = readBoolean(
    'reserveConcurrency',
    get('reserveConcurrency'),
    problems,
    true,
  );

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    senderEmail: senderEmail!,
    mailFrom: mailFromHeader(sender.name, senderEmail!),
    sesIdentity,
    contactRecipients,
    applicationRecipients,
    allowedOrigins,
    siteOrigins,
    ...(domainName ? { domainName, certificateArn: certificateArn! } : {}),
    domainLive,
    enableWaf,
    alarmEmail: alarmEmail!,
    originKeyVersion,
    monthlyBudgetUsd,
    reserveConcurrency,
  };
}
