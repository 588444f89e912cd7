/**
 * The phone every tab-target run plays (scripts/tab-browser.ts, the bench): Lighthouse's mobile
 * profile, and a finger's tap sent straight to the browser. Here, not in bench/, because the e2e
 * suite drives the tab browser too (decision 110).
 */

/** Lighthouse's mobile profile, applied through the DevTools protocol. */
export const phoneProfile = {
  latencyMs: 150,
  downloadBytesPerSecond: 1_600_000 / 8,
  uploadBytesPerSecond: 750_000 / 8,
  cpuSlowdown: 4,
} as const;

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** The protocol's touch command, however the page is reached (Playwright, or the tab driver). */
export type SendTouch = (params: {
  type: 'touchStart' | 'touchEnd';
  touchPoints: Point[];
  timestamp: number;
}) => Promise<unknown>;

/** touchAt's touch and lift, both stamped now and sent at once: the two commands' answers. */
export function touchSent(send: SendTouch, { x, y }: Point): [Promise<unknown>, Promise<unknown>] {
  const timestamp = Date.now() / 1000;
  return [
    send({ type: 'touchStart', touchPoints: [{ x, y }], timestamp }),
    send({ type: 'touchEnd', touchPoints: [], timestamp }),
  ];
}
