/**
 * The one stack: the static site on S3 + CloudFront, the contact API behind it
 * at /website/* (with the endpoints browsers report CSP violations and behaviours that failed
 * to start to), the WAF web
 * ACL (unless turned off), the alarms that mail the operator, the hourly check from outside
 * and the dashboard of the leads. Each concern is its own construct.
 */
import { Annotations, CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import type { Construct } from 'constructs';
import { API_PREFIX, BEHAVIOUR_FAILURE_PATH, CSP_REPORT_PATH } from '../contract/contact-constants';
import { notFoundRoute, siteRoutes } from '../routes/site-routes';
import { ContactApi } from './api/rest-api';
import { ReportEndpoint } from './api/report-endpoint';
import type { WebsiteConfig } from './config';
import type { LiveRelease } from './edge/release-hashes';
import type { Stage } from './stages';
import { SiteWebAcl } from './edge/web-acl';
import { NativeRefusals } from './edge/native-refusals';
import { knownOutsideUsEast1 } from './us-east-1';
import { OperatorAlarms } from './ops/alarms';
import { MonthlyBudget } from './ops/budget';
import { LeadsDashboard } from './ops/dashboard';
import { SyntheticCheck } from './ops/synthetic-check';
import { StaticSite } from './site/static-site';

/** What synth and deploy say when the operator turned the WAF off (decision 079). */
export const WAF_OFF_WARNING =
  'enableWaf=false: sin WAF no hay límite por cliente en /website/ — un solo cliente puede dejar a todos los visitantes en 429 o agotar la cuota diaria de envíos (docs/deployment.md, "Turning the WAF off").';

/** CloudFront sends these paths to the API's stage. */
export const API_PATH_PATTERN = `${API_PREFIX}*`;

export interface WebsiteStackProps extends StackProps {
  readonly config: WebsiteConfig;
  /** Production or staging (infra/stages.ts): the API stage's name comes from it. */
  readonly stage: Stage;
  /** The built site (build/client). */
  readonly siteDir: string;
  /** The hashes the live page-headers function accepts; undefined before the first deploy. */
  readonly liveRelease: LiveRelease | undefined;
}

export class WebsiteStack extends Stack {
  readonly site: StaticSite;
  readonly contactApi: ContactApi;

  constructor(scope: Construct, id: string, props: WebsiteStackProps) {
    super(scope, id, props);
    const { config } = props;

    const waf = config.enableWaf
      ? new SiteWebAcl(this, 'Waf', { apiPathPrefix: API_PREFIX })
      : undefined;
    if (!waf) {
      // Printed by cdk synth and cdk deploy (npm run deploy): the operator chose this.
      Annotations.of(this).addWarningV2('ayni:waf-off', WAF_OFF_WARNING);
    }

    this.site = new StaticSite(this, 'Site', {
      siteDir: props.siteDir,
      liveRelease: props.liveRelease,
      routePaths: siteRoutes.map((route) => route.path),
      notFoundFile: notFoundRoute.file,
      ...(config.domainName
        ? { domainName: config.domainName, certificateArn: config.certificateArn }
        : {}),
      ...(waf ? { webAclArn: waf.webAcl.attrArn } : {}),
    });

    this.contactApi = new ContactApi(this, 'ContactApi', {
      stageName: props.stage.apiStageName,
      senderEmail: config.senderEmail,
      mailFrom: config.mailFrom,
      sesIdentity: config.sesIdentity,
      contactRecipients: config.contactRecipients,
      applicationRecipients: config.applicationRecipients,
      allowedOrigins: config.allowedOrigins,
      siteOrigins: config.siteOrigins,
      // The account setup owns the account's API Gateway role (decision 140).
      createApiGatewayAccountRole: false,
      originKeyVersion: config.originKeyVersion,
    });

    // The site posts to its own origin: no CORS, and the API's answers reach the
    // forms untouched (no caching, every viewer header but Host), with
    // the security headers and a CSP that lets a JSON answer load nothing.
    // Every header means the ones a native form post is judged and answered by, too:
    // Sec-Fetch-Site and Origin (another site's page?), Accept (JSON or a redirect?)
    // and Referer (which page to return to).
    // CloudFront adds the origin key, which API Gateway requires: the API answers
    // only through the distribution (and its WAF, when enabled).
    // One edge function: a refusal of a form posted without scripts leaves as its "not sent"
    // panel (decision 130); Lambda@Edge lives in us-east-1 only.
    const nativeRefusals = knownOutsideUsEast1(this)
      ? undefined
      : new NativeRefusals(this, 'NativeRefusals');
    this.site.distribution.addBehavior(
      API_PATH_PATTERN,
      new origins.RestApiOrigin(this.contactApi.api, {
        customHeaders: {
          [this.contactApi.originHeader.name]: this.contactApi.originHeader.value,
        },
      }),
      {
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
        allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
        cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
        originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
        responseHeadersPolicy: this.site.apiHeadersPolicy,
        compress: true,
        ...(nativeRefusals ? { edgeLambdas: [nativeRefusals.edgeLambda] } : {}),
      },
    );

    const { api } = this.contactApi;
    const reportEndpoints = [
      new ReportEndpoint(this, 'CspReports', { api, path: CSP_REPORT_PATH, name: 'csp-report' }),
      new ReportEndpoint(this, 'BehaviourFailures', {
        api,
        path: BEHAVIOUR_FAILURE_PATH,
        name: 'behaviour-failure',
      }),
    ];

    // The distribution sends the new key only once API Gateway accepts it.
    this.site.distribution.node.addDependency(this.contactApi.originKeyReady);

    const { mailQueue } = this.contactApi;
    const alarms = new OperatorAlarms(this, 'Alarms', {
      email: config.alarmEmail,
      functions: [...Object.values(this.contactApi.functions), mailQueue.sender],
      mailSender: mailQueue.sender,
      api: this.contactApi.api,
      accessLogs: this.contactApi.accessLogs,
      notFoundFunction: this.site.notFoundFunction,
      distribution: this.site.distribution,
      ...(waf ? { webAcl: waf } : {}),
    });
    mailQueue.addAlarms(new SnsAction(alarms.topic));
    mailQueue.addEventDestinations(alarms.topic);
    // One budget for the account, held by production's stack: a budget sees the whole
    // account, so a second one (staging's) would only alert twice on the same bill (decision 151).
    if (props.stage.name === 'production') {
      new MonthlyBudget(this, 'Budget', {
        email: config.alarmEmail,
        limitUsd: config.monthlyBudgetUsd,
      });
    }

    const distributionUrl = `https://${this.site.distribution.distributionDomainName}`;
    const siteUrl = config.domainName ? `https://${config.domainName}` : distributionUrl;
    // The address that answers: the domain once its DNS points here (decision 151).
    const checkedUrl = config.domainLive ? siteUrl : distributionUrl;
    const syntheticCheck = new SyntheticCheck(this, 'SyntheticCheck', {
      siteUrl: checkedUrl,
      after: [
        this.site.distribution,
        this.site.deployment,
        this.contactApi.api.deploymentStage,
        ...reportEndpoints,
      ],
    });
    syntheticCheck.addAlarms(new SnsAction(alarms.topic));
    const dashboard = new LeadsDashboard(this, 'Leads', {
      forms: Object.keys(this.contactApi.functions),
      api: this.contactApi.api,
      mailQueue,
      ...(waf ? { webAclMetricName: waf.metricName } : {}),
      syntheticCheck: syntheticCheck.metric,
      watchedAlarms: alarms.watched,
    });
    new CfnOutput(this, 'SiteUrl', { value: siteUrl, description: 'El sitio web' });
    new CfnOutput(this, 'DistributionUrl', {
      value: distributionUrl,
      description:
        'La distribución por su propio nombre (responde aunque el DNS del dominio aún no apunte)',
    });
    new CfnOutput(this, 'CheckedUrl', {
      value: checkedUrl,
      description: 'La dirección que usa la comprobación externa cada hora',
    });
    new CfnOutput(this, 'DistributionId', {
      value: this.site.distribution.distributionId,
      description: 'La distribución de CloudFront (invalidaciones)',
    });
    new CfnOutput(this, 'BucketName', {
      value: this.site.bucket.bucketName,
      description: 'El bucket privado con el sitio compilado',
    });
    new CfnOutput(this, 'DashboardUrl', {
      value: dashboard.url,
      description: 'El panel de CloudWatch: leads, rechazos, correo, colas y salud del sitio',
    });
    new CfnOutput(this, 'MailDeadLetterQueueUrl', {
      value: mailQueue.deadLetterQueue.queueUrl,
      description:
        'Los correos que SES no aceptó tras varios intentos (docs/deployment.md, Redrive)',
    });
  }
}
