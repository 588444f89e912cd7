/**
 * The site's route table: the one list of pages, shared by every part of the repository.
 *
 * The client router (frontend/src/app/routes.ts) and the prerender list read it, and so do
 * the sitemap, the local server, the CloudFront routing function (through infra/edge), the
 * bench and the browser tour. Like contract/, it imports nothing, so the browser bundle,
 * Node scripts and the CDK app can all read it without depending on one another. Each
 * page's words (title, description) live with the rest of the copy, in
 * frontend/src/content/page-meta.ts.
 *
 * Paths are matched exactly and case-sensitively: /aws/servicios/Lambda is a page,
 * /aws/servicios/lambda is not.
 */
export interface SiteRoute {
  /** Exact, case-sensitive path, without a trailing slash (except the home page). */
  readonly path: string;
  /** Route module, relative to frontend/src/app (React Router's app directory). */
  readonly module: string;
}

export const siteRoutes = [
  { path: '/', module: '../pages/home/HomePage.tsx' },
  { path: '/servicios', module: '../pages/servicios/ServiciosPage.tsx' },
  { path: '/nosotros/cultura', module: '../pages/nosotros/CulturaPage.tsx' },
  { path: '/nosotros/equipo', module: '../pages/nosotros/EquipoPage.tsx' },
  { path: '/clientes/nuestros-clientes', module: '../pages/clientes/NuestrosClientesPage.tsx' },
  { path: '/ayuda/trabaja-con-nosotros', module: '../pages/ayuda/TrabajaConNosotrosPage.tsx' },
  { path: '/contacto/empresa', module: '../pages/contacto/EmpresaPage.tsx' },
  { path: '/contacto/formulario', module: '../pages/contacto/FormularioPage.tsx' },
  { path: '/aws/ofertas', module: '../pages/aws/OfertasPage.tsx' },
  { path: '/aws/ofertas/connect', module: '../pages/aws/OfertaConnectPage.tsx' },
  { path: '/aws/ofertas/waf', module: '../pages/aws/OfertaWafPage.tsx' },
  { path: '/aws/ofertas/streaming', module: '../pages/aws/OfertaStreamingPage.tsx' },
  { path: '/aws/proximos-pasos', module: '../pages/aws/ProximosPasosPage.tsx' },
  { path: '/aws/nuestro-compromiso', module: '../pages/aws/NuestroCompromisoPage.tsx' },
  { path: '/politicas-privacidad', module: '../pages/legal/PoliticaPrivacidadPage.tsx' },
  { path: '/aws/casos-exito', module: '../pages/aws/CasosExitoPage.tsx' },
  {
    path: '/aws/casos-exito/la-busqueda-rapida-y-aws',
    module: '../pages/aws/casos/BusquedaRapidaPage.tsx',
  },
  {
    path: '/aws/casos-exito/escalabilidad-negocio',
    module: '../pages/aws/casos/EscalabilidadNegocioPage.tsx',
  },
  {
    path: '/aws/casos-exito/central-telefonica-connect',
    module: '../pages/aws/casos/CentralTelefonicaConnectPage.tsx',
  },
  { path: '/aws/casos-exito/caso-waf', module: '../pages/aws/casos/CasoWafPage.tsx' },
  {
    path: '/aws/casos-exito/trasmitir-y-compartir-momentos',
    module: '../pages/aws/casos/TransmitirMomentosPage.tsx',
  },
  { path: '/aws/servicios', module: '../pages/aws/ServiciosAwsPage.tsx' },
  { path: '/aws/aws-re-start', module: '../pages/aws/ReStartPage.tsx' },
  { path: '/aws/servicios/Lambda', module: '../pages/aws/servicios/LambdaPage.tsx' },
  { path: '/aws/servicios/base-de-datos/RDS', module: '../pages/aws/servicios/RdsPage.tsx' },
  { path: '/aws/servicios/aws-connect', module: '../pages/aws/servicios/ConnectPage.tsx' },
  {
    path: '/oracle/nuestro-compromiso',
    module: '../pages/oracle/NuestroCompromisoOraclePage.tsx',
  },
  { path: '/veeam/soluciones', module: '../pages/veeam/SolucionesVeeamPage.tsx' },
] as const satisfies readonly SiteRoute[];

/** A path of the table: the key of each page's words in frontend/src/content/page-meta.ts. */
export type RoutePath = (typeof siteRoutes)[number]['path'];

/** The not-found page: its module, the path it is prerendered from and the file it is served as. */
export const notFoundRoute = {
  module: '../pages/not-found/NotFoundPage.tsx',
  /** Path the not-found page is prerendered from; it is served as 404.html. */
  prerenderPath: '/404',
  file: '/404.html',
} as const;

const byPath = new Map<string, (typeof siteRoutes)[number]>(
  siteRoutes.map((route) => [route.path, route]),
);

/** The route at exactly this path (case-sensitive), if any. */
export function findRoute(pathname: string): (typeof siteRoutes)[number] | undefined {
  return byPath.get(pathname);
}
