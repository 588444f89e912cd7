/**
 * After a deploy: is the operator's e-mail subscription to the alarm topic confirmed? SNS delivers
 * nothing to it until the operator clicks the link SNS sent, so every alarm would go unheard
 * (issue 28). The topic is found among the stack's resources by its subscription to alarmEmail,
 * so the check does not depend on logical ids. The verdict is pure; the calls are injected.
 */
import {
  type CloudFormationClient,
  ListStackResourcesCommand,
} from '@aws-sdk/client-cloudformation';
import { ListSubscriptionsByTopicCommand, type SNSClient } from '@aws-sdk/client-sns';
import type { Finding } from './deploy-checks';

/** What SNS answers for a subscription the endpoint has not confirmed yet. */
export const PENDING_CONFIRMATION = 'PendingConfirmation';

export interface AlarmSubscription {
  readonly topicArn: string;
  /** The subscription's ARN, or PendingConfirmation. */
  readonly subscriptionArn: string;
}

export function alarmSubscriptionFinding(
  subscriptions: readonly AlarmSubscription[],
  alarmEmail: string,
  region: string,
): Finding {
  const pending = subscriptions.find((s) => s.subscriptionArn === PENDING_CONFIRMATION);
  if (subscriptions.length > 0 && !pending) {
    return {
      level: 'ok',
      message: `Las alarmas llegan a ${alarmEmail}: la suscripción está confirmada.`,
    };
  }
  if (!pending) {
    return {
      level: 'warning',
      message:
        `No encontré la suscripción de ${alarmEmail} a las alarmas de la pila en ${region}: ninguna alarma llegará a nadie. ` +
        'Revisa alarmEmail en cdk.json y la consola de SNS (Topics → el tema de las alarmas → Subscriptions).',
    };
  }
  return {
    level: 'warning',
    message:
      `La suscripción de ${alarmEmail} a las alarmas está pendiente de confirmar: hasta entonces ninguna alarma llega a nadie.\n` +
      `Abre el correo «AWS Notification - Subscription Confirmation» que SNS envió a ${alarmEmail} y pulsa «Confirm subscription». ` +
      'Si no lo encuentras (mira en spam), pide otro:\n' +
      `  aws sns subscribe --topic-arn ${pending.topicArn} --protocol email --notification-endpoint ${alarmEmail} --region ${region}\n` +
      'Comprueba después que ya no dice PendingConfirmation:\n' +
      `  aws sns list-subscriptions-by-topic --topic-arn ${pending.topicArn} --region ${region} --query 'Subscriptions[].SubscriptionArn'`,
  };
}

/** The stack's SNS topics' e-mail subscriptions for `alarmEmail`. */
export async function readAlarmSubscriptions(
  cloudFormation: CloudFormationClient,
  sns: SNSClient,
  stackName: string,
  alarmEmail: string,
): Promise<AlarmSubscription[]> {
  const topicArns: string[] = [];
  let next: string | undefined;
  do {
    const page = await cloudFormation.send(
      new ListStackResourcesCommand({ StackName: stackName, NextToken: next }),
    );
    for (const resource of page.StackResourceSummaries ?? []) {
      if (resource.ResourceType === 'AWS::SNS::Topic' && resource.PhysicalResourceId) {
        topicArns.push(resource.PhysicalResourceId);
      }
    }
    next = page.NextToken;
  } while (next);
  const found: AlarmSubscription[] = [];
  for (const topicArn of topicArns) {
    let token: string | undefined;
    do {
      const page = await sns.send(
        new ListSubscriptionsByTopicCommand({ TopicArn: topicArn, NextToken: token }),
      );
      for (const subscription of page.Subscriptions ?? []) {
        if (
          subscription.Protocol === 'email' &&
          subscription.Endpoint?.toLowerCase() === alarmEmail.toLowerCase()
        ) {
          found.push({ topicArn, subscriptionArn: subscription.SubscriptionArn ?? '' });
        }
      }
      token = page.NextToken;
    } while (token);
  }
  return found;
}
