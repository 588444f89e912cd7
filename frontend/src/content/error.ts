/**
 * The page a visitor sees when something breaks while showing a page (the root error
 * boundary). A path that does not exist gets the not-found page instead.
 */
export const errorPageContent = {
  heading: 'Algo salió mal',
  message:
    'No pudimos mostrar esta página por un error inesperado. Vuelve a intentarlo en unos minutos o regresa al inicio.',
  contactIntro: 'Si el problema continúa, cuéntanos qué estabas haciendo y lo revisamos:',
  homeLink: 'Volver al inicio',
  contactLink: 'Contáctanos',
  /** Where the contact button leads (the contact form). */
  contactPath: '/contacto/formulario',
  emailLabel: 'Correo',
  phoneLabel: 'Teléfono',
} as const;
