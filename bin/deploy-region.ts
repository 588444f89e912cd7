/**
 * The region `npm run deploy` deploys to, found as the CDK CLI finds it (aws-cdk's
 * `AwsCliCompatible.region`): the environment (AWS_REGION, AMAZON_REGION, AWS_DEFAULT_REGION,
 * AMAZON_DEFAULT_REGION), then `region` of the profile in the shared files (credentials file
 * first, then config), then the default profile's. Where the CLI would go on to an EC2
 * instance's region or, silently, to us-east-1, the deploy stops and asks for AWS_REGION: the
 * account checks, the live hashes and the stack must all look at one region somebody chose.
 */
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** Sections of an AWS shared file by profile name, each with its settings. */
export type SharedProfiles = Readonly<Record<string, Readonly<Record<string, string>>>>;

export interface RegionSources {
  readonly env: Readonly<Record<string, string | undefined>>;
  /** `--profile` among the cdk options, which wins over AWS_PROFILE. */
  readonly profileOption: string | undefined;
  readonly credentialsFile: SharedProfiles;
  readonly configFile: SharedProfiles;
}

export interface ResolvedRegion {
  readonly region: string;
  /** Where it came from, for the operator: `AWS_REGION`, `perfil ci (~/.aws/config)`… */
  readonly source: string;
}

const REGION_VARIABLES = [
  'AWS_REGION',
  'AMAZON_REGION',
  'AWS_DEFAULT_REGION',
  'AMAZON_DEFAULT_REGION',
] as const;

/** The profile the CDK CLI uses: --profile, AWS_PROFILE, AWS_DEFAULT_PROFILE, else default. */
export function profileName(sources: Pick<RegionSources, 'env' | 'profileOption'>): string {
  return (
    sources.profileOption || sources.env.AWS_PROFILE || sources.env.AWS_DEFAULT_PROFILE || 'default'
  );
}

export function resolveRegion(sources: RegionSources): ResolvedRegion | undefined {
  for (const variable of REGION_VARIABLES) {
    const region = sources.env[variable]?.trim();
    if (region) return { region, source: variable };
  }
  const profile = profileName(sources);
  const files = [
    ['credentials', sources.credentialsFile],
    ['config', sources.configFile],
  ] as const;
  for (const name of new Set([profile, 'default'])) {
    for (const [file, profiles] of files) {
      const region = profiles[name]?.region?.trim();
      if (region) return { region, source: `perfil ${name} (~/.aws/${file})` };
    }
  }
  return undefined;
}

export function missingRegionMessage(profile: string): string {
  return (
    'No sé a qué región desplegar: ni AWS_REGION ni AWS_DEFAULT_REGION están definidas, y ni el ' +
    `perfil ${profile} ni el perfil default tienen region en ~/.aws/config o ~/.aws/credentials.\n` +
    'El CDK desplegaría en us-east-1 sin avisar. Elige la región y vuelve a ejecutar; con el WAF ' +
    '(activado por defecto) la pila va en us-east-1, la única región donde CloudFront acepta un web ACL:\n' +
    '  AWS_REGION=us-east-1 npm run deploy\n' +
    `(o guárdala en el perfil: aws configure set region us-east-1${profile === 'default' ? '' : ` --profile ${profile}`}).`
  );
}

/**
 * An AWS shared file's profiles. In the config file a profile is `[profile name]` (or
 * `[default]`), and other sections (`[sso-session …]`, `[services …]`) are not profiles; in the
 * credentials file every section is one. An indented line continues the setting above it
 * (`s3 =` followed by `  region = …` is not the profile's region).
 */
export function parseSharedFile(text: string, kind: 'config' | 'credentials'): SharedProfiles {
  const profiles: Record<string, Record<string, string>> = {};
  let current: Record<string, string> | undefined;
  let nested = false;
  for (const line of text.split(/\r?\n/)) {
    if (/^\s*(?:[#;]|$)/.test(line)) continue;
    const section = /^\s*\[([^\]]+)\]/.exec(line)?.[1]?.trim();
    if (section !== undefined) {
      const name = kind === 'credentials' ? section : configProfileName(section);
      current = name === undefined ? undefined : (profiles[name] ??= {});
      nested = false;
      continue;
    }
    if (nested && /^\s/.test(line)) continue;
    const at = line.indexOf('=');
    if (!current || at < 0) continue;
    const key = line.slice(0, at).trim();
    const value = line.slice(at + 1).trim();
    nested = value === '';
    if (!nested) current[key] = value;
  }
  return profiles;
}

function configProfileName(section: string): string | undefined {
  if (section === 'default') return 'default';
  const match = /^profile\s+(.+)$/.exec(section);
  return match?.[1]?.trim();
}

/** A shared file's path: its variable (with `~/` expanded) or ~/.aws/{name}. */
function sharedFilePath(variable: string | undefined, name: string): string {
  if (!variable) return join(homedir(), '.aws', name);
  return variable.startsWith('~/') ? join(homedir(), variable.slice(2)) : variable;
}

function readSharedFile(path: string, kind: 'config' | 'credentials'): SharedProfiles {
  return existsSync(path) ? parseSharedFile(readFileSync(path, 'utf8'), kind) : {};
}

/** What the region is resolved from on this machine. */
export function regionSources(
  profileOption: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
): RegionSources {
  return {
    env,
    profileOption,
    credentialsFile: readSharedFile(
      sharedFilePath(env.AWS_SHARED_CREDENTIALS_FILE, 'credentials'),
      'credentials',
    ),
    configFile: readSharedFile(sharedFilePath(env.AWS_CONFIG_FILE, 'config'), 'config'),
  };
}
