/**
 * The one contract between the prerendered markup and the behaviour modules
 * (docs/decisions/076): the components put these attributes on the elements a
 * behaviour drives, and the behaviours find them by these names. Neither side
 * writes one of these strings itself.
 */

/** The data attributes, by what they mark. */
export const markup = {
  /** On <html> once the behaviour modules run: styles that need them key on it. */
  behavioursOn: 'data-behaviours',
  /** A link whose page the browser prerenders (the speculation rules read it): on screen now. */
  prerender: 'data-prerender',
  /** A header dropdown (a popover); its value is the edge it lines up with: 'start' | 'end'. */
  menu: 'data-menu',
  /** The phone drawer (a popover). */
  drawer: 'data-drawer',
  /** The root of a set of tabs; its links, its scrolling track and its panels. */
  tabs: 'data-tabs',
  tabsList: 'data-tabs-list',
  tabsTrack: 'data-tabs-track',
  tabsPanel: 'data-tabs-panel',
  /** The root of a carousel; its viewport, its arrows ('previous' | 'next'), its state. */
  carousel: 'data-carousel',
  carouselViewport: 'data-carousel-viewport',
  carouselArrow: 'data-carousel-arrow',
  /** Slides in view by width, as "minWidth:slides" pairs, and the pixel step that keeps them whole. */
  carouselPerView: 'data-carousel-per-view',
  carouselStep: 'data-carousel-step',
  /** 'false' until the engine runs the carousel, then 'true'. */
  carouselReady: 'data-carousel-ready',
  /** The index of the slide in the middle of the view, once the engine runs. */
  carouselIndex: 'data-carousel-index',
  /** A carousel's polite live region: says which slides an arrow or a swipe brought into view. */
  carouselStatus: 'data-carousel-status',
  /** A video's facade (a link to the video); its value is the player's embed address. */
  video: 'data-video',
  /** What the video is about: the player's title. */
  videoTitle: 'data-video-title',
  /**
   * The hero's canvas: 'idle' until the particle field starts, then 'running', 'paused' or
   * 'stopped'; 'off' when the visitor asks for less motion.
   */
  particles: 'data-particles',
  /** Shows the year: the build's in the HTML, the visitor's once the behaviours run. */
  currentYear: 'data-current-year',
  /** A form that posts to the contact API; its value is the endpoint ('contact' | 'application'). */
  form: 'data-form',
  /** A form's send button; its value is what it says while the message is on its way. */
  sendingLabel: 'data-sending-label',
  /** A form's result dialog (a native <dialog>) and its parts. */
  resultDialog: 'data-result-dialog',
  resultTitle: 'data-result-title',
  resultText: 'data-result-text',
  /** The dialog's look: 'success' | 'error'. */
  resultTone: 'data-result-tone',
} as const;

export type MarkupName = keyof typeof markup;

/** The CSS selector of elements that carry `name`'s attribute. */
export function marked(name: MarkupName): string {
  return `[${markup[name]}]`;
}

/** The props that put `name`'s attribute on an element, for JSX spreads. */
export function mark<N extends MarkupName>(
  name: N,
  value = '',
): Record<(typeof markup)[N], string> {
  return { [markup[name]]: value } as Record<(typeof markup)[N], string>;
}

/** The id of the element that shows a form field's message. */
export function errorIdOf(fieldId: string): string {
  return `${fieldId}-error`;
}

/**
 * Visitors who ask for less motion get no particles and no sliding: a carousel or a set of tabs
 * jumps to its next slide or panel.
 */
export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
