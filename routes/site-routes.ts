/**
 * The site's route table: the one list of pages, shared by every part of the repository.
 *
 * The client router (frontend/src/app/routes.ts) and the prerender list read it, and so do
 * the sitemap, the local server, the CloudFront routing function (through infra/edge), the
 * bench and the browser tour. Like contract/, it imports nothing, so the browser bundle,
 * Node scripts and the CDK app can all read it without depending on one another. Each
 * page's module is named by its path (pages/<path>.tsx, the home page pages/inicio.tsx) and its
 * words, title and description included, are in frontend/src/content/<path>.ts (decision 083).
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
  { path: '/', module: '../pages/inicio.tsx' },
  { path: '/servicios', module: '../pages/servicios.tsx' },
  { path: '/nosotros/cultura', module: '../pages/nosotros/cultura.tsx' },
  { path: '/nosotros/equipo', module: '../pages/nosotros/equipo.tsx' },
  { path: '/clientes/nuestros-clientes', module: '../pages/clientes/nuestros-clientes.tsx' },
  { path: '/ayuda/trabaja-con-nosotros', module: '../pages/ayuda/trabaja-con-nosotros.tsx' },
  { path: '/contacto/empresa', module: '../pages/contacto/empresa.tsx' },
  { path: '/contacto/formulario', module: '../pages/contacto/formulario.tsx' },
  { path: '/aws/ofertas', module: '../pages/aws/ofertas.tsx' },
  { path: '/aws/ofertas/connect', module: '../pages/aws/ofertas/connect.tsx' },
  { path: '/aws/ofertas/waf', module: '../pages/aws/ofertas/waf.tsx' },
  { path: '/aws/ofertas/streaming', module: '../pages/aws/ofertas/streaming.tsx' },
  { path: '/aws/proximos-pasos', module: '../pages/aws/proximos-pasos.tsx' },
  { path: '/aws/nuestro-compromiso', module: '../pages/aws/nuestro-compromiso.tsx' },
  { path: '/politicas-privacidad', module: '../pages/politicas-privacidad.tsx' },
  { path: '/aws/casos-exito', module: '../pages/aws/casos-exito.tsx' },
  {
    path: '/aws/casos-exito/la-busqueda-rapida-y-aws',
    module: '../pages/aws/casos-exito/la-busqueda-rapida-y-aws.tsx',
  },
  {
    path: '/aws/casos-exito/escalabilidad-negocio',
    module: '../pages/aws/casos-exito/escalabilidad-negocio.tsx',
  },
  {
    path: '/aws/casos-exito/central-telefonica-connect',
    module: '../pages/aws/casos-exito/central-telefonica-connect.tsx',
  },
  { path: '/aws/casos-exito/caso-waf', module: '../pages/aws/casos-exito/caso-waf.tsx' },
  {
    path: '/aws/casos-exito/trasmitir-y-compartir-momentos',
    module: '../pages/aws/casos-exito/trasmitir-y-compartir-momentos.tsx',
  },
  { path: '/aws/servicios', module: '../pages/aws/servicios.tsx' },
  { path: '/aws/aws-re-start', module: '../pages/aws/aws-re-start.tsx' },
  { path: '/aws/servicios/Lambda', module: '../pages/aws/servicios/Lambda.tsx' },
  {
    path: '/aws/servicios/base-de-datos/RDS',
    module: '../pages/aws/servicios/base-de-datos/RDS.tsx',
  },
  { path: '/aws/servicios/aws-connect', module: '../pages/aws/servicios/aws-connect.tsx' },
  {
    path: '/oracle/nuestro-compromiso',
    module: '../pages/oracle/nuestro-compromiso.tsx',
  },
  { path: '/veeam/soluciones', module: '../pages/veeam/soluciones.tsx' },
] as const satisfies readonly SiteRoute[];

/** The not-found page: its module, the path it is prerendered from and the file it is served as. */
export const notFoundRoute = {
  module: '../pages/404.tsx',
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
