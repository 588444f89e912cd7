/** How long an idle callback may wait before it runs anyway. */
export const IDLE_TIMEOUT_MS = 1500;
/** Without requestIdleCallback (Safari), a short pause after load stands in for idle. */
export const IDLE_FALLBACK_MS = 200;

/**
 * Runs `task` once the page has loaded and the browser is idle, so widgets that are
 * not needed for the first view (carousel engine, particles) never compete with it.
 * Returns a cancel function: the particle field calls it when it is stopped before the task ran.
 */
export function afterLoadAndIdle(task: () => void, timeout = IDLE_TIMEOUT_MS): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      idleHandle = window.requestIdleCallback(() => cancelled || task(), { timeout });
    } else {
      timer = setTimeout(() => cancelled || task(), IDLE_FALLBACK_MS);
    }
  };

  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });

  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * Resolves in a new task of the main thread, so that work split by it never forms one long task:
 * a tap that arrives meanwhile is answered in between. `scheduler.yield()` keeps the work's place
 * ahead of other queued tasks where the browser has it; elsewhere a zero timeout.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
