import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect } from 'react';
import type { PerView } from './Carousel';

export type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;

/**
 * Embla, attached to the carousel's prerendered viewport. Its own chunk, loaded
 * after the first paint, so the page's first JavaScript stays small.
 */
export default function CarouselEngine({
  viewport,
  breakpoints,
  onReady,
}: {
  viewport: HTMLElement;
  breakpoints: PerView;
  onReady: (api: EmblaApi | undefined) => void;
}) {
  const [emblaRef, api] = useEmblaCarousel({
    loop: true,
    align: 'center',
    // Embla's duration is not in milliseconds: 15 settles in about 300 ms (spec 9).
    duration: 15,
    // Centre the slide that keeps the prerendered first view in place (0,1,2 → centre on 1).
    startIndex: Math.floor((slidesPerView(breakpoints) - 1) / 2),
  });

  useEffect(() => {
    emblaRef(viewport);
    return () => emblaRef(null);
  }, [emblaRef, viewport]);

  useEffect(() => {
    onReady(api);
    return () => onReady(undefined);
  }, [api, onReady]);

  return null;
}

function slidesPerView(breakpoints: PerView): number {
  let slides = 1;
  for (const breakpoint of breakpoints) {
    if (window.matchMedia(`(min-width: ${breakpoint.minWidth}px)`).matches)
      slides = breakpoint.slides;
  }
  return slides;
}
