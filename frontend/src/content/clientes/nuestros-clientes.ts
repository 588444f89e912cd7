/**
 * Client companies (retail, finance, food, education and media). They are
 * fictional, like Ayni Cloud itself; their wordmarks are drawn by the Wordmark component.
 */
import type { PageMetaCopy } from '../shared/head';
export type Sector = 'Retail' | 'Finanzas' | 'Alimentos' | 'Educación' | 'Medios';

export interface Client {
  readonly name: string;
  readonly sector: Sector;
}

export const clients: readonly Client[] = [
  { name: 'Mercado Qhapaq', sector: 'Retail' },
  { name: 'Tiendas Sol de Oro', sector: 'Retail' },
  { name: 'Caja Inti', sector: 'Finanzas' },
  { name: 'Financiera Huascarán', sector: 'Finanzas' },
  { name: 'Andina Alimentos', sector: 'Alimentos' },
  { name: 'Lácteos Mantaro', sector: 'Alimentos' },
  { name: 'Instituto Amauta', sector: 'Educación' },
  { name: 'Colegios Yachay', sector: 'Educación' },
  { name: 'Radio Costa Verde', sector: 'Medios' },
  { name: 'Diario El Mirador', sector: 'Medios' },
];

export const clientsContent = {
  /** Names the grid of client logos for assistive technology (home and clients pages). */
  logosLabel: 'Logos de clientes',
  heading: 'Empresas que confían en nosotros',
  intro:
    'Acompañamos a empresas de retail, finanzas, alimentos, educación y medios en la operación y modernización de su tecnología.',
  bannerTitle: 'Nuestros clientes',
  bannerDescription:
    'Empresas peruanas de retail, finanzas, alimentos, educación y medios que confían en nosotros para operar y hacer crecer su tecnología.',
  gridHeading: 'Sectores a los que acompañamos',
  gridIntro:
    'Cada logo es una relación de largo plazo: equipos que conocen el negocio del cliente tanto como su tecnología.',
  cta: {
    heading: '¿Tu empresa podría ser la siguiente?',
    text: 'Cuéntanos qué necesitas y armamos juntos el camino a la nube.',
    primary: { label: 'Conversemos', to: '/contacto/formulario' },
  },
} as const;

/** The page's `<title>` (the layout adds the site's name) and meta description. */
export const meta: PageMetaCopy = {
  title: 'Nuestros clientes',
  description:
    'Empresas de retail, finanzas, alimentos, educación y medios confían en Ayni Cloud para operar y modernizar su tecnología en la nube.',
};
