/**
 * The WAF web ACL on the CloudFront distribution (on unless enableWaf=false; decision 096):
 * a per-client limit on every public POST (decision 150), AWS's managed common rule set for
 * everything, and refusals of `/website/*` answered as the forms answer (decision 096 amends 079).
 *
 * The ACL sits on CloudFront, so the address it counts is the viewer's own (aggregate key IP),
 * never an X-Forwarded-For a client can write; the distribution answers over IPv4 only
 * (static-site.ts), so a client cannot multiply its limit by rotating the addresses of an IPv6
 * prefix. The rule set's rules that read the body never refuse a form post: a prospect may
 * paste an error with `<script>`, a path with `../` or the address 169.254.169.254, and the
 * handlers validate, and the mail escapes, whatever was typed.
 *
 * The rules that decide only label (count); the rules after them refuse, each in the voice
 * of the client: a script's JSON post gets the API's Spanish envelope (429 or 403), a form the
 * browser posted itself gets the 303 to its page's "not sent" panel that the handlers give.
 *
 * A CLOUDFRONT-scope web ACL can only be created in us-east-1, so a stack that
 * enables it must be deployed there: synth refuses another known region, and a
 * CloudFormation rule refuses it at deploy time when the region was not known.
 */
import { CfnRule, Fn, Stack, Token } from 'aws-cdk-lib';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { type ApiEndpoint, apiMessages, apiPaths } from '../../contract/contact-api';
import {
  API_PREFIX,
  BEHAVIOUR_FAILURE_PATH,
  CSP_REPORT_PATH,
} from '../../contract/contact-constants';
import { nativeResultLocation } from '../../contract/form-post';
import { envelopeTemplate } from '../api/gateway-responses';

/**
 * Each public POST under /website/, and its share per client address in CLIENT_WINDOW_SECONDS
 * (decision 150). Every POST there is counted by one of these; nothing the forms use is shared
 * with a client that could spend it (the stage's per-method throttle sits far above what a
 * hundred clients within these shares can send: infra/api/rest-api.ts).
 */
export const CLIENT_WINDOW_SECONDS = 300;

/** The form endpoints' common prefix: both forms share one count. */
const FORM_PATH_PREFIX = apiPaths.contact.slice(0, apiPaths.contact.lastIndexOf('/') + 1);

export const CLIENT_LIMITS = {
  /**
   * A person sends one form, or a few after fixing a field; invalid and honeypot posts count
   * too, but only against their own sender's share.
   */
  forms: { rule: 'limite-por-cliente', prefix: FORM_PATH_PREFIX, posts: 20 },
  /** A browser sends a report or two a page, and deduplicates them; a broken page a few more. */
  cspReports: { rule: 'limite-informes-csp', prefix: CSP_REPORT_PATH, posts: 30 },
  /** One report per behaviour that failed to start, on each page a visitor opens. */
  behaviourFailures: {
    rule: 'limite-informes-comportamiento',
    prefix: BEHAVIOUR_FAILURE_PATH,
    posts: 30,
  },
  /** Any other POST under /website/ (the API answers none of them): a stray client's. */
  otherPosts: { rule: 'limite-otros-post', prefix: API_PREFIX, posts: 10 },
} as const;

/** The form posts one address may make in a window (the alarms and the docs quote it). */
export const FORM_POSTS_PER_CLIENT = CLIENT_LIMITS.forms.posts;

/** The rules, by name: each is also the Rule dimension of its CloudWatch metrics. */
export const WAF_RULES = {
  rateLimit: CLIENT_LIMITS.forms.rule,
  commonRules: 'aws-reglas-comunes',
  apiRules: 'reglas-comunes-api',
  siteBlock: 'reglas-comunes-sitio',
  jsonTooMany: 'respuesta-json-429',
  jsonDenied: 'respuesta-json-403',
  contactForm: 'respuesta-formulario-contacto',
  applicationForm: 'respuesta-formulario-postulacion',
  apiOther: 'respuesta-api-403',
} as const;

/** The labels the deciding rules add (matched by name: WAF prefixes them with the ACL's namespace). */
const WAF_LABELS = {
  tooMany: 'ayni:limite-por-cliente',
  refused: 'ayni:reglas-comunes',
} as const;

/**
 * The common rule set's static version, pinned: AWS moves the default version when it chooses,
 * and a later version may bring a body rule that refuses form posts with no deploy of ours.
 * Version_1.19 is the static version AWS released on 2025-08-14 (AWS WAF Developer Guide, "AWS
 * Managed Rules changelog"). A newer one is adopted by changing this line, after reading its
 * rules against BODY_RULE_LABELS (docs/deployment.md, "Limits").
 */
export const COMMON_RULE_SET = {
  vendorName: 'AWS',
  name: 'AWSManagedRulesCommonRuleSet',
  version: 'Version_1.19',
} as const;

/** The labels AWSManagedRulesCommonRuleSet adds to what it matches. */
const COMMON_RULES_NAMESPACE = 'awswaf:managed:aws:core-rule-set:';

/**
 * The labels of the common rule set's rules that read the request body (AWS WAF Developer
 * Guide, "Baseline rule groups", Core rule set: SizeRestrictions_BODY, EC2MetaDataSSRF_BODY,
 * GenericLFI_BODY, GenericRFI_BODY, CrossSiteScripting_BODY). On /website/ they only label.
 */
export const BODY_RULE_LABELS = [
  'SizeRestrictions_Body',
  'EC2MetaDataSSRF_Body',
  'GenericLFI_Body',
  'GenericRFI_Body',
  'CrossSiteScripting_Body',
].map((name) => `${COMMON_RULES_NAMESPACE}${name}`);

/** The JSON answers the ACL gives a script on /website/*, keyed as its custom response bodies. */
const wafAnswers = {
  'demasiadas-solicitudes': { statusCode: 429, message: apiMessages.tooManyRequests },
  'acceso-denegado': { statusCode: 403, message: apiMessages.accessDenied },
} as const;
type AnswerKey = keyof typeof wafAnswers;

export interface SiteWebAclProps {
  /** Path prefix of the API behaviour ('/website/'). */
  readonly apiPathPrefix: string;
}

type Statement = wafv2.CfnWebACL.StatementProperty;

/** A decoded, lower-case match on the path, as the API behaviour sees it. */
const pathMatch = (
  searchString: string,
  positionalConstraint: 'STARTS_WITH' | 'EXACTLY',
): Statement => ({
  // Decoded and in lower case, so `/%57ebsite/` or `/WEBSITE/` cannot slip past a rule.
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint,
    searchString: searchString.toLowerCase(),
    textTransformations: [
      { priority: 0, type: 'URL_DECODE' },
      { priority: 1, type: 'LOWERCASE' },
    ],
  },
});
const label = (key: string): Statement => ({ labelMatchStatement: { scope: 'LABEL', key } });
/** Any label of the common rule set. */
const commonRuleMatched: Statement = {
  labelMatchStatement: { scope: 'NAMESPACE', key: COMMON_RULES_NAMESPACE },
};
const not = (statement: Statement): Statement => ({ notStatement: { statement } });
const and = (...statements: Statement[]): Statement => ({ andStatement: { statements } });
const or = (...statements: Statement[]): Statement => ({ orStatement: { statements } });

/** What a client limit counts: its prefix; the catch-all's, what no other limit counts. */
function clientLimitScope(prefix: string): Statement {
  if (prefix !== API_PREFIX) return pathMatch(prefix, 'STARTS_WITH');
  const counted = Object.values(CLIENT_LIMITS)
    .filter((limit) => limit.prefix !== API_PREFIX)
    .map((limit) => pathMatch(limit.prefix, 'STARTS_WITH'));
  return and(pathMatch(API_PREFIX, 'STARTS_WITH'), not(or(...counted)));
}

/** A POST, whatever the case a client writes it in. */
const isPost: Statement = {
  byteMatchStatement: {
    fieldToMatch: { method: {} },
    positionalConstraint: 'EXACTLY',
    searchString: 'POST',
    textTransformations: [{ priority: 0, type: 'NONE' }],
  },
};

/** The forms' scripts post JSON (frontend/src/behaviours/forms/api-client.ts); a browser posts its form URL-encoded. */
const isJson: Statement = {
  byteMatchStatement: {
    fieldToMatch: { singleHeader: { Name: 'content-type' } },
    positionalConstraint: 'CONTAINS',
    searchString: 'json',
    textTransformations: [{ priority: 0, type: 'LOWERCASE' }],
  },
};

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
    const apiPath = pathMatch(props.apiPathPrefix, 'STARTS_WITH');
    const refusedAtEdge = or(label(WAF_LABELS.tooMany), label(WAF_LABELS.refused));
    const blockJson = (key: AnswerKey): wafv2.CfnWebACL.RuleActionProperty => ({
      block: {
        customResponse: { responseCode: wafAnswers[key].statusCode, customResponseBodyKey: key },
      },
    });
    // The handlers' own answer to a native post that was not sent (contract/form-post.ts).
    const blockNative = (endpoint: ApiEndpoint): wafv2.CfnWebACL.RuleActionProperty => ({
      block: {
        customResponse: {
          responseCode: 303,
          responseHeaders: [
            { name: 'location', value: nativeResultLocation(endpoint, 'failed', undefined) },
            { name: 'cache-control', value: 'no-store' },
          ],
        },
      },
    });

    const rules: Omit<wafv2.CfnWebACL.RuleProperty, 'priority' | 'visibilityConfig'>[] = [
      // Label each client's posts beyond its endpoint's share; the answer rules below refuse them.
      ...Object.values(CLIENT_LIMITS).map(({ rule, prefix, posts }) => ({
        name: rule,
        action: { count: {} },
        ruleLabels: [{ name: WAF_LABELS.tooMany }],
        statement: {
          rateBasedStatement: {
            limit: posts,
            evaluationWindowSec: CLIENT_WINDOW_SECONDS,
            // The viewer's address as CloudFront received the connection.
            aggregateKeyType: 'IP',
            scopeDownStatement: and(isPost, clientLimitScope(prefix)),
          },
        },
      })),
      {
        // Counts and labels only: the rules after it decide what refuses what.
        name: WAF_RULES.commonRules,
        overrideAction: { count: {} },
        statement: {
          managedRuleGroupStatement: { ...COMMON_RULE_SET },
        },
      },
      {
        // On /website/, what the rule set finds outside the body (a bad bot's user agent, a
        // path or query that attacks) is refused; the body is the handlers' to judge.
        name: WAF_RULES.apiRules,
        action: { count: {} },
        ruleLabels: [{ name: WAF_LABELS.refused }],
        statement: and(apiPath, commonRuleMatched, not(or(...BODY_RULE_LABELS.map(label)))),
      },
      {
        // The pages are GETs without a body: any label of the rule set blocks.
        name: WAF_RULES.siteBlock,
        action: { block: {} },
        statement: and(not(apiPath), commonRuleMatched),
      },
      {
        name: WAF_RULES.jsonTooMany,
        action: blockJson('demasiadas-solicitudes'),
        statement: and(label(WAF_LABELS.tooMany), isJson),
      },
      {
        name: WAF_RULES.jsonDenied,
        action: blockJson('acceso-denegado'),
        statement: and(label(WAF_LABELS.refused), isJson),
      },
      {
        name: WAF_RULES.contactForm,
        action: blockNative('contact'),
        statement: and(refusedAtEdge, pathMatch(apiPaths.contact, 'EXACTLY')),
      },
      {
        name: WAF_RULES.applicationForm,
        action: blockNative('application'),
        statement: and(refusedAtEdge, pathMatch(apiPaths.application, 'EXACTLY')),
      },
      {
        // Anything else refused under /website/ (another path, a stray method).
        name: WAF_RULES.apiOther,
        action: blockJson('acceso-denegado'),
        statement: refusedAtEdge,
      },
    ];

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
      rules: rules.map((rule, priority) => ({
        ...rule,
        priority,
        visibilityConfig: visibility(rule.name),
      })),
    });
  }
}
