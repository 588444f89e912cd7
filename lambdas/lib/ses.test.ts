import { describe, expect, it } from 'vitest';
import { QUEUE_BUDGET, sqsClient } from './mail-queue';
import { SES_BUDGET, sesClient } from './ses';

describe.each([
  ['SES', sesClient, SES_BUDGET, 'SES_ENDPOINT'],
  ['SQS', sqsClient, QUEUE_BUDGET, 'SQS_ENDPOINT'],
] as const)('the %s client', (_name, client, budget, endpointVariable) => {
  it('is created once per container and reused', () => {
    const env = { AWS_REGION: 'us-east-1' };
    expect(client(env)).toBe(client(env));
  });

  it(`has its bounded retry and follows ${endpointVariable} with stand-in credentials`, async () => {
    const local = client({ AWS_REGION: 'sa-east-1', [endpointVariable]: 'http://127.0.0.1:8005' });
    expect(await local.config.maxAttempts()).toBe(budget.maxAttempts);
    expect(await local.config.region()).toBe('sa-east-1');
    const endpoint = await local.config.endpoint?.();
    expect(`${endpoint?.protocol}//${endpoint?.hostname}:${endpoint?.port}`).toBe(
      'http://127.0.0.1:8005',
    );
    expect(await local.config.credentials()).toMatchObject({ accessKeyId: 'local' });
  });
});
