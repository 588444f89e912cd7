import type { TestProject } from 'vitest/node';
import { ensureChromium } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromiumPath: string;
    /** The SES emulator the local API delivers to (GET /store, POST /clear-store). */
    mailUrl: string;
  }
}

/** Builds the site once, serves it as `npm start` does, and shares its URL with every browser test. */
export default async function setup(project: TestProject) {
  // The handlers run in this process: their request logs would bury the test report.
  // Set before the handlers are imported: their logger reads it once.
  process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';
  const { startLocalStack } = await import('../../scripts/local-stack');
  const chromiumPath = ensureChromium();
  const stack = await startLocalStack({ port: 0, build: process.env.E2E_SKIP_BUILD !== '1' });
  project.provide('baseUrl', stack.url);
  project.provide('mailUrl', stack.mailUrl);
  project.provide('chromiumPath', chromiumPath);
  return () => stack.stop();
}
