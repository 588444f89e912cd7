/**
 * The site's carousel engine: embla-carousel (no framework), attached to the track
 * components/Carousel.tsx prerenders. Its own chunk: behaviours/carousels.ts loads it
 * on pages that have a carousel, after load or at the first press of an arrow.
 *
 * A visitor who asks for less motion gets every change at once (no slide, no easing after a
 * swipe); every visitor's screen reader hears which slides a change brought into view, through
 * the carousel's polite live region (docs/decisions/101).
 */
import EmblaCarousel, { type EmblaCarouselType } from 'embla-carousel';
import { carouselLabels } from '../content/shared/ui';
import { marked, markup, REDUCED_MOTION } from './markup';

/** Embla's duration is not in milliseconds: 15 settles in about 300 ms; 0 jumps. */
const DURATION = 15;

const running = new WeakMap<HTMLElement, EmblaCarouselType>();

/** Slides in view now: the per-view pairs "minWidth:slides", widest match wins. */
function slidesInView(section: HTMLElement): number {
  let slides = 1;
  for (const pair of (section.getAttribute(markup.carouselPerView) ?? '').split(',')) {
    const [minWidth, count] = pair.split(':').map(Number);
    if (count && window.matchMedia(`(min-width: ${minWidth}px)`).matches) slides = count;
  }
  return slides;
}

/**
 * Keeps the viewport's width a whole multiple of the carousel's step in pixels (a
 * common multiple of every slides-per-view count), so the slides are whole pixels
 * wide and embla, which measures pixels, sees them fill the view exactly and loops.
 * At most step − 1 pixels narrower than the room it has, centred: nothing visibly moves.
 */
function keepWholePixels(section: HTMLElement, viewport: HTMLElement): () => void {
  const step = Number(section.getAttribute(markup.carouselStep)) || 1;
  const room = viewport.parentElement;
  if (!room) return () => undefined;
  const fit = () => {
    const width = room.clientWidth;
    viewport.style.width = `${Math.floor(width / step) * step}px`;
  };
  fit();
  const observer = new ResizeObserver(fit);
  observer.observe(room);
  return () => observer.disconnect();
}

/**
 * The slides (1-based, left to right) in view when snap `centre` is in the middle of `inView`
 * slides out of `total`, round the ends: embla centres the selected slide.
 */
function positionsInView(centre: number, inView: number, total: number): number[] {
  const count = Math.max(1, Math.min(inView, total));
  const first = centre - Math.floor((count - 1) / 2);
  return Array.from({ length: count }, (_, i) => ((((first + i) % total) + total) % total) + 1);
}

/** Starts the carousel whose section is `section` (once: later calls get the same engine). */
export function startCarousel(section: HTMLElement): EmblaCarouselType | undefined {
  const current = running.get(section);
  if (current) return current;
  const viewport = section.querySelector<HTMLElement>(marked('carouselViewport'));
  if (!viewport) return undefined;
  // The row scrolled by itself until now (a swipe before the engine came): embla moves it from here.
  viewport.scrollLeft = 0;
  const stopFitting = keepWholePixels(section, viewport);
  const embla = EmblaCarousel(viewport, {
    loop: true,
    align: 'center',
    duration: DURATION,
    // Under reduced motion an arrow's change is a jump (embla follows the query as it changes).
    breakpoints: { [REDUCED_MOTION]: { duration: 0 } },
    // Centre the slide that keeps the prerendered first view in place (0,1,2 → centre on 1).
    startIndex: Math.floor((slidesInView(section) - 1) / 2),
  });
  const status = section.querySelector<HTMLElement>(marked('carouselStatus'));
  const showIndex = () => {
    section.setAttribute(markup.carouselIndex, String(embla.selectedScrollSnap()));
  };
  const announce = () => {
    if (!status) return;
    const total = embla.slideNodes().length;
    const positions = positionsInView(embla.selectedScrollSnap(), slidesInView(section), total);
    status.textContent = carouselLabels.shown(positions, total);
  };
  embla.on('select', showIndex);
  embla.on('select', announce);
  // A swipe let go eases to its slide at a speed embla picks from the throw: under reduced
  // motion it lands at once (the frame that would start the easing has not been drawn yet).
  embla.on('pointerUp', () => {
    if (window.matchMedia(REDUCED_MOTION).matches) embla.internalEngine().scrollBody.useDuration(0);
  });
  embla.on('destroy', stopFitting);
  showIndex();
  section.setAttribute(markup.carouselReady, 'true');
  running.set(section, embla);
  return embla;
}
