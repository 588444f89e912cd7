/**
 * The words of the reusable blocks that do not belong to one page: the carousel, the video and
 * links that open a new tab.
 */
export const carouselLabels = {
  /** How a screen reader announces the carousel and each of its slides. */
  roleDescription: 'carrusel',
  slideRoleDescription: 'diapositiva',
  slide: (position: number, total: number) => `${position} de ${total}`,
  previous: 'Diapositiva anterior',
  next: 'Diapositiva siguiente',
  /**
   * Said politely once an arrow or a swipe has moved the carousel: the slides now in view
   * ("Diapositiva 2 de 4"; three in view: "Diapositivas 2, 3 y 4 de 4").
   */
  shown: (positions: readonly number[], total: number) =>
    positions.length === 1
      ? `Diapositiva ${positions[0]} de ${total}`
      : `Diapositivas ${positions.slice(0, -1).join(', ')} y ${positions.at(-1)} de ${total}`,
} as const;

export const videoLabels = {
  /** Heard before the video's title on the play button. */
  play: 'Reproducir video:',
  /** Under the poster: nothing is loaded from the platform until the visitor plays. */
  loadsOnPlay: 'El video se carga desde YouTube al reproducirlo',
} as const;

/** Said to screen readers after the name of a link that opens an outside page in a new tab. */
export const newTabNote = '(se abre en una pestaña nueva)';

/** After a form sent without our script (a native post), on the failure panel under its title. */
export const formResultLabels = {
  failedHint:
    'Revisa tus datos e inténtalo de nuevo. Con el botón «Atrás» de tu navegador recuperas lo que escribiste.',
} as const;

/** Over every form: what its fields' asterisks mean (the browser says "obligatorio" of each too). */
export const requiredFieldsNote = 'Los campos marcados con * son obligatorios.';
