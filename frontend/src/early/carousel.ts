/**
 * The site's carousel engine: embla-carousel (no framework), attached to the track
 * components/Carousel.tsx prerenders. Its own chunk: early/carousels.ts loads it on
 * pages that have a carousel, after load or at the first press of an arrow, and the
 * component starts it for a carousel that appears later (a client-side navigation).
 * It runs before and after hydration alike; React never drives it.
 */
import EmblaCarousel, { type EmblaCarouselType } from 'embla-carousel';

/** Embla's duration is not in milliseconds: 15 settles in about 300 ms. */
const DURATION = 15;

const running = new WeakMap<HTMLElement, EmblaCarouselType>();

/** Slides in view now: the `data-carousel-per-view` pairs "minWidth:slides", widest match wins. */
function slidesInView(section: HTMLElement): number {
  let slides = 1;
  for (const pair of (section.dataset.carouselPerView ?? '').split(',')) {
    const [minWidth, count] = pair.split(':').map(Number);
    if (count && window.matchMedia(`(min-width: ${minWidth}px)`).matches) slides = count;
  }
  return slides;
}

/**
 * Keeps the viewport's width a whole multiple of `data-carousel-step` pixels (a
 * common multiple of every slides-per-view count), so the slides are whole pixels
 * wide and embla, which measures pixels, sees them fill the view exactly and loops.
 * At most step − 1 pixels narrower than the room it has, centred: nothing visibly moves.
 */
function keepWholePixels(section: HTMLElement, viewport: HTMLElement): () => void {
  const step = Number(section.dataset.carouselStep) || 1;
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
  const viewport = section.querySelector<HTMLElement>('[data-carousel-viewport]');
  if (!viewport) return undefined;
  const stopFitting = keepWholePixels(section, viewport);
  const embla = EmblaCarousel(viewport, {
    loop: true,
    align: 'center',
    duration: DURATION,
    // Centre the slide that keeps the prerendered first view in place (0,1,2 → centre on 1).
    startIndex: Math.floor((slidesInView(section) - 1) / 2),
  });
  const showIndex = () => {
    section.dataset.carouselIndex = String(embla.selectedScrollSnap());
  };
  embla.on('select', showIndex);
  embla.on('destroy', stopFitting);
  showIndex();
  section.dataset.carouselReady = 'true';
  running.set(section, embla);
  return embla;
}

/** Stops the carousel of `section`, when its page goes away. */
export function stopCarousel(section: HTMLElement): void {
  running.get(section)?.destroy();
  running.delete(section);
  section.dataset.carouselReady = 'false';
}
