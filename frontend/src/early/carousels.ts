/**
 * Starts the page's carousels (early/carousel.ts, embla in its own chunk) once the
 * page has loaded and the browser is idle, so the engine never competes with the
 * first paint; a press on an arrow before then starts it at once and moves it.
 * The arrows are handled here, by delegation, for every carousel the page ever shows.
 */
import { afterFirstPaint } from './idle';

export const CAROUSEL_SELECTOR = '[data-carousel]';

const engine = () => import('./carousel');

export function startCarousels(doc: Document): void {
  const sections = () => [...doc.querySelectorAll<HTMLElement>(CAROUSEL_SELECTOR)];
  if (sections().length > 0) {
    afterFirstPaint(() => {
      void engine().then(({ startCarousel }) => sections().forEach(startCarousel));
    });
  }

  doc.addEventListener('click', (event) => {
    const arrow =
      event.target instanceof Element
        ? event.target.closest<HTMLElement>('[data-carousel-arrow]')
        : null;
    const section = arrow?.closest<HTMLElement>(CAROUSEL_SELECTOR);
    if (!arrow || !section) return;
    void engine().then(({ startCarousel }) => {
      const embla = startCarousel(section);
      if (arrow.dataset.carouselArrow === 'previous') embla?.scrollPrev();
      else embla?.scrollNext();
    });
  });
}
