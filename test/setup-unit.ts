import 'aws-sdk-client-mock-vitest/extend';

// The handlers' metrics are one log line per fact (lambdas/lib/metrics.ts): quiet in unit tests
// but for the file that reads them (lambdas/metrics.test.ts turns them back on).
process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';
