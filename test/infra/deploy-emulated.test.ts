/**
 * `npm run deploy` as an operator meets it: the real script (bin/deploy.ts) and the pinned CDK
 * CLI, run as a child process against an emulated AWS account on loopback
 * (test/infra/aws-account-emulator.ts). Nothing leaves the machine: every SDK client goes to
 * AWS_ENDPOINT_URL, the CLI's notices, telemetry and version check are off, HTTP(S)_PROXY points
 * at a trap that fails the test if anything reaches it, and the emulator fails it on a request for
 * another host or an operation it does not know. The site is the infra tests' stand-in, given
 * with -c siteDir (the script builds the real one when siteDir is not given).
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUIRED_BOOTSTRAP_VERSION } from '../../bin/deploy-checks';
import {
  type AccountState,
  type AwsAccountEmulator,
  DKIM_TOKENS,
  startAwsAccountEmulator,
  startProxyTrap,
} from './aws-account-emulator';
import { type SiteDouble, startSiteDouble } from './deployed-site-double';
import { fixtureSiteDir } from './fixture';
import { stages } from '../../infra/stages';
import { configArgs, runEmulated } from './emulated-run';

/**
 * A deploy synthesizes the whole app with the CLI (bundling, cdk-nag): 1–2 minutes on a quiet
 * 2-core machine, over 6 minutes measured while the rest of npm test and other suites ran. A stop loads the script and asks the
 * account: 10–20 s. The limits only stop a run that hangs.
 */
const FULL_DEPLOY_TIMEOUT_MS = 900_000;
const STOP_TIMEOUT_MS = 180_000;
const ACCOUNT = '123456789012';
/** A custom domain that can never resolve (RFC 2606): no request may leave for it. */
const DOMAIN = 'www.aynicloud.invalid';

const healthy: AccountState = {
  account: ACCOUNT,
  bootstrapVersion: 30,
  concurrencyLimit: 1000,
  apiGatewayRoleArn: `arn:aws:iam::${ACCOUNT}:role/APIGatewayCloudWatchLogs`,
  max24HourSend: 50_000,
  identities: { 'aynicloud.pe': { verifiedForSending: true, dkimStatus: 'SUCCESS' } },
  suppressed: { 'talento@aynicloud.pe': 'BOUNCE' },
  alarmEmail: 'operaciones@aynicloud.pe',
  stackName: stages.production.stackName,
  // The working site double, once it listens (beforeAll).
  siteUrl: '',
};

let trap: Awaited<ReturnType<typeof startProxyTrap>>;
/** The deployed site as CloudFront would serve it, and a release that lost its headers. */
let site: SiteDouble;
let brokenSite: SiteDouble;
beforeAll(async () => {
  [trap, site, brokenSite] = await Promise.all([
    startProxyTrap(),
    startSiteDouble(),
    startSiteDouble({ broken: true }),
  ]);
});
afterAll(async () => {
  await Promise.all([trap.close(), site.close(), brokenSite.close()]);
});

interface DeployRun {
  status: number | null;
  stdout: string;
  stderr: string;
  emulator: AwsAccountEmulator;
  outdir: string;
}

/** `npm run deploy -- …` against an emulated account in us-east-1. */
async function deploy(state: AccountState, extra: readonly string[] = []): Promise<DeployRun> {
  // The working site unless the test names another.
  const emulator = await startAwsAccountEmulator({ ...state, siteUrl: state.siteUrl || site.url });
  const home = mkdtempSync(join(tmpdir(), 'ayni-operator-'));
  const outdir = join(home, 'cdk.out');
  const { status, stdout, stderr } = await runEmulated(
    'bin/deploy.ts',
    [
      '--require-approval',
      'never',
      '--no-notices',
      '-o',
      outdir,
      '-c',
      `siteDir=${fixtureSiteDir()}`,
      ...configArgs,
      ...extra,
    ],
    { endpoint: emulator.url, proxy: trap.url },
    home,
  );
  await emulator.close();
  return { status, stdout, stderr, emulator, outdir };
}

const operations = (run: DeployRun) => run.emulator.calls.map((c) => `${c.service}:${c.operation}`);

/** What every run must show: nothing reached another host, nothing unknown was asked. */
function expectNothingLeftTheMachine(run: DeployRun) {
  expect(trap.requests, 'requests that tried to leave the machine').toEqual([]);
  expect(run.emulator.unexpected, `${run.stdout}\n${run.stderr}`).toEqual([]);
}

describe('npm run deploy against an emulated account', () => {
  it(
    'a healthy account, a custom domain whose DNS does not point yet: the checks pass, the CLI learns the account, synthesizes with cdk-nag, uploads, reaches the change set, smoke-tests the distribution’s own name and says which DNS record to create',
    async () => {
      const run = await deploy(healthy, [
        '-c',
        `domainName=${DOMAIN}`,
        '-c',
        'certificateArn=arn:aws:acm:us-east-1:123456789012:certificate/0a1b2c3d-aaaa-bbbb-cccc-0123456789ab',
      ]);
      const output = `${run.stdout}\n${run.stderr}`;
      expectNothingLeftTheMachine(run);
      expect(run.status, output).toBe(0);
      expect(output).toContain(`La cuenta ${ACCOUNT} está preparada para el CDK en us-east-1`);
      expect(output).toContain('talento@aynicloud.pe está en la lista de supresión');
      expect(output).not.toMatch(/AwsSolutions-|ValidationFailed/);
      // The CLI synthesized for the concrete account: the asset bucket is the account's own.
      const manifest = JSON.parse(readFileSync(join(run.outdir, 'manifest.json'), 'utf8')) as {
        artifacts: Record<string, { environment?: string; properties?: Record<string, unknown> }>;
      };
      const stack = manifest.artifacts.AyniCloudWebsite!;
      expect(stack.environment).toBe(`aws://${ACCOUNT}/us-east-1`);
      expect(stack.properties?.requiresBootstrapStackVersion).toBe(REQUIRED_BOOTSTRAP_VERSION);
      const puts = [...run.emulator.objects.keys()];
      expect(
        puts.every((key) => key.startsWith(`cdk-hnb659fds-assets-${ACCOUNT}-us-east-1/`)),
      ).toBe(true);
      expect(puts.length).toBeGreaterThan(3);
      // CloudFormation got the stack's own template.
      expect(operations(run)).toContain('cloudformation:CreateChangeSet');
      const template = JSON.parse(run.emulator.changeSetTemplate ?? '{}') as {
        Resources?: Record<string, { Type: string }>;
      };
      const types = Object.values(template.Resources ?? {}).map((r) => r.Type);
      expect(types).toContain('AWS::CloudFront::Distribution');
      expect(types).toContain('AWS::ApiGateway::RestApi');
      expect(operations(run)).toContain('cloudformation:ExecuteChangeSet');
      // After the deploy: the alarm subscription is pending, and the operator is told how to confirm it.
      expect(operations(run)).toContain('sns:ListSubscriptionsByTopic');
      expect(output).toContain(
        'La suscripción de operaciones@aynicloud.pe a las alarmas está pendiente',
      );
      // Then the smoke check, on the distribution's own name: the domain does not answer yet.
      expect(output).toContain(`▶ Prueba de humo de ${site.url}`);
      expect(output).toContain('✔ Las 8 comprobaciones pasaron.');
      expect(output).toContain(
        `Crea en el DNS de ${DOMAIN} un registro CNAME hacia ${new URL(site.url).host}`,
      );
      // The hourly check uses the address that answers, the distribution's, not the domain.
      const deployed = JSON.parse(run.emulator.changeSetTemplate ?? '{}') as {
        Outputs: Record<string, { Value: unknown }>;
      };
      expect(deployed.Outputs.SiteUrl!.Value).toBe(`https://${DOMAIN}`);
      expect(JSON.stringify(deployed.Outputs.CheckedUrl!.Value)).toContain('DomainName');
      console.log(`Operations the deploy made:\n${[...new Set(operations(run))].join('\n')}`);
    },
    FULL_DEPLOY_TIMEOUT_MS,
  );

  const stops: [string, Partial<AccountState>, string[], string][] = [
    [
      'no CDK bootstrap',
      { bootstrapVersion: undefined },
      [],
      `npx cdk bootstrap aws://${ACCOUNT}/us-east-1`,
    ],
    [
      'a concurrency limit of 10',
      { concurrencyLimit: 10 },
      [],
      '--quota-code L-B99A9384 --desired-value 1000',
    ],
    [
      'a limit of 1000 that other functions reserve but 50 of',
      { concurrencyLimit: 1000, reservedElsewhere: 950 },
      [],
      'otras funciones reservan 950',
    ],
    [
      'the sender address unverified',
      {
        identities: {
          'no-responder@aynicloud.pe': { verifiedForSending: false, dkimStatus: 'NOT_STARTED' },
        },
      },
      ['-c', 'sesIdentity=no-responder@aynicloud.pe'],
      'aws ses verify-email-identity --email-address no-responder@aynicloud.pe',
    ],
    [
      'the domain’s DKIM pending',
      { identities: { 'aynicloud.pe': { verifiedForSending: false, dkimStatus: 'PENDING' } } },
      [],
      `${DKIM_TOKENS[0]}._domainkey.aynicloud.pe CNAME ${DKIM_TOKENS[0]}.dkim.amazonses.com`,
    ],
    ['SES in the sandbox', { max24HourSend: 200 }, [], 'aws sesv2 put-account-details'],
    [
      'no API Gateway logging role',
      { apiGatewayRoleArn: undefined },
      [],
      'AWS_REGION=us-east-1 npm run account-setup -- propietario/repositorio',
    ],
  ];

  it.each(stops)(
    '%s: stops before building or uploading anything, with the cause and the remedy',
    async (_name, change, extra, remedy) => {
      const run = await deploy({ ...healthy, ...change }, extra);
      expectNothingLeftTheMachine(run);
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(remedy);
      expect(run.stderr).toContain('No despliego');
      expect(run.stdout).not.toContain('cdk deploy');
      expect(run.emulator.objects.size).toBe(0);
      // Reads only: nothing uploaded, no change set.
      expect(
        operations(run).filter((op) => /^(s3:|cloudformation:(?!List|Describe|Get))/.test(op)),
      ).toEqual([]);
    },
    STOP_TIMEOUT_MS,
  );

  it(
    'staging on a small account: --stage staging deploys its own stack reserving nothing, and a release whose smoke check fails exits 1 naming the fault and the way back',
    async () => {
      const run = await deploy(
        {
          ...healthy,
          concurrencyLimit: 10,
          stackName: stages.staging.stackName,
          siteUrl: brokenSite.url,
        },
        ['--stage', 'staging'],
      );
      expectNothingLeftTheMachine(run);
      expect(run.stdout).toContain(`Etapa staging (pila ${stages.staging.stackName})`);
      expect(run.stderr).toContain('reserveConcurrency=false: la pila no reserva concurrencia');
      const manifest = JSON.parse(readFileSync(join(run.outdir, 'manifest.json'), 'utf8')) as {
        artifacts: Record<string, unknown>;
      };
      expect(Object.keys(manifest.artifacts)).toContain(stages.staging.stackName);
      expect(operations(run)).toContain('cloudformation:ExecuteChangeSet');
      const template = JSON.parse(run.emulator.changeSetTemplate ?? '{}') as {
        Resources: Record<string, { Type: string; Properties: Record<string, unknown> }>;
      };
      const functions = Object.values(template.Resources).filter(
        (r) => r.Type === 'AWS::Lambda::Function',
      );
      expect(functions.length).toBeGreaterThan(3);
      expect(functions.filter((f) => 'ReservedConcurrentExecutions' in f.Properties)).toEqual([]);
      // Deployed, then refused by the smoke check: the operator learns it now, not from a visitor.
      expect(run.status).toBe(1);
      expect(run.stdout).toContain('✗ Las 28 páginas: 200, cabeceras de seguridad y CSP');
      expect(run.stdout).toContain('/servicios: falta X-Frame-Options: DENY');
      expect(run.stderr).toContain('el sitio no pasa la prueba de humo');
      expect(run.stderr).toContain('"Going back"');
    },
    FULL_DEPLOY_TIMEOUT_MS,
  );
});
