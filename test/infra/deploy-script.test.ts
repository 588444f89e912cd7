import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { deployContext, exampleValues, profileOption } from '../../bin/deploy';
import { cdkContext } from './fixture';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** `npm run deploy -- …args`, as a child process (it must stop before reaching AWS). */
const runDeploy = (args: readonly string[] = [], env: NodeJS.ProcessEnv = process.env) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'bin/deploy.ts', ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    timeout: 60_000,
    env,
  });

describe('npm run deploy', () => {
  it('reads -c / --context overrides over cdk.json', () => {
    const context = deployContext(
      [
        '--require-approval',
        'never',
        '-c',
        'domainName=www.aynicloud.pe',
        '--context=enableWaf=true',
      ],
      cdkContext,
    );
    expect(context).toMatchObject({ domainName: 'www.aynicloud.pe', enableWaf: 'true' });
    expect(context.senderEmail).toBe(cdkContext.senderEmail);
  });

  it('reads the live function with the profile given to cdk (--profile name or --profile=name)', () => {
    expect(profileOption(['--profile', 'produccion', '-c', 'enableWaf=true'])).toBe('produccion');
    expect(profileOption(['--require-approval', 'never', '--profile=ci'])).toBe('ci');
    expect(profileOption(['-c', 'profile=x'])).toBeUndefined();
  });

  it('recognises the example addresses cdk.json ships with', () => {
    expect(exampleValues(cdkContext)).toEqual([
      'senderEmail',
      'contactRecipients',
      'applicationRecipients',
      'alarmEmail',
    ]);
    expect(
      exampleValues({
        senderEmail: 'no-responder@aynicloud.pe',
        contactRecipients: ['contacto@aynicloud.pe'],
        applicationRecipients: 'talento@aynicloud.pe,prueba@correo.test',
      }),
    ).toEqual(['applicationRecipients']);
  });

  it('refuses to build or deploy while cdk.json still holds the examples', () => {
    const result = runDeploy();
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'siguen siendo los de ejemplo de cdk.json: senderEmail, contactRecipients, applicationRecipients',
    );
    expect(result.stdout).not.toContain('Compilando');
  });

  it('stops before building anything without a region, and says to set AWS_REGION', () => {
    const home = mkdtempSync(join(tmpdir(), 'ayni-home-'));
    const result = runDeploy(
      [
        ['senderEmail', 'Ayni Cloud <no-responder@aynicloud.pe>'],
        ['contactRecipients', 'contacto@aynicloud.pe'],
        ['applicationRecipients', 'talento@aynicloud.pe'],
        ['alarmEmail', 'operaciones@aynicloud.pe'],
      ].flatMap(([key, value]) => ['-c', `${key}=${value}`]),
      { PATH: process.env.PATH, HOME: home },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('No sé a qué región desplegar');
    expect(result.stderr).toContain('AWS_REGION=us-east-1 npm run deploy');
    expect(result.stdout).not.toContain('Compilando');
  });
});
