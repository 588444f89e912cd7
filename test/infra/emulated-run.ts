/**
 * One of the operator's commands (`bin/deploy.ts`, `bin/account-setup.ts`) run as a child process
 * against an emulated AWS account on loopback (test/infra/aws-account-emulator.ts), with the
 * environment an operator's shell would give it and nothing that could leave the machine: every
 * SDK client goes to AWS_ENDPOINT_URL, the CLI's notices, telemetry and version check are off,
 * and HTTP(S)_PROXY points at a trap that fails the test if anything reaches it.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The configuration an operator's cdk.json would hold, as `-c` options. */
export const configArgs = [
  ['senderEmail', 'Ayni Cloud <no-responder@aynicloud.pe>'],
  ['sesIdentity', 'aynicloud.pe'],
  ['contactRecipients', 'contacto@aynicloud.pe'],
  ['applicationRecipients', 'talento@aynicloud.pe'],
  ['alarmEmail', 'operaciones@aynicloud.pe'],
].flatMap(([key, value]) => ['-c', `${key}=${value}`]);

export interface CommandRun {
  status: number | null;
  stdout: string;
  stderr: string;
  /** The operator's home, where the CLI's cloud assembly goes (`-o {home}/cdk.out`). */
  home: string;
}

export async function runEmulated(
  script: string,
  args: readonly string[],
  { endpoint, proxy }: { endpoint: string; proxy: string },
  home = mkdtempSync(join(tmpdir(), 'ayni-operator-')),
): Promise<CommandRun> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: repoRoot,
    env: {
      PATH: `${repoRoot}node_modules/.bin:${process.env.PATH ?? ''}`,
      HOME: home,
      AWS_ACCESS_KEY_ID: 'AKIAEMULATED',
      AWS_SECRET_ACCESS_KEY: 'emulated',
      AWS_REGION: 'us-east-1',
      AWS_ENDPOINT_URL: endpoint,
      AWS_CONFIG_FILE: join(home, 'none'),
      AWS_SHARED_CREDENTIALS_FILE: join(home, 'none'),
      AWS_EC2_METADATA_DISABLED: 'true',
      CDK_DISABLE_CLI_TELEMETRY: 'true',
      CDK_DISABLE_VERSION_CHECK: 'true',
      npm_config_update_notifier: 'false',
      HTTP_PROXY: proxy,
      HTTPS_PROXY: proxy,
      NO_PROXY: '127.0.0.1',
      NODE_USE_ENV_PROXY: '1',
    },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
  return { status, stdout, stderr, home };
}
