/// <reference lib="webworker" />
/**
 * The particle animation off the main thread: the page hands its canvas over as an
 * OffscreenCanvas, and this worker draws every frame, so the animation adds nothing to
 * the page's blocking time (the load budget allows 50 ms of TBT).
 */
import { type ParticleRenderer, createParticleRenderer } from './engine';

export type ParticleMessage =
  | { type: 'init'; canvas: OffscreenCanvas; width: number; height: number; ratio: number }
  | { type: 'resize'; width: number; height: number; ratio: number }
  | { type: 'run'; running: boolean };

const scope = self as unknown as DedicatedWorkerGlobalScope;
let renderer: ParticleRenderer | undefined;
let frame: number | undefined;

// Workers get animation frames in Chrome and Firefox; elsewhere a timer at the frame cap.
const requestFrame: (callback: (time: number) => void) => number =
  typeof scope.requestAnimationFrame === 'function'
    ? (callback) => scope.requestAnimationFrame(callback)
    : (callback) => setTimeout(() => callback(performance.now()), 25) as unknown as number;
const cancelFrame: (handle: number) => void =
  typeof scope.cancelAnimationFrame === 'function'
    ? (handle) => scope.cancelAnimationFrame(handle)
    : (handle) => clearTimeout(handle);

const tick = (time: number) => {
  frame = requestFrame(tick);
  renderer?.frame(time);
};

scope.onmessage = (event: MessageEvent<ParticleMessage>) => {
  const message = event.data;
  if (message.type === 'init') {
    renderer = createParticleRenderer(message.canvas);
    renderer?.resize(message.width, message.height, message.ratio);
  } else if (message.type === 'resize') {
    renderer?.resize(message.width, message.height, message.ratio);
  } else if (message.running && frame === undefined) {
    frame = requestFrame(tick);
  } else if (!message.running && frame !== undefined) {
    cancelFrame(frame);
    frame = undefined;
  }
};
