/**
 * The hero's canvas as the prerendered page holds it, then started by behaviours/particles.ts:
 * after the first paint, never for visitors who ask for less motion. The field itself
 * (behaviours/particles/start-field.ts, its own chunk) is stood in for here: its engine has
 * its own tests.
 */
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markup } from '../../behaviours/markup';
import { startParticles } from '../../behaviours/particles';
import { startParticleField } from '../../behaviours/particles/start-field';
import { ParticleField } from './ParticleField';

vi.mock('../../behaviours/particles/start-field', () => ({ startParticleField: vi.fn() }));

const stop = vi.fn();
let idle: (() => void)[] = [];
/** The visitor's motion preference, and what listens to its changes. */
const motion = {
  reduce: false,
  listeners: [] as (() => void)[],
  change(reduce: boolean) {
    this.reduce = reduce;
    for (const listener of this.listeners) listener();
  },
};

beforeEach(() => {
  idle = [];
  motion.reduce = false;
  motion.listeners = [];
  stop.mockReset();
  vi.mocked(startParticleField).mockReset().mockReturnValue(stop);
  vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
  vi.stubGlobal('cancelIdleCallback', (handle: number) => {
    idle[handle - 1] = () => undefined;
  });
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    get matches() {
      return query === '(prefers-reduced-motion: reduce)' && motion.reduce;
    },
    addEventListener: (_type: string, listener: () => void) => motion.listeners.push(listener),
  }));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Runs what waits for the browser to be idle, then lets the field's chunk load. */
async function idleThenLoaded() {
  for (const task of idle.splice(0)) task();
  await vi.dynamicImportSettled();
}

const canvas = () => document.querySelector('canvas')!;

describe('ParticleField', () => {
  it('is a decorative canvas, idle until the behaviours start it', () => {
    render(<ParticleField />);
    expect(canvas()).toHaveAttribute('aria-hidden', 'true');
    expect(canvas()).toHaveAttribute(markup.particles, 'idle');
  });

  it('starts once the page is idle, not before', async () => {
    render(<ParticleField />);
    startParticles(document);
    await vi.dynamicImportSettled();
    expect(startParticleField).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    await idleThenLoaded();
    expect(startParticleField).toHaveBeenCalledExactlyOnceWith(canvas());
  });

  it('never starts for a visitor who asks for less motion, and says so on the canvas', async () => {
    motion.reduce = true;
    render(<ParticleField />);
    startParticles(document);
    await idleThenLoaded();
    expect(idle).toHaveLength(0);
    expect(startParticleField).not.toHaveBeenCalled();
    expect(canvas()).toHaveAttribute(markup.particles, 'off');
  });

  it('stops when the preference changes mid-visit, and starts again when it changes back', async () => {
    render(<ParticleField />);
    startParticles(document);
    await idleThenLoaded();
    expect(startParticleField).toHaveBeenCalledOnce();
    motion.change(true);
    expect(stop).toHaveBeenCalledOnce();
    expect(canvas()).toHaveAttribute(markup.particles, 'off');
    motion.change(false);
    await idleThenLoaded();
    expect(startParticleField).toHaveBeenCalledTimes(2);
  });

  it('does not start a field whose start was waiting when the preference changed', async () => {
    render(<ParticleField />);
    startParticles(document);
    motion.change(true);
    await idleThenLoaded();
    expect(startParticleField).not.toHaveBeenCalled();
    expect(stop).not.toHaveBeenCalled();
  });

  it('nor one whose chunk was still on its way', async () => {
    render(<ParticleField />);
    startParticles(document);
    for (const task of idle.splice(0)) task();
    motion.change(true);
    await vi.dynamicImportSettled();
    expect(startParticleField).not.toHaveBeenCalled();
    expect(canvas()).toHaveAttribute(markup.particles, 'off');
  });

  it('does nothing on a page without the canvas', async () => {
    render(<p>Servicios</p>);
    startParticles(document);
    await idleThenLoaded();
    expect(idle).toHaveLength(0);
    expect(startParticleField).not.toHaveBeenCalled();
  });
});
