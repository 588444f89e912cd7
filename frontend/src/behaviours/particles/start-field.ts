import { markup } from '../markup';
import { animateParticles, watchVisibility } from './engine';
import type { ParticleMessage } from './particles.worker';

/**
 * The fields running now, by canvas: a canvas is started once. This module and the
 * engine are the particles' own chunk (a few kilobytes), loaded after the first paint.
 */
const running = new WeakMap<HTMLCanvasElement, () => void>();

/**
 * Starts the particle field on `canvas`, or returns the running one's stop
 * function: in a worker when the browser can hand a canvas to one
 * (OffscreenCanvas), on the main thread otherwise.
 */
export function startParticleField(canvas: HTMLCanvasElement): () => void {
  const current = running.get(canvas);
  if (current) return current;
  const stopField = launch(canvas);
  const stop = () => {
    if (running.get(canvas) !== stop) return;
    running.delete(canvas);
    stopField();
  };
  running.set(canvas, stop);
  return stop;
}

function launch(canvas: HTMLCanvasElement): () => void {
  const workerCanAnimate = typeof canvas.transferControlToOffscreen === 'function';
  if (!workerCanAnimate) return animateParticles(canvas);

  let offscreen: OffscreenCanvas;
  try {
    offscreen = canvas.transferControlToOffscreen();
  } catch {
    // A canvas can be handed over only once; fall back rather than fail.
    return () => undefined;
  }
  const worker = new Worker(new URL('./particles.worker.ts', import.meta.url), {
    type: 'module',
  });
  const post = (message: ParticleMessage, transfer: Transferable[] = []) =>
    worker.postMessage(message, transfer);
  const size = () => ({
    width: canvas.clientWidth,
    height: canvas.clientHeight,
    ratio: window.devicePixelRatio,
  });

  post({ type: 'init', canvas: offscreen, ...size() }, [offscreen]);
  const resizeObserver = new ResizeObserver(() => post({ type: 'resize', ...size() }));
  resizeObserver.observe(canvas);
  const stopWatching = watchVisibility(canvas, (visible) =>
    post({ type: 'run', running: visible }),
  );

  return () => {
    resizeObserver.disconnect();
    stopWatching();
    worker.terminate();
    canvas.setAttribute(markup.particles, 'stopped');
  };
}
