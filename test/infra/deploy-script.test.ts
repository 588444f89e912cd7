import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { deployContext, exampleValues, profileOption } from '../../bin/deploy';
import { cdkContext } from './fixture';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

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
      'jobsRecipients',
      'alarmEmail',
    ]);
    expect(
      exampleValues({
        senderEmail: 'no-responder@aynicloud.pe',
        contactRecipients: ['contacto@aynicloud.pe'],
        jobsRecipients: 'talento@aynicloud.pe,prueba@correo.test',
      }),
    ).toEqual(['jobsRecipients']);
  });

  it('refuses to build or deploy while cdk.json still holds the examples', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'bin/deploy.ts'], {
      cwd: repoRoot,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'siguen siendo los de ejemplo de cdk.json: senderEmail, contactRecipients, jobsRecipients',
    );
    expect(result.stdout).not.toContain('Compilando');
  });
});
