import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';
import { afterFirstPaint } from '../../early/idle';
import { REDUCED_MOTION } from './early-start';

/**
 * The canvas behind the home hero. Decorative (aria-hidden). The animation module
 * is imported only after the first paint, and never under prefers-reduced-motion:
 * `data-particles` says what it is doing ('idle', 'off', 'running', 'paused', 'stopped').
 * The prerendered page usually starts the field before React arrives (early-start.ts);
 * this component then adopts it, and stops it when the visitor leaves the page.
 */
export function ParticleField() {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const motion = window.matchMedia(REDUCED_MOTION);
    let stop: (() => void) | undefined;
    let cancelled = false;
    let cancelSchedule: (() => void) | undefined;

    const start = () => {
      if (motion.matches) {
        canvas.dataset.particles = 'off';
        return;
      }
      cancelSchedule = afterFirstPaint(() => {
        void import('./start-field').then(({ startParticleField }) => {
          if (!cancelled && !motion.matches) stop = startParticleField(canvas);
        });
      });
    };
    const onPreferenceChange = () => {
      cancelSchedule?.();
      stop?.();
      stop = undefined;
      start();
    };

    start();
    motion.addEventListener('change', onPreferenceChange);
    return () => {
      cancelled = true;
      motion.removeEventListener('change', onPreferenceChange);
      cancelSchedule?.();
      stop?.();
    };
  }, []);

  return (
    <Box
      component="canvas"
      ref={canvasRef}
      aria-hidden
      data-particles="idle"
      sx={{
        position: 'absolute',
        inset: 0,
        width: '100%',
        height: '100%',
        pointerEvents: 'none',
        [`@media ${REDUCED_MOTION}`]: { display: 'none' },
      }}
    />
  );
}
