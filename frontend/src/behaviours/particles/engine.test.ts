import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INPUT_YIELD_MS, animateParticles } from './engine';
import { markup } from '../markup';

/** A 2D context that counts the calls that cost time on a phone. */
function fakeContext() {
  const calls = { stroke: 0, fill: 0, arc: 0, lineTo: 0 };
  const context = {
    setTransform: vi.fn(),
    clearRect: vi.fn(),
    beginPath: vi.fn(),
    moveTo: vi.fn(),
    lineTo: () => void calls.lineTo++,
    arc: () => void calls.arc++,
    stroke: () => void calls.stroke++,
    fill: () => void calls.fill++,
    lineWidth: 1,
    strokeStyle: '',
    fillStyle: '',
  };
  return { context, calls };
}

let frames: FrameRequestCallback[] = [];
let intersect: (visible: boolean) => void = () => undefined;

beforeEach(() => {
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => {
    frames = [];
  });
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        intersect = (visible) => callback([{ isIntersecting: visible }]);
      }
      observe() {}
      disconnect() {}
    },
  );
});

afterEach(() => vi.unstubAllGlobals());

function canvasWith(context: object) {
  const canvas = document.createElement('canvas');
  Object.defineProperty(canvas, 'clientWidth', { value: 1200 });
  Object.defineProperty(canvas, 'clientHeight', { value: 600 });
  canvas.getContext = (() => context) as unknown as HTMLCanvasElement['getContext'];
  return canvas;
}

function runFrame(time: number) {
  const pending = frames;
  frames = [];
  for (const callback of pending) callback(time);
}

describe('particle engine', () => {
  it('draws 100 particles with one fill and at most four strokes per frame, however many links', () => {
    const { context, calls } = fakeContext();
    const canvas = canvasWith(context);
    const stop = animateParticles(canvas);
    expect(canvas.dataset.particles).toBe('running');
    calls.arc = calls.fill = calls.stroke = calls.lineTo = 0;
    runFrame(1000);
    expect(calls.arc).toBe(100);
    expect(calls.fill).toBe(1);
    expect(calls.stroke).toBeLessThanOrEqual(4);
    expect(calls.lineTo).toBeGreaterThan(4);
    stop();
    expect(canvas.dataset.particles).toBe('stopped');
  });

  it('keeps one backing pixel per CSS pixel on a dense screen: a phone draws and composites no more', () => {
    const { context } = fakeContext();
    const canvas = canvasWith(context);
    vi.stubGlobal('devicePixelRatio', 3);
    const stop = animateParticles(canvas);
    expect([canvas.width, canvas.height]).toEqual([1200, 600]);
    expect(context.setTransform).toHaveBeenLastCalledWith(1, 0, 0, 1, 0, 0);
    stop();
  });

  it('caps the frame rate at 40 per second', () => {
    const { context, calls } = fakeContext();
    const stop = animateParticles(canvasWith(context));
    calls.fill = 0;
    // 60 display frames in one second: only about 40 are drawn.
    for (let i = 1; i <= 60; i++) runFrame(1000 + (i * 1000) / 60);
    expect(calls.fill).toBeGreaterThanOrEqual(29);
    expect(calls.fill).toBeLessThanOrEqual(41);
    stop();
  });

  it('stops requesting frames off-screen and while the tab is hidden, and resumes after', () => {
    const { context } = fakeContext();
    const canvas = canvasWith(context);
    const stop = animateParticles(canvas);
    intersect(false);
    expect(canvas.dataset.particles).toBe('paused');
    expect(frames).toHaveLength(0);
    intersect(true);
    expect(canvas.dataset.particles).toBe('running');

    Object.defineProperty(document, 'hidden', { value: true, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(canvas.dataset.particles).toBe('paused');
    expect(frames).toHaveLength(0);
    Object.defineProperty(document, 'hidden', { value: false, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(canvas.dataset.particles).toBe('running');
    stop();
  });

  it('stands still while the phone drawer covers the page, and resumes once it closes', () => {
    const { context } = fakeContext();
    const canvas = canvasWith(context);
    const stop = animateParticles(canvas);
    const drawer = document.createElement('div');
    drawer.setAttribute(markup.drawer, '');
    document.body.append(drawer);
    const toggle = (newState: 'open' | 'closed') =>
      drawer.dispatchEvent(Object.assign(new Event('toggle'), { newState }));
    try {
      toggle('open');
      expect(canvas.dataset.particles).toBe('paused');
      expect(frames).toHaveLength(0);
      toggle('closed');
      expect(canvas.dataset.particles).toBe('running');
    } finally {
      drawer.remove();
      stop();
    }
  });

  it('stands still for a moment after a tap, so the answer to it is drawn first', () => {
    vi.useFakeTimers();
    try {
      const { context } = fakeContext();
      const canvas = canvasWith(context);
      const stop = animateParticles(canvas);
      window.dispatchEvent(new Event('pointerdown'));
      expect(canvas.dataset.particles).toBe('paused');
      expect(frames).toHaveLength(0);
      vi.advanceTimersByTime(INPUT_YIELD_MS);
      expect(canvas.dataset.particles).toBe('running');
      stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
