import type { Breakpoint } from '@mui/material/styles';

/**
 * Style fragments several blocks share, spread into their `sx`. Fragments, not
 * components: each block keeps its own element and semantics (ul, ol, Card, a).
 */

type Responsive<T> = T | Partial<Record<Breakpoint, T>>;

/** A card that rises a little under the pointer; no motion for visitors who ask for none. */
export function liftOnHover(elevation: 4 | 6 = 6) {
  return {
    transition: 'transform 200ms ease, box-shadow 200ms ease',
    '&:hover': { transform: 'translateY(-4px)', boxShadow: elevation },
    '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
  } as const;
}

/** A list laid out as a grid: no bullets, no indent, the given columns and gap (theme spacing). */
export function listGrid(gridTemplateColumns: Responsive<string>, gap: Responsive<number> = 2) {
  return { listStyle: 'none', p: 0, m: 0, display: 'grid', gap, gridTemplateColumns } as const;
}

/**
 * A column narrower than the page, for reading and forms, from the page's left edge: every
 * section of a page shares the `lg` container's edges (one grid, docs/decisions/120), and a
 * narrow one keeps the measure a centred `md` container gave it (900 px less its gutters).
 */
export const readingColumn = { maxWidth: 852 } as const;

/**
 * A centred band's children (a welcome, a closing call), each on the reading measure and centred
 * (by the column's alignment: a heading's own margins stay its own).
 */
export const centredColumn = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  '& > *': readingColumn,
} as const;

/** Read by screen readers, not shown. Strings, not numbers: in `sx` a bare 1 means 100%. */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
