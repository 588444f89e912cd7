/**
 * The hero's particle field: dots drifting on a canvas, joined by faint lines when
 * close. Loaded with a dynamic import after the first paint (behaviours/particles.ts).
 *
 * Cost matters more than looks here (the load budget allows 50 ms of blocking time):
 * one stroke() per link line costs ~150 ms of blocking time on a throttled phone, so
 * links are batched into one path per alpha bucket; the backing store has one pixel per
 * CSS pixel whatever the screen's density (decision 087: at 1.5× a tap on a slow phone
 * waited for the canvas's frames); frames are capped at 40 per second; the loop stops
 * entirely when the canvas is off-screen or the tab is hidden.
 */
import { marked, markup } from '../markup';

export interface ParticleOptions {
  readonly count: number;
  readonly maxFps: number;
  /** Distance under which two particles are linked, in CSS pixels. */
  readonly linkDistance: number;
  readonly color: string;
}

const defaultParticleOptions: ParticleOptions = {
  count: 100,
  maxFps: 40,
  linkDistance: 120,
  color: '255, 255, 255',
};

interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
  r: number;
}

const ALPHA_BUCKETS = 4;
/** Soft dots and faint lines lose nothing a visitor notices at one pixel per CSS pixel. */
const MAX_PIXEL_RATIO = 1;

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

export interface ParticleRenderer {
  /** Sets the drawing size in CSS pixels and the backing-store ratio (capped at MAX_PIXEL_RATIO). */
  resize(width: number, height: number, devicePixelRatio: number): void;
  /** Advances and draws one frame if the frame cap allows; `time` in milliseconds. */
  frame(time: number): void;
  clear(): void;
}

/**
 * The drawing itself, on any 2D context: the main thread's canvas or a worker's
 * OffscreenCanvas (particles.worker.ts), so both share one implementation.
 */
export function createParticleRenderer(
  surface: { width: number; height: number; getContext(kind: '2d'): Context2D | null },
  options: ParticleOptions = defaultParticleOptions,
): ParticleRenderer | undefined {
  const context = surface.getContext('2d');
  if (!context) return undefined;
  const ctx = context;
  let width = 0;
  let height = 0;
  let lastFrame = -Infinity;
  const minFrameGap = 1000 / options.maxFps;
  const particles: Particle[] = [];

  function resize(newWidth: number, newHeight: number, devicePixelRatio: number) {
    const ratio = Math.min(devicePixelRatio || 1, MAX_PIXEL_RATIO);
    const previousWidth = width;
    const previousHeight = height;
    width = newWidth;
    height = newHeight;
    surface.width = Math.round(width * ratio);
    surface.height = Math.round(height * ratio);
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    if (particles.length === 0) {
      for (let i = 0; i < options.count; i++) particles.push(randomParticle(width, height));
    } else if (previousWidth > 0 && previousHeight > 0) {
      for (const particle of particles) {
        particle.x *= width / previousWidth;
        particle.y *= height / previousHeight;
      }
    }
    draw();
  }

  function step() {
    for (const particle of particles) {
      particle.x += particle.vx;
      particle.y += particle.vy;
      if (particle.x < 0 || particle.x > width) particle.vx = -particle.vx;
      if (particle.y < 0 || particle.y > height) particle.vy = -particle.vy;
    }
  }

  function draw() {
    ctx.clearRect(0, 0, width, height);
    const maxDistanceSquared = options.linkDistance * options.linkDistance;
    const buckets: number[][] = Array.from({ length: ALPHA_BUCKETS }, () => []);
    for (let i = 0; i < particles.length; i++) {
      const a = particles[i]!;
      for (let j = i + 1; j < particles.length; j++) {
        const b = particles[j]!;
        const dx = a.x - b.x;
        const dy = a.y - b.y;
        const distanceSquared = dx * dx + dy * dy;
        if (distanceSquared < maxDistanceSquared) {
          const closeness = 1 - Math.sqrt(distanceSquared) / options.linkDistance;
          const bucket = Math.min(ALPHA_BUCKETS - 1, Math.floor(closeness * ALPHA_BUCKETS));
          buckets[bucket]!.push(a.x, a.y, b.x, b.y);
        }
      }
    }
    ctx.lineWidth = 1;
    buckets.forEach((segments, bucket) => {
      if (segments.length === 0) return;
      ctx.beginPath();
      for (let k = 0; k < segments.length; k += 4) {
        ctx.moveTo(segments[k]!, segments[k + 1]!);
        ctx.lineTo(segments[k + 2]!, segments[k + 3]!);
      }
      ctx.strokeStyle = `rgba(${options.color}, ${((bucket + 1) / ALPHA_BUCKETS) * 0.35})`;
      ctx.stroke();
    });
    ctx.beginPath();
    for (const particle of particles) {
      ctx.moveTo(particle.x + particle.r, particle.y);
      ctx.arc(particle.x, particle.y, particle.r, 0, Math.PI * 2);
    }
    ctx.fillStyle = `rgba(${options.color}, 0.75)`;
    ctx.fill();
  }

  return {
    resize,
    frame(time) {
      if (time - lastFrame < minFrameGap - 1) return;
      lastFrame = time;
      step();
      draw();
    },
    clear: () => ctx.clearRect(0, 0, width, height),
  };
}

/**
 * Runs the animation on the main thread (browsers without OffscreenCanvas, and the unit
 * tests). Returns a function that stops it for good.
 */
export function animateParticles(
  canvas: HTMLCanvasElement,
  options: ParticleOptions = defaultParticleOptions,
): () => void {
  const renderer = createParticleRenderer(canvas, options);
  if (!renderer) return () => undefined;
  let frame: number | undefined;
  const tick = (time: number) => {
    frame = requestAnimationFrame(tick);
    renderer.frame(time);
  };
  const stopWatching = watchVisibility(canvas, (running) => {
    if (running && frame === undefined) frame = requestAnimationFrame(tick);
    if (!running && frame !== undefined) {
      cancelAnimationFrame(frame);
      frame = undefined;
    }
  });
  const resizeObserver = new ResizeObserver(() =>
    renderer.resize(canvas.clientWidth, canvas.clientHeight, window.devicePixelRatio),
  );
  resizeObserver.observe(canvas);
  renderer.resize(canvas.clientWidth, canvas.clientHeight, window.devicePixelRatio);

  return () => {
    resizeObserver.disconnect();
    stopWatching();
    if (frame !== undefined) cancelAnimationFrame(frame);
    frame = undefined;
    renderer.clear();
    canvas.setAttribute(markup.particles, 'stopped');
  };
}

/** How long the field stands still after a tap or a click. */
export const INPUT_YIELD_MS = 400;

/**
 * Calls `onChange(true)` while the canvas is on screen, the tab visible, the drawer closed
 * and the visitor not tapping, `false` otherwise, and mirrors that in `data-particles`.
 * Returns the clean-up.
 */
export function watchVisibility(
  canvas: HTMLCanvasElement,
  onChange: (running: boolean) => void,
): () => void {
  let onScreen = true;
  let yielding = false;
  let yieldTimer: ReturnType<typeof setTimeout> | undefined;
  let running: boolean | undefined;
  // The phone drawer, while open, covers the page and the hero's field with it.
  let covered = false;
  const update = () => {
    const shouldRun = onScreen && !document.hidden && !yielding && !covered;
    if (shouldRun === running) return;
    running = shouldRun;
    canvas.setAttribute(markup.particles, shouldRun ? 'running' : 'paused');
    onChange(shouldRun);
  };
  // A tap or a click anywhere: the field stands still for a moment, so the frame that
  // answers the visitor (a menu, the drawer) is drawn first on a slow phone.
  const yieldToInput = () => {
    yielding = true;
    update();
    clearTimeout(yieldTimer);
    yieldTimer = setTimeout(() => {
      yielding = false;
      update();
    }, INPUT_YIELD_MS);
  };
  const intersectionObserver = new IntersectionObserver((entries) => {
    onScreen = entries.some((entry) => entry.isIntersecting);
    update();
  });
  intersectionObserver.observe(canvas);
  document.addEventListener('visibilitychange', update);
  const onToggle = (event: Event) => {
    if (!(event.target instanceof Element) || !event.target.matches(marked('drawer'))) return;
    covered = (event as ToggleEvent).newState === 'open';
    update();
  };
  // Toggle events do not bubble: the capture phase hears the drawer's.
  document.addEventListener('toggle', onToggle, { capture: true });
  window.addEventListener('pointerdown', yieldToInput, { capture: true, passive: true });
  update();
  return () => {
    intersectionObserver.disconnect();
    document.removeEventListener('visibilitychange', update);
    document.removeEventListener('toggle', onToggle, { capture: true });
    window.removeEventListener('pointerdown', yieldToInput, { capture: true });
    clearTimeout(yieldTimer);
  };
}

function randomParticle(width: number, height: number): Particle {
  const speed = 0.15 + Math.random() * 0.35;
  const angle = Math.random() * Math.PI * 2;
  return {
    x: Math.random() * width,
    y: Math.random() * height,
    vx: Math.cos(angle) * speed,
    vy: Math.sin(angle) * speed,
    r: 1 + Math.random() * 1.6,
  };
}
