import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { type ReactNode, Suspense, lazy, useCallback, useEffect, useId, useState } from 'react';
import { afterFirstPaint } from './after-first-paint';
import type { EmblaApi } from './CarouselEngine';

/** Slides per view from a minimum viewport width up (the widest matching entry wins). */
export type PerView = readonly { readonly minWidth: number; readonly slides: number }[];

export interface CarouselProps {
  /** Accessible name of the carousel (usually the heading of its section). */
  readonly label: string;
  readonly slides: readonly ReactNode[];
  readonly perView?: PerView;
}

/** Spec 9: 3 slides by default and below 1490px, 1 below 820px. */
const defaultPerView: PerView = [
  { minWidth: 0, slides: 1 },
  { minWidth: 820, slides: 3 },
];

// Embla (~7 KB) loads after the first paint: the static track below is the first view.
const CarouselEngine = lazy(() => import('./CarouselEngine'));

/**
 * A centred, infinite carousel with previous/next buttons (spec 2.4 and 9), on
 * embla-carousel. The prerendered HTML already lays the slides out as the carousel
 * will show them (CSS widths per breakpoint), so nothing moves when embla takes over.
 */
export function Carousel({ label, slides, perView = defaultPerView }: CarouselProps) {
  const viewportId = useId();
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [engineWanted, setEngineWanted] = useState(false);
  const [api, setApi] = useState<EmblaApi>();
  const breakpoints = [...perView].sort((a, b) => a.minWidth - b.minWidth);
  const widthStep = breakpoints.reduce((step, { slides: count }) => lcm(step, count), 1);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    onSelect();
    api.on('select', onSelect);
    return () => {
      api.off('select', onSelect);
    };
  }, [api]);

  useEffect(() => afterFirstPaint(() => setEngineWanted(true)), []);

  const previous = useCallback(() => api?.scrollPrev(), [api]);
  const next = useCallback(() => api?.scrollNext(), [api]);

  const slideWidths = Object.fromEntries(
    breakpoints.map(({ minWidth, slides: count }) => [
      `@media (min-width: ${minWidth}px)`,
      { flexBasis: `${100 / count}%` },
    ]),
  );

  return (
    <Box
      component="section"
      aria-roledescription="carrusel"
      aria-label={label}
      data-carousel-ready={api ? 'true' : 'false'}
      data-carousel-index={selected}
      sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 1 } }}
    >
      <ArrowButton direction="previous" controls={viewportId} onClick={previous} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box
          id={viewportId}
          ref={setViewport}
          data-carousel-viewport=""
          sx={{
            overflow: 'hidden',
            mx: 'auto',
            // Embla measures whole pixels and only loops when the other slides fill the view:
            // a width that divides evenly by every slides-per-view count keeps that exact.
            [`@supports (width: round(down, 100%, ${widthStep}px))`]: {
              width: `round(down, 100%, ${widthStep}px)`,
            },
          }}
        >
          <Box sx={{ display: 'flex', touchAction: 'pan-y pinch-zoom' }}>
            {slides.map((slide, index) => (
              <Box
                // The slides are a fixed list: their position is their identity.
                key={index}
                role="group"
                aria-roledescription="diapositiva"
                aria-label={`${index + 1} de ${slides.length}`}
                sx={{ flex: '0 0 100%', minWidth: 0, px: { xs: 1, sm: 1.5 }, ...slideWidths }}
              >
                {slide}
              </Box>
            ))}
          </Box>
        </Box>
      </Box>
      <ArrowButton direction="next" controls={viewportId} onClick={next} />
      {engineWanted && viewport ? (
        <Suspense fallback={null}>
          <CarouselEngine viewport={viewport} breakpoints={breakpoints} onReady={setApi} />
        </Suspense>
      ) : null}
    </Box>
  );
}

function ArrowButton({
  direction,
  controls,
  onClick,
}: {
  direction: 'previous' | 'next';
  controls: string;
  onClick: () => void;
}) {
  return (
    <IconButton
      aria-label={direction === 'previous' ? 'Diapositiva anterior' : 'Diapositiva siguiente'}
      aria-controls={controls}
      onClick={onClick}
      sx={{
        flexShrink: 0,
        bgcolor: 'primary.dark',
        color: '#fff',
        '&:hover': { bgcolor: 'primary.main' },
      }}
    >
      {direction === 'previous' ? <ChevronLeftIcon /> : <ChevronRightIcon />}
    </IconButton>
  );
}

function lcm(a: number, b: number): number {
  const gcd = (x: number, y: number): number => (y === 0 ? x : gcd(y, x % y));
  return (a * b) / gcd(a, b);
}
