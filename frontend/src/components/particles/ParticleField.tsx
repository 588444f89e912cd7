import Box from '@mui/material/Box';
import { REDUCED_MOTION, mark } from '../../behaviours/markup';

/**
 * The canvas behind the home hero. Decorative (aria-hidden). behaviours/particles.ts
 * starts the field after the first paint, never under prefers-reduced-motion; the
 * canvas's state attribute says what it is doing ('idle', 'off', 'running', 'paused', 'stopped').
 */
export function ParticleField() {
  return (
    <Box
      component="canvas"
      aria-hidden
      {...mark('particles', 'idle')}
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
