/**
 * The site's carousel engine: embla-carousel (no framework), attached to the track
 * components/Carousel.tsx prerenders. Its own chunk: behaviours/carousels.ts loads it
 * on pages that have a carousel, after load or at the first press of an arrow.
 */
import EmblaCarousel, { type EmblaCarouselType } from 'embla-carousel';
import { marked, markup } from './markup';

/** Embla's duration is not in milliseconds: 15 settles in about 300 ms. */
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
    // Centre the slide that keeps the prerendered first view in place (0,1,2 → centre on 1).
    startIndex: Math.floor((slidesInView(section) - 1) / 2),
  });
  const showIndex = () => {
    section.setAttribute(markup.carouselIndex, String(embla.selectedScrollSnap()));
  };
  embla.on('select', showIndex);
  embla.on('destroy', stopFitting);
  showIndex();
  section.setAttribute(markup.carouselReady, 'true');
  running.set(section, embla);
  return embla;
}
