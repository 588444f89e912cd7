import { startParticles, watchVisibility } from './engine';
import type { ParticleMessage } from './particles.worker';

/**
 * Starts the particle field on `canvas`: in a worker when the browser can hand a canvas
 * to one (OffscreenCanvas), on the main thread
 * otherwise. Returns the function that stops it.
 */
export function startParticleField(canvas: HTMLCanvasElement): () => void {
  const workerCanAnimate = typeof canvas.transferControlToOffscreen === 'function';
  if (!workerCanAnimate) return startParticles(canvas);

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
  const stopWatching = watchVisibility(canvas, (running) => post({ type: 'run', running }));

  return () => {
    resizeObserver.disconnect();
    stopWatching();
    worker.terminate();
    canvas.dataset.particles = 'stopped';
  };
}
