/**
 * The check from outside, every hour (decision 099): the deployed site as a visitor meets it —
 * the home page, a deep page, and a post its form's function refuses in Spanish (API_PROBE: no
 * mail is sent, and no alarm counts it).
 * It writes one metric, SyntheticCheckPassed (1 or 0), which the stack's alarm watches: two
 * failed hours in a row, or no check at all, mail the operator. The failures are logged by
 * name; nothing a visitor sent is ever involved.
 */
import { Logger } from '@aws-lambda-powertools/logger';
import {
  API_PROBE,
  API_PROBE_STATUS,
  answersWith,
  apiMessages,
  apiPaths,
} from '../contract/contact-constants';
import { countSyntheticCheck } from './lib/metrics';

const logger = new Logger({ serviceName: 'ayni-synthetic-check' });

/** The pages it loads: the home page and one deep in the site (a case study). */
export const CHECKED_PAGES = ['/', '/aws/casos-exito/caso-waf'] as const;

/** Each request's limit: a page a visitor would give up on. */
const REQUEST_TIMEOUT_MS = 10_000;

export interface SyntheticCheckResult {
  readonly passed: boolean;
  /** What failed, one line each. */
  readonly failures: readonly string[];
}

async function pageFailure(siteUrl: string, path: string): Promise<string | undefined> {
  const response = await fetch(new URL(path, siteUrl), {
    redirect: 'manual',
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const html = await response.text();
  if (response.status !== 200) return `${path}: ${response.status}, no 200`;
  if (!/<h1\b/.test(html)) return `${path}: la página no tiene su título (<h1>)`;
  return undefined;
}

async function formFailure(siteUrl: string): Promise<string | undefined> {
  const response = await fetch(new URL(apiPaths.contact, siteUrl), {
    ...API_PROBE,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await response.text();
  if (response.status !== API_PROBE_STATUS)
    return `${apiPaths.contact}: ${response.status}, no el ${API_PROBE_STATUS} de la función`;
  if (!answersWith(text, apiMessages.unsupportedMediaType))
    return `${apiPaths.contact}: el rechazo no está en español`;
  return undefined;
}

/** Runs the three checks against `siteUrl`; a check that throws (timeout, DNS) is a failure. */
async function checkSite(siteUrl: string): Promise<SyntheticCheckResult> {
  const checks = [
    ...CHECKED_PAGES.map((path) => () => pageFailure(siteUrl, path)),
    () => formFailure(siteUrl),
  ];
  const failures = (
    await Promise.all(
      checks.map((check) =>
        check().catch((error: unknown) => `sin respuesta: ${(error as Error).message}`),
      ),
    )
  ).filter((failure): failure is string => failure !== undefined);
  return { passed: failures.length === 0, failures };
}

export async function handler(): Promise<SyntheticCheckResult> {
  const siteUrl = process.env.SITE_URL;
  if (!siteUrl) throw new Error('SITE_URL no está configurada');
  const result = await checkSite(siteUrl);
  countSyntheticCheck(result.passed);
  if (result.passed) logger.info('synthetic check passed');
  else logger.error('synthetic check failed', { failures: result.failures });
  return result;
}
