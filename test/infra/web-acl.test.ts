/**
 * The WAF web ACL on the distribution, on by default (decision 096): each client may post the
 * forms FORM_POSTS_PER_CLIENT times in five minutes, what a prospect writes is never a reason to
 * refuse, and every refusal of a form reaches the visitor as the form's own "not sent" result —
 * the API's Spanish JSON for a script, the 303 to the page's panel for a browser without one.
 * Checked on the template, and by running real messages through a model of WAF (waf-model.ts).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiMessages, apiPaths } from '../../contract/contact-api';
import { formPages, resultFragments } from '../../contract/form-post';
import { METHOD_THROTTLE } from '../../infra/api/rest-api';
import {
  BODY_RULE_LABELS,
  CLIENT_LIMITS,
  CLIENT_WINDOW_SECONDS,
  FORM_POSTS_PER_CLIENT,
  WAF_RULES,
} from '../../infra/edge/web-acl';
import { type Json, STACK_NAME, only, resources } from './fixture';
import { WafModel, type WafRequest, commonRuleSetLabels } from './waf-model';

vi.setConfig({ testTimeout: 120_000 });

const acl = () => only('AWS::WAFv2::WebACL')[1].Properties;
const rule = (name: string) => {
  const found = (acl().Rules as Json[]).find((r) => r.Name === name);
  expect(found, name).toBeDefined();
  return found!;
};

const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15';

/** A script's post, as frontend/src/behaviours/forms/api-client.ts sends it. */
const jsonPost = (path: string, mensaje: string, clientIp = '190.234.10.20'): WafRequest => ({
  method: 'POST',
  path,
  headers: { 'user-agent': BROWSER, 'content-type': 'application/json' },
  body: JSON.stringify({
    Nombres: 'Rosa Quispe',
    Telefono: 987654321,
    Email: 'rosa@empresa.pe',
    Mensaje: mensaje,
  }),
  clientIp,
});

/** The same form posted by the browser itself (no script). */
const nativePost = (path: string, mensaje: string, clientIp = '190.234.10.20'): WafRequest => ({
  method: 'POST',
  path,
  headers: { 'user-agent': BROWSER, 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams({
    Nombres: 'Rosa Quispe',
    Telefono: '987654321',
    Email: 'rosa@empresa.pe',
    Mensaje: mensaje,
  }).toString(),
  clientIp,
});

/** What prospects of a cloud consultancy write: errors, paths, addresses, queries they paste. */
const corpus = [
  'Hola, al desplegar en Amplify la consola muestra: Uncaught TypeError en <script src="/static/js/main.4f2a.js"> línea 12. ¿Pueden revisarlo?',
  'El job de Jenkins falla con open("../../config/application.yml"): No such file or directory',
  'Desde el contenedor no llegamos a http://169.254.169.254/latest/meta-data/iam/security-credentials/ y el SDK no obtiene credenciales.',
  "La consulta SELECT * FROM clientes WHERE ruc = '20123456789' OR estado = 'ACTIVO'; tarda 40 s en RDS.",
  'El webhook llama a http://10.0.3.15:8080/api/v1/pedidos y responde 502 Bad Gateway desde el ALB.',
  'Encontramos <img src=x onerror=alert(1)> en un comentario de nuestra web, ¿fue un ataque?',
  'Ruta del IIS: C:\\inetpub\\wwwroot\\..\\web.config; necesitamos migrarlo a Elastic Beanstalk.',
  'Los enlaces del menú usan href="javascript:void(0)" y el auditor lo marcó.',
  'curl -X GET https://api.ejemplo.pe/../../etc/passwd devolvió 400, ¿está bien configurado el WAF?',
  `Adjunto el log completo:\n${'2026-11-27T10:15:00Z ERROR [pool-3] Connection refused: db.interna:5432\n'.repeat(120)}`,
];

describe('the web ACL', () => {
  it('limits each client’s form posts: its address as CloudFront received it, over five minutes', () => {
    const limit = rule(WAF_RULES.rateLimit);
    expect(limit.Priority).toBe(0);
    expect(limit.Statement.RateBasedStatement).toMatchObject({
      Limit: FORM_POSTS_PER_CLIENT,
      EvaluationWindowSec: CLIENT_WINDOW_SECONDS,
      // The address CloudFront received the connection from, not a header a client writes.
      AggregateKeyType: 'IP',
    });
    expect(FORM_POSTS_PER_CLIENT).toBeLessThanOrEqual(20);
    // It labels; the answer rules after it refuse in the client's own terms.
    expect(limit.Action).toEqual({ Count: {} });
    // The distribution answers over IPv4 only: no client holds a prefix of addresses to rotate.
    const distribution = only('AWS::CloudFront::Distribution')[1].Properties.DistributionConfig;
    expect(distribution.IPV6Enabled).toBe(false);
  });

  it('answers a script with the envelope the forms read, in Spanish', () => {
    const bodies = acl().CustomResponseBodies;
    expect(Object.keys(bodies).sort()).toEqual(['acceso-denegado', 'demasiadas-solicitudes']);
    for (const body of Object.values(bodies) as Json[]) {
      expect(body.ContentType).toBe('APPLICATION_JSON');
    }
    expect(JSON.parse(bodies['demasiadas-solicitudes'].Content)).toEqual({
      statusCode: 429,
      message: apiMessages.tooManyRequests,
    });
    expect(JSON.parse(bodies['acceso-denegado'].Content)).toEqual({
      statusCode: 403,
      message: apiMessages.accessDenied,
    });
  });

  it('the common rule set only labels; its body rules never refuse /website/', () => {
    const common = rule(WAF_RULES.commonRules);
    expect(common.OverrideAction).toEqual({ Count: {} });
    expect(common.Statement.ManagedRuleGroupStatement).toMatchObject({
      VendorName: 'AWS',
      Name: 'AWSManagedRulesCommonRuleSet',
    });
    // Every rule of the set that reads the body (the model's labels for a body) is excluded.
    const bodyLabels = commonRuleSetLabels({
      method: 'POST',
      path: '/x',
      headers: { 'user-agent': BROWSER },
      body: `<script>../ http://10.0.0.1/ 169.254.169.254 ${'x'.repeat(9000)}`,
      clientIp: '1.1.1.1',
    });
    expect([...bodyLabels].sort()).toEqual([...BODY_RULE_LABELS].sort());
    const api = JSON.stringify(rule(WAF_RULES.apiRules).Statement);
    for (const label of BODY_RULE_LABELS) expect(api).toContain(label);
    expect(rule(WAF_RULES.siteBlock).Action).toEqual({ Block: {} });
  });

  it('its metrics carry the stack’s name, so another stack’s never feed these alarms', () => {
    expect(acl().VisibilityConfig.MetricName).toBe(`${STACK_NAME}-sitio`);
    for (const r of acl().Rules as Json[]) {
      expect(r.VisibilityConfig).toEqual({
        CloudWatchMetricsEnabled: true,
        SampledRequestsEnabled: true,
        MetricName: r.Name,
      });
    }
  });
});

describe('what the web ACL does to real requests (a model of WAF)', () => {
  let waf: WafModel;
  beforeEach(() => {
    waf = new WafModel(acl());
  });

  const contactFailed = `${formPages.contact}#${resultFragments.contact.failed}`;
  const applicationFailed = `${formPages.application}#${resultFragments.application.failed}`;

  it.each(corpus.map((text, index) => [index, text]))(
    'message %i of the corpus goes through, from a script and from a bare form, to both forms',
    (_, text) => {
      for (const request of [
        jsonPost(apiPaths.contact, text),
        nativePost(apiPaths.contact, text),
        jsonPost(apiPaths.application, text),
        nativePost(apiPaths.application, text),
      ]) {
        const verdict = waf.evaluate(request);
        expect(verdict, `${request.headers['content-type']} → ${request.path}`).toMatchObject({
          action: 'allow',
        });
      }
    },
  );

  it('the corpus is not harmless: the rule set flags most of it, and a page’s query with it is blocked', () => {
    let flagged = 0;
    for (const text of corpus) {
      const posted = waf.evaluate(jsonPost(apiPaths.contact, text));
      if (posted.labels.some((label) => BODY_RULE_LABELS.includes(label))) flagged++;
      const page: WafRequest = {
        method: 'GET',
        path: '/contacto',
        query: `q=${encodeURIComponent(text.slice(0, 1500))}`,
        headers: { 'user-agent': BROWSER },
        clientIp: '190.234.10.20',
      };
      const onPage = waf.evaluate(page);
      if (onPage.labels.some((label) => label.includes('core-rule-set'))) {
        expect(onPage, text).toMatchObject({ action: 'block', rule: WAF_RULES.siteBlock });
      }
    }
    expect(flagged).toBeGreaterThanOrEqual(corpus.length - 2);
  });

  it(`a client’s ${FORM_POSTS_PER_CLIENT + 1}th post in five minutes is refused as the form’s own “not sent”; other clients go on`, () => {
    const ip = '200.48.225.130';
    for (let i = 0; i < FORM_POSTS_PER_CLIENT; i++) {
      // Refused or honeypot posts count as much as good ones, against their sender only.
      expect(waf.evaluate(jsonPost(apiPaths.contact, `intento ${i}`, ip)).action).toBe('allow');
    }
    expect(waf.evaluate(jsonPost(apiPaths.contact, 'uno más', ip))).toMatchObject({
      action: 'block',
      status: 429,
      body: {
        contentType: 'APPLICATION_JSON',
        content: JSON.stringify({ statusCode: 429, message: apiMessages.tooManyRequests }),
      },
    });
    // Without scripts, the browser lands on the form's page at its "not sent" panel.
    expect(waf.evaluate(nativePost(apiPaths.contact, 'uno más', ip))).toMatchObject({
      action: 'block',
      status: 303,
      headers: { location: contactFailed, 'cache-control': 'no-store' },
    });
    expect(waf.evaluate(nativePost(apiPaths.application, 'uno más', ip))).toMatchObject({
      status: 303,
      headers: { location: applicationFailed },
    });
    expect(waf.evaluate(jsonPost(apiPaths.contact, 'otra persona', '181.65.1.2')).action).toBe(
      'allow',
    );
    // The pages stay open to the same client.
    expect(
      waf.evaluate({ method: 'GET', path: '/', headers: { 'user-agent': BROWSER }, clientIp: ip }),
    ).toMatchObject({ action: 'allow' });
  });

  it('a scanner’s post (its user agent) is refused in the client’s own terms; its pages with a plain block', () => {
    const scanner = (request: WafRequest): WafRequest => ({
      ...request,
      headers: { ...request.headers, 'user-agent': 'sqlmap/1.8' },
    });
    expect(waf.evaluate(scanner(jsonPost(apiPaths.contact, 'hola')))).toMatchObject({
      action: 'block',
      status: 403,
      body: { content: JSON.stringify({ statusCode: 403, message: apiMessages.accessDenied }) },
    });
    expect(waf.evaluate(scanner(nativePost(apiPaths.application, 'hola')))).toMatchObject({
      status: 303,
      headers: { location: applicationFailed },
    });
    expect(
      waf.evaluate(scanner({ method: 'GET', path: '/', headers: {}, clientIp: '1.2.3.4' })),
    ).toMatchObject({ action: 'block', rule: WAF_RULES.siteBlock, status: 403 });
  });

  it('decoding or case cannot slip a post past the limit', () => {
    const ip = '38.25.1.1';
    for (let i = 0; i < FORM_POSTS_PER_CLIENT; i++) {
      waf.evaluate(jsonPost('/%57ebsite/contacto/formulario', `x${i}`, ip));
    }
    expect(waf.evaluate(jsonPost('/WEBSITE/contacto/formulario', 'x', ip))).toMatchObject({
      action: 'block',
      status: 429,
    });
  });
});

/** The path of each POST method the API answers, read from the template's resource tree. */
function apiPostPaths(): string[] {
  const parts = new Map(
    resources('AWS::ApiGateway::Resource').map(([id, r]) => [id, r.Properties as Json]),
  );
  const pathOf = (id: string): string => {
    const resource = parts.get(id)!;
    const parent = resource.ParentId.Ref as string | undefined;
    return `${parent ? pathOf(parent) : ''}/${resource.PathPart}`;
  };
  return resources('AWS::ApiGateway::Method')
    .filter(([, m]) => m.Properties.HttpMethod === 'POST')
    .map(([, m]) => pathOf(m.Properties.ResourceId.Ref as string));
}

describe('every public POST has a per-client limit; none the forms share (decision 150)', () => {
  const limitOf = (path: string) =>
    Object.values(CLIENT_LIMITS).find(
      (limit) => limit.prefix !== '/website/' && path.startsWith(limit.prefix),
    ) ?? CLIENT_LIMITS.otherPosts;

  it('the API’s POSTs are the two forms and the two reports', () => {
    expect(apiPostPaths().sort()).toEqual(
      [
        apiPaths.contact,
        apiPaths.application,
        '/website/behaviour-failure',
        '/website/csp-report',
      ].sort(),
    );
  });

  it.each([...apiPostPaths(), '/website/otra-ruta'])(
    'POST %s: each client has its own share at the edge, and the next post is refused',
    (path) => {
      const waf = new WafModel(acl());
      const { posts } = limitOf(path);
      const post = (clientIp: string) => ({ ...jsonPost(path, 'hola', clientIp), path });
      for (let i = 0; i < posts; i++) {
        expect(waf.evaluate(post('200.48.1.1')).action, `${path} #${i + 1}`).toBe('allow');
      }
      expect(waf.evaluate(post('200.48.1.1'))).toMatchObject({ action: 'block', status: 429 });
      // Another client is not affected, nor the same client on another endpoint's share (the
      // two forms share one).
      expect(waf.evaluate(post('181.65.2.2')).action).toBe('allow');
      const elsewhere =
        limitOf(path) === CLIENT_LIMITS.forms ? '/website/csp-report' : apiPaths.contact;
      expect(waf.evaluate({ ...jsonPost(elsewhere, 'hola', '200.48.1.1') }).action).toBe('allow');
    },
  );

  it('no client can reach a limit the forms share: the key’s plan has none, each method’s is ten times what a hundred clients may send', () => {
    expect(only('AWS::ApiGateway::UsagePlan')[1].Properties.Throttle).toBeUndefined();
    const [settings] = only('AWS::ApiGateway::Stage')[1].Properties.MethodSettings as Json[];
    expect(settings).toMatchObject({ ResourcePath: '/*', HttpMethod: '*' });
    for (const limit of Object.values(CLIENT_LIMITS)) {
      const hundredClientsPerSecond = (100 * limit.posts) / CLIENT_WINDOW_SECONDS;
      expect(10 * hundredClientsPerSecond, limit.rule).toBeLessThanOrEqual(
        settings.ThrottlingRateLimit,
      );
    }
    expect(settings.ThrottlingRateLimit).toBe(METHOD_THROTTLE.rateLimit);
    // The stage's is the only throttle: no method overrides it with a smaller one.
    expect(only('AWS::ApiGateway::Stage')[1].Properties.MethodSettings).toHaveLength(1);
  });

  it('the common rule set is pinned to a static version: AWS cannot change what refuses a post without a deploy of ours', () => {
    const managed = (acl().Rules as Json[]).find((r) => r.Name === WAF_RULES.commonRules).Statement
      .ManagedRuleGroupStatement;
    expect(managed.Version).toMatch(/^Version_\d+\.\d+$/);
  });
});
