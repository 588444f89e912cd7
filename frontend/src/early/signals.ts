/**
 * The names the page's bootstrap (app/after-first-paint.ts), the client entry and
 * the early behaviours share to agree on where hydration stands.
 */

/** Dispatched on window once the page has hydrated and its first updates are on screen. */
export const HYDRATED_EVENT = 'ayni:hydrated';
/** Set on window at the same moment, for code that starts after the event. */
export const HYDRATED_FLAG = '__ayniHydrated';
/** Set on window by entry.client.tsx just before hydrateRoot: React is taking over. */
export const HYDRATING_FLAG = '__ayniHydrating';
/**
 * Set by the bootstrap when the visitor follows a link before React has attached:
 * the browser is loading the next (prerendered) page, and hydrating now would
 * only cancel that navigation, so entry.client.tsx stands aside.
 */
export const LEAVING_FLAG = '__ayniLeaving';

const flags = (): Record<string, boolean | undefined> =>
  window as unknown as Record<string, boolean | undefined>;

export function isHydrated(): boolean {
  return flags()[HYDRATED_FLAG] === true;
}

/** Runs `task` once the page has hydrated (at once if it already has). */
export function whenHydrated(task: () => void): void {
  if (isHydrated()) task();
  else window.addEventListener(HYDRATED_EVENT, task, { once: true });
}

/** Whether the visitor followed a link before React attached (the next page is loading). */
export function isLeaving(): boolean {
  return flags()[LEAVING_FLAG] === true;
}

/** Called just before hydrateRoot: from now on the bootstrap holds link clicks. */
export function markHydrating(): void {
  flags()[HYDRATING_FLAG] = true;
}

/** Called once the hydrated page and its first updates are on screen. */
export function announceHydrated(): void {
  flags()[HYDRATED_FLAG] = true;
  window.dispatchEvent(new Event(HYDRATED_EVENT));
}
