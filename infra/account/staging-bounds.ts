/**
 * What keeps staging off production in one account (decision 141). Staging deploys through a
 * bootstrap of its own (qualifier `aynistg`, infra/stages.ts) whose CloudFormation execution
 * role holds this policy instead of AdministratorAccess, and every role staging's stack creates
 * carries it as its permissions boundary. It allows what a website stack needs and denies
 * production's stack, its resources (CloudFormation tags each with its stack's name), the
 * default bootstrap production deploys through, the account setup's roles, and any role or
 * user created without this same boundary — so no template staging deploys, and no function it
 * creates, can reach production. Staging in an account of its own is still the stronger layout.
 */
import * as iam from 'aws-cdk-lib/aws-iam';
import { stages } from '../stages';

export const STAGING_BOUNDS_POLICY = 'AyniCloudStagingBounds';

/** The default bootstrap's stack, production's since before stages. */
const PRODUCTION_BOOTSTRAP_STACK = 'CDKToolkit';

export interface StagingBoundsProps {
  readonly partition: string;
  readonly account: string;
  /** The stack the account setup deploys (its roles are off limits too). */
  readonly accountStackName: string;
  /** Production's bootstrap qualifier. */
  readonly productionQualifier: string;
}

export const stagingBoundsArn = (partition: string, account: string) =>
  `arn:${partition}:iam::${account}:policy/${STAGING_BOUNDS_POLICY}`;

export function stagingBoundsStatements(props: StagingBoundsProps): iam.PolicyStatement[] {
  const { partition, account, accountStackName, productionQualifier } = props;
  const ownArn = stagingBoundsArn(partition, account);
  const offLimitsStacks = [
    stages.production.stackName,
    accountStackName,
    PRODUCTION_BOOTSTRAP_STACK,
  ];
  const deny = (sid: string, actions: string[], resources: string[], conditions?: object) =>
    new iam.PolicyStatement({
      sid,
      effect: iam.Effect.DENY,
      actions,
      resources,
      ...(conditions ? { conditions } : {}),
    });
  return [
    // A website stack creates many kinds of resource; the denies below are what bounds it.
    new iam.PolicyStatement({ sid: 'WebsiteStackResources', actions: ['*'], resources: ['*'] }),
    deny(
      'NotProductionStacks',
      ['cloudformation:*'],
      offLimitsStacks.map((name) => `arn:${partition}:cloudformation:*:${account}:stack/${name}/*`),
    ),
    deny('NotProductionResources', ['*'], ['*'], {
      StringEquals: { 'aws:ResourceTag/aws:cloudformation:stack-name': offLimitsStacks },
    }),
    deny(
      'NotProductionBootstrapNorDeployRoles',
      ['iam:*', 'sts:AssumeRole', 'sts:TagSession'],
      [
        `arn:${partition}:iam::${account}:role/cdk-${productionQualifier}-*`,
        `arn:${partition}:iam::${account}:role/${accountStackName}-*`,
        ownArn,
      ],
    ),
    deny(
      'NotProductionAssets',
      ['s3:*'],
      [
        `arn:${partition}:s3:::cdk-${productionQualifier}-assets-${account}-*`,
        `arn:${partition}:s3:::cdk-${productionQualifier}-assets-${account}-*/*`,
      ],
    ),
    deny(
      'EveryNewRoleBoundedLikeThis',
      [
        'iam:CreateRole',
        'iam:PutRolePermissionsBoundary',
        'iam:CreateUser',
        'iam:PutUserPermissionsBoundary',
      ],
      ['*'],
      { StringNotEquals: { 'iam:PermissionsBoundary': ownArn } },
    ),
    deny(
      'BoundaryStays',
      ['iam:DeleteRolePermissionsBoundary', 'iam:DeleteUserPermissionsBoundary'],
      ['*'],
    ),
  ];
}

/** The command that bootstraps a stage's own qualifier, bounded when it is staging's. */
export function bootstrapCommand(
  account: string,
  region: string,
  qualifier: string | undefined,
  partition = 'aws',
): string {
  const base = `npx cdk bootstrap aws://${account}/${region}`;
  if (!qualifier || qualifier !== stages.staging.bootstrapQualifier) return base;
  return (
    `${base} --qualifier ${qualifier} --toolkit-stack-name CDKToolkit-staging ` +
    `--cloudformation-execution-policies ${stagingBoundsArn(partition, account)}`
  );
}
