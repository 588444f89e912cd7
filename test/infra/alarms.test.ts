/**
 * The operator hears about every silent failure before a visitor complains: alarms on the
 * functions, the API's 5xx, SES refusals (from the mail sender's own log line), the access log's
 * refusals (origin key, throttling, quota, the request model), the day's volume, CSP reports,
 * the not-found page, CloudFront's 5xx rate and the WAF — all on metrics of this stack alone,
 * sent to an encrypted SNS topic the operator's address subscribes to.
 */
import { vi } from 'vitest';

vi.hoisted(() => {
  // Route the Powertools logger through the global console so the test can read its lines.
  process.env.POWERTOOLS_DEV = 'true';
});

import { describe, expect, it } from 'vitest';
import { WAF_RULES } from '../../infra/edge/web-acl';
import { SES_ERRORS_METRIC, THRESHOLDS, accessLogFilters } from '../../infra/ops/alarms';
import { CSP_REPORT_PATH } from '../../infra/site/security-headers';
import { API_PROBE_STATUS, BEHAVIOUR_FAILURE_PATH, apiPaths } from '../../contract/contact-api';
import { logDelivery, logRequest } from '../../lambdas/lib/log';
import { type Json, STACK_NAME, only, resources, templateFor } from './fixture';

vi.setConfig({ testTimeout: 120_000 });

const NAMESPACE = `AyniCloud/${STACK_NAME}`;

const alarms = (context: Record<string, unknown> = {}) =>
  resources('AWS::CloudWatch::Alarm', context).map(([id, a]): Json => ({ id, ...a.Properties }));
const alarmNamed = (name: string, context: Record<string, unknown> = {}) => {
  const found = resources('AWS::CloudWatch::Alarm', context).filter(([id]) =>
    new RegExp(`^Alarms(Edge)?${name}[0-9A-F]{8}$`).test(id),
  );
  expect(found, name).toHaveLength(1);
  return found[0]![1].Properties as Json;
};
const topicId = () => {
  const topics = resources('AWS::SNS::Topic');
  expect(topics).toHaveLength(1);
  return topics[0]![0];
};
const counts = (alarm: Json, period: number) => {
  expect(alarm.TreatMissingData).toBe('notBreaching');
  expect(alarm.ComparisonOperator).toBe('GreaterThanOrEqualToThreshold');
  expect(alarm.Period).toBe(period);
};
const notifies = (alarm: Json, period = 300) => {
  expect(alarm.AlarmActions).toEqual([{ Ref: topicId() }]);
  expect(alarm.OKActions).toEqual([{ Ref: topicId() }]);
  counts(alarm, period);
};
/** An alarm fed by anonymous requests: its state on the dashboard, never a mail (decision 151). */
const watched = (name: string, period = 300) => {
  const alarm = alarmNamed(name);
  expect(alarm.AlarmActions, name).toBeUndefined();
  expect(alarm.OKActions, name).toBeUndefined();
  counts(alarm, period);
  const id = resources('AWS::CloudWatch::Alarm').find(([, a]) => a.Properties === alarm)![0];
  const [, dashboard] = only('AWS::CloudWatch::Dashboard');
  expect(JSON.stringify(dashboard.Properties.DashboardBody), name).toContain(id);
  return alarm;
};

/**
 * Whether a CloudWatch Logs JSON filter pattern matches a log line: the subset this stack
 * writes (`$.field = "text"`, `!=`, `&&`, `||`, parentheses), read without evaluating code.
 */
function matches(pattern: string, line: Record<string, unknown>): boolean {
  const body = /^\{ (.*) \}$/.exec(pattern)?.[1];
  expect(body, pattern).toBeDefined();
  const field = (path: string) =>
    path.split('.').reduce<unknown>((at, key) => (at as Json)?.[key], line);
  const tokens = body!.match(/\$\.[\w.]+ !?= "[^"]*"|&&|\|\||\(|\)/g) ?? [];
  expect(tokens.join(''), pattern).toBe(body!.replace(/ (?=&&|\|\|)|(?<=&&|\|\|) /g, ''));
  let at = 0;
  const condition = (): boolean => {
    const token = tokens[at++]!;
    if (token === '(') {
      const value = or();
      at++; // ')'
      return value;
    }
    const [, path, op, value] = /^\$\.([\w.]+) (!?=) "([^"]*)"$/.exec(token)!;
    return op === '=' ? field(path!) === value : field(path!) !== value;
  };
  const and = (): boolean => {
    let value = condition();
    while (tokens[at] === '&&') {
      at++;
      value = condition() && value;
    }
    return value;
  };
  const or = (): boolean => {
    let value = and();
    while (tokens[at] === '||') {
      at++;
      value = and() || value;
    }
    return value;
  };
  return or();
}

/** An access log line as API Gateway writes it (access-log.ts); unset values are "-". */
const accessLine = (fields: Record<string, string>) => ({
  requestId: 'r',
  httpMethod: 'POST',
  resourcePath: apiPaths.contact,
  status: '200',
  errorType: '-',
  apiKeyId: 'k',
  ...fields,
});

describe('the alarm topic', () => {
  it('is encrypted with a rotated key only this account’s CloudWatch and SES may use, TLS only, and mails alarmEmail', () => {
    const [, topic] = resources('AWS::SNS::Topic')[0]!;
    const [keyId, key] = resources('AWS::KMS::Key')[0]!;
    expect(topic.Properties.KmsMasterKeyId).toEqual({ 'Fn::GetAtt': [keyId, 'Arn'] });
    expect(key.Properties.EnableKeyRotation).toBe(true);
    const services = (key.Properties.KeyPolicy.Statement as Json[]).filter(
      (s) => s.Principal?.Service,
    );
    // CloudWatch publishes the alarms; SES the bounces, complaints, rejections and delays.
    expect(services).toEqual([
      expect.objectContaining({
        Principal: { Service: ['cloudwatch.amazonaws.com', 'ses.amazonaws.com'] },
        Action: ['kms:Decrypt', 'kms:GenerateDataKey*'],
        Condition: { StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } },
      }),
    ]);
    const policy = resources('AWS::SNS::TopicPolicy')[0]![1].Properties.PolicyDocument.Statement;
    expect(policy).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          Effect: 'Deny',
          Condition: { Bool: { 'aws:SecureTransport': 'false' } },
        }),
        expect.objectContaining({
          Effect: 'Allow',
          Principal: { Service: 'cloudwatch.amazonaws.com' },
          Action: 'sns:Publish',
        }),
      ]),
    );
    const subscriptions = resources('AWS::SNS::Subscription').map(([, s]) => s.Properties);
    expect(subscriptions).toEqual([
      { Protocol: 'email', Endpoint: 'operaciones@example.com', TopicArn: { Ref: topicId() } },
    ]);
  });
});

describe('the alarms', () => {
  it('one per function on Lambda errors, from the first error', () => {
    const functions = resources('AWS::Lambda::Function')
      .filter(([id]) => /^ContactApi(formulario|oportunidades|MailQueuesender)/.test(id))
      .map(([id]) => id);
    const errors = alarms().filter((a) => /^AlarmsFunctionErrors/.test(a.id));
    expect(errors.map((a) => a.Dimensions[0].Value.Ref).sort()).toEqual(functions.sort());
    for (const alarm of errors) {
      expect(alarm).toMatchObject({ Namespace: 'AWS/Lambda', MetricName: 'Errors', Threshold: 1 });
      notifies(alarm);
    }
  });

  it('on the production stage answering 5xx, read by the stack’s own API name', () => {
    const api = alarmNamed('Api5xx');
    expect(api).toMatchObject({
      Namespace: 'AWS/ApiGateway',
      MetricName: '5XXError',
      Threshold: 1,
    });
    expect(api.Dimensions).toEqual(
      expect.arrayContaining([{ Name: 'ApiName', Value: `${STACK_NAME}-contacto` }]),
    );
    const [, restApi] = resources('AWS::ApiGateway::RestApi')[0]!;
    expect(restApi.Properties.Name).toBe(`${STACK_NAME}-contacto`);
    notifies(api);
  });

  it('on SES failures: a metric filter on the mail sender’s log group for outcome ses_error', () => {
    const filters = resources('AWS::Logs::MetricFilter')
      .filter(([id]) => id.startsWith('AlarmsSesErrorFilter'))
      .map(([, f]) => f.Properties);
    expect(filters.map((f) => f.LogGroupName.Ref).sort()).toEqual(
      resources('AWS::Logs::LogGroup')
        .map(([id]) => id)
        .filter((id) => /^ContactApiMailQueuesenderLogs/.test(id))
        .sort(),
    );
    for (const filter of filters) {
      expect(filter.FilterPattern).toBe('{ $.outcome = "ses_error" }');
      expect(filter.MetricTransformations).toEqual([
        { MetricNamespace: NAMESPACE, MetricName: SES_ERRORS_METRIC, MetricValue: '1' },
      ]);
    }
    const ses = alarmNamed('SesErrors');
    expect(ses).toMatchObject({
      Namespace: NAMESPACE,
      MetricName: SES_ERRORS_METRIC,
      Threshold: 1,
    });
    notifies(ses);
  });

  it('the SES filter matches the line the sender really writes for an SES failure, and no other', () => {
    // Powertools prints each line as one console call (POWERTOOLS_DEV, set above).
    const lines: string[] = [];
    const spies = (['info', 'warn', 'error'] as const).map((method) =>
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        lines.push(args.map(String).join(' '));
      }),
    );
    try {
      // The sender's line for each mail: SES failing, then sent.
      for (const outcome of ['ses_error', 'sent'] as const) {
        logDelivery({ messageId: 'm', outcome, receiveCount: 1, durationMs: 1 });
      }
      // A handler's line: the queue failing is the API's 5xx, not an SES failure.
      for (const [outcome, statusCode] of [
        ['queue_error', 502],
        ['misconfigured', 500],
      ] as const) {
        logRequest({ endpoint: 'contact', requestId: 'r', outcome, statusCode, durationMs: 1 });
      }
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    const pattern = '{ $.outcome = "ses_error" }';
    expect(
      lines.map((line) => matches(pattern, JSON.parse(line) as Record<string, unknown>)),
    ).toEqual([true, false, false, false]);
  });

  it('no metric of the stack’s own is outside its namespace', () => {
    const namespaces = new Set(
      resources('AWS::Logs::MetricFilter').flatMap(([, f]) =>
        (f.Properties.MetricTransformations as Json[]).map((t) => t.MetricNamespace),
      ),
    );
    expect([...namespaces]).toEqual([NAMESPACE]);
    for (const alarm of alarms()) {
      // AWS's own metrics carry this stack's resources in their dimensions (a function, the API,
      // the distribution, the web ACL, the mail queues).
      expect([
        'AWS/Lambda',
        'AWS/ApiGateway',
        'AWS/CloudFront',
        'AWS/WAFV2',
        'AWS/SQS',
        NAMESPACE,
      ]).toContain(alarm.Namespace);
    }
  });
});

describe('the access log’s metric filters and their alarms', () => {
  const filterOf = (name: keyof typeof accessLogFilters) => {
    const found = resources('AWS::Logs::MetricFilter').filter(([id]) =>
      id.startsWith(`Alarms${name}Filter`),
    );
    expect(found, name).toHaveLength(1);
    return found[0]![1].Properties as Json;
  };
  const accessLogGroup = () =>
    resources('AWS::Logs::LogGroup').find(([id]) => id.startsWith('ContactApiAccessLogs'))![0];

  it.each(Object.keys(accessLogFilters) as (keyof typeof accessLogFilters)[])(
    '%s: on the API’s access log, into the stack’s namespace',
    (name) => {
      const filter = filterOf(name);
      expect(filter.LogGroupName).toEqual({ Ref: accessLogGroup() });
      expect(filter.FilterPattern).toBe(accessLogFilters[name]);
      expect(filter.MetricTransformations).toEqual([
        { MetricNamespace: NAMESPACE, MetricName: name, MetricValue: '1' },
      ]);
    },
  );

  it('each filter counts the lines it names, and no other', () => {
    const keyRefused = accessLine({ status: '403', errorType: 'INVALID_API_KEY', apiKeyId: '-' });
    const throttled = accessLine({ status: '429', errorType: 'THROTTLED' });
    const badBody = accessLine({ status: '400', errorType: 'BAD_REQUEST_BODY' });
    const sentJson = accessLine({});
    const sentForm = accessLine({ status: '303', resourcePath: apiPaths.application });
    const handlerRefused = accessLine({ status: '400' });
    const report = accessLine({ resourcePath: CSP_REPORT_PATH, status: '204', apiKeyId: '-' });
    const preflight = accessLine({ httpMethod: 'OPTIONS', status: '204' });
    const all = {
      keyRefused,
      throttled,
      badBody,
      sentJson,
      sentForm,
      handlerRefused,
      report,
      preflight,
    };
    const matched = (name: keyof typeof accessLogFilters) =>
      Object.entries(all)
        .filter(([, line]) => matches(accessLogFilters[name], line))
        .map(([label]) => label);
    expect(matched('InvalidApiKey')).toEqual(['keyRefused']);
    expect(matched('Throttled')).toEqual(['throttled']);
    expect(matched('BadRequestBody')).toEqual(['badBody']);
    expect(matched('FormsAccepted')).toEqual(['sentJson', 'sentForm']);
    expect(matched('CspReports')).toEqual(['report']);
  });

  it('an origin key refused pages from the first; a throttled visitor is watched from the first', () => {
    const alarm = alarmNamed('InvalidApiKey');
    expect(alarm).toMatchObject({
      Namespace: NAMESPACE,
      MetricName: 'InvalidApiKey',
      Threshold: 1,
    });
    notifies(alarm);
    expect(watched('Throttled')).toMatchObject({ MetricName: 'Throttled', Threshold: 1 });
  });

  it('what the smoke check and the hourly check send is counted by no filter', () => {
    // Each probe is refused by its function with 415 (contract API_PROBE), and the behaviour
    // failure endpoint refuses an empty report with 400.
    const probes = [
      accessLine({ status: String(API_PROBE_STATUS) }),
      accessLine({ resourcePath: CSP_REPORT_PATH, status: String(API_PROBE_STATUS) }),
      accessLine({ resourcePath: BEHAVIOUR_FAILURE_PATH, status: '400' }),
    ];
    for (const [name, pattern] of Object.entries(accessLogFilters)) {
      for (const line of probes) expect(matches(pattern, line), name).toBe(false);
    }
  });

  it('no daily quota: nothing can close the forms for the rest of the day (decision 096)', () => {
    expect(alarms().map((alarm) => alarm.MetricName)).not.toContain('FormRequests');
    expect(Object.keys(accessLogFilters)).not.toContain('QuotaExceeded');
  });

  it('a surge of bodies the model refuses, more mail than people send, CSP reports: watched, never paged', () => {
    expect(watched('BadRequestBodySurge', 900)).toMatchObject({
      MetricName: 'BadRequestBody',
      Threshold: THRESHOLDS.badRequestBody,
    });
    expect(watched('MailVolume', 3600)).toMatchObject({
      MetricName: 'FormsAccepted',
      Threshold: THRESHOLDS.formsPerHour,
    });
    expect(watched('CspReports')).toMatchObject({
      MetricName: 'CspReports',
      Threshold: THRESHOLDS.cspReports,
    });
  });

  it('every alarm that pages is fed by no anonymous request: the rest are on the dashboard', () => {
    const paging = alarms()
      .filter((alarm) => alarm.AlarmActions !== undefined)
      .map((alarm) => String(alarm.id).replace(/[0-9A-F]{8}$/, ''));
    expect(paging.sort()).toEqual(
      [
        'AlarmsApi5xx',
        'AlarmsEdge5xxRate',
        'AlarmsFunctionErrors0',
        'AlarmsFunctionErrors1',
        'AlarmsFunctionErrors2',
        'AlarmsInvalidApiKey',
        'AlarmsNotFoundErrors',
        'AlarmsSesErrors',
        ...paging.filter((id) => id.startsWith('ContactApiMailQueue')),
        'SyntheticCheckFailingAlarm',
      ].sort(),
    );
  });
});

describe('the edge', () => {
  it('the not-found page’s function failing alarms from the first error', () => {
    const alarm = alarmNamed('NotFoundErrors');
    const [fnId] = resources('AWS::Lambda::Function').find(([id]) =>
      id.includes('NotFoundFunction'),
    )!;
    expect(alarm).toMatchObject({ Namespace: 'AWS/Lambda', MetricName: 'Errors', Threshold: 1 });
    expect(alarm.Dimensions).toEqual([{ Name: 'FunctionName', Value: { Ref: fnId } }]);
    notifies(alarm);
  });

  it('CloudFront’s 5xx rate alarms over two periods, only where CloudFront publishes it', () => {
    const [id, resource] = resources('AWS::CloudWatch::Alarm').find(([key]) =>
      key.startsWith('AlarmsEdge5xxRate'),
    )!;
    const alarm = resource.Properties;
    const [distributionId] = resources('AWS::CloudFront::Distribution')[0]!;
    expect(alarm).toMatchObject({
      Namespace: 'AWS/CloudFront',
      MetricName: '5xxErrorRate',
      Statistic: 'Average',
      Threshold: THRESHOLDS.edge5xxPercent,
      EvaluationPeriods: 2,
    });
    expect(alarm.Dimensions).toEqual(
      expect.arrayContaining([
        { Name: 'DistributionId', Value: { Ref: distributionId } },
        { Name: 'Region', Value: 'Global' },
      ]),
    );
    notifies(alarm);
    // An environment-agnostic template keeps it for us-east-1 only.
    const template = templateFor().toJSON();
    const condition = template.Resources[id].Condition as string;
    expect(template.Conditions[condition]).toEqual({
      'Fn::Equals': [{ Ref: 'AWS::Region' }, 'us-east-1'],
    });
  });

  it('the WAF, watched: mass blocking, a client rate-limited, a form post refused by the common rules', () => {
    const [, acl] = resources('AWS::WAFv2::WebACL')[0]!;
    const webAcl = acl.Properties.VisibilityConfig.MetricName;
    expect(webAcl).toBe(`${STACK_NAME}-sitio`);
    // The limit's and the API rules' rules only count (and label); the answer rules block.
    const expected = {
      WafBlocked: ['ALL', 'BlockedRequests', THRESHOLDS.wafBlocked],
      WafRateLimited: [WAF_RULES.rateLimit, 'CountedRequests', 1],
      WafApiBlocked: [WAF_RULES.apiRules, 'CountedRequests', 1],
    } as const;
    for (const [name, [rule, metricName, threshold]] of Object.entries(expected)) {
      const alarm = alarmNamed(name);
      expect(alarm).toMatchObject({
        Namespace: 'AWS/WAFV2',
        MetricName: metricName,
        Threshold: threshold,
      });
      expect(alarm.Dimensions).toEqual(
        expect.arrayContaining([
          { Name: 'WebACL', Value: webAcl },
          { Name: 'Rule', Value: rule },
        ]),
      );
      // Fed by what strangers send: watched on the dashboard, never paged.
      watched(name);
    }
    // Each alarmed rule exists in the web ACL under that metric name.
    const ruleMetrics = (acl.Properties.Rules as Json[]).map((r) => r.VisibilityConfig.MetricName);
    expect(ruleMetrics).toEqual(expect.arrayContaining([WAF_RULES.rateLimit, WAF_RULES.apiRules]));
  });

  it('with the WAF turned off, no WAF alarm', () => {
    expect(alarms({ enableWaf: 'false' }).filter((a) => a.Namespace === 'AWS/WAFV2')).toEqual([]);
  });
});
