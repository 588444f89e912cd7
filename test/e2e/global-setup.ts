import type { TestProject } from 'vitest/node';
import { ensureChromium } from '../../scripts/chromium';
import { ensureFirefox, ensureWebKit } from '../../scripts/engines/launch';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromiumPath: string;
    /** The SES emulator the local API delivers to (GET /store, POST /clear-store). */
    mailUrl: string;
    /** The local mail queue between the handlers and the sender (GET /local/state). */
    mailQueueUrl: string;
  }
}

/** Builds the site once, serves it as `npm start` does, and shares its URL with every browser test. */
export default async function setup(project: TestProject) {
  // The handlers run in this process: their request logs and metric lines would bury the test
  // report. Their logger reads the level once, at import; restore it at once, or every test
  // worker (forked from this process) would inherit the silence the handlers' unit tests listen
  // through. The metrics are read at their first line, later: they stay off here (every test
  // that reads them turns them on itself).
  process.env.POWERTOOLS_METRICS_DISABLED = 'true';
  const previousLevel = process.env.POWERTOOLS_LOG_LEVEL;
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  const { startLocalStack } = await import('../../scripts/local-stack');
  if (previousLevel === undefined) delete process.env.POWERTOOLS_LOG_LEVEL;
  else process.env.POWERTOOLS_LOG_LEVEL = previousLevel;
  const chromiumPath = ensureChromium();
  // The other engines the visitors use (test/e2e/engines): found, or installed from Debian, now,
  // before any test file launches one.
  ensureFirefox();
  ensureWebKit();
  const stack = await startLocalStack({ port: 0, build: process.env.E2E_SKIP_BUILD !== '1' });
  project.provide('baseUrl', stack.url);
  project.provide('mailUrl', stack.mailUrl);
  project.provide('mailQueueUrl', stack.queue.endpoint);
  project.provide('chromiumPath', chromiumPath);
  return () => stack.stop();
}
