import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_FALLBACK_MS, IDLE_TIMEOUT_MS, afterLoadAndIdle, nextTask } from './idle';

const task = vi.fn();

beforeEach(() => {
  task.mockReset();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('afterLoadAndIdle', () => {
  it('runs the task when the loaded page’s browser is idle, waiting at most the timeout', () => {
    const requestIdleCallback = vi.fn((_callback: () => void, _options?: IdleRequestOptions) => 7);
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    afterLoadAndIdle(task);
    expect(task).not.toHaveBeenCalled();
    expect(requestIdleCallback).toHaveBeenCalledOnce();
    const [idle, options] = requestIdleCallback.mock.calls[0]!;
    expect(options).toEqual({ timeout: IDLE_TIMEOUT_MS });
    idle();
    expect(task).toHaveBeenCalledOnce();
    afterLoadAndIdle(task, 300);
    expect(requestIdleCallback.mock.calls[1]?.[1]).toEqual({ timeout: 300 });
  });

  it('cancels the idle callback, and the task never runs', () => {
    const requestIdleCallback = vi.fn((_callback: () => void) => 7);
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback);
    const cancel = afterLoadAndIdle(task);
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
    // A callback the browser had already queued finds the task cancelled.
    requestIdleCallback.mock.calls[0]![0]();
    expect(task).not.toHaveBeenCalled();
  });

  it('waits a short pause instead where the browser has no idle callback', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    afterLoadAndIdle(task);
    vi.advanceTimersByTime(IDLE_FALLBACK_MS - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();

    const cancel = afterLoadAndIdle(task);
    cancel();
    vi.advanceTimersByTime(IDLE_FALLBACK_MS);
    expect(task).toHaveBeenCalledOnce();
  });

  it('waits for the page to load first', () => {
    const requestIdleCallback = vi.fn((callback: () => void) => {
      callback();
      return 1;
    });
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    afterLoadAndIdle(task);
    const cancelled = vi.fn();
    afterLoadAndIdle(cancelled)();
    expect(requestIdleCallback).not.toHaveBeenCalled();
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    expect(task).toHaveBeenCalledOnce();
    expect(cancelled).not.toHaveBeenCalled();
    // Once only.
    window.dispatchEvent(new Event('load'));
    expect(task).toHaveBeenCalledOnce();
  });
});

describe('nextTask', () => {
  it('yields with scheduler.yield() where the browser has it', async () => {
    const yieldToMain = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldToMain });
    await nextTask();
    expect(yieldToMain).toHaveBeenCalledOnce();
  });

  it('elsewhere resolves in a later task, not before the tasks already queued', async () => {
    vi.stubGlobal('scheduler', undefined);
    const order: string[] = [];
    setTimeout(() => order.push('queued before'), 0);
    const next = nextTask().then(() => order.push('next task'));
    await Promise.resolve();
    expect(order).toEqual([]);
    await next;
    expect(order).toEqual(['queued before', 'next task']);
  });
});
