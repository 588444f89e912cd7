import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { type ReactNode, useId } from 'react';
import { carouselLabels } from '../content/shared/ui';
import { mark, markup } from '../behaviours/markup';
import { visuallyHidden } from './sx';

/** Slides per view from a minimum viewport width up (the widest matching entry wins). */
export type PerView = readonly { readonly minWidth: number; readonly slides: number }[];

export interface CarouselProps {
  /** Accessible name of the carousel (usually the heading of its section). */
  readonly label: string;
  readonly slides: readonly ReactNode[];
  readonly perView?: PerView;
}

/** One slide below 820px, three from 820px. */
const defaultPerView: PerView = [
  { minWidth: 0, slides: 1 },
  { minWidth: 820, slides: 3 },
];

/**
 * A centred, infinite carousel with previous/next buttons (slides per view by
 * width: 3, and 1 below 820px). The markup works alone: the slides sit on a row
 * that scrolls sideways and snaps to each one, laid out as the carousel will show
 * them (CSS widths per breakpoint), so nothing moves when the engine
 * (behaviours/carousel.ts, embla) takes over after load. The arrows keep their
 * place but show only once the behaviours run, since only they can answer them.
 * A polite live region, empty in the HTML, is where the engine says which slides a
 * change brought into view (the WAI carousel pattern's announcement).
 */
export function Carousel({ label, slides, perView = defaultPerView }: CarouselProps) {
  const viewportId = useId();
  const breakpoints = [...perView].sort((a, b) => a.minWidth - b.minWidth);
  const widthStep = breakpoints.reduce((step, { slides: count }) => lcm(step, count), 1);

  const slideWidths = Object.fromEntries(
    breakpoints.map(({ minWidth, slides: count }) => [
      `@media (min-width: ${minWidth}px)`,
      { flexBasis: `${100 / count}%` },
    ]),
  );

  return (
    <Box
      component="section"
      aria-roledescription={carouselLabels.roleDescription}
      aria-label={label}
      {...mark('carousel')}
      // Embla measures whole pixels and only loops when the other slides fill the view: the
      // engine keeps the viewport's width a multiple of this (behaviours/carousel.ts).
      {...mark('carouselStep', String(widthStep))}
      {...mark(
        'carouselPerView',
        breakpoints.map(({ minWidth, slides: count }) => `${minWidth}:${count}`).join(','),
      )}
      {...mark('carouselReady', 'false')}
      sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 1 } }}
    >
      <ArrowButton direction="previous" controls={viewportId} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box
          id={viewportId}
          {...mark('carouselViewport')}
          // Gecko makes a scrolling row a Tab stop of its own; once the engine starts, the row no
          // longer scrolls and the stop vanishes, dropping the focus of a visitor who stood on it.
          // Every slide holds a link, and Tab to it scrolls the row: the row itself is no stop.
          tabIndex={-1}
          sx={{
            mx: 'auto',
            // Until the engine runs, the row scrolls and snaps by itself.
            overflowX: 'auto',
            scrollSnapType: 'x mandatory',
            scrollbarWidth: 'none',
            '&::-webkit-scrollbar': { display: 'none' },
            [`[${markup.carouselReady}="true"] &`]: { overflow: 'hidden', scrollSnapType: 'none' },
          }}
        >
          <Box sx={{ display: 'flex', touchAction: 'pan-y pinch-zoom' }}>
            {slides.map((slide, index) => (
              <Box
                // The slides are a fixed list: their position is their identity.
                key={index}
                role="group"
                aria-roledescription={carouselLabels.slideRoleDescription}
                aria-label={carouselLabels.slide(index + 1, slides.length)}
                sx={{
                  flex: '0 0 100%',
                  minWidth: 0,
                  px: { xs: 1, sm: 1.5 },
                  scrollSnapAlign: 'start',
                  ...slideWidths,
                }}
              >
                {slide}
              </Box>
            ))}
          </Box>
        </Box>
      </Box>
      <ArrowButton direction="next" controls={viewportId} />
      <Box
        component="span"
        aria-live="polite"
        aria-atomic="true"
        {...mark('carouselStatus')}
        sx={visuallyHidden}
      />
    </Box>
  );
}

function ArrowButton({
  direction,
  controls,
}: {
  direction: 'previous' | 'next';
  controls: string;
}) {
  return (
    <IconButton
      aria-label={carouselLabels[direction]}
      aria-controls={controls}
      {...mark('carouselArrow', direction)}
      sx={{
        flexShrink: 0,
        // In its place from the first paint, so nothing moves when it shows.
        [`html:not([${markup.behavioursOn}]) &`]: { visibility: 'hidden' },
        bgcolor: 'primary.dark',
        color: 'onDark.text',
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
