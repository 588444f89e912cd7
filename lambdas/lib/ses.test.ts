import { describe, expect, it } from 'vitest';
import { sesClient } from './ses';

describe('the SES client', () => {
  it('is created once per container and reused', () => {
    const env = { AWS_REGION: 'us-east-1' };
    expect(sesClient(env)).toBe(sesClient(env));
  });

  it('has a bounded retry and follows SES_ENDPOINT with stand-in credentials', async () => {
    const client = sesClient({ AWS_REGION: 'sa-east-1', SES_ENDPOINT: 'http://127.0.0.1:8005' });
    expect(await client.config.maxAttempts()).toBe(3);
    expect(await client.config.region()).toBe('sa-east-1');
    const endpoint = await client.config.endpoint?.();
    expect(`${endpoint?.protocol}//${endpoint?.hostname}:${endpoint?.port}`).toBe(
      'http://127.0.0.1:8005',
    );
    expect(await client.config.credentials()).toMatchObject({ accessKeyId: 'local' });
  });
});
