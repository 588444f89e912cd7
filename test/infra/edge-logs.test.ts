/**
 * CloudFront standard logging (v2) is in the template, not a console setting a deploy would
 * revert: the distribution's access logs delivered to a log group of the stack, with the
 * fields that say what was served and none that say who asked (decision 027).
 */
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it, vi } from 'vitest';
import { EDGE_LOG_FIELDS, PERSONAL_LOG_FIELDS } from '../../infra/site/edge-access-logs';
import { type Json, buildTestApp, only, resources, templateFor } from './fixture';

vi.setConfig({ testTimeout: 120_000 });

describe('CloudFront standard logging (v2)', () => {
  it('delivers the distribution’s access logs to the stack’s own log group', () => {
    const [sourceId, source] = only('AWS::Logs::DeliverySource');
    const [distributionId] = only('AWS::CloudFront::Distribution');
    expect(source.Properties.LogType).toBe('ACCESS_LOGS');
    expect(JSON.stringify(source.Properties.ResourceArn)).toContain(distributionId);
    const [destinationId, destination] = only('AWS::Logs::DeliveryDestination');
    const [groupId, group] = resources('AWS::Logs::LogGroup').find(([id]) =>
      id.startsWith('SiteEdgeAccessLogsGroup'),
    )!;
    expect(JSON.stringify(destination.Properties.DestinationResourceArn)).toContain(groupId);
    expect(group.Properties.RetentionInDays).toBe(90);
    const [, delivery] = only('AWS::Logs::Delivery');
    expect(delivery.Properties.DeliverySourceName).toBe(source.Properties.Name);
    expect(delivery.Properties.DeliveryDestinationArn).toEqual({
      'Fn::GetAtt': [destinationId, 'Arn'],
    });
    expect(delivery.DependsOn).toContain(sourceId);
  });

  it('keeps what was served and how, never who asked', () => {
    const fields = only('AWS::Logs::Delivery')[1].Properties.RecordFields as string[];
    expect(fields).toEqual([...EDGE_LOG_FIELDS]);
    for (const personal of PERSONAL_LOG_FIELDS) expect(fields).not.toContain(personal);
    expect(fields).toEqual(expect.arrayContaining(['cs-uri-stem', 'sc-status', 'x-edge-location']));
  });

  it('only the log delivery service of this account may write the group', () => {
    const [, policy] = only('AWS::Logs::ResourcePolicy');
    const document = JSON.parse(JSON.stringify(policy.Properties.PolicyDocument)) as Json;
    const text = JSON.stringify(document);
    expect(text).toContain('delivery.logs.amazonaws.com');
    expect(text).toContain('aws:SourceAccount');
    expect(text).toContain('logs:PutLogEvents');
  });

  it('exists only where CloudFront delivers logs: us-east-1 (a condition when the region is unknown)', () => {
    const template = templateFor().toJSON();
    for (const type of [
      'AWS::Logs::DeliverySource',
      'AWS::Logs::DeliveryDestination',
      'AWS::Logs::Delivery',
    ]) {
      const [id] = only(type);
      const condition = template.Resources[id].Condition as string;
      expect(template.Conditions[condition]).toEqual({
        'Fn::Equals': [{ Ref: 'AWS::Region' }, 'us-east-1'],
      });
    }
    vi.stubEnv('CDK_DEFAULT_REGION', 'sa-east-1');
    try {
      const elsewhere = Template.fromStack(buildTestApp({ enableWaf: 'false' }).stack);
      expect(Object.keys(elsewhere.findResources('AWS::Logs::Delivery'))).toEqual([]);
      expect(Object.keys(elsewhere.findResources('AWS::CloudWatch::Alarm')).join()).not.toContain(
        'Edge5xxRate',
      );
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
