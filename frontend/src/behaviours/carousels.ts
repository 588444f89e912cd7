/**
 * Starts the page's carousels (behaviours/carousel.ts, embla in its own chunk) without
 * ever landing on the load or on a tap: once the page has loaded and the browser is idle,
 * the engine's chunk is fetched and evaluated; each carousel then starts in an idle moment
 * of its own once it nears the window (a screen away), since starting one is a task of
 * ≈ 40 ms on a slow phone that a visitor who never scrolls to it should not pay. Until
 * then the prerendered track scrolls by itself. A press on an arrow starts it at once and
 * moves it. The arrows are handled here, by delegation, for every carousel the page shows.
 */
import { afterLoadAndIdle } from './idle';
import { marked, markup } from './markup';

const CAROUSEL = marked('carousel');

const engine = () => import('./carousel');

/** Each carousel's start, in an idle moment of its own. */
const startSoon = (section: HTMLElement) =>
  afterLoadAndIdle(() => void engine().then(({ startCarousel }) => startCarousel(section)));

function startWhenNear(sections: readonly HTMLElement[]): void {
  const near = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        near.unobserve(entry.target);
        startSoon(entry.target as HTMLElement);
      }
    },
    { rootMargin: '100% 0px' },
  );
  sections.forEach((section) => near.observe(section));
}

export function startCarousels(doc: Document): void {
  const sections = [...doc.querySelectorAll<HTMLElement>(CAROUSEL)];
  if (sections.length > 0) afterLoadAndIdle(() => void engine().then(() => startWhenNear(sections)));

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
