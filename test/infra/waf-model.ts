/**
 * A model of AWS WAF evaluating the stack's web ACL, so that what the ACL does to real
 * requests can be tested offline: its rules in priority order, each statement as the AWS WAF
 * Developer Guide describes it (byte match with its text transformations, label match by
 * name or namespace, and/or/not, a rate-based rule counting per address over its window),
 * Count rules adding their labels, the first Block answering with its custom response.
 *
 * The managed common rule set (CRS) is AWS's and cannot run here: `commonRuleSetLabels`
 * models its documented rules (AWS WAF Developer Guide, "Baseline rule groups", Core rule set)
 * by the request component each inspects and a deliberately eager pattern, so that a corpus of
 * real messages triggers them at least as often as AWS's would.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

export interface WafRequest {
  readonly method: string;
  /** The path as the viewer sent it (percent-encoded). */
  readonly path: string;
  readonly query?: string;
  /** Header names in lower case. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string;
  readonly clientIp: string;
}

export type WafVerdict =
  | { readonly action: 'allow'; readonly labels: readonly string[] }
  | {
      readonly action: 'block';
      readonly rule: string;
      readonly status: number;
      readonly headers: Readonly<Record<string, string>>;
      readonly body?: { readonly contentType: string; readonly content: string };
      readonly labels: readonly string[];
    };

const CRS = 'awswaf:managed:aws:core-rule-set:';

const decode = (text: string) => {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return text;
  }
};

/** Patterns as eager as the rule set's, or more: a false alarm here only makes the test stricter. */
const looksLike = {
  crossSiteScripting: (text: string) =>
    /<\s*script|javascript:|\bon\w+\s*=|<\s*img[^>]*src/i.test(text),
  localFileInclusion: (text: string) => /\.\.[\\/]/.test(text),
  remoteFileInclusion: (text: string) => /https?:\/\/\d{1,3}(?:\.\d{1,3}){3}/i.test(text),
  metadataSsrf: (text: string) => /169\.254\.169\.254/.test(text),
};

/** The labels the common rule set adds to a request, by the component each rule inspects. */
export function commonRuleSetLabels(request: WafRequest): string[] {
  const labels: string[] = [];
  const add = (name: string) => labels.push(`${CRS}${name}`);
  const agent = request.headers['user-agent'];
  if (!agent) add('NoUserAgent_Header');
  else if (/nessus|nmap|sqlmap|nikto/i.test(agent)) add('BadBots_Header');
  const query = request.query ?? '';
  const body = request.body ?? '';
  if (query.length > 2048) add('SizeRestrictions_QueryString');
  if (request.path.length > 1024) add('SizeRestrictions_URIPath');
  if (Buffer.byteLength(body) > 8192) add('SizeRestrictions_Body');
  const parts = {
    Body: [body, decode(body)].join('\n'),
    QueryArguments: decode(query),
    URIPath: decode(request.path),
  };
  for (const [component, text] of Object.entries(parts)) {
    if (looksLike.metadataSsrf(text)) add(`EC2MetaDataSSRF_${component}`);
    if (looksLike.localFileInclusion(text)) add(`GenericLFI_${component}`);
    if (looksLike.remoteFileInclusion(text)) add(`GenericRFI_${component}`);
    if (looksLike.crossSiteScripting(text)) add(`CrossSiteScripting_${component}`);
  }
  if (/\.(?:log|ini|bak|cfg|conf)$/i.test(request.path)) add('RestrictedExtensions_URIPath');
  return labels;
}

function transform(text: string, transformations: readonly Json[]): string {
  return [...transformations]
    .sort((a, b) => a.Priority - b.Priority)
    .reduce((value, { Type }) => {
      if (Type === 'URL_DECODE') return decode(value);
      if (Type === 'LOWERCASE') return value.toLowerCase();
      if (Type === 'NONE') return value;
      throw new Error(`Transformación sin modelo: ${Type}`);
    }, text);
}

function fieldValue(request: WafRequest, field: Json): string | undefined {
  if (field.UriPath) return request.path;
  if (field.Method) return request.method;
  if (field.SingleHeader) return request.headers[String(field.SingleHeader.Name).toLowerCase()];
  throw new Error(`Campo sin modelo: ${JSON.stringify(field)}`);
}

/** The ACL's evaluation of a sequence of requests: rate-based rules remember each address. */
export class WafModel {
  private readonly counts = new Map<string, number>();

  constructor(
    private readonly acl: Json,
    /** The namespace WAF gives the ACL's own labels (account and ACL name in AWS). */
    private readonly ownNamespace = 'awswaf:111122223333:webacl:sitio:',
  ) {}

  evaluate(request: WafRequest): WafVerdict {
    const labels: string[] = [];
    const rules = [...(this.acl.Rules as Json[])].sort((a, b) => a.Priority - b.Priority);
    for (const rule of rules) {
      const statement = rule.Statement;
      if (statement.ManagedRuleGroupStatement) {
        const added = commonRuleSetLabels(request);
        labels.push(...added);
        if (added.length > 0 && !rule.OverrideAction?.Count) {
          return { action: 'block', rule: rule.Name, status: 403, headers: {}, labels };
        }
        continue;
      }
      if (!this.matches(statement, request, labels, rule.Name)) continue;
      if (rule.Action.Count) {
        for (const { Name } of rule.RuleLabels ?? []) labels.push(`${this.ownNamespace}${Name}`);
        continue;
      }
      if (rule.Action.Allow) return { action: 'allow', labels };
      const custom = rule.Action.Block.CustomResponse;
      const bodyKey = custom?.CustomResponseBodyKey;
      const body = bodyKey ? this.acl.CustomResponseBodies[bodyKey] : undefined;
      return {
        action: 'block',
        rule: rule.Name,
        status: custom?.ResponseCode ?? 403,
        headers: Object.fromEntries(
          (custom?.ResponseHeaders ?? []).map((h: Json) => [h.Name.toLowerCase(), h.Value]),
        ),
        ...(body ? { body: { contentType: body.ContentType, content: body.Content } } : {}),
        labels,
      };
    }
    if (!this.acl.DefaultAction.Allow) throw new Error('Acción por defecto sin modelo');
    return { action: 'allow', labels };
  }

  private matches(statement: Json, request: WafRequest, labels: string[], rule: string): boolean {
    const [kind, body] = Object.entries(statement)[0] as [string, Json];
    switch (kind) {
      case 'AndStatement':
        return body.Statements.every((s: Json) => this.matches(s, request, labels, rule));
      case 'OrStatement':
        return body.Statements.some((s: Json) => this.matches(s, request, labels, rule));
      case 'NotStatement':
        return !this.matches(body.Statement, request, labels, rule);
      case 'LabelMatchStatement':
        return body.Scope === 'NAMESPACE'
          ? labels.some((label) => label.startsWith(body.Key))
          : labels.some((label) => label === body.Key || label.endsWith(`:${body.Key}`));
      case 'ByteMatchStatement': {
        const raw = fieldValue(request, body.FieldToMatch);
        if (raw === undefined) return false;
        const value = transform(raw, body.TextTransformations);
        const search = body.SearchString as string;
        switch (body.PositionalConstraint) {
          case 'EXACTLY':
            return value === search;
          case 'STARTS_WITH':
            return value.startsWith(search);
          case 'ENDS_WITH':
            return value.endsWith(search);
          case 'CONTAINS':
            return value.includes(search);
          default:
            throw new Error(`Posición sin modelo: ${body.PositionalConstraint}`);
        }
      }
      case 'RateBasedStatement': {
        if (body.AggregateKeyType !== 'IP') throw new Error('Clave de agregación sin modelo');
        const scoped = body.ScopeDownStatement
          ? this.matches(body.ScopeDownStatement, request, labels, rule)
          : true;
        if (!scoped) return false;
        // Every request in scope counts, refused or not; beyond the limit the rule matches.
        const key = `${rule}|${request.clientIp}`;
        const count = (this.counts.get(key) ?? 0) + 1;
        this.counts.set(key, count);
        return count > body.Limit;
      }
      default:
        throw new Error(`Sentencia sin modelo: ${kind}`);
    }
  }
}
