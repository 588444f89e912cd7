/**
 * Runs `task` once the page has loaded and the browser is idle, so widgets that are
 * not needed for the first view (carousel engine, particles) never compete with it.
 * Returns a cancel function, for effect clean-ups.
 */
export function afterFirstPaint(task: () => void, timeout = 1500): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      idleHandle = window.requestIdleCallback(() => cancelled || task(), { timeout });
    } else {
      timer = setTimeout(() => cancelled || task(), 200);
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
