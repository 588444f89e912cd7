/**
 * The vendors Ayni Cloud works with, shown under 'Somos partner de' on the home page
 * (cloud, search, database, ERP, backup, firewall, security and data analysis).
 * Their names are typeset by our own Wordmark component: no vendor artwork is used.
 */
export interface Partner {
  readonly name: string;
  /** What the vendor brings, in Spanish (read by screen readers after the name). */
  readonly category: string;
}

export const partners: readonly Partner[] = [
  { name: 'AWS', category: 'Nube' },
  { name: 'Elastic', category: 'Búsqueda' },
  { name: 'Oracle', category: 'Base de datos' },
  { name: 'SAP', category: 'ERP' },
  { name: 'Veeam', category: 'Respaldo' },
  { name: 'Fortinet', category: 'Firewall' },
  { name: 'Trend Micro', category: 'Seguridad' },
  { name: 'Qlik', category: 'Analítica de datos' },
];
