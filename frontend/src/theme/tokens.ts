/**
 * The brand's primitives: colour scales, sizes and type, apart from what MUI makes of them
 * (palette.ts puts the colours in MUI's palette, overrides.ts holds the component overrides,
 * index.ts builds the theme). Components reach the colours through the palette — sx strings
 * such as 'brand.sand' or 'onDark.lead', or `theme.palette.brand` in an sx callback — and read
 * this file directly only where no theme is at hand: an SVG attribute, a pixel size.
 * The palette passes WCAG AA contrast for text on white and on the dark panel.
 */

/** The brand's colours. */
export const brand = {
  navy: '#0b1f3a',
  navyLight: '#173a66',
  blue: '#0f5ba7',
  orange: '#c25100',
  orangeLight: '#f28c28',
  sand: '#f6f3ee',
  ink: '#1b2430',
} as const;

/** The page's and the cards' surface. */
export const paper = '#ffffff';

/** White at a fixed alpha, the only way this site draws on a dark band. */
function white(alpha: number): string {
  return `rgba(255,255,255,${alpha})`;
}

/**
 * What is drawn on the dark bands (header, footer, banners, hero, dark sections): white,
 * at the alphas the design uses, from full-strength text down to the faintest fill.
 */
export const onDark = {
  /** Headings, body text, icons and outlines at full strength. */
  text: '#ffffff',
  /** A large lead paragraph (the company page's). */
  strong: white(0.92),
  /** The line under a page's title: banners, closing bands, lead paragraphs. */
  lead: white(0.9),
  /** The hero's lead and the video poster's note. */
  soft: white(0.88),
  /** Footer links and text, form hints. */
  secondary: white(0.85),
  /** Small labels under a figure. */
  muted: white(0.78),
  /** The outline of a button on a dark band. */
  outline: white(0.4),
  /** A rule between parts of a dark band. */
  divider: white(0.2),
  /** The edge of a card on a dark band. */
  border: white(0.14),
  /** A tile raised on a dark band. */
  raised: white(0.12),
  /** The faint fill of a card on a dark band. */
  surface: white(0.06),
} as const;

/** Fixed sizes the layout shares, in CSS pixels. */
export const sizes = {
  headerHeight: 64,
  drawerWidth: 260,
} as const;

/**
 * The keyboard's focus indicator, the same on every control (docs/decisions/091): a ring in the
 * brand's orange with a white halo between it and the control. Whatever the control sits on, one
 * of the two stands out by 3:1 or more: the orange on white (4.7:1), on sand (4.2:1) and on the
 * navy (3.5:1), the white halo on every dark band and on the orange and blue buttons.
 */
export const focusRing = {
  color: brand.orange,
  haloColor: paper,
  /** The ring's width, px. */
  width: 3,
  /** The halo's width, between the control and the ring, px. */
  gap: 2,
} as const;

/**
 * The type scale: every text of the site takes one of these sizes and weights (a page's one-off
 * display figure aside), and the case diagrams' labels keep to two of its styles. Few on purpose.
 * Each size and weight a page shows is a font instance the browser sets up before it can lay the
 * text out (on Linux, a round trip to the browser process each), so an odd 17 px beside the 16
 * and the 18, or a 600 beside the 700, made the page's first layout longer for a difference
 * nobody reads (docs/decisions/090).
 */
export const fontSizes = {
  /** 14 px: notes, captions, small links, the footer's fine print. */
  small: '0.875rem',
  /** 16 px: body text, buttons, labels. */
  body: '1rem',
  /** 18 px: leads, section intros and the paragraphs of an article. */
  reading: '1.125rem',
  /** 20 px: h3, card titles, the wordmark. */
  title: '1.25rem',
  h2: '1.75rem',
  h1: '2.25rem',
} as const;

export const fontWeights = {
  regular: 400,
  /** Headings h2 and h3, buttons, labels, links that stand out. */
  bold: 700,
  /** h1 and the wordmark. */
  heavy: 800,
} as const;

/** A system font stack: no web-font download, no layout shift when it loads. */
export const fontFamily =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/**
 * MUI's breakpoints, in px, named here so that the behaviours (which cannot import MUI) and the
 * theme share them: from `md` up the header shows the desktop bar, below it the phone drawer.
 */
export const breakpoints = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;
