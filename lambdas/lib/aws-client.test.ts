import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeadlineExceeded, callFailure, callWithin, retryBudgetMs } from './aws-client';
import { QUEUE_BUDGET } from './mail-queue';
import { SES_BUDGET } from './ses';

afterEach(() => {
  vi.useRealTimers();
});

describe('the retry budget', () => {
  it('is every attempt timing out plus the longest back-off before each retry', () => {
    const budget = { maxAttempts: 3, connectionTimeoutMs: 1_000, requestTimeoutMs: 2_500 };
    // Throttling's back-off: at most 1 s, then 2 s.
    expect(retryBudgetMs({ ...budget, deadlineMs: 0 })).toBe(3 * 3_500 + 1_000 + 2_000);
    expect(retryBudgetMs({ ...budget, maxAttempts: 1, deadlineMs: 0 })).toBe(3_500);
  });

  it.each([
    ['SES (the sender)', SES_BUDGET],
    ['SQS (the form handlers)', QUEUE_BUDGET],
  ])('of %s fits inside its deadline', (_name, budget) => {
    expect(retryBudgetMs(budget)).toBeLessThanOrEqual(budget.deadlineMs);
  });
});

describe('callWithin', () => {
  it('gives the call’s own answer or error when it comes in time', async () => {
    await expect(callWithin(1_000, async () => 'ok')).resolves.toBe('ok');
    await expect(callWithin(1_000, async () => Promise.reject(new TypeError('x')))).rejects.toThrow(
      TypeError,
    );
  });

  it('rejects at the deadline and aborts the call in flight', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let signal: AbortSignal | undefined;
    const pending = callWithin(5_000, (abortSignal) => {
      signal = abortSignal;
      return new Promise<never>(() => undefined);
    });
    const settled = expect(pending).rejects.toThrow(DeadlineExceeded);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(signal?.aborted).toBe(true);
    expect(callFailure(await pending.catch((error: unknown) => error))).toMatchObject({
      errorName: 'DeadlineExceeded',
    });
  });
});

describe('callFailure', () => {
  it('keeps the error’s name and HTTP status, never its text', () => {
    const error = Object.assign(new Error('rejected ana@example.pe'), {
      name: 'MessageRejected',
      $metadata: { httpStatusCode: 400 },
    });
    expect(callFailure(error)).toEqual({
      ok: false,
      errorName: 'MessageRejected',
      httpStatus: 400,
    });
    expect(callFailure('x')).toEqual({
      ok: false,
      errorName: 'UnknownError',
      httpStatus: undefined,
    });
  });
});
