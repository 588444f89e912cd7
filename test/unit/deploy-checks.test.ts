import { APIGatewayClient, GetAccountCommand } from '@aws-sdk/client-api-gateway';
import {
  GetAccountSendingEnabledCommand,
  GetSendQuotaCommand,
  SESClient,
} from '@aws-sdk/client-ses';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ALLOW_SES_SANDBOX,
  type AccountReaders,
  type CheckOptions,
  type EmailIdentityState,
  type Finding,
  type SesSendingState,
  accountFindings,
  apiGatewayRoleFinding,
  formatFinding,
  readApiGatewayRoleArn,
  readSesSendingState,
  sesFindings,
  wafFinding,
} from '../../bin/deploy-checks';
import { cdkOptions, exampleValues } from '../../bin/deploy';

const options: CheckOptions = {
  region: 'sa-east-1',
  config: {
    enableWaf: true,
    domainName: 'www.aynicloud.pe',
    reserveConcurrency: true,
    senderEmail: 'no-responder@aynicloud.pe',
    sesIdentity: 'aynicloud.pe',
    contactRecipients: ['contacto@aynicloud.pe'],
    applicationRecipients: ['talento@aynicloud.pe', 'contacto@aynicloud.pe'],
  },
  allowSesSandbox: false,
  argv: ['--profile', 'produccion'],
};
const withConfig = (config: Partial<CheckOptions['config']>): CheckOptions => ({
  ...options,
  config: { ...options.config, ...config },
});

const production: SesSendingState = {
  max24HourSend: 50_000,
  maxSendRate: 14,
  sendingEnabled: true,
};
const sandbox: SesSendingState = { max24HourSend: 200, maxSendRate: 1, sendingEnabled: true };

const verifiedDomain: EmailIdentityState = {
  verifiedForSending: true,
  dkimStatus: 'SUCCESS',
  dkimTokens: ['t1', 't2', 't3'],
};

const levels = (findings: readonly Finding[]) => findings.map((finding) => finding.level);

describe('the API Gateway CloudWatch Logs role check', () => {
  it('passes when the account has a role', () => {
    const arn = 'arn:aws:iam::123456789012:role/APIGatewayCloudWatchLogs';
    expect(apiGatewayRoleFinding(arn, options)).toEqual({
      level: 'ok',
      message: `API Gateway ya tiene su rol de CloudWatch Logs en sa-east-1: ${arn}.`,
    });
  });

  it('stops without one, telling the operator to run the account setup in that region', () => {
    const finding = apiGatewayRoleFinding(undefined, options);
    expect(finding.level).toBe('stop');
    expect(finding.message).toContain(
      'AWS_REGION=sa-east-1 npm run account-setup -- propietario/repositorio',
    );
    expect(finding.message).not.toContain('createApiGatewayAccountRole');
  });
});

describe('the SES sandbox, a hard gate', () => {
  it('passes with production access and says the quota', () => {
    expect(sesFindings(production, options)).toEqual([
      {
        level: 'ok',
        message:
          'SES tiene acceso de producción en sa-east-1: hasta 50000 correos en 24 h, 14 por segundo.',
      },
    ]);
  });

  it('stops in the sandbox (the 200-mail quota) and says how to leave it, or to pass --allow-ses-sandbox', () => {
    const [finding] = sesFindings(sandbox, options);
    expect(finding!.level).toBe('stop');
    expect(finding!.message).toContain('AccessDenied');
    expect(finding!.message).toContain(
      'aws sesv2 put-account-details --region sa-east-1 --production-access-enabled --mail-type TRANSACTIONAL',
    );
    expect(finding!.message).toContain('--website-url https://www.aynicloud.pe');
    expect(finding!.message).toContain(
      `npm run deploy -- --profile produccion ${ALLOW_SES_SANDBOX}`,
    );
  });

  it('with --allow-ses-sandbox, deploys with a warning that the forms will not send', () => {
    const findings = sesFindings(sandbox, { ...options, allowSesSandbox: true });
    expect(levels(findings)).toEqual(['warning']);
    expect(findings[0]!.message).toContain('los formularios no enviarán correo');
  });

  it('warns, without stopping, when sending is paused', () => {
    const findings = sesFindings({ ...production, sendingEnabled: false }, options);
    expect(levels(findings)).toEqual(['ok', 'warning']);
    expect(findings[1]!.message).toContain(
      'aws ses update-account-sending-enabled --enabled --region sa-east-1',
    );
  });
});

describe('the per-client rate limit', () => {
  it('says clearly, before deploying, that enableWaf is off and what that risks', () => {
    const finding = wafFinding(withConfig({ enableWaf: false }));
    expect(finding.level).toBe('warning');
    expect(finding.message).toMatch(/^enableWaf=false: no hay límite por cliente en \/website\/\*/);
    expect(finding.message).toContain('429');
    expect(finding.message).toContain('cuota diaria de SES');
    expect(formatFinding(finding)).toMatch(/^ {2}⚠ Aviso: enableWaf=false/);
  });

  it('stops when the WAF is on outside us-east-1, where CloudFront web ACLs cannot be', () => {
    expect(wafFinding(options).level).toBe('stop');
    expect(wafFinding({ ...options, region: 'us-east-1' }).level).toBe('ok');
  });
});

/** An account ready for the stack: every reader answers as a healthy account does. */
const readyAccount = (overrides: Partial<AccountReaders> = {}): AccountReaders => ({
  accountId: async () => '123456789012',
  bootstrapVersion: async () => 30,
  lambdaConcurrency: async () => ({ limit: 1000, available: 1000 }),
  apiGatewayRoleArn: async () => 'arn:aws:iam::123456789012:role/APIGatewayCloudWatchLogs',
  sesSendingState: async () => production,
  emailIdentity: async () => verifiedDomain,
  suppressedDestination: async () => undefined,
  ...overrides,
});

describe('all the checks together', () => {
  const readers = readyAccount;
  const usEast1 = { ...options, region: 'us-east-1' };
  /** bootstrap, concurrency, API Gateway, SES, sender identity, suppression, WAF. */
  const allOk = ['ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok'];

  it('pass on a ready account', async () => {
    expect(levels(await accountFindings(usEast1, readers()))).toEqual(allOk);
  });

  it('ask for the bootstrap parameter of the qualifier in context, and each recipient once', async () => {
    const asked: string[] = [];
    await accountFindings(
      { ...usEast1, bootstrapQualifier: 'ayni12345' },
      readers({
        bootstrapVersion: async (name) => {
          asked.push(name);
          return 30;
        },
        suppressedDestination: async (address) => {
          asked.push(address);
          return undefined;
        },
      }),
    );
    expect(asked.toSorted()).toEqual([
      '/cdk-bootstrap/ayni12345/version',
      'contacto@aynicloud.pe',
      'talento@aynicloud.pe',
    ]);
  });

  it('stop, naming the permission, when AWS cannot be asked', async () => {
    const denied = async () => {
      throw new Error('User is not authorized to perform this action');
    };
    const findings = await accountFindings(
      usEast1,
      readers({ apiGatewayRoleArn: denied, sesSendingState: denied }),
    );
    expect(levels(findings)).toEqual(['ok', 'ok', 'stop', 'stop', 'ok', 'ok', 'ok']);
    expect(findings[2]!.message).toContain(
      'apigateway:GET sobre arn:aws:apigateway:us-east-1::/account',
    );
    expect(findings[3]!.message).toContain('ses:GetSendQuota y ses:GetAccountSendingEnabled');
  });

  it('name the permission of every new reader that fails', async () => {
    const denied = async () => {
      throw new Error('AccessDenied');
    };
    const findings = await accountFindings(
      usEast1,
      readers({
        accountId: denied,
        bootstrapVersion: denied,
        lambdaConcurrency: denied,
        emailIdentity: denied,
        suppressedDestination: denied,
      }),
    );
    const stops = findings.filter((f) => f.level === 'stop').map((f) => f.message);
    expect(stops).toHaveLength(5);
    for (const permission of [
      'sts:GetCallerIdentity',
      'ssm:GetParameter sobre /cdk-bootstrap/hnb659fds/version',
      'lambda:GetAccountSettings',
      'ses:GetEmailIdentity sobre aynicloud.pe',
      'ses:GetSuppressedDestination',
    ]) {
      expect(
        stops.some((message) => message.includes(permission)),
        permission,
      ).toBe(true);
    }
  });
});

describe('what SES answers (aws-sdk-client-mock)', () => {
  const ses = mockClient(SESClient);
  beforeEach(() => ses.reset());

  it('reads the quota and whether sending is enabled', async () => {
    ses
      .on(GetSendQuotaCommand)
      .resolves({ Max24HourSend: 200, MaxSendRate: 1, SentLast24Hours: 3 });
    ses.on(GetAccountSendingEnabledCommand).resolves({ Enabled: true });
    const state = await readSesSendingState(new SESClient({ region: 'sa-east-1' }));
    expect(state).toEqual(sandbox);
    expect(ses).toHaveReceivedCommandTimes(GetSendQuotaCommand, 1);
    expect(ses).toHaveReceivedCommandTimes(GetAccountSendingEnabledCommand, 1);
  });

  it('an SES error becomes a stop through the checks', async () => {
    ses.on(GetSendQuotaCommand).rejects(new Error('AccessDenied'));
    ses.on(GetAccountSendingEnabledCommand).resolves({ Enabled: true });
    const client = new SESClient({ region: 'us-east-1' });
    const findings = await accountFindings(
      { ...options, region: 'us-east-1' },
      readyAccount({ sesSendingState: () => readSesSendingState(client) }),
    );
    expect(levels(findings)).toEqual(['ok', 'ok', 'ok', 'stop', 'ok', 'ok', 'ok']);
  });
});

describe('what API Gateway answers (aws-sdk-client-mock)', () => {
  const apiGateway = mockClient(APIGatewayClient);
  beforeEach(() => apiGateway.reset());
  const read = () => readApiGatewayRoleArn(new APIGatewayClient({ region: 'sa-east-1' }));

  it('reads the account’s CloudWatch role, and none when the account has none', async () => {
    const role = 'arn:aws:iam::123456789012:role/apigateway-logs';
    apiGateway.on(GetAccountCommand).resolvesOnce({ cloudwatchRoleArn: role }).resolvesOnce({});
    expect(await read()).toBe(role);
    expect(await read()).toBeUndefined();
    expect(apiGateway).toHaveReceivedCommandTimes(GetAccountCommand, 2);
  });

  it('no role: the deploy stops and names the account setup', async () => {
    apiGateway.on(GetAccountCommand).resolves({});
    const finding = apiGatewayRoleFinding(await read(), options);
    expect(finding.level).toBe('stop');
    expect(formatFinding(finding)).toContain('npm run account-setup');
  });
});

describe('the deploy script’s own options and example values', () => {
  it('keeps --allow-ses-sandbox from cdk', () => {
    expect(cdkOptions(['--profile', 'ci', ALLOW_SES_SANDBOX, '-c', 'enableWaf=true'])).toEqual([
      '--profile',
      'ci',
      '-c',
      'enableWaf=true',
    ]);
  });

  it('sees an example address behind a display name', () => {
    expect(
      exampleValues({
        senderEmail: 'Ayni Cloud <no-responder@example.com>',
        contactRecipients: ['contacto@aynicloud.pe'],
        applicationRecipients: 'talento@aynicloud.pe',
        alarmEmail: 'operaciones@aynicloud.pe',
      }),
    ).toEqual(['senderEmail']);
  });
});
