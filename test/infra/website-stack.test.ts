/**
 * Focused assertions on the synthesized stack: one property of the issue per test.
 */
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it, vi } from 'vitest';
import {
  BEHAVIOUR_FAILURE_PATH,
  apiPaths,
  contactPayloadJsonSchema,
} from '../../contract/contact-api';
import { METHOD_THROTTLE } from '../../infra/api/rest-api';
import { FORM_POSTS_PER_CLIENT, WAF_RULES } from '../../infra/edge/web-acl';
import { gatewayAnswers } from '../../infra/api/gateway-responses';
import { IMMUTABLE, REVALIDATE } from '../../infra/site/cache-policy';
import { WAF_OFF_WARNING } from '../../infra/website-stack';
import {
  CSP_REPORT_PATH,
  apiContentSecurityPolicy,
  contentSecurityPolicy,
  securityHeaders,
} from '../../infra/site/security-headers';
import {
  type Json,
  type Resource,
  buildTestApp,
  headersPolicyOf,
  only,
  renderedHeaders,
  STACK_NAME,
  resources,
  templateFor,
} from './fixture';

const template = templateFor();
const distribution = () => only('AWS::CloudFront::Distribution')[1].Properties.DistributionConfig;
const logicalId = (type: string, part: string) => {
  const id = Object.keys(template.findResources(type)).find((key) => key.includes(part));
  if (!id) throw new Error(`No ${type} named like ${part}`);
  return id;
};

describe('the site bucket', () => {
  it('is private, versioned, encrypted and refuses plain HTTP', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      VersioningConfiguration: { Status: 'Enabled' },
      BucketEncryption: Match.objectLike({}),
    });
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Deny',
            Action: 's3:*',
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        ]),
      },
    });
  });

  it('is read by CloudFront through OAC, and only by this distribution', () => {
    template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: {
        OriginAccessControlOriginType: 's3',
        SigningBehavior: 'always',
        SigningProtocol: 'sigv4',
      },
    });
    const policy = only('AWS::S3::BucketPolicy')[1].Properties.PolicyDocument.Statement as Json[];
    const cloudfront = policy.filter((s) => s.Principal?.Service === 'cloudfront.amazonaws.com');
    expect(cloudfront).toHaveLength(1);
    expect(cloudfront[0].Action).toEqual(['s3:GetObject', 's3:ListBucket']);
    expect(JSON.stringify(cloudfront[0].Condition.StringEquals['AWS:SourceArn'])).toContain(
      logicalId('AWS::CloudFront::Distribution', 'Distribution'),
    );
    const origin = distribution().Origins.find((o: Json) => o.S3OriginConfig);
    expect(origin.OriginAccessControlId).toEqual({
      'Fn::GetAtt': [
        logicalId('AWS::CloudFront::OriginAccessControl', 'OriginAccessControl'),
        'Id',
      ],
    });
    expect(origin.S3OriginConfig.OriginAccessIdentity).toBe('');
  });
});

describe('the distribution', () => {
  it('serves HTTPS only (redirect), HTTP/2 and HTTP/3, IPv4 only, compressed, to every edge', () => {
    const config = distribution();
    expect(config.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(config.DefaultCacheBehavior.Compress).toBe(true);
    expect(config.HttpVersion).toBe('http2and3');
    // The WAF counts each client by its address; an IPv6 client holds a prefix of them (decision 096).
    expect(config.IPV6Enabled).toBe(false);
    expect(config.PriceClass).toBe('PriceClass_All');
  });

  it('routes with the CloudFront Functions on the default behaviour only', () => {
    const config = distribution();
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      {
        EventType: 'viewer-request',
        FunctionARN: {
          'Fn::GetAtt': [logicalId('AWS::CloudFront::Function', 'RoutingFunction'), 'FunctionARN'],
        },
      },
      {
        EventType: 'viewer-response',
        FunctionARN: {
          'Fn::GetAtt': [
            logicalId('AWS::CloudFront::Function', 'PageHeadersFunction'),
            'FunctionARN',
          ],
        },
      },
    ]);
    for (const behavior of config.CacheBehaviors) {
      expect(behavior.FunctionAssociations).toBeUndefined();
    }
    template.resourcePropertiesCountIs(
      'AWS::CloudFront::Function',
      { FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }) },
      2,
    );
  });

  it('turns a refusal of a native form post into its "not sent" panel at origin response (Lambda@Edge, issue 35)', () => {
    const config = distribution();
    const api = config.CacheBehaviors.find((b: Json) => b.PathPattern === '/website/*');
    const fnId = logicalId('AWS::Lambda::Function', 'NativeRefusals');
    const [association, ...others] = api.LambdaFunctionAssociations;
    expect(others).toEqual([]);
    expect(association.EventType).toBe('origin-response');
    expect(association.IncludeBody).toBeUndefined();
    const versionId = association.LambdaFunctionARN.Ref as string;
    expect(template.toJSON().Resources[versionId]).toMatchObject({
      Type: 'AWS::Lambda::Version',
      Properties: { FunctionName: { Ref: fnId } },
    });
    // What Lambda@Edge takes: x86_64, no environment, a role edgelambda may assume; retained,
    // since its replicas outlive the association.
    const fn = template.toJSON().Resources[fnId];
    expect(fn.DeletionPolicy).toBe('Retain');
    expect(fn.Properties.Architectures).toEqual(['x86_64']);
    expect(fn.Properties.Environment).toBeUndefined();
    template.hasResourceProperties('AWS::IAM::Role', {
      AssumeRolePolicyDocument: Match.objectLike({
        Statement: Match.arrayWith([
          Match.objectLike({
            Principal: { Service: Match.arrayWith(['edgelambda.amazonaws.com']) },
          }),
        ]),
      }),
    });
    // The pages' behaviour has none.
    expect(config.DefaultCacheBehavior.LambdaFunctionAssociations).toBeUndefined();
  });

  it('has no error-response mapping, so the API’s own 4xx/5xx answers reach the forms untouched', () => {
    const config = distribution();
    expect(config.CustomErrorResponses).toBeUndefined();
    const api = config.CacheBehaviors.find((b: Json) => b.PathPattern === '/website/*');
    // Nothing on the API path rewrites a status or a body but the native-refusal function
    // (below), and only a refusal of a form posted without scripts; no caching; the response
    // headers policy only adds headers.
    expect(api.FunctionAssociations).toBeUndefined();
    expect(api.ResponseHeadersPolicyId).toEqual({
      Ref: logicalId('AWS::CloudFront::ResponseHeadersPolicy', 'ApiSecurityHeaders'),
    });
  });

  it('/website/* answers carry every security header and a CSP that lets nothing load or frame them', () => {
    const rendered = renderedHeaders(headersPolicyOf('/website/*'));
    expect(rendered).toEqual({
      ...securityHeaders,
      'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    });
    expect(rendered['Content-Security-Policy']).toBe(apiContentSecurityPolicy);
    expect(headersPolicyOf('/website/*').SecurityHeadersConfig.ContentSecurityPolicy.Override).toBe(
      true,
    );
  });

  it('sends /website/* to the production stage: no caching, every viewer header but Host', () => {
    const config = distribution();
    expect(config.CacheBehaviors).toHaveLength(1);
    const api = config.CacheBehaviors[0];
    expect(api.PathPattern).toBe('/website/*');
    expect(api.CachePolicyId).toBe('4135ea2d-6df8-44a3-9df3-4b5a84be39ad'); // Managed-CachingDisabled
    expect(api.OriginRequestPolicyId).toBe('b689b0a8-53d0-40ab-baf2-68738e2966ac'); // AllViewerExceptHostHeader
    expect(api.AllowedMethods).toContain('POST');
    expect(api.ViewerProtocolPolicy).toBe('https-only');
    const origin = config.Origins.find((o: Json) => o.Id === api.TargetOriginId);
    expect(JSON.stringify(origin.DomainName)).toContain('.execute-api.');
    expect(JSON.stringify(origin.OriginPath)).toContain(
      logicalId('AWS::ApiGateway::Stage', 'Stage'),
    );
    expect(origin.CustomOriginConfig).toEqual({
      OriginProtocolPolicy: 'https-only',
      OriginSSLProtocols: ['TLSv1.2'],
    });
    expect(only('AWS::ApiGateway::Stage')[1].Properties.StageName).toBe('production');
  });

  it('caches by the objects’ own Cache-Control, keyed on the path alone', () => {
    template.hasResourceProperties('AWS::CloudFront::CachePolicy', {
      CachePolicyConfig: {
        MinTTL: 0,
        DefaultTTL: 86_400,
        MaxTTL: 31_536_000,
        ParametersInCacheKeyAndForwardedToOrigin: {
          EnableAcceptEncodingBrotli: true,
          EnableAcceptEncodingGzip: true,
          QueryStringsConfig: { QueryStringBehavior: 'none' },
          CookiesConfig: { CookieBehavior: 'none' },
          HeadersConfig: { HeaderBehavior: 'none' },
        },
      },
    });
    expect(distribution().DefaultCacheBehavior.CachePolicyId).toEqual({
      Ref: logicalId('AWS::CloudFront::CachePolicy', 'SiteCachePolicy'),
    });
  });

  it('sends every security header of infra/site/security-headers.ts, as the local server does', () => {
    const config = headersPolicyOf();
    const sec = config.SecurityHeadersConfig;
    const rendered = renderedHeaders(config);
    expect(rendered).toEqual(securityHeaders);
    for (const value of Object.values(sec) as { Override: boolean }[])
      expect(value.Override).toBe(true);
    // The CSP is per page (inline-script hashes): the viewer-response function sets it.
    expect(sec.ContentSecurityPolicy).toBeUndefined();
    // Where the pages' CSP violations are reported (the policy's report-to names it).
    expect(rendered['Reporting-Endpoints']).toBe(`csp="${CSP_REPORT_PATH}"`);
    expect(contentSecurityPolicy([])).toContain(`report-to csp`);
  });
});

describe('the deployment of the build', () => {
  const deployments = () =>
    Object.values(template.findResources('Custom::CDKBucketDeployment')) as Resource[];

  it('uploads hashed assets immutable for a year, and everything else revalidated', () => {
    const [assets, pages] = [
      deployments().find((d) => d.Properties.Include?.includes('assets/*'))!,
      deployments().find((d) => d.Properties.Exclude?.includes('assets/*'))!,
    ];
    expect(assets.Properties.SystemMetadata).toEqual({ 'cache-control': IMMUTABLE });
    expect(assets.Properties.Exclude).toEqual(['*']);
    expect(pages.Properties.SystemMetadata).toEqual({ 'cache-control': REVALIDATE });
    expect(IMMUTABLE).toBe('public, max-age=31536000, immutable');
    expect(REVALIDATE).toMatch(/^public, max-age=0,.* must-revalidate$/);
  });

  it('prunes stale pages and invalidates the CDN; keeps old assets for visitors mid-session', () => {
    const pages = deployments().find((d) => d.Properties.Exclude?.includes('assets/*'))!;
    expect(pages.Properties.Prune).toBe(true);
    expect(pages.Properties.DistributionPaths).toEqual(['/*']);
    expect(pages.Properties.DistributionId).toEqual({
      Ref: logicalId('AWS::CloudFront::Distribution', 'Distribution'),
    });
    const assets = deployments().find((d) => d.Properties.Include?.includes('assets/*'))!;
    expect(assets.Properties.Prune).toBe(false);
  });

  it('gives the upload function enough memory for the build', () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      Handler: 'index.handler',
      Runtime: Match.stringLikeRegexp('^python'),
      MemorySize: 1024,
    });
  });
});

describe('the contact API', () => {
  it('is a REST API with stage production, throttled on each method, untraced, access-logged in JSON', () => {
    const stage = only('AWS::ApiGateway::Stage')[1].Properties;
    expect(stage.StageName).toBe('production');
    // X-Ray segments would record the visitor's address, user agent and URL (decision 027).
    expect(stage.TracingEnabled).toBe(false);
    expect(stage.MethodSettings).toEqual([
      expect.objectContaining({
        ResourcePath: '/*',
        HttpMethod: '*',
        ThrottlingRateLimit: METHOD_THROTTLE.rateLimit,
        ThrottlingBurstLimit: METHOD_THROTTLE.burstLimit,
      }),
    ]);
    const format = JSON.parse(stage.AccessLogSetting.Format);
    expect(format).toMatchObject({
      requestId: '$context.requestId',
      resourcePath: '$context.resourcePath',
      status: '$context.status',
      errorType: '$context.error.responseType',
    });
    expect(JSON.stringify(stage.AccessLogSetting.DestinationArn)).toContain(
      logicalId('AWS::Logs::LogGroup', 'ContactApiAccessLogs'),
    );
    template.hasResourceProperties('AWS::Logs::LogGroup', { RetentionInDays: 90 });
  });

  it('has exactly the two POST methods of the contract, each a Lambda proxy integration', () => {
    const resources = template.findResources('AWS::ApiGateway::Resource') as Record<
      string,
      Resource
    >;
    const pathOf = (id: string): string => {
      const parent = resources[id]!.Properties.ParentId;
      const prefix = parent['Fn::GetAtt'] ? '' : pathOf(parent.Ref);
      return `${prefix}/${resources[id]!.Properties.PathPart}`;
    };
    const methods = Object.values(template.findResources('AWS::ApiGateway::Method')) as Resource[];
    const posts = methods.filter(
      (m) =>
        m.Properties.HttpMethod === 'POST' &&
        pathOf(m.Properties.ResourceId.Ref) !== CSP_REPORT_PATH &&
        pathOf(m.Properties.ResourceId.Ref) !== BEHAVIOUR_FAILURE_PATH,
    );
    expect(posts.map((m) => pathOf(m.Properties.ResourceId.Ref)).sort()).toEqual(
      [apiPaths.contact, apiPaths.application].sort(),
    );
    // Besides them, only the two report endpoints, each with its own function: the CSP reports'
    // (csp-reports.test.ts) and the behaviour failures' (behaviour-failures.test.ts).
    const others = methods.filter(
      (m) => m.Properties.HttpMethod !== 'OPTIONS' && !posts.includes(m),
    );
    expect(others.map((m) => pathOf(m.Properties.ResourceId.Ref)).sort()).toEqual(
      [CSP_REPORT_PATH, BEHAVIOUR_FAILURE_PATH].sort(),
    );
    for (const post of posts) {
      expect(post.Properties.AuthorizationType).toBe('NONE');
      // No visitor signs in; the origin key proves the request came through CloudFront.
      expect(post.Properties.ApiKeyRequired).toBe(true);
      expect(post.Properties.Integration.Type).toBe('AWS_PROXY');
      expect(post.Properties.Integration.IntegrationHttpMethod).toBe('POST');
      expect(post.Properties.RequestValidatorId).toEqual({
        Ref: logicalId('AWS::ApiGateway::RequestValidator', 'BodyAndParameters'),
      });
      expect(post.Properties.RequestModels).toEqual({
        'application/json': { Ref: logicalId('AWS::ApiGateway::Model', 'ContactPayload') },
      });
    }
  });

  it('validates body and parameters against the contract’s JSON Schema, exactly', () => {
    template.hasResourceProperties('AWS::ApiGateway::RequestValidator', {
      ValidateRequestBody: true,
      ValidateRequestParameters: true,
    });
    const model = only('AWS::ApiGateway::Model')[1].Properties;
    expect(model.ContentType).toBe('application/json');
    expect(model.Schema).toEqual(contactPayloadJsonSchema());
    // The fields, limits and honeypot, spelled out so a change to either side is seen.
    expect(model.Schema).toMatchObject({
      required: ['Nombres', 'Telefono', 'Email', 'Mensaje'],
      additionalProperties: false,
      properties: {
        Nombres: { type: 'string', maxLength: 120 },
        Telefono: { type: 'integer', minimum: 10_000_000, maximum: 999_999_999_999_999 },
        Email: { type: 'string', maxLength: 254 },
        Mensaje: { type: 'string', maxLength: 5000 },
        // Any value: a filled honeypot gets the handler's success, whatever it holds (decision 130).
        SitioWeb: {},
      },
    });
  });

  it('answers its own 4xx/5xx with the JSON envelope and a Spanish message, status = statusCode', () => {
    const responses = Object.values(
      template.findResources('AWS::ApiGateway::GatewayResponse'),
    ) as Resource[];
    expect(responses).toHaveLength(gatewayAnswers.length);
    const byType = Object.fromEntries(
      responses.map((r) => [r.Properties.ResponseType, r.Properties]),
    );
    for (const type of ['BAD_REQUEST_BODY', 'THROTTLED', 'DEFAULT_4XX', 'DEFAULT_5XX']) {
      const response = byType[type];
      const envelope = JSON.parse(response.ResponseTemplates['application/json']);
      expect(envelope.statusCode).toBe(Number(response.StatusCode));
      expect(response.ResponseParameters['gatewayresponse.header.Content-Type']).toBe(
        "'application/json; charset=utf-8'",
      );
    }
    expect(JSON.parse(byType.BAD_REQUEST_BODY.ResponseTemplates['application/json'])).toEqual({
      statusCode: 400,
      message: 'Datos inválidos: revisa los campos del formulario',
    });
    expect(JSON.parse(byType.THROTTLED.ResponseTemplates['application/json']).message).toMatch(
      /^Demasiadas solicitudes/,
    );
    expect(byType.MISSING_AUTHENTICATION_TOKEN.StatusCode).toBe('404');
  });
});

describe('the Lambdas', () => {
  const functions = () =>
    (
      Object.entries(template.findResources('AWS::Lambda::Function')) as [string, Resource][]
    ).filter(([id]) => /ContactApi(formulario|oportunidades)/.test(id));

  it('run Node.js 24 on arm64, 10 s timeout, 10 reserved, traced, with their own log group kept 90 days', () => {
    expect(functions()).toHaveLength(2);
    for (const [id, fn] of functions()) {
      expect(fn.Properties).toMatchObject({
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        Timeout: 10,
        MemorySize: 256,
        ReservedConcurrentExecutions: 10,
        TracingConfig: { Mode: 'Active' },
      });
      const logGroup = fn.Properties.LoggingConfig.LogGroup.Ref as string;
      expect(logGroup).toContain(
        id.includes('formulario') ? 'formularioLogs' : 'oportunidadesLogs',
      );
      template.hasResource('AWS::Logs::LogGroup', { Properties: { RetentionInDays: 90 } });
    }
  });

  it('get the environment their handlers read', () => {
    const env = Object.fromEntries(
      functions().map(([id, fn]) => [
        id.includes('formulario') ? 'formulario' : 'oportunidades',
        fn.Properties.Environment.Variables,
      ]),
    );
    expect(env.formulario).toMatchObject({
      MAIL_FROM: 'no-responder@example.com',
      CONTACT_TO: 'contacto@example.com',
      ALLOWED_ORIGINS: '',
    });
    expect(env.oportunidades).toMatchObject({
      MAIL_FROM: 'no-responder@example.com',
      CONTACT_TO: 'contacto@example.com',
      APPLICATION_TO: 'talento@example.com',
    });
    expect(env.formulario.NODE_OPTIONS).toBe('--enable-source-maps');
    for (const variables of Object.values(env)) {
      expect(variables.MAIL_QUEUE_URL).toEqual({
        Ref: expect.stringMatching(/^ContactApiMailQueue[0-9A-F]{8}$/),
      });
    }
  });

  it('only the mail sender may send mail: from the configured identity, through the configuration set, to the recipients', () => {
    const statements = (
      Object.values(template.findResources('AWS::IAM::Policy')) as Resource[]
    ).flatMap((policy) => policy.Properties.PolicyDocument.Statement as Json[]);
    const ses = statements.filter((s) =>
      [s.Action].flat().some((action: string) => action.startsWith('ses:')),
    );
    expect(ses).toHaveLength(1);
    const [statement] = ses;
    // SendEmail only: the sender never calls SendRawEmail.
    expect(statement.Action).toBe('ses:SendEmail');
    const resources = (statement.Resource as Json[]).map((r) => JSON.stringify(r));
    expect(resources).toHaveLength(2);
    const [setId] = Object.keys(template.findResources('AWS::SES::ConfigurationSet'));
    expect(resources).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/:ses:.*:identity\/no-responder@example\.com"\]\]\}$/),
        expect.stringMatching(new RegExp(`:configuration-set/",\\{"Ref":"${setId}"\\}\\]\\]\\}$`)),
      ]),
    );
    expect(statement.Condition).toEqual({
      StringEquals: { 'ses:FromAddress': 'no-responder@example.com' },
      'ForAllValues:StringLike': {
        'ses:Recipients': ['contacto@example.com', 'talento@example.com'],
      },
    });
  });

  it('a display name reaches MAIL_FROM; IAM still pins the bare address as ses:FromAddress', () => {
    const context = { senderEmail: 'Ayni Cloud <no-responder@example.com>' };
    const contactFunctions = resources('AWS::Lambda::Function', context).filter(([id]) =>
      /ContactApi(formulario|oportunidades)/.test(id),
    );
    expect(contactFunctions).toHaveLength(2);
    for (const [, fn] of contactFunctions) {
      expect(fn.Properties.Environment.Variables.MAIL_FROM).toBe(
        '"Ayni Cloud" <no-responder@example.com>',
      );
    }
    const conditions = resources('AWS::IAM::Policy', context)
      .flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement as Json[])
      .filter((s) => JSON.stringify(s.Action).includes('ses:'))
      .map((s) => s.Condition.StringEquals['ses:FromAddress']);
    // Only the mail sender talks to SES (decision 078).
    expect(conditions).toEqual(['no-responder@example.com']);
  });

  it('the identity can be the sender’s domain (sesIdentity) while From stays the sender', () => {
    const statements = (
      Object.values(
        templateFor({ sesIdentity: 'example.com' }).findResources('AWS::IAM::Policy'),
      ) as Resource[]
    )
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Json[])
      .filter((s) => JSON.stringify(s.Action).includes('ses:'));
    expect(JSON.stringify(statements[0].Resource)).toContain(':identity/example.com');
    expect(statements[0].Condition.StringEquals['ses:FromAddress']).toBe(
      'no-responder@example.com',
    );
  });
});

describe('configuration variants', () => {
  const domain = {
    domainName: 'www.aynicloud.example',
    certificateArn:
      'arn:aws:acm:us-east-1:123456789012:certificate/0f1e2d3c-aaaa-bbbb-cccc-123456789abc',
    allowedOrigins: 'https://aynicloud.example',
  };

  it('a custom domain: the alias, its certificate, TLS 1.2 minimum, and SiteUrl on it', () => {
    const config = only('AWS::CloudFront::Distribution', domain)[1].Properties.DistributionConfig;
    expect(config.Aliases).toEqual(['www.aynicloud.example']);
    expect(config.ViewerCertificate).toEqual({
      AcmCertificateArn: domain.certificateArn,
      MinimumProtocolVersion: 'TLSv1.2_2021',
      SslSupportMethod: 'sni-only',
    });
    templateFor(domain).hasOutput('SiteUrl', { Value: 'https://www.aynicloud.example' });
    const fn = Object.values(templateFor(domain).findResources('AWS::Lambda::Function')).find(
      (f: Json) => f.Properties.Environment?.Variables?.CONTACT_TO,
    ) as Resource;
    expect(fn.Properties.Environment.Variables.ALLOWED_ORIGINS).toBe(
      'https://www.aynicloud.example,https://aynicloud.example',
    );
  });

  it('direct cross-origin calls get a CORS preflight for the allowed origins only', () => {
    const options = (
      Object.values(templateFor(domain).findResources('AWS::ApiGateway::Method')) as Resource[]
    ).filter((m) => m.Properties.HttpMethod === 'OPTIONS');
    expect(options).toHaveLength(2);
    const template = JSON.stringify(options[0]!.Properties.Integration);
    expect(template).toContain('https://www.aynicloud.example');
    expect(template).toContain('https://aynicloud.example');
  });

  it('by default, a CloudFront web ACL with a per-client limit on the form posts and the common rule set', () => {
    const acl = only('AWS::WAFv2::WebACL')[1].Properties;
    expect(acl.Scope).toBe('CLOUDFRONT');
    const rule = (name: string) => acl.Rules.find((r: Json) => r.Name === name);
    expect(rule(WAF_RULES.rateLimit).Statement.RateBasedStatement).toMatchObject({
      Limit: FORM_POSTS_PER_CLIENT,
      AggregateKeyType: 'IP',
    });
    expect(rule(WAF_RULES.commonRules).Statement.ManagedRuleGroupStatement).toMatchObject({
      VendorName: 'AWS',
      Name: 'AWSManagedRulesCommonRuleSet',
    });
    expect(distribution().WebACLId).toEqual({
      'Fn::GetAtt': [Object.keys(template.findResources('AWS::WAFv2::WebACL'))[0], 'Arn'],
    });
    // CloudFormation itself refuses the stack outside us-east-1.
    expect(JSON.stringify(template.toJSON().Rules)).toContain('us-east-1');
  });

  it('enableWaf=false: no web ACL, and synth and deploy say what that loses', () => {
    const off = { enableWaf: 'false' };
    expect(resources('AWS::WAFv2::WebACL', off)).toHaveLength(0);
    Annotations.fromStack(buildTestApp(off).stack).hasWarning(
      `/${STACK_NAME}`,
      Match.stringLikeRegexp('enableWaf=false: sin WAF no hay límite por cliente'),
    );
    expect(WAF_OFF_WARNING).toContain('docs/deployment.md');
    Annotations.fromStack(buildTestApp().stack).hasNoWarning(
      '*',
      Match.stringLikeRegexp('enableWaf'),
    );
    expect(
      only('AWS::CloudFront::Distribution', off)[1].Properties.DistributionConfig.WebACLId,
    ).toBeUndefined();
  });

  it('enableWaf outside us-east-1 stops the synth and says why', () => {
    vi.stubEnv('CDK_DEFAULT_REGION', 'sa-east-1');
    try {
      expect(() => buildTestApp()).toThrow(
        /solo admite en us-east-1; esta pila va a sa-east-1.*-c enableWaf=false/s,
      );
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('outputs SiteUrl, the distribution’s own URL and the checked one, DistributionId, BucketName, the dashboard and the mail’s dead-letter queue, nothing else (no API URL to call directly)', () => {
    expect(Object.keys(template.toJSON().Outputs).sort()).toEqual([
      'BucketName',
      'CheckedUrl',
      'DashboardUrl',
      'DistributionId',
      'DistributionUrl',
      'MailDeadLetterQueueUrl',
      'SiteUrl',
    ]);
    // Without a domain, all three are the distribution's own name.
    const outputs = template.toJSON().Outputs;
    expect(outputs.DistributionUrl.Value).toEqual(outputs.SiteUrl.Value);
    expect(outputs.CheckedUrl.Value).toEqual(outputs.SiteUrl.Value);
    expect(JSON.stringify(template.toJSON().Outputs)).not.toContain('execute-api');
    expect(template.toJSON().Outputs.SiteUrl.Value).toEqual({
      'Fn::Join': [
        '',
        [
          'https://',
          {
            'Fn::GetAtt': [
              logicalId('AWS::CloudFront::Distribution', 'Distribution'),
              'DomainName',
            ],
          },
        ],
      ],
    });
  });
});
