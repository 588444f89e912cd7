/**
 * The site's navigation as data: the desktop menus, the mobile drawer's
 * sections, the demos menu and the footer columns.
 *
 * Several links lead to paths outside the route table (blogs, testimonials,
 * the mobile menu's variants…): the spec lists them, and they reach the
 * not-found page until those pages exist.
 */
export interface NavLink {
  readonly label: string;
  readonly to: string;
}

export interface NavMenu {
  readonly label: string;
  readonly links: readonly NavLink[];
}

const nosotros: NavMenu = {
  label: 'Nosotros',
  links: [
    { label: 'Cultura', to: '/nosotros/cultura' },
    { label: 'Equipo', to: '/nosotros/equipo' },
  ],
};

const contacto: NavMenu = {
  label: 'Contacto',
  links: [
    { label: 'Formulario', to: '/contacto/formulario' },
    { label: 'Nuestra empresa', to: '/contacto/empresa' },
  ],
};

const aws: NavMenu = {
  label: 'AWS',
  links: [
    { label: 'Nuestro compromiso', to: '/aws/nuestro-compromiso' },
    { label: 'Próximos pasos', to: '/aws/proximos-pasos' },
    { label: 'Ofertas', to: '/aws/ofertas' },
    { label: 'Casos de éxito', to: '/aws/casos-exito' },
    { label: 'Servicios', to: '/aws/servicios' },
    { label: 'Blog', to: '/aws/blog' },
    { label: 'AWS re/Start', to: '/aws/aws-re-start' },
  ],
};

const veeam: NavMenu = {
  label: 'Veeam',
  links: [
    { label: 'Nuestro compromiso', to: '/veeam/nuestro-compromiso' },
    { label: 'Próximos pasos', to: '/veeam/proximos-pasos' },
    { label: 'Casos de éxito', to: '/veeam/casos-exito' },
    { label: 'Soluciones', to: '/veeam/soluciones' },
    { label: 'Blog', to: '/veeam/blog' },
  ],
};

/** The plain 'Servicios' link of the desktop bar. */
export const servicesLink: NavLink = { label: 'Servicios', to: '/servicios' };

/** The six services, as the mobile drawer and the footer list them (all lead to /servicios). */
const serviceLinks: readonly NavLink[] = [
  { label: 'Base de datos', to: '/servicios' },
  { label: 'Cloud', to: '/servicios' },
  { label: 'Monitoreo', to: '/servicios' },
  { label: 'Desarrollo', to: '/servicios' },
  { label: 'Servicios gestionados', to: '/servicios' },
  { label: 'Outsourcing', to: '/servicios' },
];

/** Desktop dropdowns, in the bar's order; 'Servicios' sits after Nosotros as a plain link. */
export const desktopMenus: readonly NavMenu[] = [
  nosotros,
  {
    label: 'Clientes',
    links: [
      { label: 'Nuestros clientes', to: '/clientes/nuestros-clientes' },
      { label: 'Testimonios', to: '/clientes/testimonios' },
      { label: 'Compromiso', to: '/clientes/compromiso' },
    ],
  },
  aws,
  {
    label: 'Oracle',
    links: [
      { label: 'Nuestro compromiso', to: '/oracle/nuestro-compromiso' },
      { label: 'Próximos pasos', to: '/oracle/proximos-pasos' },
      { label: 'Casos de éxito', to: '/oracle/casos-exito' },
      { label: 'Servicios', to: '/oracle/servicios' },
      { label: 'Blog', to: '/oracle/blog' },
    ],
  },
  veeam,
  contacto,
];

/** Mobile drawer sections, with the mobile variants of links the spec lists. */
export const mobileSections: readonly NavMenu[] = [
  nosotros,
  { label: 'Servicios', links: serviceLinks },
  {
    label: 'Clientes',
    links: [
      { label: 'Nuestros clientes', to: '/clientes/nuestros-clientes' },
      { label: 'Testimonios', to: '/clientes/testimonios' },
      { label: 'Nuestro compromiso', to: '/clientes/nuestro-compromiso' },
    ],
  },
  aws,
  {
    label: 'Oracle',
    links: [
      { label: 'Nuestro compromiso', to: '/oracle/nuestro-compromiso-con-oracle' },
      { label: 'Próximos pasos', to: '/oracle/proximos-pasos' },
      { label: 'Caso de éxito', to: '/oracle/caso-de-exito' },
      { label: 'Servicios de Oracle', to: '/oracle/servicios-de-oracle' },
      { label: 'Blog', to: '/oracle/blog' },
    ],
  },
  veeam,
  contacto,
];

/** The demos menu behind the round logo button. */
export const demosMenu: NavMenu = {
  label: 'Nuestras demos',
  links: [
    { label: 'Streaming', to: '/demo/nuestras-demos/streaming' },
    { label: 'Reconocimiento facial', to: '/demo/nuestras-demos/reconocimiento-facial' },
    { label: 'Consola AWS', to: '/demo/nuestras-demos/consola-aws' },
  ],
};

/** Footer columns. */
export const footerColumns: readonly NavMenu[] = [
  {
    label: 'Empresa',
    links: [
      { label: 'Equipo', to: '/nosotros/equipo' },
      { label: 'Cultura', to: '/nosotros/cultura' },
    ],
  },
  { label: 'Servicios', links: serviceLinks },
  {
    label: 'Partners',
    links: [
      { label: 'AWS', to: '/partner/aws' },
      { label: 'Oracle', to: '/partner/oracle' },
      { label: 'Veeam', to: '/partner/veeam' },
    ],
  },
  {
    label: 'Ayuda',
    links: [
      { label: 'Preguntas frecuentes', to: '/ayuda/preguntas-frecuentes' },
      { label: 'Trabaja con nosotros', to: '/ayuda/trabaja-con-nosotros' },
      { label: 'Política de privacidad', to: '/politicas-privacidad' },
    ],
  },
];
