/**
 * The static site: a private S3 bucket read by CloudFront through Origin Access
 * Control (with the not-found page's function as its fallback for a missing file),
 * routed by the CloudFront Functions generated from the route table, with the
 * security headers and cache rules the local server also applies.
 */
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { type LiveRelease, acceptedPrevious } from '../edge/release-hashes';
import { assertFunctionSize, viewerRequestCode, viewerResponseCode } from '../edge/site-functions';
import { pageScriptHashes } from './inline-script-hashes';
import { PAGE_HEADERS_FUNCTION, stackScopedName } from './names';
import { NotFoundOrigin } from './not-found-origin';
import { apiContentSecurityPolicy, hsts, securityHeaders } from './security-headers';
import { EdgeAccessLogs } from './edge-access-logs';
import { EdgeRollout, functionsFingerprint } from './edge-rollout';
import { SiteDeployment } from './site-deployment';

export interface StaticSiteProps {
  /** The built site (build/client). */
  readonly siteDir: string;
  /** The hashes the live page-headers function accepts; undefined before the first deploy. */
  readonly liveRelease: LiveRelease | undefined;
  /** Every route path of the table. */
  readonly routePaths: readonly string[];
  /** The not-found page's file ('/404.html'). */
  readonly notFoundFile: string;
  /** Optional custom domain, with its ACM certificate in us-east-1. */
  readonly domainName?: string;
  readonly certificateArn?: string;
  /** A CLOUDFRONT-scope WAF web ACL (ARN) to attach to the distribution. */
  readonly webAclArn?: string;
}

export class StaticSite extends Construct {
  readonly bucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;
  /** The security headers without the CSP (the viewer-response function sets it per page). */
  readonly securityHeadersPolicy: cloudfront.ResponseHeadersPolicy;
  /** The security headers and the API's own CSP, for `/website/*`. */
  readonly apiHeadersPolicy: cloudfront.ResponseHeadersPolicy;
  /** The not-found page's fallback function (its errors are alarmed). */
  readonly notFoundFunction: lambda.IFunction;
  /** The build's upload: the pages are in place once it is. */
  readonly deployment: SiteDeployment;

  constructor(scope: Construct, id: string, props: StaticSiteProps) {
    super(scope, id);

    this.bucket = new s3.Bucket(this, 'Bucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      versioned: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      // The content is a build artefact, rebuilt from git at will: `npm run destroy` removes it.
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
      lifecycleRules: [{ noncurrentVersionExpiration: Duration.days(30) }],
    });
    Validations.of(this.bucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason:
        'Only CloudFront reads this bucket (OAC): every visitor request is a CloudFront request, so S3 server access logs would only repeat what CloudFront standard logging records when the operator enables it.',
    });

    const pageHashes = pageScriptHashes(props.siteDir);
    // The previous release's pages stay valid until this release's pages replace them at
    // every edge (release-hashes.ts).
    const previousPageHashes = acceptedPrevious(pageHashes, props.liveRelease);
    const routing = { routePaths: props.routePaths, notFoundFile: props.notFoundFile };
    // Every account-scoped CloudFront name carries the stack and the region (names.ts).
    const routingCode = assertFunctionSize('RoutingFunction', viewerRequestCode(routing));
    const pageHeadersCode = assertFunctionSize(
      'PageHeadersFunction',
      viewerResponseCode({ ...routing, pageHashes, previousPageHashes }),
    );
    const routingComment = 'Rutas del sitio: pagina prerenderizada, 301 sin barra final, 404';
    const pageHeadersComment =
      'CSP de cada pagina (hashes de sus scripts en linea) y 404 de la pagina no encontrada';
    const viewerRequest = new cloudfront.Function(this, 'RoutingFunction', {
      functionName: stackScopedName(this, 'Routing'),
      comment: routingComment,
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(routingCode),
    });
    const viewerResponse = new cloudfront.Function(this, 'PageHeadersFunction', {
      // bin/deploy.ts finds the live function by this name.
      functionName: stackScopedName(this, PAGE_HEADERS_FUNCTION),
      comment: pageHeadersComment,
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(pageHeadersCode),
    });
    // Changes with either function, and with it the distribution (its comment) and the wait
    // before the page upload (edge-rollout.ts).
    const release = functionsFingerprint(
      routingCode,
      routingComment,
      pageHeadersCode,
      pageHeadersComment,
    );

    this.securityHeadersPolicy = securityHeadersPolicy(this, 'SecurityHeaders', {
      purpose: 'SecurityHeaders',
      comment: 'Cabeceras de seguridad del sitio (infra/site/security-headers.ts)',
    });
    // The API's JSON answers, the gateway's and the handlers' alike, get a CSP that allows nothing.
    this.apiHeadersPolicy = securityHeadersPolicy(this, 'ApiSecurityHeaders', {
      purpose: 'ApiSecurityHeaders',
      comment: 'Cabeceras de seguridad de la API, con su CSP (infra/site/security-headers.ts)',
      contentSecurityPolicy: apiContentSecurityPolicy,
    });

    // Objects carry their own Cache-Control (set at upload, below); the CDN honours it.
    const cachePolicy = new cloudfront.CachePolicy(this, 'SiteCachePolicy', {
      cachePolicyName: stackScopedName(this, 'SiteCache'),
      comment: 'Sitio estatico: respeta el Cache-Control de cada objeto',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.days(1),
      maxTtl: Duration.days(365),
      enableAcceptEncodingBrotli: true,
      enableAcceptEncodingGzip: true,
      headerBehavior: cloudfront.CacheHeaderBehavior.none(),
      cookieBehavior: cloudfront.CacheCookieBehavior.none(),
      queryStringBehavior: cloudfront.CacheQueryStringBehavior.none(),
    });

    const certificate = props.certificateArn
      ? acm.Certificate.fromCertificateArn(this, 'Certificate', props.certificateArn)
      : undefined;

    // LIST lets S3 answer 404 (not 403) for a file that does not exist, and that 404 is what
    // sends the request to the not-found page's origin; the routing function never forwards
    // a bucket-root request, so nothing can be listed.
    const bucketOrigin = origins.S3BucketOrigin.withOriginAccessControl(this.bucket, {
      originAccessControl: new cloudfront.S3OriginAccessControl(this, 'OriginAccessControl', {
        originAccessControlName: stackScopedName(this, 'SiteBucket'),
        description: 'CloudFront lee el bucket del sitio (firma SigV4)',
      }),
      originAccessLevels: [cloudfront.AccessLevel.READ, cloudfront.AccessLevel.LIST],
    });
    // A file the bucket does not have (a missing asset) gets the site's 404 page, not S3's XML.
    const notFound = new NotFoundOrigin(this, 'NotFound', {
      siteDir: props.siteDir,
      notFoundFile: props.notFoundFile,
      bucketOrigin,
    });
    this.notFoundFunction = notFound.function;

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      // The functions' fingerprint: a release that changes a function updates the distribution,
      // which CloudFront then deploys with the new functions to every edge (decision 080).
      comment: `Ayni Cloud: sitio web y API de contacto (funciones ${release})`,
      defaultBehavior: {
        origin: notFound.origin,
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
        compress: true,
        cachePolicy,
        responseHeadersPolicy: this.securityHeadersPolicy,
        functionAssociations: [
          { function: viewerRequest, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
          { function: viewerResponse, eventType: cloudfront.FunctionEventType.VIEWER_RESPONSE },
        ],
      },
      // No error-response mapping: it would be distribution-wide and rewrite the API's own
      // 4xx answers. An unknown route is sent to the not-found page by the routing function,
      // a missing file by the bucket origin's fallback (NotFoundOrigin); both answer 404.
      // The routing function already maps '/' to /index.html; this is a second safeguard so a
      // bucket-root request can never become a listing (the origin may LIST).
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      // IPv4 only: the WAF counts each client by its address, and an IPv6 client holds a whole
      // prefix of them (a /64 and more) to rotate through; IPv6-only networks still reach IPv4
      // sites through their NAT64 (decision 096).
      enableIpv6: false,
      // South American edge locations (Lima, São Paulo, Bogotá…) are only in the "All" class.
      priceClass: cloudfront.PriceClass.PRICE_CLASS_ALL,
      ...(props.domainName && certificate
        ? {
            domainNames: [props.domainName],
            certificate,
            minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      ...(props.webAclArn ? { webAclId: props.webAclArn } : {}),
    });
    Validations.of(this.distribution).acknowledge({
      id: 'Annotation::@aws-cdk/aws-cloudfront-origins:listBucketSecurityRisk',
      reason:
        'LIST only makes S3 answer 404 instead of 403 for a missing file. No request can list the bucket: the routing function rewrites every path ending in "/" to a page or /404.html, and defaultRootObject is set.',
    });
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR1',
      reason:
        'A public marketing site for anyone, anywhere (Peruvian company with clients and candidates abroad): there is no country to block.',
    });
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR3',
      reason:
        'CloudFront standard logging (v2) is on, through CloudWatch Logs delivery (EdgeAccessLogs, in us-east-1 where CloudFront delivers them), not the legacy S3 logging this rule looks for; its fields leave out the viewer’s address, user agent, referrer, query and cookies (decision 027).',
    });
    if (!props.domainName) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'Without a custom domain the distribution uses the default *.cloudfront.net certificate, whose TLS policy cannot be set; with domainName the minimum is TLS 1.2 (TLSv1.2_2021).',
      });
    }
    if (!props.webAclArn) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR2',
        reason:
          'The operator turned the WAF off (enableWaf=false, decision 079): the API keeps its per-method stage throttle and its validation before any Lambda runs; docs/deployment.md says what is lost (no per-client limit).',
      });
    }

    // The pages go up only once every edge runs the functions that accept them.
    const rollout = new EdgeRollout(this, 'EdgeRollout', {
      distribution: this.distribution,
      functions: [viewerRequest, viewerResponse],
      release,
    });
    this.deployment = new SiteDeployment(this, 'Deployment', {
      siteDir: props.siteDir,
      bucket: this.bucket,
      distribution: this.distribution,
      pagesAfter: rollout.deployed,
    });
    new EdgeAccessLogs(this, 'EdgeAccessLogs', { distribution: this.distribution });
  }
}

/**
 * A ResponseHeadersPolicy with every header of security-headers.ts (the ones CloudFront has a
 * setting for, and the rest as custom headers), overriding the origin's, plus an optional CSP.
 */
function securityHeadersPolicy(
  scope: Construct,
  id: string,
  options: { purpose: string; comment: string; contentSecurityPolicy?: string },
): cloudfront.ResponseHeadersPolicy {
  const ownSetting = new Set([
    'Strict-Transport-Security',
    'X-Content-Type-Options',
    'X-Frame-Options',
    'Referrer-Policy',
  ]);
  return new cloudfront.ResponseHeadersPolicy(scope, id, {
    responseHeadersPolicyName: stackScopedName(scope, options.purpose),
    comment: options.comment,
    securityHeadersBehavior: {
      strictTransportSecurity: {
        accessControlMaxAge: Duration.seconds(hsts.maxAgeSeconds),
        includeSubdomains: hsts.includeSubDomains,
        preload: hsts.preload,
        override: true,
      },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
      referrerPolicy: {
        referrerPolicy: securityHeaders['Referrer-Policy'] as cloudfront.HeadersReferrerPolicy,
        override: true,
      },
      ...(options.contentSecurityPolicy
        ? {
            contentSecurityPolicy: {
              contentSecurityPolicy: options.contentSecurityPolicy,
              override: true,
            },
          }
        : {}),
    },
    customHeadersBehavior: {
      customHeaders: Object.entries(securityHeaders)
        .filter(([header]) => !ownSetting.has(header))
        .map(([header, value]) => ({ header, value, override: true })),
    },
  });
}
