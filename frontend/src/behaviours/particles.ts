/**
 * The home hero's particle field (decision 052): started once the page has loaded and
 * the browser is idle, never for visitors who ask for less motion, from its own chunk.
 */
import { afterLoadAndIdle } from './idle';
import { REDUCED_MOTION, marked, markup } from './markup';

export function startParticles(doc: Document): void {
  const canvas = doc.querySelector<HTMLCanvasElement>(`canvas${marked('particles')}`);
  if (!canvas) return;
  const motion = window.matchMedia(REDUCED_MOTION);
  let stop: (() => void) | undefined;
  let cancel: (() => void) | undefined;

  const start = () => {
    if (motion.matches) {
      canvas.setAttribute(markup.particles, 'off');
      return;
    }
    cancel = afterLoadAndIdle(() => {
      void import('./particles/start-field').then(({ startParticleField }) => {
        if (!motion.matches) stop = startParticleField(canvas);
      });
    });
  };
  // A change of preference mid-visit stops the field or starts it.
  motion.addEventListener('change', () => {
    cancel?.();
    stop?.();
    stop = undefined;
    start();
  });
  start();
}
