/**
 * Starts the page's carousels (behaviours/carousel.ts, embla in its own chunk) once the
 * page has loaded and the browser is idle, so the engine never competes with the
 * first paint; a press on an arrow before then starts it at once and moves it.
 * The arrows are handled here, by delegation, for every carousel the page ever shows.
 */
import { afterFirstPaint } from './idle';
import { marked, markup } from './markup';

const CAROUSEL = marked('carousel');

const engine = () => import('./carousel');

export function startCarousels(doc: Document): void {
  const sections = () => [...doc.querySelectorAll<HTMLElement>(CAROUSEL)];
  if (sections().length > 0) {
    afterFirstPaint(() => {
      void engine().then(({ startCarousel }) => sections().forEach(startCarousel));
    });
  }

  doc.addEventListener('click', (event) => {
    const arrow =
      event.target instanceof Element
        ? event.target.closest<HTMLElement>(marked('carouselArrow'))
        : null;
    const section = arrow?.closest<HTMLElement>(CAROUSEL);
    if (!arrow || !section) return;
    void engine().then(({ startCarousel }) => {
      const embla = startCarousel(section);
      if (arrow.getAttribute(markup.carouselArrow) === 'previous') embla?.scrollPrev();
      else embla?.scrollNext();
    });
  });
}
