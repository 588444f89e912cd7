/** How long an idle callback may wait before it runs anyway. */
export const IDLE_TIMEOUT_MS = 1500;
/** An idle period this long means nothing else is waiting (browsers grant at most 50 ms). */
const QUIET_MS = 45;
/** The longest whenQuiet waits for such a period. */
const QUIET_WAIT_MS = 500;
/** Without requestIdleCallback (Safari), a short pause after load stands in for idle. */
export const IDLE_FALLBACK_MS = 200;

/**
 * Runs `task` once the page has loaded and the browser is idle, so widgets that are
 * not needed for the first view (carousel engine, particles) never compete with it.
 * Returns a cancel function, for effect clean-ups.
 */
export function afterFirstPaint(task: () => void, timeout = IDLE_TIMEOUT_MS): () => void {
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
 * Runs `then` once the page has loaded and the browser has an idle period with nothing else
 * waiting (or after QUIET_WAIT_MS at most), for work that must not slow the page's own last work
 * (its widgets' start): the first screen's prerenders (prerender.ts).
 */
export function whenQuiet(then: () => void) {
  if (typeof requestIdleCallback !== 'function') return afterFirstPaint(then);
  const waitedUntil = performance.now() + QUIET_WAIT_MS;
  const wait = () =>
    requestIdleCallback(
      (deadline) =>
        deadline.timeRemaining() >= QUIET_MS || performance.now() >= waitedUntil ? then() : wait(),
      { timeout: QUIET_WAIT_MS },
    );
  afterFirstPaint(wait);
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
