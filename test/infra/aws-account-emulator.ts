/**
 * An AWS account on loopback, for running the real `npm run deploy` and the real CDK CLI against
 * it (test/infra/deploy-emulated.test.ts). A node:http server on 127.0.0.1 answers the operations
 * the deploy script and the CLI make, dispatched by the SigV4 credential scope's service name;
 * AWS_ENDPOINT_URL sends every SDK client here. It records every call, every request for another
 * host, and every operation it does not know (answered with a clear error), so a test can say
 * what was called and fail on anything else.
 */
import { randomUUID } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface EmulatedIdentity {
  readonly verifiedForSending: boolean;
  readonly dkimStatus: 'SUCCESS' | 'PENDING' | 'NOT_STARTED' | 'FAILED';
}

/** The account's answers: a healthy account by default, each prerequisite can be taken away. */
export interface AccountState {
  readonly account: string;
  /** /cdk-bootstrap/hnb659fds/version; undefined: never bootstrapped. */
  readonly bootstrapVersion?: number;
  readonly concurrencyLimit: number;
  readonly apiGatewayRoleArn?: string;
  /** SES v1 Max24HourSend: 200 is the sandbox. */
  readonly max24HourSend: number;
  readonly identities: Readonly<Record<string, EmulatedIdentity>>;
  /** Addresses on the suppression list, with the reason. */
  readonly suppressed: Readonly<Record<string, 'BOUNCE' | 'COMPLAINT'>>;
  /** The alarm subscription's e-mail, not yet confirmed. */
  readonly alarmEmail: string;
  /** The stack a deploy creates (infra/stages.ts); any other stack named is created alike. */
  readonly stackName: string;
  /** Where the distribution answers (a loopback site double): its URL outputs, but a custom domain. */
  readonly siteUrl: string;
  /** What other functions in the account reserve: Lambda leaves the limit minus this unreserved. */
  readonly reservedElsewhere?: number;
}

export interface EmulatorCall {
  readonly service: string;
  readonly operation: string;
  /** Form or JSON parameters of the call (query and JSON protocols). */
  readonly params: Record<string, string>;
}

export const DKIM_TOKENS = ['tokenuno', 'tokendos', 'tokentres'];

const xmlEscape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A body sent with `Content-Encoding: aws-chunked` (streamed with a trailing checksum), decoded. */
function decodeAwsChunked(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = body.indexOf('\r\n', at);
    if (lineEnd < 0) break;
    const size = Number.parseInt(body.subarray(at, lineEnd).toString().split(';')[0]!, 16);
    if (!size) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

export interface AwsAccountEmulator {
  readonly url: string;
  readonly calls: EmulatorCall[];
  /** Requests that named another host, or an operation the emulator does not know. */
  readonly unexpected: string[];
  /** S3 objects put, by `bucket/key`. */
  readonly objects: Map<string, Buffer>;
  /** The template CloudFormation was last asked to create a change set with. */
  changeSetTemplate: string | undefined;
  /** Each stack's template, by stack name, and whether its change set was executed. */
  readonly stacks: Map<string, { template?: string; status: string }>;
  close(): Promise<void>;
}

export async function startAwsAccountEmulator(state: AccountState): Promise<AwsAccountEmulator> {
  const region = 'us-east-1';
  const stackIdOf = (name: string) =>
    `arn:aws:cloudformation:${region}:${state.account}:stack/${name}/${name.length}-emulated`;
  const topicArnOf = (name: string) => `arn:aws:sns:${region}:${state.account}:${name}-AlarmsTopic`;
  // What CloudFormation's work changes: the account's API Gateway role, once a stack sets it.
  let apiGatewayRoleArn = state.apiGatewayRoleArn;
  /** Multipart uploads in progress: their parts, by `bucket/key`. */
  const uploads = new Map<string, Buffer[]>();
  const emulator: AwsAccountEmulator = {
    url: '',
    calls: [],
    unexpected: [],
    objects: new Map(),
    changeSetTemplate: undefined,
    stacks: new Map(),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  const send = (res: ServerResponse, status: number, type: string, body: string, headers = {}) => {
    res.writeHead(status, { 'content-type': type, 'x-amzn-requestid': randomUUID(), ...headers });
    res.end(body);
  };
  const json = (res: ServerResponse, body: unknown, status = 200, headers = {}) =>
    send(res, status, 'application/json', JSON.stringify(body), headers);
  const restJsonError = (res: ServerResponse, status: number, code: string, message: string) =>
    json(res, { message }, status, { 'x-amzn-errortype': code });
  /** An awsQuery answer: `<{Action}Response><{Action}Result>…`. */
  const query = (res: ServerResponse, action: string, ns: string, result: string) =>
    send(
      res,
      200,
      'text/xml',
      `<${action}Response xmlns="${ns}"><${action}Result>${result}</${action}Result>` +
        `<ResponseMetadata><RequestId>${randomUUID()}</RequestId></ResponseMetadata></${action}Response>`,
    );
  const xmlError = (res: ServerResponse, status: number, code: string, message: string) =>
    send(
      res,
      status,
      'text/xml',
      `<ErrorResponse><Error><Type>Sender</Type><Code>${code}</Code><Message>${xmlEscape(message)}</Message></Error>` +
        `<RequestId>${randomUUID()}</RequestId></ErrorResponse>`,
    );

  function unknown(res: ServerResponse, service: string, what: string) {
    emulator.unexpected.push(`${service}: ${what}`);
    xmlError(
      res,
      400,
      'UnknownOperation',
      `The emulated account does not answer ${service} ${what}`,
    );
  }

  /** The stack a call names (by name or id), if it exists. */
  const stackNamed = (name = '') => {
    const stackName = name.includes(':stack/') ? name.split('/')[1]! : name;
    return { stackName, stack: emulator.stacks.get(stackName) };
  };
  const stackXml = (stackName: string, status: string) =>
    `<member><StackName>${stackName}</StackName><StackId>${stackIdOf(stackName)}</StackId>` +
    `<StackStatus>${status}</StackStatus><CreationTime>2026-11-28T00:00:00Z</CreationTime>` +
    `<Outputs>${outputs(emulator.stacks.get(stackName)?.template)
      .map(
        ([key, value]) =>
          `<member><OutputKey>${key}</OutputKey><OutputValue>${xmlEscape(value)}</OutputValue></member>`,
      )
      .join('')}</Outputs></member>`;

  /**
   * A stack's URL outputs as CloudFormation would resolve them: a literal (the custom domain) as
   * its template says, anything built from the distribution's name as the site double's URL.
   */
  const outputs = (body = '{}'): [string, string][] => {
    const template = JSON.parse(body) as { Outputs?: Record<string, { Value: unknown }> };
    return ['SiteUrl', 'DistributionUrl', 'CheckedUrl'].map((key) => {
      const value = template.Outputs?.[key]?.Value;
      return [key, typeof value === 'string' ? value : state.siteUrl];
    });
  };

  function cloudFormation(res: ServerResponse, action: string, params: Record<string, string>) {
    const ns = 'http://cloudformation.amazonaws.com/doc/2010-05-15/';
    const { stackName, stack } = stackNamed(params.StackName);
    const stackId = stackIdOf(stackName);
    const missing = () =>
      xmlError(res, 400, 'ValidationError', `Stack with id ${params.StackName} does not exist`);
    switch (action) {
      case 'DescribeStacks':
        if (!stack) return missing();
        return query(res, action, ns, `<Stacks>${stackXml(stackName, stack.status)}</Stacks>`);
      case 'CreateChangeSet': {
        const url = params.TemplateURL ?? '';
        const [bucket, key] = new URL(url).pathname.split('/').filter(Boolean).slice(-2);
        const template =
          params.TemplateBody ?? emulator.objects.get(`${bucket}/${key}`)?.toString('utf8');
        emulator.changeSetTemplate = template;
        emulator.stacks.set(stackName, { template, status: 'REVIEW_IN_PROGRESS' });
        return query(
          res,
          action,
          ns,
          `<Id>${stackId.replace(':stack/', ':changeSet/')}</Id><StackId>${stackId}</StackId>`,
        );
      }
      case 'DescribeChangeSet':
        return query(
          res,
          action,
          ns,
          `<ChangeSetName>${params.ChangeSetName}</ChangeSetName><StackId>${stackId}</StackId>` +
            `<StackName>${stackName}</StackName><Status>CREATE_COMPLETE</Status><ExecutionStatus>AVAILABLE</ExecutionStatus>` +
            '<Changes><member><Type>Resource</Type><ResourceChange><Action>Add</Action>' +
            '<LogicalResourceId>Site</LogicalResourceId><ResourceType>AWS::S3::Bucket</ResourceType></ResourceChange></member></Changes>',
        );
      case 'ExecuteChangeSet': {
        if (!stack) return missing();
        // CloudFormation's work, done at once: the stack is created, and a stack holding
        // AWS::ApiGateway::Account sets the account's logging role.
        stack.status = 'CREATE_COMPLETE';
        const resources = Object.entries(
          (JSON.parse(stack.template ?? '{}') as { Resources?: Record<string, { Type: string }> })
            .Resources ?? {},
        );
        const account = resources.find(([, r]) => r.Type === 'AWS::ApiGateway::Account');
        if (account) {
          const role = resources.find(([, r]) => r.Type === 'AWS::IAM::Role')?.[0] ?? 'Role';
          apiGatewayRoleArn = `arn:aws:iam::${state.account}:role/${stackName}-${role}`;
        }
        return query(res, action, ns, '');
      }
      case 'GetTemplate':
        if (!stack) return missing();
        return query(
          res,
          action,
          ns,
          `<TemplateBody>${xmlEscape(stack.template ?? '{}')}</TemplateBody><StagesAvailable><member>Original</member><member>Processed</member></StagesAvailable>`,
        );
      case 'DescribeStackEvents':
        return query(
          res,
          action,
          ns,
          `<StackEvents><member><StackId>${stackId}</StackId><EventId>${randomUUID()}</EventId>` +
            `<StackName>${stackName}</StackName><LogicalResourceId>${stackName}</LogicalResourceId>` +
            `<PhysicalResourceId>${stackId}</PhysicalResourceId><ResourceType>AWS::CloudFormation::Stack</ResourceType>` +
            `<Timestamp>${new Date().toISOString()}</Timestamp><ResourceStatus>${stack?.status ?? 'REVIEW_IN_PROGRESS'}</ResourceStatus></member></StackEvents>`,
        );
      case 'ListStackResources':
        return query(
          res,
          action,
          ns,
          '<StackResourceSummaries><member><LogicalResourceId>AlarmsTopic</LogicalResourceId>' +
            `<PhysicalResourceId>${topicArnOf(stackName)}</PhysicalResourceId><ResourceType>AWS::SNS::Topic</ResourceType>` +
            '<LastUpdatedTimestamp>2026-11-28T00:00:00Z</LastUpdatedTimestamp><ResourceStatus>CREATE_COMPLETE</ResourceStatus></member></StackResourceSummaries>',
        );
      default:
        return unknown(res, 'cloudformation', action);
    }
  }

  function sts(res: ServerResponse, action: string, params: Record<string, string>) {
    const ns = 'https://sts.amazonaws.com/doc/2011-06-15/';
    if (action === 'GetCallerIdentity') {
      return query(
        res,
        action,
        ns,
        `<Arn>arn:aws:iam::${state.account}:user/operador</Arn><UserId>AIDAEMULATED</UserId><Account>${state.account}</Account>`,
      );
    }
    if (action === 'AssumeRole') {
      return query(
        res,
        action,
        ns,
        '<Credentials><AccessKeyId>ASIAEMULATED</AccessKeyId><SecretAccessKey>emulated</SecretAccessKey>' +
          '<SessionToken>emulated</SessionToken><Expiration>2099-01-01T00:00:00Z</Expiration></Credentials>' +
          `<AssumedRoleUser><Arn>${params.RoleArn}/cdk</Arn><AssumedRoleId>AROAEMULATED:cdk</AssumedRoleId></AssumedRoleUser>`,
      );
    }
    return unknown(res, 'sts', action);
  }

  function ses(res: ServerResponse, req: IncomingMessage, path: string, action: string) {
    const v2 = /^\/v2\/email\/(identities|suppression\/addresses)\/([^/]+)$/.exec(path);
    if (v2) {
      const name = decodeURIComponent(v2[2]!);
      if (v2[1] === 'identities') {
        const identity = state.identities[name];
        if (!identity)
          return restJsonError(
            res,
            404,
            'NotFoundException',
            `Email identity ${name} does not exist.`,
          );
        return json(res, {
          IdentityType: name.includes('@') ? 'EMAIL_ADDRESS' : 'DOMAIN',
          VerifiedForSendingStatus: identity.verifiedForSending,
          VerificationStatus: identity.verifiedForSending ? 'SUCCESS' : 'PENDING',
          DkimAttributes: {
            SigningEnabled: true,
            Status: identity.dkimStatus,
            Tokens: DKIM_TOKENS,
            SigningAttributesOrigin: 'AWS_SES',
          },
        });
      }
      const reason = state.suppressed[name];
      if (!reason)
        return restJsonError(
          res,
          404,
          'NotFoundException',
          `${name} is not on the suppression list`,
        );
      return json(res, {
        SuppressedDestination: { EmailAddress: name, Reason: reason, LastUpdateTime: 1793491200 },
      });
    }
    const ns = 'http://ses.amazonaws.com/doc/2010-12-01/';
    if (req.method === 'POST' && action === 'GetSendQuota') {
      return query(
        res,
        action,
        ns,
        `<Max24HourSend>${state.max24HourSend}.0</Max24HourSend><MaxSendRate>${state.max24HourSend === 200 ? 1 : 14}.0</MaxSendRate><SentLast24Hours>0.0</SentLast24Hours>`,
      );
    }
    if (req.method === 'POST' && action === 'GetAccountSendingEnabled') {
      return query(res, action, ns, '<Enabled>true</Enabled>');
    }
    return unknown(res, 'ses', `${req.method} ${path} ${action}`);
  }

  function s3(res: ServerResponse, req: IncomingMessage, url: URL, body: Buffer) {
    const [bucket = '', ...rest] = url.pathname.split('/').filter(Boolean);
    const key = rest.map(decodeURIComponent).join('/');
    // Each bootstrap's asset bucket: production's default qualifier, staging's own.
    const expected = new RegExp(`^cdk-\\w+-assets-${state.account}-${region}$`);
    if (!expected.test(bucket)) return unknown(res, 's3', `${req.method} ${url.pathname}`);
    const s3ns = 'http://s3.amazonaws.com/doc/2006-03-01/';
    if (!key) {
      if (url.searchParams.has('location')) {
        return send(
          res,
          200,
          'application/xml',
          `<LocationConstraint xmlns="${s3ns}"></LocationConstraint>`,
        );
      }
      if (url.searchParams.has('encryption')) {
        return send(
          res,
          200,
          'application/xml',
          `<ServerSideEncryptionConfiguration xmlns="${s3ns}"><Rule><ApplyServerSideEncryptionByDefault>` +
            '<SSEAlgorithm>AES256</SSEAlgorithm></ApplyServerSideEncryptionByDefault></Rule></ServerSideEncryptionConfiguration>',
        );
      }
      if (req.method === 'HEAD') return send(res, 200, 'application/xml', '');
      if (url.searchParams.get('list-type') === '2') {
        const prefix = url.searchParams.get('prefix') ?? '';
        const keys = [...emulator.objects.keys()]
          .filter((k) => k.startsWith(`${bucket}/${prefix}`))
          .map((k) => k.slice(bucket.length + 1));
        return send(
          res,
          200,
          'application/xml',
          `<ListBucketResult xmlns="${s3ns}"><Name>${bucket}</Name><Prefix>${xmlEscape(prefix)}</Prefix>` +
            `<KeyCount>${keys.length}</KeyCount><MaxKeys>1000</MaxKeys><IsTruncated>false</IsTruncated>` +
            keys
              .map((k) => `<Contents><Key>${xmlEscape(k)}</Key><Size>1</Size></Contents>`)
              .join('') +
            '</ListBucketResult>',
        );
      }
      return unknown(res, 's3', `${req.method} ${url.pathname}${url.search}`);
    }
    const object = `${bucket}/${key}`;
    const encoding = String(req.headers['content-encoding'] ?? '');
    const content = encoding.includes('aws-chunked') ? decodeAwsChunked(body) : body;
    const uploadId = url.searchParams.get('uploadId');
    // Objects over 5 MB (the BucketDeployment's AWS CLI layer) come as a multipart upload.
    if (req.method === 'POST' && url.searchParams.has('uploads')) {
      uploads.set(object, []);
      return send(
        res,
        200,
        'application/xml',
        `<InitiateMultipartUploadResult xmlns="${s3ns}"><Bucket>${bucket}</Bucket><Key>${xmlEscape(key)}</Key>` +
          `<UploadId>${encodeURIComponent(object)}</UploadId></InitiateMultipartUploadResult>`,
      );
    }
    if (req.method === 'PUT' && uploadId) {
      uploads.get(object)![Number(url.searchParams.get('partNumber')) - 1] = content;
      return send(res, 200, 'application/xml', '', { etag: '"part"' });
    }
    if (req.method === 'POST' && uploadId) {
      emulator.objects.set(object, Buffer.concat(uploads.get(object)!));
      return send(
        res,
        200,
        'application/xml',
        `<CompleteMultipartUploadResult xmlns="${s3ns}"><Bucket>${bucket}</Bucket><Key>${xmlEscape(key)}</Key>` +
          '<ETag>"emulated"</ETag></CompleteMultipartUploadResult>',
      );
    }
    if (req.method === 'PUT') {
      emulator.objects.set(object, content);
      return send(res, 200, 'application/xml', '', { etag: '"emulated"' });
    }
    if (req.method === 'HEAD' || req.method === 'GET') {
      const stored = emulator.objects.get(object);
      if (!stored) {
        if (req.method === 'HEAD') return send(res, 404, 'application/xml', '');
        return send(
          res,
          404,
          'application/xml',
          `<Error><Code>NoSuchKey</Code><Message>no</Message></Error>`,
        );
      }
      return send(
        res,
        200,
        'application/octet-stream',
        req.method === 'GET' ? stored.toString('latin1') : '',
        {
          'content-length': String(stored.length),
        },
      );
    }
    return unknown(res, 's3', `${req.method} ${url.pathname}`);
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url ?? '/', emulator.url);
      if (req.headers.host !== new URL(emulator.url).host) {
        emulator.unexpected.push(`host ${String(req.headers.host)}: ${req.method} ${req.url}`);
      }
      const scope = /Credential=[^/]+\/\d{8}\/([^/]+)\/([^/]+)\/aws4_request/.exec(
        String(req.headers.authorization ?? ''),
      );
      const service = scope?.[2] ?? 'unsigned';
      const type = String(req.headers['content-type'] ?? '');
      let params: Record<string, string> = {};
      if (type.startsWith('application/x-www-form-urlencoded')) {
        params = Object.fromEntries(new URLSearchParams(body.toString('utf8')));
      } else if (type.startsWith('application/x-amz-json')) {
        params = JSON.parse(body.toString('utf8') || '{}') as Record<string, string>;
      }
      const target = String(req.headers['x-amz-target'] ?? '');
      const operation =
        params.Action ?? (target ? target.split('.').pop()! : `${req.method} ${url.pathname}`);
      emulator.calls.push({ service, operation, params });

      switch (service) {
        case 'sts':
          return sts(res, operation, params);
        case 'ssm':
          // Every bootstrap qualifier (production's default, staging's own) at the same version.
          if (
            operation === 'GetParameter' &&
            /^\/cdk-bootstrap\/\w+\/version$/.test(params.Name ?? '')
          ) {
            if (state.bootstrapVersion === undefined) {
              return send(
                res,
                400,
                'application/x-amz-json-1.1',
                JSON.stringify({
                  __type: 'ParameterNotFound',
                  message: `${params.Name} not found`,
                }),
              );
            }
            return send(
              res,
              200,
              'application/x-amz-json-1.1',
              JSON.stringify({
                Parameter: {
                  Name: params.Name,
                  Type: 'String',
                  Value: String(state.bootstrapVersion),
                  Version: 1,
                },
              }),
            );
          }
          return unknown(res, 'ssm', operation);
        case 'lambda':
          if (req.method === 'GET' && url.pathname === '/2016-08-19/account-settings') {
            return json(res, {
              AccountLimit: {
                ConcurrentExecutions: state.concurrencyLimit,
                UnreservedConcurrentExecutions:
                  state.concurrencyLimit - (state.reservedElsewhere ?? 0),
              },
              AccountUsage: { FunctionCount: 0, TotalCodeSize: 0 },
            });
          }
          return unknown(res, 'lambda', operation);
        case 'apigateway':
          if (req.method === 'GET' && url.pathname === '/account') {
            return json(res, apiGatewayRoleArn ? { cloudwatchRoleArn: apiGatewayRoleArn } : {});
          }
          return unknown(res, 'apigateway', operation);
        case 'ses':
          return ses(res, req, url.pathname, operation);
        case 'cloudfront':
          if (req.method === 'GET' && /^\/2020-05-31\/function\/[^/]+$/.test(url.pathname)) {
            return send(
              res,
              404,
              'text/xml',
              '<ErrorResponse><Error><Type>Sender</Type><Code>NoSuchFunctionExists</Code><Message>The specified function does not exist.</Message></Error></ErrorResponse>',
            );
          }
          if (req.method === 'GET' && url.pathname === '/2020-05-31/function') {
            return send(
              res,
              200,
              'text/xml',
              '<FunctionList xmlns="http://cloudfront.amazonaws.com/doc/2020-05-31/"><MaxItems>100</MaxItems><Quantity>0</Quantity><Items></Items></FunctionList>',
            );
          }
          return unknown(res, 'cloudfront', operation);
        case 's3':
          return s3(res, req, url, body);
        case 'cloudformation':
          return cloudFormation(res, operation, params);
        case 'sns':
          if (
            operation === 'ListSubscriptionsByTopic' &&
            [...emulator.stacks.keys()].map(topicArnOf).includes(params.TopicArn ?? '')
          ) {
            const topicArn = params.TopicArn!;
            return query(
              res,
              operation,
              'http://sns.amazonaws.com/doc/2010-03-31/',
              `<Subscriptions><member><TopicArn>${topicArn}</TopicArn><Protocol>email</Protocol>` +
                `<SubscriptionArn>PendingConfirmation</SubscriptionArn><Owner>${state.account}</Owner>` +
                `<Endpoint>${state.alarmEmail}</Endpoint></member></Subscriptions>`,
            );
          }
          return unknown(res, 'sns', operation);
        default:
          return unknown(res, service, operation);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  (emulator as { url: string }).url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return emulator;
}

/**
 * A proxy that nothing should reach: HTTP_PROXY/HTTPS_PROXY point at it, so any client that
 * honours them and wants a host other than loopback lands here, and the test fails.
 */
export async function startProxyTrap(): Promise<{
  url: string;
  requests: string[];
  close(): Promise<void>;
}> {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    res.writeHead(502).end('No network in this test');
  });
  server.on('connect', (req, socket) => {
    requests.push(`CONNECT ${req.url}`);
    socket.end('HTTP/1.1 502 No network in this test\r\n\r\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
