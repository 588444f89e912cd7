/**
 * Uploads the build to the site bucket in two passes with the cache rules of
 * cache-policy.ts: hashed assets (immutable, never pruned), then everything else
 * (revalidated, pruned, CDN invalidated). Decision 032 says why.
 */
import { DefaultStackSynthesizer, RemovalPolicy, Stack, Token, Validations } from 'aws-cdk-lib';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { Construct, type IDependable } from 'constructs';
import { BASIC_EXECUTION_ROLE, partitionAsNagWritesIt } from '../nag-findings';
import { ASSETS_PREFIX, IMMUTABLE, REVALIDATE } from './cache-policy';

export interface SiteDeploymentProps {
  /** The built site (build/client). */
  readonly siteDir: string;
  readonly bucket: s3.Bucket;
  readonly distribution: cloudfront.IDistribution;
  /** The pages are uploaded only once this is complete (every edge runs the new functions). */
  readonly pagesAfter?: IDependable;
}

export class SiteDeployment extends Construct {
  constructor(scope: Construct, id: string, props: SiteDeploymentProps) {
    super(scope, id);

    // Hashed assets first (the new pages reference them), cached for a year; old assets are
    // kept so a visitor still on the previous pages can load the chunks those pages import.
    const deploymentLogs = new logs.LogGroup(this, 'DeploymentLogs', {
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const assets = new s3deploy.BucketDeployment(this, 'DeployAssets', {
      sources: [s3deploy.Source.asset(props.siteDir)],
      destinationBucket: props.bucket,
      exclude: ['*'],
      include: [`${ASSETS_PREFIX}*`],
      prune: false,
      cacheControl: [s3deploy.CacheControl.fromString(IMMUTABLE)],
      memoryLimit: 1024,
      logGroup: deploymentLogs,
    });
    // Then pages, sitemap, robots and icons: revalidated on every visit, stale ones pruned,
    // and the CDN's copies invalidated.
    const pages = new s3deploy.BucketDeployment(this, 'DeployPages', {
      sources: [s3deploy.Source.asset(props.siteDir)],
      destinationBucket: props.bucket,
      exclude: [`${ASSETS_PREFIX}*`],
      prune: true,
      cacheControl: [s3deploy.CacheControl.fromString(REVALIDATE)],
      distribution: props.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 1024,
      logGroup: deploymentLogs,
    });
    pages.node.addDependency(assets);
    if (props.pagesAfter) pages.node.addDependency(props.pagesAfter);
    // Both deployments share CDK's singleton upload function and its role.
    const deploymentReason =
      "CDK's own BucketDeployment upload function: its wildcards read the build from CDK's asset bucket and sync (put, delete) objects in this site bucket only; the invalidation action supports no resource-level permission.";
    Validations.of(pages.handlerRole).acknowledge(
      {
        id: `AwsSolutions-IAM4[Policy::${BASIC_EXECUTION_ROLE}]`,
        reason:
          "CDK's own BucketDeployment upload function: AWSLambdaBasicExecutionRole only lets it write its own logs.",
      },
      ...deploymentWildcards(props.bucket).map((finding) => ({
        id: `AwsSolutions-IAM5[${finding}]`,
        reason: deploymentReason,
      })),
    );
    const uploadFunction = Stack.of(this).node.children.find((child) =>
      child.node.id.startsWith('Custom::CDKBucketDeployment'),
    );
    if (uploadFunction) {
      Validations.of(uploadFunction).acknowledge({
        id: 'AwsSolutions-L1',
        reason:
          "CDK's own BucketDeployment upload function runs the Python runtime CDK pins and tests with its bundled AWS CLI layer; our own Lambdas run Node.js 24.",
      });
    }
  }
}

/**
 * The wildcard findings cdk-nag reports on CDK's BucketDeployment role, by name. The asset
 * bucket's ARN carries the stack's account and region: tokens in an environment-agnostic synth
 * (`npm run synth` without credentials), literal once the CLI knows the account (`cdk deploy`).
 */
function deploymentWildcards(bucket: s3.Bucket): string[] {
  const stack = Stack.of(bucket);
  const region = Token.isUnresolved(stack.region) ? '<AWS::Region>' : stack.region;
  const account = Token.isUnresolved(stack.account) ? '<AWS::AccountId>' : stack.account;
  const partition = partitionAsNagWritesIt(bucket);
  const bucketLogicalId = stack.getLogicalId(bucket.node.defaultChild as s3.CfnBucket);
  // The stage's own bootstrap (infra/stages.ts) names the bucket when its synthesizer has one.
  const qualifier =
    stack.synthesizer.bootstrapQualifier ??
    (stack.node.tryGetContext('@aws-cdk/core:bootstrapQualifier') as string | undefined) ??
    DefaultStackSynthesizer.DEFAULT_QUALIFIER;
  return [
    'Action::s3:GetObject*',
    'Action::s3:GetBucket*',
    'Action::s3:List*',
    'Action::s3:DeleteObject*',
    'Action::s3:Abort*',
    `Resource::arn:${partition}:s3:::cdk-${qualifier}-assets-${account}-${region}/*`,
    `Resource::<${bucketLogicalId}.Arn>/*`,
    'Resource::*',
  ];
}
