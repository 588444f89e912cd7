/**
 * The release's order of deploys on a fresh account (decision 140): the administrator's
 * `npm run account-setup`, then the pipeline's staging deploy, then production's — the real
 * commands and the pinned CDK CLI against one emulated account on loopback. A fresh account here
 * is bootstrapped (both qualifiers) and has no API Gateway logging role: before the account setup
 * existed, staging stopped on that role and production was never reached.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_STACK_NAME } from '../../infra/account/account-stack';
import { stages } from '../../infra/stages';
import {
  type AwsAccountEmulator,
  startAwsAccountEmulator,
  startProxyTrap,
} from './aws-account-emulator';
import { type SiteDouble, startSiteDouble } from './deployed-site-double';
import { configArgs, runEmulated } from './emulated-run';
import { fixtureSiteDir } from './fixture';

const ACCOUNT = '123456789012';
const REPOSITORY = 'ayni-cloud/sitio-web';
/** Two full synths (bundling, cdk-nag) and a small one, on a shared 2-core machine. */
const RELEASE_TIMEOUT_MS = 1_500_000;

let trap: Awaited<ReturnType<typeof startProxyTrap>>;
let site: SiteDouble;
let account: AwsAccountEmulator;
beforeAll(async () => {
  [trap, site] = await Promise.all([startProxyTrap(), startSiteDouble()]);
  account = await startAwsAccountEmulator({
    account: ACCOUNT,
    bootstrapVersion: 30,
    concurrencyLimit: 1000,
    // Fresh: no API Gateway logging role.
    max24HourSend: 50_000,
    identities: { 'aynicloud.pe': { verifiedForSending: true, dkimStatus: 'SUCCESS' } },
    suppressed: {},
    alarmEmail: 'operaciones@aynicloud.pe',
    stackName: stages.production.stackName,
    siteUrl: site.url,
  });
});
afterAll(async () => {
  await Promise.all([trap.close(), site.close(), account?.close()]);
});

const run = (script: string, args: readonly string[]) => {
  const home = mkdtempSync(join(tmpdir(), 'ayni-release-'));
  return runEmulated(
    script,
    [...args, '--require-approval', 'never', '--no-notices', '-o', join(home, 'cdk.out')],
    { endpoint: account.url, proxy: trap.url },
    home,
  );
};
const deployArgs = ['-c', `siteDir=${fixtureSiteDir()}`, ...configArgs];

describe('the release on a fresh account', () => {
  it(
    'account setup, then staging, then production: each reaches CloudFormation and executes its change set',
    async () => {
      const setup = await run('bin/account-setup.ts', [REPOSITORY]);
      const setupOutput = `${setup.stdout}\n${setup.stderr}`;
      expect(setup.status, setupOutput).toBe(0);
      expect(account.stacks.get(ACCOUNT_STACK_NAME)?.status).toBe('CREATE_COMPLETE');
      expect(account.stacks.get(ACCOUNT_STACK_NAME)?.template).toContain(
        'AWS::ApiGateway::Account',
      );
      // No token in the test: the setup says what to check on GitHub by hand.
      expect(setup.stdout).toContain('Sin GITHUB_TOKEN no puedo comprobar GitHub');
      expect(setup.stdout).toContain('"include_claim_keys":["repo","context","ref"]');

      const staging = await run('bin/deploy.ts', ['--stage', 'staging', ...deployArgs]);
      const stagingOutput = `${staging.stdout}\n${staging.stderr}`;
      expect(staging.status, stagingOutput).toBe(0);
      expect(staging.stdout).toContain('API Gateway ya tiene su rol de CloudWatch Logs');
      expect(account.stacks.get(stages.staging.stackName)?.status).toBe('CREATE_COMPLETE');
      // Staging's assets went to its own bootstrap's bucket.
      expect([...account.objects.keys()].some((key) => key.startsWith('cdk-aynistg-assets-'))).toBe(
        true,
      );

      const production = await run('bin/deploy.ts', deployArgs);
      const productionOutput = `${production.stdout}\n${production.stderr}`;
      expect(production.status, productionOutput).toBe(0);
      expect(account.stacks.get(stages.production.stackName)?.status).toBe('CREATE_COMPLETE');

      // Neither website stack claims the account's API Gateway role.
      for (const stage of Object.values(stages)) {
        expect(account.stacks.get(stage.stackName)?.template).not.toContain(
          'AWS::ApiGateway::Account',
        );
      }
      expect(trap.requests).toEqual([]);
      expect(account.unexpected).toEqual([]);
    },
    RELEASE_TIMEOUT_MS,
  );
});
