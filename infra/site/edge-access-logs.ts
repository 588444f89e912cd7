/**
 * CloudFront standard logging (v2), in code: the distribution's access logs delivered by
 * CloudWatch Logs (delivery source → destination → delivery) to a log group of the stack, so
 * no deploy can switch them off as a console setting would be. CloudFront delivers its logs
 * only in us-east-1: a stack in another region (possible with enableWaf=false) has none, and
 * synth says so.
 *
 * The fields are chosen: what was served, how and how fast, never who asked — no viewer
 * address or port, user agent, referrer, query string, cookies or X-Forwarded-For
 * (decision 027).
 */
import { Annotations, ArnFormat, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { knownOutsideUsEast1, onlyInUsEast1 } from '../us-east-1';

/** CloudFront's log fields this stack keeps (CloudFront's own names). */
export const EDGE_LOG_FIELDS = [
  'date',
  'time',
  'x-edge-location',
  'x-edge-request-id',
  'cs-method',
  'cs-protocol',
  'cs-protocol-version',
  'cs-uri-stem',
  'sc-status',
  'sc-bytes',
  'cs-bytes',
  'time-taken',
  'time-to-first-byte',
  'x-edge-result-type',
  'x-edge-response-result-type',
  'x-edge-detailed-result-type',
  'sc-content-type',
  'sc-content-len',
  'ssl-protocol',
] as const;

/** Fields that identify or track a visitor: never delivered. */
export const PERSONAL_LOG_FIELDS = [
  'c-ip',
  'c-port',
  'cs(User-Agent)',
  'cs(Referer)',
  'cs(Cookie)',
  'cs-uri-query',
  'x-forwarded-for',
] as const;

const EDGE_LOG_RETENTION = logs.RetentionDays.THREE_MONTHS;

export interface EdgeAccessLogsProps {
  readonly distribution: cloudfront.Distribution;
}

export class EdgeAccessLogs extends Construct {
  /** Undefined when the stack's region is known and is not us-east-1. */
  readonly logGroup?: logs.LogGroup;

  constructor(scope: Construct, id: string, props: EdgeAccessLogsProps) {
    super(scope, id);
    const stack = Stack.of(this);
    if (knownOutsideUsEast1(this)) {
      Annotations.of(this).addWarningV2(
        'ayni:edge-access-logs',
        `CloudFront entrega sus registros de acceso solo en us-east-1; esta pila va a ${stack.region} y no los tendrá.`,
      );
      return;
    }
    const logGroup = new logs.LogGroup(this, 'Group', {
      retention: EDGE_LOG_RETENTION,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.logGroup = logGroup;
    // The log delivery service writes the streams, for this account's deliveries only.
    logGroup.addToResourcePolicy(
      new iam.PolicyStatement({
        principals: [new iam.ServicePrincipal('delivery.logs.amazonaws.com')],
        actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
        resources: [logGroup.logGroupArn],
        conditions: {
          StringEquals: { 'aws:SourceAccount': stack.account },
          ArnLike: {
            'aws:SourceArn': stack.formatArn({
              service: 'logs',
              resource: '*',
              arnFormat: ArnFormat.NO_RESOURCE_NAME,
            }),
          },
        },
      }),
    );
    // Delivery names are one namespace per account and region: the stack's name keeps them apart.
    const name = (purpose: string) => `${stack.stackName}-${purpose}`.slice(0, 60);
    const source = new logs.CfnDeliverySource(this, 'Source', {
      name: name('cloudfront'),
      logType: 'ACCESS_LOGS',
      resourceArn: props.distribution.distributionArn,
    });
    const destination = new logs.CfnDeliveryDestination(this, 'Destination', {
      name: name('cloudfront-logs'),
      destinationResourceArn: stack.formatArn({
        service: 'logs',
        resource: 'log-group',
        resourceName: logGroup.logGroupName,
        arnFormat: ArnFormat.COLON_RESOURCE_NAME,
      }),
      outputFormat: 'json',
    });
    const delivery = new logs.CfnDelivery(this, 'Delivery', {
      deliverySourceName: source.name,
      deliveryDestinationArn: destination.attrArn,
      recordFields: [...EDGE_LOG_FIELDS],
    });
    delivery.addResourceDependency(source);
    delivery.node.addDependency(logGroup);

    onlyInUsEast1(this);
  }
}
