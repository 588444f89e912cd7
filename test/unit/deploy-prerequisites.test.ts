/**
 * The checks decision 095 adds to `npm run deploy`: the CDK bootstrap, Lambda's concurrency, the
 * sender's identity and DKIM, recipients on the suppression list, and, after the deploy, the
 * alarm subscription. Pure verdicts, and the readers against aws-sdk-client-mock.
 */
import { CloudFormationClient, ListStackResourcesCommand } from '@aws-sdk/client-cloudformation';
import {
  GetAccountSettingsCommand,
  GetFunctionConcurrencyCommand,
  LambdaClient,
} from '@aws-sdk/client-lambda';
import {
  GetEmailIdentityCommand,
  GetSuppressedDestinationCommand,
  NotFoundException,
  SESv2Client,
} from '@aws-sdk/client-sesv2';
import { ListSubscriptionsByTopicCommand, SNSClient } from '@aws-sdk/client-sns';
import { GetParameterCommand, ParameterNotFound, SSMClient } from '@aws-sdk/client-ssm';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  PENDING_CONFIRMATION,
  alarmSubscriptionFinding,
  readAlarmSubscriptions,
} from '../../bin/alarm-subscription';
import {
  type CheckOptions,
  type EmailIdentityState,
  REQUIRED_BOOTSTRAP_VERSION,
  bootstrapFinding,
  concurrencyFinding,
  dkimRecords,
  readBootstrapVersion,
  readEmailIdentity,
  readLambdaConcurrency,
  readSuppressedDestination,
  senderIdentityFindings,
  suppressionFindings,
} from '../../bin/deploy-checks';
import { STACK_NAME } from '../../infra/build-app';
import { requiredAccountConcurrency } from '../../infra/concurrency';

const options: CheckOptions = {
  region: 'us-east-1',
  config: {
    enableWaf: true,
    domainName: 'www.aynicloud.pe',
    reserveConcurrency: true,
    senderEmail: 'no-responder@aynicloud.pe',
    sesIdentity: 'aynicloud.pe',
    contactRecipients: ['contacto@aynicloud.pe'],
    applicationRecipients: ['talento@aynicloud.pe'],
  },
  allowSesSandbox: false,
  argv: ['--profile', 'produccion'],
};
const addressIdentity: CheckOptions = {
  ...options,
  config: { ...options.config, sesIdentity: 'no-responder@aynicloud.pe' },
};

const tokens = ['abc123', 'def456', 'ghi789'];
const identity = (state: Partial<EmailIdentityState>): EmailIdentityState => ({
  verifiedForSending: true,
  dkimStatus: 'SUCCESS',
  dkimTokens: tokens,
  ...state,
});
const levels = (findings: readonly { level: string }[]) => findings.map((f) => f.level);

describe('the CDK bootstrap', () => {
  it('stops when the account was never bootstrapped, with the command for its account and region', () => {
    const finding = bootstrapFinding(undefined, '123456789012', options);
    expect(finding.level).toBe('stop');
    expect(finding.message).toContain('/cdk-bootstrap/hnb659fds/version');
    expect(finding.message).toContain('npx cdk bootstrap aws://123456789012/us-east-1');
  });

  it('stops on a bootstrap older than the template needs, and passes from that version on', () => {
    expect(bootstrapFinding(REQUIRED_BOOTSTRAP_VERSION - 1, '123456789012', options).level).toBe(
      'stop',
    );
    expect(bootstrapFinding(REQUIRED_BOOTSTRAP_VERSION, '123456789012', options).level).toBe('ok');
  });
});

describe('Lambda concurrency', () => {
  const required = requiredAccountConcurrency({ reserveConcurrency: true });
  const account = (available: number, limit = available) => ({ limit, available });

  it('stops below the reservations plus the 100 Lambda keeps, with the quota request and the flag', () => {
    const finding = concurrencyFinding(account(10), options);
    expect(finding.level).toBe('stop');
    expect(finding.message).toContain(`Lambda deja 10 ejecuciones`);
    expect(finding.message).toContain(`la pila necesita ${required}`);
    expect(finding.message).toContain(
      'aws service-quotas request-service-quota-increase --service-code lambda --quota-code L-B99A9384 --desired-value 1000 --region us-east-1',
    );
    expect(finding.message).toContain(
      'npm run deploy -- --profile produccion -c reserveConcurrency=false',
    );
    expect(concurrencyFinding(account(required - 1), options).level).toBe('stop');
  });

  it('counts what other functions reserve: a limit of 1000 with 950 reserved elsewhere stops', () => {
    const finding = concurrencyFinding(account(50, 1000), options);
    expect(finding.level).toBe('stop');
    expect(finding.message).toContain('límite de la cuenta: 1000; otras funciones reservan 950');
    // The quota asked for covers the others' reservations and the stack's.
    expect(finding.message).toContain(`--desired-value ${950 + required}`);
  });

  it('passes from exactly what the stack needs', () => {
    expect(concurrencyFinding(account(required), options).level).toBe('ok');
  });

  it('without reservations, any limit deploys, with a warning that states the trade-off', () => {
    const finding = concurrencyFinding(account(10), {
      ...options,
      config: { ...options.config, reserveConcurrency: false },
    });
    expect(finding.level).toBe('warning');
    expect(finding.message).toContain('comparten el límite de la cuenta');
  });
});

describe('the sender identity', () => {
  it('a verified domain with DKIM: ok', () => {
    expect(levels(senderIdentityFindings(identity({}), undefined, options))).toEqual(['ok']);
  });

  it('a domain whose DKIM is pending stops, printing the three CNAME records', () => {
    const [finding] = senderIdentityFindings(
      identity({ verifiedForSending: false, dkimStatus: 'PENDING' }),
      undefined,
      options,
    );
    expect(finding!.level).toBe('stop');
    for (const token of tokens) {
      expect(finding!.message).toContain(
        `${token}._domainkey.aynicloud.pe CNAME ${token}.dkim.amazonses.com`,
      );
    }
    expect(dkimRecords('aynicloud.pe', tokens)).toHaveLength(3);
  });

  it('no identity at all: stops with the command that creates it', () => {
    const [finding] = senderIdentityFindings(undefined, undefined, options);
    expect(finding!.level).toBe('stop');
    expect(finding!.message).toContain(
      'aws sesv2 create-email-identity --email-identity aynicloud.pe --region us-east-1',
    );
    expect(finding!.message).toContain('cola de mensajes fallidos');
  });

  it('an unverified address stops with the command that sends the verification mail again', () => {
    const [finding] = senderIdentityFindings(
      identity({ verifiedForSending: false, dkimStatus: undefined }),
      undefined,
      addressIdentity,
    );
    expect(finding!.level).toBe('stop');
    expect(finding!.message).toContain(
      'aws ses verify-email-identity --email-address no-responder@aynicloud.pe --region us-east-1',
    );
  });

  it('no address identity but a verified domain: stops and says to name the domain as sesIdentity', () => {
    const [finding] = senderIdentityFindings(undefined, identity({}), addressIdentity);
    expect(finding!.level).toBe('stop');
    expect(finding!.message).toContain('-c sesIdentity=aynicloud.pe');
  });

  it('a verified address without the domain’s DKIM: deploys, warning it is not DKIM-aligned', () => {
    const findings = senderIdentityFindings(
      identity({ dkimStatus: undefined }),
      undefined,
      addressIdentity,
    );
    expect(levels(findings)).toEqual(['ok', 'warning']);
    expect(findings[1]!.message).toContain('no está alineado con aynicloud.pe');
    expect(findings[1]!.message).toContain(
      'aws sesv2 create-email-identity --email-identity aynicloud.pe',
    );
    // With the domain's DKIM in place, the address is signed by the domain: no warning.
    expect(levels(senderIdentityFindings(identity({}), identity({}), addressIdentity))).toEqual([
      'ok',
    ]);
  });
});

describe('the suppression list', () => {
  it('warns for each suppressed recipient, with the command that removes it', () => {
    const findings = suppressionFindings(
      [
        ['contacto@aynicloud.pe', { reason: 'BOUNCE', since: new Date('2026-11-01T10:00:00Z') }],
        ['talento@aynicloud.pe', undefined],
      ],
      options,
    );
    expect(levels(findings)).toEqual(['warning']);
    expect(findings[0]!.message).toContain('contacto@aynicloud.pe está en la lista de supresión');
    expect(findings[0]!.message).toContain('BOUNCE, desde 2026-11-01');
    expect(findings[0]!.message).toContain(
      'aws sesv2 delete-suppressed-destination --email-address contacto@aynicloud.pe --region us-east-1',
    );
    expect(levels(suppressionFindings([['talento@aynicloud.pe', undefined]], options))).toEqual([
      'ok',
    ]);
  });
});

describe('the alarm subscription, after the deploy', () => {
  const topicArn = 'arn:aws:sns:us-east-1:123456789012:AyniCloudWebsite-AlarmsTopic';

  it('pending: says so, how to confirm, and how to ask for the mail again', () => {
    const finding = alarmSubscriptionFinding(
      [{ topicArn, subscriptionArn: PENDING_CONFIRMATION }],
      'operaciones@aynicloud.pe',
      'us-east-1',
    );
    expect(finding.level).toBe('warning');
    expect(finding.message).toContain('pendiente de confirmar');
    expect(finding.message).toContain('Confirm subscription');
    expect(finding.message).toContain(`aws sns subscribe --topic-arn ${topicArn} --protocol email`);
  });

  it('confirmed: ok; none found: a warning', () => {
    expect(
      alarmSubscriptionFinding(
        [{ topicArn, subscriptionArn: `${topicArn}:1234` }],
        'operaciones@aynicloud.pe',
        'us-east-1',
      ).level,
    ).toBe('ok');
    expect(alarmSubscriptionFinding([], 'operaciones@aynicloud.pe', 'us-east-1').level).toBe(
      'warning',
    );
  });
});

describe('what AWS answers (aws-sdk-client-mock)', () => {
  const ssm = mockClient(SSMClient);
  const lambda = mockClient(LambdaClient);
  const sesv2 = mockClient(SESv2Client);
  const cloudFormation = mockClient(CloudFormationClient);
  const sns = mockClient(SNSClient);
  beforeEach(() => {
    for (const mock of [ssm, lambda, sesv2, cloudFormation, sns]) mock.reset();
  });
  const region = { region: 'us-east-1' };
  const lambdaResource = (name: string) => ({
    LogicalResourceId: name,
    PhysicalResourceId: name,
    ResourceType: 'AWS::Lambda::Function',
    ResourceStatus: 'CREATE_COMPLETE' as const,
    LastUpdatedTimestamp: new Date(),
  });

  it('the bootstrap version, and none when the parameter does not exist', async () => {
    ssm
      .on(GetParameterCommand)
      .resolvesOnce({ Parameter: { Value: '30' } })
      .rejectsOnce(new ParameterNotFound({ message: 'not found', $metadata: {} }));
    const client = new SSMClient(region);
    expect(await readBootstrapVersion(client, '/cdk-bootstrap/hnb659fds/version')).toBe(30);
    expect(await readBootstrapVersion(client, '/cdk-bootstrap/hnb659fds/version')).toBeUndefined();
    expect(ssm).toHaveReceivedCommandWith(GetParameterCommand, {
      Name: '/cdk-bootstrap/hnb659fds/version',
    });
  });

  it('the executions the stack may reserve: the unreserved plus its own functions’ reservations', async () => {
    lambda
      .on(GetAccountSettingsCommand)
      .resolves({
        AccountLimit: { ConcurrentExecutions: 1000, UnreservedConcurrentExecutions: 70 },
      });
    lambda.on(GetFunctionConcurrencyCommand).resolves({});
    lambda
      .on(GetFunctionConcurrencyCommand, { FunctionName: 'formulario' })
      .resolves({ ReservedConcurrentExecutions: 10 });
    cloudFormation.on(ListStackResourcesCommand).resolves({
      StackResourceSummaries: [
        lambdaResource('formulario'),
        lambdaResource('sin-reserva'),
        { ...lambdaResource('tema'), ResourceType: 'AWS::SNS::Topic' },
      ],
    });
    expect(
      await readLambdaConcurrency(
        new LambdaClient(region),
        new CloudFormationClient(region),
        'Pila',
      ),
    ).toEqual({ limit: 1000, available: 80 });
  });

  it('before the first deploy, the stack holds nothing', async () => {
    lambda
      .on(GetAccountSettingsCommand)
      .resolves({ AccountLimit: { ConcurrentExecutions: 10, UnreservedConcurrentExecutions: 10 } });
    cloudFormation
      .on(ListStackResourcesCommand)
      .rejects(new Error('Stack with id Pila does not exist'));
    expect(
      await readLambdaConcurrency(
        new LambdaClient(region),
        new CloudFormationClient(region),
        'Pila',
      ),
    ).toEqual({ limit: 10, available: 10 });
  });

  it('an identity, and none when SES does not know it', async () => {
    sesv2
      .on(GetEmailIdentityCommand, { EmailIdentity: 'aynicloud.pe' })
      .resolves({
        IdentityType: 'DOMAIN',
        VerifiedForSendingStatus: false,
        DkimAttributes: { Status: 'PENDING', Tokens: tokens },
      })
      .on(GetEmailIdentityCommand, { EmailIdentity: 'otro.pe' })
      .rejects(new NotFoundException({ message: 'no', $metadata: {} }));
    const client = new SESv2Client(region);
    expect(await readEmailIdentity(client, 'aynicloud.pe')).toEqual({
      verifiedForSending: false,
      dkimStatus: 'PENDING',
      dkimTokens: tokens,
    });
    expect(await readEmailIdentity(client, 'otro.pe')).toBeUndefined();
  });

  it('a suppressed destination, and NotFoundException as not suppressed', async () => {
    const since = new Date('2026-11-01T10:00:00Z');
    sesv2
      .on(GetSuppressedDestinationCommand, { EmailAddress: 'contacto@aynicloud.pe' })
      .resolves({
        SuppressedDestination: {
          EmailAddress: 'contacto@aynicloud.pe',
          Reason: 'COMPLAINT',
          LastUpdateTime: since,
        },
      })
      .on(GetSuppressedDestinationCommand, { EmailAddress: 'talento@aynicloud.pe' })
      .rejects(new NotFoundException({ message: 'no', $metadata: {} }));
    const client = new SESv2Client(region);
    expect(await readSuppressedDestination(client, 'contacto@aynicloud.pe')).toEqual({
      reason: 'COMPLAINT',
      since,
    });
    expect(await readSuppressedDestination(client, 'talento@aynicloud.pe')).toBeUndefined();
  });

  it('the alarm subscription: the stack’s topics, every page, the alarm e-mail only', async () => {
    const alarms = 'arn:aws:sns:us-east-1:123456789012:alarms';
    const other = 'arn:aws:sns:us-east-1:123456789012:other';
    cloudFormation
      .on(ListStackResourcesCommand, { StackName: STACK_NAME, NextToken: undefined })
      .resolves({
        StackResourceSummaries: [
          {
            LogicalResourceId: 'Other',
            ResourceType: 'AWS::SNS::Topic',
            PhysicalResourceId: other,
            ResourceStatus: 'CREATE_COMPLETE',
            LastUpdatedTimestamp: new Date(),
          },
        ],
        NextToken: 'p2',
      })
      .on(ListStackResourcesCommand, { StackName: STACK_NAME, NextToken: 'p2' })
      .resolves({
        StackResourceSummaries: [
          {
            LogicalResourceId: 'AlarmsTopic',
            ResourceType: 'AWS::SNS::Topic',
            PhysicalResourceId: alarms,
            ResourceStatus: 'CREATE_COMPLETE',
            LastUpdatedTimestamp: new Date(),
          },
        ],
      });
    sns
      .on(ListSubscriptionsByTopicCommand, { TopicArn: other })
      .resolves({
        Subscriptions: [
          { Protocol: 'sqs', Endpoint: 'arn:aws:sqs:…', SubscriptionArn: `${other}:1` },
        ],
      })
      .on(ListSubscriptionsByTopicCommand, { TopicArn: alarms })
      .resolves({
        Subscriptions: [
          {
            Protocol: 'email',
            Endpoint: 'Operaciones@aynicloud.pe',
            SubscriptionArn: PENDING_CONFIRMATION,
          },
        ],
      });
    expect(
      await readAlarmSubscriptions(
        new CloudFormationClient(region),
        new SNSClient(region),
        STACK_NAME,
        'operaciones@aynicloud.pe',
      ),
    ).toEqual([{ topicArn: alarms, subscriptionArn: PENDING_CONFIRMATION }]);
  });
});
