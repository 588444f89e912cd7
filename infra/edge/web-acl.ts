/**
 * The optional WAF web ACL (enableWaf) on the CloudFront distribution: AWS's
 * managed common rule set for everything, and a per-IP rate limit on the API path.
 *
 * A CLOUDFRONT-scope web ACL can only be created in us-east-1, so a stack that
 * enables it must be deployed there: synth refuses another known region, and a
 * CloudFormation rule refuses it at deploy time when the region was not known.
 */
import { CfnRule, Fn, Stack, Token } from 'aws-cdk-lib';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

/** Requests per IP per 5 minutes on /website/ (two forms: people send a handful at most). */
export const API_RATE_LIMIT = 100;

export interface SiteWebAclProps {
  /** Path prefix of the API behaviour ('/website/'). */
  readonly apiPathPrefix: string;
}

export class SiteWebAcl extends Construct {
  readonly webAcl: wafv2.CfnWebACL;
  /** The WebACL dimension of its CloudWatch metrics. */
  readonly metricName = 'ayni-cloud-sitio';

  constructor(scope: Construct, id: string, props: SiteWebAclProps) {
    super(scope, id);

    const region = Stack.of(this).region;
    if (!Token.isUnresolved(region) && region !== 'us-east-1') {
      throw new Error(
        `enableWaf crea un web ACL de WAF para CloudFront, que AWS solo admite en us-east-1; esta pila va a ${region}. ` +
          'Despliega en us-east-1 (AWS_REGION=us-east-1) o deja enableWaf en false.',
      );
    }
    new CfnRule(this, 'WafNeedsUsEast1', {
      assertions: [
        {
          assert: Fn.conditionEquals(Stack.of(this).region, 'us-east-1'),
          assertDescription:
            'enableWaf: el web ACL de CloudFront solo puede crearse en us-east-1. Despliega en us-east-1 o usa enableWaf=false.',
        },
      ],
    });

    const visibility = (metricName: string): wafv2.CfnWebACL.VisibilityConfigProperty => ({
      cloudWatchMetricsEnabled: true,
      sampledRequestsEnabled: true,
      metricName,
    });

    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(this.metricName),
      rules: [
        {
          name: 'limite-api-por-ip',
          priority: 0,
          action: { block: {} },
          statement: {
            rateBasedStatement: {
              limit: API_RATE_LIMIT,
              aggregateKeyType: 'IP',
              scopeDownStatement: {
                byteMatchStatement: {
                  fieldToMatch: { uriPath: {} },
                  positionalConstraint: 'STARTS_WITH',
                  searchString: props.apiPathPrefix,
                  textTransformations: [{ priority: 0, type: 'NONE' }],
                },
              },
            },
          },
          visibilityConfig: visibility('limite-api-por-ip'),
        },
        {
          name: 'aws-reglas-comunes',
          priority: 1,
          overrideAction: { none: {} },
          statement: {
            managedRuleGroupStatement: {
              vendorName: 'AWS',
              name: 'AWSManagedRulesCommonRuleSet',
              // The rule set blocks bodies over 8 KB; the contract accepts messages up to
              // 16 KB (5 000 characters with accents), so that one rule only counts.
              ruleActionOverrides: [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }],
            },
          },
          visibilityConfig: visibility('aws-reglas-comunes'),
        },
      ],
    });
  }
}
