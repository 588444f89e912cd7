/**
 * The WAF web ACL on the CloudFront distribution (on unless enableWaf=false, decision 079):
 * a per-client rate limit on the API path, and AWS's managed common rule set for everything.
 *
 * The ACL sits on CloudFront, so the address it counts is the viewer's own (aggregate key IP),
 * never an X-Forwarded-For a client can write. Its refusals of `/website/*` are the API's
 * Spanish JSON envelope, as API Gateway's own answers are (gateway-responses.ts), so the forms
 * show a message instead of CloudFront's HTML 403: 429 for the rate limit, 403 for the rest.
 *
 * A CLOUDFRONT-scope web ACL can only be created in us-east-1, so a stack that
 * enables it must be deployed there: synth refuses another known region, and a
 * CloudFormation rule refuses it at deploy time when the region was not known.
 */
import { CfnRule, Fn, Stack, Token } from 'aws-cdk-lib';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { apiMessages } from '../../contract/contact-api';
import { envelopeTemplate } from '../api/gateway-responses';

/** Requests per client address per 5 minutes on /website/ (two forms: people send a handful at most). */
export const API_RATE_LIMIT = 100;

/** The rules, by name: each is also the Rule dimension of its CloudWatch metrics. */
export const WAF_RULES = {
  rateLimit: 'limite-api-por-ip',
  commonRules: 'aws-reglas-comunes',
  apiBlock: 'reglas-comunes-api',
  siteBlock: 'reglas-comunes-sitio',
} as const;

/** The labels AWSManagedRulesCommonRuleSet adds to what it matches. */
const COMMON_RULES_NAMESPACE = 'awswaf:managed:aws:core-rule-set:';
/**
 * Bodies over 8 KB: the contract accepts messages up to 16 KB (5 000 characters with accents),
 * so this label alone never blocks.
 */
const BODY_SIZE_LABEL = `${COMMON_RULES_NAMESPACE}SizeRestrictions_Body`;

/** The answers the ACL gives on /website/*, keyed as its custom response bodies. */
export const wafAnswers = {
  'demasiadas-solicitudes': { statusCode: 429, message: apiMessages.tooManyRequests },
  'acceso-denegado': { statusCode: 403, message: apiMessages.accessDenied },
} as const;
type AnswerKey = keyof typeof wafAnswers;

export interface SiteWebAclProps {
  /** Path prefix of the API behaviour ('/website/'). */
  readonly apiPathPrefix: string;
}

export class SiteWebAcl extends Construct {
  readonly webAcl: wafv2.CfnWebACL;
  /** The WebACL dimension of its CloudWatch metrics: the stack's name, so no other stack shares it. */
  readonly metricName: string;

  constructor(scope: Construct, id: string, props: SiteWebAclProps) {
    super(scope, id);
    const stack = Stack.of(this);
    this.metricName = `${stack.stackName}-sitio`;

    const region = stack.region;
    if (!Token.isUnresolved(region) && region !== 'us-east-1') {
      throw new Error(
        `enableWaf (activado por defecto) crea un web ACL de WAF para CloudFront, que AWS solo admite en us-east-1; esta pila va a ${region}. ` +
          'Despliega en us-east-1 (AWS_REGION=us-east-1) o desactiva el límite por cliente con -c enableWaf=false (docs/deployment.md).',
      );
    }
    new CfnRule(this, 'WafNeedsUsEast1', {
      assertions: [
        {
          assert: Fn.conditionEquals(stack.region, 'us-east-1'),
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
    // The path as the API behaviour matches it: decoded and in lower case, so `/%57ebsite/`
    // or `/WEBSITE/` cannot slip past the limit.
    const apiPath: wafv2.CfnWebACL.StatementProperty = {
      byteMatchStatement: {
        fieldToMatch: { uriPath: {} },
        positionalConstraint: 'STARTS_WITH',
        searchString: props.apiPathPrefix.toLowerCase(),
        textTransformations: [
          { priority: 0, type: 'URL_DECODE' },
          { priority: 1, type: 'LOWERCASE' },
        ],
      },
    };
    const commonRuleMatched: wafv2.CfnWebACL.StatementProperty = {
      labelMatchStatement: { scope: 'NAMESPACE', key: COMMON_RULES_NAMESPACE },
    };
    const not = (statement: wafv2.CfnWebACL.StatementProperty) => ({
      notStatement: { statement },
    });
    const blockWith = (key: AnswerKey): wafv2.CfnWebACL.RuleActionProperty => ({
      block: {
        customResponse: { responseCode: wafAnswers[key].statusCode, customResponseBodyKey: key },
      },
    });

    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(this.metricName),
      customResponseBodies: Object.fromEntries(
        Object.entries(wafAnswers).map(([key, answer]) => [
          key,
          { contentType: 'APPLICATION_JSON', content: envelopeTemplate(answer) },
        ]),
      ),
      rules: [
        {
          name: WAF_RULES.rateLimit,
          priority: 0,
          action: blockWith('demasiadas-solicitudes'),
          statement: {
            rateBasedStatement: {
              limit: API_RATE_LIMIT,
              // The viewer's address as CloudFront received the connection.
              aggregateKeyType: 'IP',
              scopeDownStatement: apiPath,
            },
          },
          visibilityConfig: visibility(WAF_RULES.rateLimit),
        },
        {
          // Counts and labels only: the two rules after it block, each with its own answer.
          name: WAF_RULES.commonRules,
          priority: 1,
          overrideAction: { count: {} },
          statement: {
            managedRuleGroupStatement: { vendorName: 'AWS', name: 'AWSManagedRulesCommonRuleSet' },
          },
          visibilityConfig: visibility(WAF_RULES.commonRules),
        },
        {
          name: WAF_RULES.apiBlock,
          priority: 2,
          action: blockWith('acceso-denegado'),
          statement: {
            andStatement: {
              statements: [
                apiPath,
                commonRuleMatched,
                not({ labelMatchStatement: { scope: 'LABEL', key: BODY_SIZE_LABEL } }),
              ],
            },
          },
          visibilityConfig: visibility(WAF_RULES.apiBlock),
        },
        {
          // The pages are GETs without a body: any label of the rule set blocks.
          name: WAF_RULES.siteBlock,
          priority: 3,
          action: { block: {} },
          statement: { andStatement: { statements: [not(apiPath), commonRuleMatched] } },
          visibilityConfig: visibility(WAF_RULES.siteBlock),
        },
      ],
    });
  }
}
