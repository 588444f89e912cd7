/**
 * The contact API: a REST API (its stage named after the deployment's: `production` or
 * `staging`, infra/stages.ts) with the two POST methods of
 * the contract, each a Lambda proxy integration. API Gateway checks first — the
 * origin key only CloudFront sends, the throttles, a JSON body against the
 * contract's JSON Schema — so a request that fails any of them is refused before
 * a Lambda runs; a native form's URL-encoded body is the handlers' to check. The
 * handlers are known here only by their entry path.
 */
import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import type * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct, type IDependable } from 'constructs';
import {
  CORS_ALLOW_HEADERS,
  CORS_ALLOW_METHODS,
  CORS_MAX_AGE_SECONDS,
  JSON_MEDIA_TYPE,
  type ApiEndpoint,
  apiPaths,
  contactPayloadJsonSchema,
} from '../../contract/contact-api';
import { accessLogFormat } from './access-log';
import { LOG_RETENTION, apiFunction } from './api-function';
import { envelopeTemplate, gatewayAnswers } from './gateway-responses';
import { MailQueue } from './mail-queue';
import { ORIGIN_KEY_HEADER, OriginKeys } from './origin-key';

/**
 * The stage's throttle, which API Gateway applies to each method on its own (Developer Guide,
 * "How throttling limit settings are applied": per-API, per-stage limits are applied at the
 * method level). Each client's share is the WAF's, per endpoint (CLIENT_LIMITS, decision 150);
 * this sits ten times above what a hundred clients within their shares can send to any one
 * method, so only a crowd meets it, and a crowd on the reports never meets the forms' buckets.
 * The usage plan that holds CloudFront's key has no throttle: it would be one bucket for the
 * whole site, which one client could spend for everyone.
 */
export const METHOD_THROTTLE = { rateLimit: 100, burstLimit: 200 } as const;

/**
 * Each form's function as deployed: its construct id, and so its logical ids, log group and role,
 * kept from before the forms had one name in the code (decision 106) — a new id would replace
 * production's functions and log groups.
 */
const deployedNames: Readonly<Record<ApiEndpoint, string>> = {
  contact: 'formulario',
  application: 'oportunidades',
};

/** The AWS managed policy API Gateway's account-level logging role uses. */
const API_GATEWAY_LOGS_POLICY =
  'arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs';

/**
 * Each form function's reserved concurrency: kept for the forms whatever else runs in the
 * account, and a ceiling on what they can take from it. A warm request takes about 50 ms, so
 * ten serve the method's whole throttle; a thousand clients within their shares send under 70
 * posts a second to both forms together.
 */
export const FORM_CONCURRENCY = 10;

export interface ContactApiProps {
  /** The API stage CloudFront forwards to (infra/stages.ts). */
  readonly stageName: string;
  /** The sender's bare address: the only From IAM lets the functions send as. */
  readonly senderEmail: string;
  /** The From header the mails carry (MAIL_FROM): the address, with its display name if any. */
  readonly mailFrom: string;
  /** The SES identity sending is allowed from (the sender's address or its domain). */
  readonly sesIdentity: string;
  readonly contactRecipients: readonly string[];
  readonly applicationRecipients: readonly string[];
  readonly allowedOrigins: readonly string[];
  /** The site's own origins: a native form post with an Origin but no Sec-Fetch-Site must be one. */
  readonly siteOrigins: readonly string[];
  /**
   * Create the account's API Gateway CloudWatch Logs role and AWS::ApiGateway::Account,
   * retained on destroy (the setting is account-wide: other APIs in the region log with it).
   */
  readonly createApiGatewayAccountRole: boolean;
  /** The origin key generation CloudFront sends (originKeyVersion). */
  readonly originKeyVersion: number;
}

export class ContactApi extends Construct {
  readonly api: apigateway.RestApi;
  /** The stage's JSON access log (access-log.ts): the alarms' metric filters read it. */
  readonly accessLogs: logs.ILogGroup;
  readonly functions: Record<ApiEndpoint, nodejs.NodejsFunction>;
  /** The queue between the form functions and the mail sender. */
  readonly mailQueue: MailQueue;
  /** The header CloudFront must add to every request it sends here. */
  readonly originHeader: { readonly name: string; readonly value: string };
  /** The key in originHeader is valid once this is deployed. */
  readonly originKeyReady: IDependable;

  constructor(scope: Construct, id: string, props: ContactApiProps) {
    super(scope, id);

    this.accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: LOG_RETENTION,
      removalPolicy: RemovalPolicy.DESTROY,
    });

    this.api = new apigateway.RestApi(this, 'Api', {
      // Its metrics' ApiName dimension: the stack's name keeps another stack's API out of its alarms.
      restApiName: `${Stack.of(this).stackName}-contacto`,
      description: 'Formularios de contacto y postulación del sitio web de Ayni Cloud',
      endpointConfiguration: { types: [apigateway.EndpointType.REGIONAL] },
      // The account-level role every logging stage needs; opt-in, since it is one per account
      // and region and may already exist (docs/deployment.md, Prerequisites).
      cloudWatchRole: props.createApiGatewayAccountRole,
      ...(props.createApiGatewayAccountRole
        ? { cloudWatchRoleRemovalPolicy: RemovalPolicy.RETAIN }
        : {}),
      deployOptions: {
        stageName: props.stageName,
        throttlingRateLimit: METHOD_THROTTLE.rateLimit,
        throttlingBurstLimit: METHOD_THROTTLE.burstLimit,
        // No X-Ray on the stage: its segments record the client's address, user agent and URL
        // (decision 027).
        tracingEnabled: false,
        metricsEnabled: true,
        accessLogDestination: new apigateway.LogGroupLogDestination(this.accessLogs),
        accessLogFormat,
      },
    });

    // No output names the stage's URL: the API answers only through the distribution.
    this.api.node.tryRemoveChild('Endpoint');

    if (props.createApiGatewayAccountRole) {
      Validations.of(this.api.node.findChild('CloudWatchRole')).acknowledge({
        id: `AwsSolutions-IAM4[Policy::${API_GATEWAY_LOGS_POLICY}]`,
        reason:
          'The account-level role API Gateway writes every API’s logs in this region with: AWS’s policy made for it, which cannot be narrowed to this stack’s log groups because the role serves the whole account.',
      });
    }

    // Only CloudFront holds a valid key; the plan attaches the keys to the stage.
    const usagePlan = this.api.addUsagePlan('OriginPlan', {
      description: 'Solo la distribución de CloudFront del sitio',
      apiStages: [{ api: this.api, stage: this.api.deploymentStage }],
    });
    const originKeys = new OriginKeys(this, 'OriginKey', {
      usagePlan,
      version: props.originKeyVersion,
    });
    this.originHeader = { name: ORIGIN_KEY_HEADER, value: originKeys.headerValue };
    this.originKeyReady = originKeys.ready;

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
      contentType: JSON_MEDIA_TYPE,
      description: 'El cuerpo de ambos formularios (contract/contact-api.ts)',
      schema: contactPayloadJsonSchema() as apigateway.JsonSchema,
    });
    const validator = this.api.addRequestValidator('BodyAndParameters', {
      requestValidatorName: 'cuerpo-y-parametros',
      validateRequestBody: true,
      validateRequestParameters: true,
    });

    // The handlers put the composed mail on the queue; the sender sends it (decision 078).
    this.mailQueue = new MailQueue(this, 'MailQueue', {
      sesIdentity: props.sesIdentity,
      senderEmail: props.senderEmail,
      recipients: [...props.contactRecipients, ...props.applicationRecipients],
    });

    const makeFunction = (form: ApiEndpoint) => {
      // Its own role: its own log group, the mail queue (below), and X-Ray traces.
      const fn = apiFunction(this, {
        name: deployedNames[form],
        entry: form,
        // A request waits for the queue's answer at most QUEUE_BUDGET's deadline (8 s,
        // lambdas/lib/mail-queue.ts), plus a cold start's first call.
        timeout: Duration.seconds(10),
        reservedConcurrentExecutions: FORM_CONCURRENCY,
        environment: {
          MAIL_FROM: props.mailFrom,
          // Both handlers get both lists: they share one small lib that may read either.
          CONTACT_TO: props.contactRecipients.join(','),
          APPLICATION_TO: props.applicationRecipients.join(','),
          ALLOWED_ORIGINS: props.allowedOrigins.join(','),
          SITE_ORIGINS: props.siteOrigins.join(','),
        },
      });
      this.mailQueue.grantEnqueue(fn);
      return fn;
    };
    this.functions = {
      contact: makeFunction('contact'),
      application: makeFunction('application'),
    };

    // Cross-origin calls from allowedOrigins (through the distribution, which adds the key)
    // need a preflight; the site itself posts same-origin. The preflight needs no key.
    const preflight: apigateway.CorsOptions | undefined =
      props.allowedOrigins.length > 0
        ? {
            allowOrigins: [...props.allowedOrigins],
            allowMethods: [...CORS_ALLOW_METHODS],
            allowHeaders: [...CORS_ALLOW_HEADERS],
            maxAge: Duration.seconds(CORS_MAX_AGE_SECONDS),
          }
        : undefined;
    for (const [form, path] of Object.entries(apiPaths) as [ApiEndpoint, string][]) {
      const resource = this.api.root.resourceForPath(path);
      if (preflight) resource.addCorsPreflight(preflight);
      resource.addMethod(
        'POST',
        new apigateway.LambdaIntegration(this.functions[form], {
          proxy: true,
          allowTestInvoke: false,
        }),
        {
          apiKeyRequired: true,
          requestValidator: validator,
          // The model is the JSON body's alone. API Gateway validates a body against the model
          // mapped to the request's Content-Type and, when none is mapped, does not validate it:
          // "If no matching content type is found, request validation is not performed. To use
          // the same model regardless of the content type, set the content type for your data
          // model to $default" (API Gateway Developer Guide, Request validation for REST APIs:
          // https://docs.aws.amazon.com/apigateway/latest/developerguide/api-gateway-method-request-validation.html).
          // So a native form's post (application/x-www-form-urlencoded) reaches the handler
          // unvalidated, and the handler, which checks everything anyway, is its only judge.
          // Never map the model to `$default`: it would be applied to forms and refuse them.
          // Nor can a mapping template refuse the type with a 415: a proxy integration has none.
          requestModels: { [JSON_MEDIA_TYPE]: model },
        },
      );
    }

    Validations.of(this.api).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason:
        'Anonymous public forms (no sign-in): there is no visitor to authorize. The POST methods require the origin API key only CloudFront sends; abuse through the site is bounded by the throttles, the request model and the optional WAF.',
    });
    Validations.of(this.api).acknowledge({
      id: 'AwsSolutions-COG4',
      reason:
        'Anonymous public forms (no sign-in): no Cognito user pool exists; the origin API key, not a user, is what API Gateway checks.',
    });
    Validations.of(this.api).acknowledge({
      id: 'AwsSolutions-APIG3',
      reason:
        'The optional WAF web ACL (enableWaf) sits on CloudFront, and every request reaching the stage came through CloudFront (the POST methods require the origin key only it sends); a second regional ACL on the stage would double the cost for the same rules.',
    });
    Validations.of(this.api).acknowledge({
      id: 'AwsSolutions-APIG6',
      reason:
        'Execution logs stay off by choice: they trace API Gateway’s steps with the validator’s messages, which quote the values a visitor typed (decision 027). The JSON access logs record every request with its route, status and error type, and each Lambda logs its outcome. (Access logs need the account’s API Gateway CloudWatch role too: see createApiGatewayAccountRole.)',
    });
  }
}
