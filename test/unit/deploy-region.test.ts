import { describe, expect, it } from 'vitest';
import {
  type RegionSources,
  missingRegionMessage,
  parseSharedFile,
  profileName,
  resolveRegion,
} from '../../bin/deploy-region';

const nothing: RegionSources = {
  env: {},
  profileOption: undefined,
  credentialsFile: {},
  configFile: {},
};

describe('the region npm run deploy deploys to (as the CDK CLI finds it)', () => {
  it('takes the environment first: AWS_REGION, then AWS_DEFAULT_REGION, over any profile', () => {
    const configFile = { default: { region: 'us-west-2' } };
    expect(
      resolveRegion({
        ...nothing,
        configFile,
        env: { AWS_REGION: 'sa-east-1', AWS_DEFAULT_REGION: 'eu-west-1' },
      }),
    ).toEqual({ region: 'sa-east-1', source: 'AWS_REGION' });
    expect(
      resolveRegion({ ...nothing, configFile, env: { AWS_DEFAULT_REGION: 'eu-west-1' } }),
    ).toEqual({ region: 'eu-west-1', source: 'AWS_DEFAULT_REGION' });
    expect(resolveRegion({ ...nothing, env: { AWS_REGION: ' ' } })).toBeUndefined();
  });

  it('then the profile’s region (--profile, AWS_PROFILE, else default), credentials file first', () => {
    const configFile = {
      default: { region: 'us-west-2' },
      ci: { region: 'sa-east-1' },
      produccion: { region: 'us-east-1' },
    };
    const credentialsFile = { ci: { region: 'us-east-2' } };
    expect(resolveRegion({ ...nothing, configFile })).toEqual({
      region: 'us-west-2',
      source: 'perfil default (~/.aws/config)',
    });
    expect(resolveRegion({ ...nothing, configFile, env: { AWS_PROFILE: 'produccion' } })).toEqual({
      region: 'us-east-1',
      source: 'perfil produccion (~/.aws/config)',
    });
    expect(
      resolveRegion({
        ...nothing,
        configFile,
        credentialsFile,
        profileOption: 'ci',
        env: { AWS_PROFILE: 'produccion' },
      }),
    ).toEqual({ region: 'us-east-2', source: 'perfil ci (~/.aws/credentials)' });
  });

  it('falls back to the default profile’s region when the named profile has none, as the CLI does', () => {
    expect(
      resolveRegion({
        ...nothing,
        env: { AWS_PROFILE: 'sso' },
        configFile: { sso: { sso_session: 'ayni' }, default: { region: 'sa-east-1' } },
      }),
    ).toEqual({ region: 'sa-east-1', source: 'perfil default (~/.aws/config)' });
  });

  it('finds nothing where the CLI would fall back to us-east-1, and then asks for AWS_REGION', () => {
    expect(resolveRegion(nothing)).toBeUndefined();
    expect(profileName({ env: { AWS_DEFAULT_PROFILE: 'viejo' }, profileOption: undefined })).toBe(
      'viejo',
    );
    const message = missingRegionMessage('ci');
    // The region the default configuration (WAF on) deploys to, not one where it would stop.
    expect(message).toContain('AWS_REGION=us-east-1 npm run deploy');
    expect(message).toContain('aws configure set region us-east-1 --profile ci');
    expect(missingRegionMessage('default')).toContain('aws configure set region us-east-1).');
  });
});

describe('the AWS shared files', () => {
  it('reads [profile name] and [default] in the config file, and only those', () => {
    const config = parseSharedFile(
      [
        '# comentario',
        '[default]',
        'region = us-west-2',
        '',
        '[profile ci]',
        'region=sa-east-1 ',
        '; otro comentario',
        '[sso-session ayni]',
        'sso_region = us-east-1',
        '[suelto]',
        'region = eu-west-1',
      ].join('\r\n'),
      'config',
    );
    expect(config).toEqual({
      default: { region: 'us-west-2' },
      ci: { region: 'sa-east-1' },
    });
  });

  it('reads every section of the credentials file as a profile', () => {
    expect(
      parseSharedFile('[ci]\naws_access_key_id = AKIA\nregion = us-east-2\n', 'credentials'),
    ).toEqual({ ci: { aws_access_key_id: 'AKIA', region: 'us-east-2' } });
  });

  it('does not take a nested setting (s3 =, then an indented region) for the profile’s region', () => {
    const config = parseSharedFile(
      '[profile ci]\ns3 =\n  region = eu-west-1\n  max_concurrent_requests = 20\noutput = json\n',
      'config',
    );
    expect(config).toEqual({ ci: { output: 'json' } });
  });
});
