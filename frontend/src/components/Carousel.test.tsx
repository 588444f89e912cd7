/**
 * The carousel as the prerendered page holds it (a row of slides that scrolls and snaps by
 * itself), then run by its engine (behaviours/carousels.ts and carousel.ts, embla) as the page's
 * script starts it. jsdom has no layout: the engine's tests give the elements the sizes a
 * browser would, and stand in for the observers and the media queries it reads.
 */
import { ThemeProvider } from '@mui/material/styles';
import { render as renderBare, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startCarousel } from '../behaviours/carousel';
import { startCarousels } from '../behaviours/carousels';
import { marked, markup, REDUCED_MOTION } from '../behaviours/markup';
import { carouselLabels } from '../content/shared/ui';
import { theme } from '../theme';
import { Carousel, type PerView } from './Carousel';

const slides = ['Uno', 'Dos', 'Tres', 'Cuatro'];

function render(perView?: PerView) {
  return renderBare(
    <ThemeProvider theme={theme}>
      <Carousel label="Demos" slides={slides} perView={perView} />
    </ThemeProvider>,
  );
}

const region = () => screen.getByRole('region', { name: 'Demos' });

afterEach(() => {
  document.documentElement.removeAttribute(markup.behavioursOn);
});

describe('Carousel before any script', () => {
  it('is a labelled carousel region whose slides are numbered "n de m", with Spanish arrows', () => {
    render();
    expect(region()).toHaveAttribute('aria-roledescription', carouselLabels.roleDescription);
    const groups = within(region()).getAllByRole('group');
    expect(groups.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 de 4',
      '2 de 4',
      '3 de 4',
      '4 de 4',
    ]);
    expect(groups[1]).toHaveTextContent('Dos');
    expect(groups[0]).toHaveAttribute('aria-roledescription', carouselLabels.slideRoleDescription);
    const viewportId = region().querySelector(marked('carouselViewport'))!.id;
    expect(viewportId).not.toBe('');
    // Hidden until the behaviours run (next test): a hidden element has no accessible name.
    const arrows = within(region()).getAllByRole('button', { hidden: true });
    expect(arrows.map((arrow) => arrow.getAttribute('aria-label'))).toEqual([
      carouselLabels.previous,
      carouselLabels.next,
    ]);
    for (const arrow of arrows) expect(arrow).toHaveAttribute('aria-controls', viewportId);
  });

  it('holds an empty polite live region for the engine to say which slides are in view', () => {
    render();
    const status = region().querySelector(marked('carouselStatus'))!;
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveAttribute('aria-atomic', 'true');
    expect(status).toBeEmptyDOMElement();
  });

  it('keeps its arrows in place but hidden until the behaviours run: only they answer them', () => {
    render();
    const [previous, next] = within(region()).getAllByRole('button', { hidden: true });
    expect(previous).not.toBeVisible();
    expect(next).not.toBeVisible();
    expect(within(region()).queryByRole('button', { name: carouselLabels.next })).toBeNull();
    document.documentElement.setAttribute(markup.behavioursOn, '');
    expect(next).toBeVisible();
    expect(within(region()).getByRole('button', { name: carouselLabels.previous })).toBeVisible();
  });

  it('renders its first view without the engine, and tells the engine its slides per view', () => {
    render();
    expect(region()).toHaveAttribute(markup.carouselReady, 'false');
    expect(region()).not.toHaveAttribute(markup.carouselIndex);
    expect(region()).toHaveAttribute(markup.carouselPerView, '0:1,820:3');
    expect(region()).toHaveAttribute(markup.carouselStep, '3');
  });

  it('orders its breakpoints and steps by every count of slides per view', () => {
    render([
      { minWidth: 1200, slides: 4 },
      { minWidth: 0, slides: 1 },
      { minWidth: 600, slides: 2 },
    ]);
    expect(region()).toHaveAttribute(markup.carouselPerView, '0:1,600:2,1200:4');
    expect(region()).toHaveAttribute(markup.carouselStep, '4');
  });
});

describe('Carousel with its engine', () => {
  /** The viewport's room, in pixels, and the widest `min-width` query that matches. */
  const ROOM = 1000;
  let idle: (() => void)[] = [];
  /** Whether the visitor asks for less motion. */
  let reducedMotion = false;
  /** What each IntersectionObserver watches, to tell it when a carousel nears the window. */
  let watched: { target: Element; tell: IntersectionObserverCallback; observer: unknown }[] = [];
  const installed: Parameters<Document['addEventListener']>[] = [];
  const layoutProperties = ['offsetWidth', 'offsetLeft', 'clientWidth'] as const;
  /** jsdom's own getters (its zeros), put back after each test. */
  const jsdomLayout = layoutProperties.map(
    (property) =>
      [property, Object.getOwnPropertyDescriptor(HTMLElement.prototype, property)] as const,
  );

  beforeEach(() => {
    idle = [];
    watched = [];
    reducedMotion = false;
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches:
        query === REDUCED_MOTION
          ? reducedMotion
          : Number(/min-width: (\d+)px/.exec(query)?.[1] ?? Infinity) <= ROOM,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
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
        constructor(private readonly tell: IntersectionObserverCallback) {}
        observe(target: Element) {
          watched.push({ target, tell: this.tell, observer: this });
        }
        unobserve() {}
        disconnect() {}
      },
    );
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    // A laid-out page: the viewport's room ROOM wide, the viewport as wide as the engine makes
    // it (its style), each slide a third of it.
    for (const property of layoutProperties) {
      Object.defineProperty(HTMLElement.prototype, property, {
        configurable: true,
        get(this: HTMLElement) {
          const viewport = this.closest<HTMLElement>(marked('carouselViewport'));
          const viewportWidth = parseFloat(viewport?.style.width ?? '') || 0;
          if (this.querySelector(marked('carouselViewport'))) {
            return property === 'offsetLeft' ? 0 : ROOM;
          }
          if (viewport === this) return property === 'offsetLeft' ? 0 : viewportWidth;
          const slide = this.closest('[role="group"]');
          if (slide === this) {
            const index = [...slide.parentElement!.children].indexOf(slide);
            const width = viewportWidth / 3;
            return property === 'offsetLeft' ? index * width : width;
          }
          if (viewport && this.parentElement === viewport) {
            // The row of slides: as wide as the viewport, its slides overflowing it.
            return property === 'offsetLeft' ? 0 : viewportWidth;
          }
          return 0;
        },
      });
    }
  });

  afterEach(() => {
    for (const [type, listener, options] of installed.splice(0)) {
      document.removeEventListener(type, listener, options);
    }
    for (const [property, descriptor] of jsdomLayout) {
      if (descriptor) Object.defineProperty(HTMLElement.prototype, property, descriptor);
      else Reflect.deleteProperty(HTMLElement.prototype, property);
    }
    vi.unstubAllGlobals();
  });

  /** The visitor scrolls the carousel to within a screen of the window. */
  function scrollNear() {
    for (const { target, tell, observer } of watched.filter(({ target }) =>
      target.matches(marked('carousel')),
    )) {
      const entry = { target, isIntersecting: true, intersectionRatio: 1 };
      tell([entry as unknown as IntersectionObserverEntry], observer as IntersectionObserver);
    }
  }

  /** The page's idle moments, as the browser gives them: the engine loads, then it starts. */
  async function idleUntilStarted() {
    idle[0]!();
    await waitFor(() => expect(watched.some(({ target }) => target === region())).toBe(true));
    scrollNear();
    await waitFor(() => expect(idle).toHaveLength(2));
    idle[1]!();
  }

  function renderStarted() {
    const result = render();
    const viewport = region().querySelector<HTMLElement>(marked('carouselViewport'))!;
    document.documentElement.setAttribute(markup.behavioursOn, '');
    const add = vi.spyOn(document, 'addEventListener');
    startCarousels(document);
    installed.push(...add.mock.calls);
    add.mockRestore();
    return { ...result, viewport };
  }

  it('starts once the page is idle, centred where the first view already was', async () => {
    const { viewport } = renderStarted();
    expect(region()).toHaveAttribute(markup.carouselReady, 'false');
    expect(idle).toHaveLength(1);
    // The first idle moment loads the engine; a carousel far from the window does not start…
    idle[0]!();
    await waitFor(() => expect(watched.some(({ target }) => target === region())).toBe(true));
    expect(idle).toHaveLength(1);
    expect(region()).toHaveAttribute(markup.carouselReady, 'false');
    // …until the visitor scrolls near it, and then in an idle moment of its own.
    scrollNear();
    await waitFor(() => expect(idle).toHaveLength(2));
    expect(region()).toHaveAttribute(markup.carouselReady, 'false');
    idle[1]!();
    await waitFor(() => expect(region()).toHaveAttribute(markup.carouselReady, 'true'));
    // Three slides in view: the engine centres the second, so the first view does not move.
    expect(region()).toHaveAttribute(markup.carouselIndex, '1');
    // Whole pixels: the widest multiple of the step (3) the room (1000px) holds.
    expect(viewport.style.width).toBe('999px');
  });

  it('starts at the first press of an arrow before then, and moves', async () => {
    const user = userEvent.setup();
    renderStarted();
    await user.click(screen.getByRole('button', { name: carouselLabels.next }));
    await waitFor(() => expect(region()).toHaveAttribute(markup.carouselIndex, '2'));
    expect(region()).toHaveAttribute(markup.carouselReady, 'true');
    await user.click(screen.getByRole('button', { name: carouselLabels.previous }));
    await waitFor(() => expect(region()).toHaveAttribute(markup.carouselIndex, '1'));
    await user.click(screen.getByRole('button', { name: carouselLabels.previous }));
    await waitFor(() => expect(region()).toHaveAttribute(markup.carouselIndex, '0'));
    // The idle start then finds it running: the same engine, not a second one.
    const engine = startCarousel(region());
    await idleUntilStarted();
    await waitFor(() => expect(startCarousel(region())).toBe(engine));
    expect(region()).toHaveAttribute(markup.carouselIndex, '0');
  });

  it('loops round the ends', async () => {
    const user = userEvent.setup();
    renderStarted();
    await idleUntilStarted();
    await waitFor(() => expect(region()).toHaveAttribute(markup.carouselIndex, '1'));
    await user.click(screen.getByRole('button', { name: carouselLabels.previous }));
    await user.click(screen.getByRole('button', { name: carouselLabels.previous }));
    await waitFor(() => expect(region()).toHaveAttribute(markup.carouselIndex, '3'));
  });

  /** What a screen reader hears from the carousel's live region. */
  const said = () => region().querySelector(marked('carouselStatus'))!.textContent;

  it('says which slides an arrow brought into view, politely, and nothing as it starts', async () => {
    const user = userEvent.setup();
    renderStarted();
    await idleUntilStarted();
    await waitFor(() => expect(region()).toHaveAttribute(markup.carouselReady, 'true'));
    expect(said()).toBe('');
    await user.click(screen.getByRole('button', { name: carouselLabels.next }));
    await waitFor(() => expect(said()).toBe('Diapositivas 2, 3 y 4 de 4'));
    await user.click(screen.getByRole('button', { name: carouselLabels.previous }));
    await user.click(screen.getByRole('button', { name: carouselLabels.previous }));
    // Round the start: the last slide, then the first two.
    await waitFor(() => expect(said()).toBe('Diapositivas 4, 1 y 2 de 4'));
  });

  /**
   * Presses "next" once the carousel has started and answers every place the track was drawn at
   * until it came to rest (the transforms the engine set on it, frame by frame).
   */
  async function placesOfOneStep(): Promise<string[]> {
    const user = userEvent.setup();
    renderStarted();
    await idleUntilStarted();
    await waitFor(() => expect(region()).toHaveAttribute(markup.carouselReady, 'true'));
    const engine = startCarousel(region())!;
    const track = engine.containerNode();
    const places: string[] = [];
    const record = new MutationObserver(() => {
      if (places.at(-1) !== track.style.transform) places.push(track.style.transform);
    });
    record.observe(track, { attributeFilter: ['style'] });
    await user.click(screen.getByRole('button', { name: carouselLabels.next }));
    // At rest on the next slide: embla's target reached (a jump gets there in the same task).
    await waitFor(
      () => {
        expect(region()).toHaveAttribute(markup.carouselIndex, '2');
        expect(engine.internalEngine().scrollBody.settled()).toBe(true);
      },
      { timeout: 5_000 },
    );
    record.disconnect();
    return places;
  }

  it('slides from one view to the next, through the places between', async () => {
    expect((await placesOfOneStep()).length).toBeGreaterThan(2);
  });

  it('jumps, with nothing drawn between, for visitors who ask for less motion', async () => {
    reducedMotion = true;
    const places = await placesOfOneStep();
    expect(places).toHaveLength(1);
    expect(said()).toBe('Diapositivas 2, 3 y 4 de 4');
  });
});
