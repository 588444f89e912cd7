import { focusRing, sizes } from './tokens';

const { color, haloColor, width, gap } = focusRing;

/**
 * The focus indicator drawn outside the control: the halo (a box-shadow) fills the gap between
 * the control's edge and the ring (the outline). Every control gets it from the global rule in
 * overrides.ts, drawn by CSS alone: no script has to run for a keyboard user to see it.
 */
export const outerFocusRing = {
  outline: `${width}px solid ${color}`,
  outlineOffset: `${gap}px`,
  boxShadow: `0 0 0 ${gap}px ${haloColor}`,
} as const;

/**
 * The same ring drawn inside the control's edge, for a control its parent would clip (a menu's
 * and the drawer's links, the tabs on their scrolling list, a tab panel on its track, an
 * accordion's summary, the video poster in its rounded frame): the ring on the edge, the halo
 * inside it, a pixel wider than outside, where rounded corners and a busy picture (the poster's
 * blue) leave the orange no contrast and the halo alone must show.
 */
export const insetFocusRing = {
  outline: `${width}px solid ${color}`,
  outlineOffset: `-${width}px`,
  boxShadow: `inset 0 0 0 ${width + gap + 1}px ${haloColor}`,
} as const;

/**
 * What the browser leaves free around a place it scrolls to — a control Tab reaches, a fragment
 * a link jumps to: above, the sticky header's height and a little air, so nothing lands under
 * the bar (WCAG 2.4.11); below, room for the focus ring, so the screen's edge does not cut it.
 */
export const scrollPadding = {
  scrollPaddingTop: `${sizes.headerHeight + 16}px`,
  scrollPaddingBottom: '16px',
} as const;
