/**
 * The contact API: a REST API (stage `production`) with the two POST methods of
 * the contract, each a Lambda proxy integration. API Gateway validates the body
 * against the contract's JSON Schema first, so a malformed request is refused
 * before any Lambda runs. The handlers are known here only by their entry path.
 */
import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { fileURLToPath } from 'node:url';
import { apiPaths, contactPayloadJsonSchema } from '../../contract/contact-api';
import { BASIC_EXECUTION_ROLE } from '../nag-findings';
import { envelopeTemplate, gatewayAnswers } from './gateway-responses';

export const STAGE_NAME = 'production';

/** Stage throttling for every method: a contact form needs little; bursts are bots. */
export const THROTTLING = { rateLimit: 10, burstLimit: 20 } as const;

export const LOG_RETENTION = logs.RetentionDays.THREE_MONTHS;

export interface ContactApiProps {
  readonly senderEmail: string;
  /** The SES identity sending is allowed from (the sender's address or its domain). */
  readonly sesIdentity: string;
  readonly contactRecipients: readonly string[];
  readonly jobsRecipients: readonly string[];
  readonly allowedOrigins: readonly string[];
}

const lambdaEntry = (name: string) =>
  fileURLToPath(new URL(`../../lambdas/${name}.ts`, import.meta.url));

export class ContactApi extends Construct {
  readonly api: apigateway.RestApi;
  readonly functions: Record<'formulario' | 'oportunidades', nodejs.NodejsFunction>;

  constructor(scope: Construct, id: string, props: ContactApiProps) {
    super(scope, id);

    const accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: LOG_RETENTION,
      removalPolicy: RemovalPolicy.DESTROY,
    });

    this.api = new apigateway.RestApi(this, 'Api', {
      restApiName: 'ayni-cloud-contacto',
      description: 'Formularios de contacto y postulación del sitio web de Ayni Cloud',
      endpointConfiguration: { types: [apigateway.EndpointType.REGIONAL] },
      cloudWatchRole: false,
      deployOptions: {
        stageName: STAGE_NAME,
        throttlingRateLimit: THROTTLING.rateLimit,
        throttlingBurstLimit: THROTTLING.burstLimit,
        tracingEnabled: true,
        metricsEnabled: true,
        accessLogDestination: new apigateway.LogGroupLogDestination(accessLogs),
        accessLogFormat: apigateway.AccessLogFormat.custom(
          JSON.stringify({
            requestId: apigateway.AccessLogField.contextRequestId(),
            requestTime: apigateway.AccessLogField.contextRequestTime(),
            httpMethod: apigateway.AccessLogField.contextHttpMethod(),
            path: apigateway.AccessLogField.contextPath(),
            status: apigateway.AccessLogField.contextStatus(),
            responseLength: apigateway.AccessLogField.contextResponseLength(),
            responseLatency: apigateway.AccessLogField.contextResponseLatency(),
            integrationStatus: apigateway.AccessLogField.contextIntegrationStatus(),
            errorType: apigateway.AccessLogField.contextErrorResponseType(),
            error: apigateway.AccessLogField.contextErrorMessage(),
            validationError: apigateway.AccessLogField.contextErrorValidationErrorString(),
            userAgent: apigateway.AccessLogField.contextIdentityUserAgent(),
          }),
        ),
      },
    });

    // The stack names its outputs itself (ApiUrl): drop RestApi's automatic one.
    this.api.node.tryRemoveChild('Endpoint');

    for (const answer of gatewayAnswers) {
      this.api.addGatewayResponse(`Gateway${answer.type.responseType}`, {
        type: answer.type,
        statusCode: String(answer.statusCode),
        responseHeaders: { 'Content-Type': "'application/json; charset=utf-8'" },
        templates: { 'application/json': envelopeTemplate(answer) },
      });
    }

    const model = this.api.addModel('ContactPayload', {
      modelName: 'ContactPayload',
      contentType: 'application/json',
      description: 'El cuerpo de ambos formularios (contract/contact-api.ts)',
      schema: contactPayloadJsonSchema() as apigateway.JsonSchema,
    });
    const validator = this.api.addRequestValidator('BodyAndParameters', {
      requestValidatorName: 'cuerpo-y-parametros',
      validateRequestBody: true,
      validateRequestParameters: true,
    });

    const sendMail = new iam.PolicyStatement({
      actions: ['ses:SendEmail', 'ses:SendRawEmail'],
      resources: [
        Stack.of(this).formatArn({
          service: 'ses',
          resource: 'identity',
          resourceName: props.sesIdentity,
        }),
      ],
      // The From address cannot be anything but the configured sender.
      conditions: { StringEquals: { 'ses:FromAddress': props.senderEmail } },
    });

    const makeFunction = (name: 'formulario' | 'oportunidades') => {
      const logGroup = new logs.LogGroup(this, `${name}Logs`, {
        retention: LOG_RETENTION,
        removalPolicy: RemovalPolicy.DESTROY,
      });
      const fn = new nodejs.NodejsFunction(this, name, {
        entry: lambdaEntry(name),
        handler: 'handler',
        runtime: lambda.Runtime.NODEJS_24_X,
        architecture: lambda.Architecture.ARM_64,
        memorySize: 256,
        // SES round trip plus a cold start, with the SDK's bounded retry.
        timeout: Duration.seconds(10),
        tracing: lambda.Tracing.ACTIVE,
        logGroup,
        loggingFormat: lambda.LoggingFormat.JSON,
        environment: {
          MAIL_FROM: props.senderEmail,
          // Both handlers get both lists: they share one small lib that may read either.
          CONTACT_TO: props.contactRecipients.join(','),
          JOBS_TO: props.jobsRecipients.join(','),
          ALLOWED_ORIGINS: props.allowedOrigins.join(','),
          POWERTOOLS_SERVICE_NAME: `contacto-${name}`,
          // Stack traces point into the TypeScript sources (bundled source maps).
          NODE_OPTIONS: '--enable-source-maps',
        },
        bundling: {
          minify: true,
          sourceMap: true,
          target: 'node24',
          format: nodejs.OutputFormat.CJS,
        },
      });
      fn.addToRolePolicy(sendMail);
      Validations.of(fn).acknowledge({
        id: `AwsSolutions-IAM4[Policy::${BASIC_EXECUTION_ROLE}]`,
        reason:
          'AWSLambdaBasicExecutionRole only lets the function write its own logs; the managed policy is the documented minimum for Lambda.',
      });
      Validations.of(fn).acknowledge({
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason:
          'Only the X-Ray actions (PutTraceSegments, PutTelemetryRecords) use Resource "*": X-Ray supports no resource-level permissions. SES is scoped to the sender identity.',
      });
      return fn;
    };
    this.functions = {
      formulario: makeFunction('formulario'),
      oportunidades: makeFunction('oportunidades'),
    };

    // Direct cross-origin calls (allowedOrigins) need a preflight; the site itself posts same-origin.
    const preflight: apigateway.CorsOptions | undefined =
      props.allowedOrigins.length > 0
        ? {
            allowOrigins: [...props.allowedOrigins],
            allowMethods: ['POST', 'OPTIONS'],
            allowHeaders: ['Content-Type'],
            maxAge: Duration.hours(1),
          }
        : undefined;
    for (const [name, path] of [
      ['formulario', apiPaths.contact],
      ['oportunidades', apiPaths.application],
    ] as const) {
      const resource = this.api.root.resourceForPath(path);
      if (preflight) resource.addCorsPreflight(preflight);
      resource.addMethod(
        'POST',
        new apigateway.LambdaIntegration(this.functions[name], {
          proxy: true,
          allowTestInvoke: false,
        }),
        {
          requestValidator: validator,
          requestModels: { 'application/json': model },
        },
      );
    }

    Validations.of(this.api).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason:
        'Anonymous public forms (spec §6: no sign-in): there is no caller to authorize. Abuse is bounded by stage throttling, the request model and the optional WAF.',
    });
    Validations.of(this.api).acknowledge({
      id: 'AwsSolutions-COG4',
      reason: 'Anonymous public forms (spec §6: no sign-in): no Cognito user pool exists.',
    });
    Validations.of(this.api).acknowledge({
      id: 'AwsSolutions-APIG3',
      reason:
        'The optional WAF web ACL (enableWaf) sits on CloudFront, in front of the /website/* path the site posts to; a second regional ACL on the stage would double the cost for the same rules.',
    });
    Validations.of(this.api).acknowledge({
      id: 'AwsSolutions-APIG6',
      reason:
        'Execution logs need the account-wide API Gateway CloudWatch role (AWS::ApiGateway::Account), a regional singleton this stack must not own; the JSON access logs record every request with its status, error type and validation error, and each Lambda logs its outcome.',
    });
  }

  /** The production stage's URL, e.g. https://abc123.execute-api.us-east-1.amazonaws.com/production/ */
  get url(): string {
    return this.api.url;
  }
}
