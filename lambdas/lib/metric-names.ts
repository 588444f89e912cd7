/**
 * The leads' metrics (decision 099): their names and dimensions, one home for the handlers that
 * write them (metrics.ts) and the dashboard and alarms that read them (infra/ops/). Every
 * dimension's value is one of a few fixed words — a form's name, a refusal's reason — never
 * anything a visitor sent.
 */

/** Powertools' `service` dimension, on every metric the functions write. */
export const METRICS_SERVICE = 'ayni-contact-api';

export const metricNames = {
  /** A message that passed every check: the visitor was told it is on its way (or the queue failed). */
  accepted: 'LeadsAccepted',
  /** Accepted and on the mail queue. */
  queued: 'LeadsQueued',
  /** Refused, with its Reason (the request log's outcome: invalid, malformed, too_large…). */
  refused: 'LeadsRefused',
  /** A post that filled the honeypot: answered as sent, never queued. */
  honeypot: 'HoneypotCaught',
  /** A mail SES accepted. */
  sent: 'MailsSent',
  /** A try SES refused or did not answer (the queue delivers the message again). */
  sendFailed: 'MailSendFailures',
  /** From the message's arrival on the queue to SES accepting its mail, in milliseconds. */
  timeToInbox: 'TimeToInbox',
  /** The hourly check from outside (lambdas/synthetic-check.ts): 1 passed, 0 failed. */
  syntheticCheck: 'SyntheticCheckPassed',
  /**
   * A page's behaviour that threw while starting (lambdas/behaviour-failure.ts, decision 105): by
   * Behaviour (one of the site's names, or `unknown`), and in all, which the alarm reads.
   */
  behaviourFailures: 'BehaviourFailures',
} as const;

export const dimensionNames = { form: 'Form', reason: 'Reason', behaviour: 'Behaviour' } as const;
