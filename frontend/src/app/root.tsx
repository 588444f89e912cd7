import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import {
  Links,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
} from 'react-router';
import { Footer } from '../layout/Footer';
import { Header } from '../layout/Header';
import { SkipLink } from '../layout/SkipLink';
import { site } from '../site';
import NotFoundPage from '../pages/not-found/NotFoundPage';
import { normalizePath, pageMeta } from './page-meta';
import { findRoute } from '../../../routes/site-routes';
import { isCaseStudy, jsonLdScript, structuredData } from './structured-data';
import { brand, theme } from './theme';

function HeadMeta() {
  const { pathname } = useLocation();
  const meta = pageMeta(pathname);
  return (
    <>
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      {meta.canonical ? <link rel="canonical" href={meta.canonical} /> : null}
      {meta.indexable ? null : <meta name="robots" content="noindex" />}
      <meta
        property="og:type"
        content={meta.route && isCaseStudy(meta.route.path) ? 'article' : 'website'}
      />
      <meta property="og:locale" content="es_PE" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      {meta.canonical ? <meta property="og:url" content={meta.canonical} /> : null}
      <meta property="og:image" content={meta.image.url} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(meta.image.width)} />
      <meta property="og:image:height" content={String(meta.image.height)} />
      <meta property="og:image:alt" content={meta.image.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={meta.title} />
      <meta name="twitter:description" content={meta.description} />
      <meta name="twitter:image" content={meta.image.url} />
      <meta name="twitter:image:alt" content={meta.image.alt} />
      <script
        type="application/ld+json"
        // JSON-LD is data, not code: the browser never runs it (and CSP does not apply to it).
        dangerouslySetInnerHTML={{ __html: jsonLdScript(structuredData(pathname)) }}
      />
    </>
  );
}

/**
 * The matched page, or the not-found page when the path is not exactly one of the table's.
 * Paths match exactly at the CDN and in the local server; React Router 8.4's client routes
 * drop `caseSensitive` (routes.ts asks for it), so on the client /aws/servicios/lambda would
 * otherwise show the Lambda page.
 */
function ExactPage() {
  const { pathname } = useLocation();
  const known = findRoute(normalizePath(pathname)) !== undefined;
  return known ? <Outlet /> : <NotFoundPage />;
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="es">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={brand.navy} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <HeadMeta />
        <Links />
      </head>
      <body>
        {children}
        {/* A new page starts at the top; Back and Forward return to where the visitor was.
            Hydration itself never scrolls (the router restores nothing on its first render). */}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SkipLink />
      <Header />
      <main id="contenido" tabIndex={-1}>
        <ExactPage />
      </main>
      <Footer />
    </ThemeProvider>
  );
}

export function ErrorBoundary({ error }: { error: unknown }) {
  const detail = isRouteErrorResponse(error) ? `${error.status}` : 'inesperado';
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <main id="contenido" style={{ padding: 32 }}>
        <h1>Algo salió mal</h1>
        <p>
          Ocurrió un error {detail} al mostrar esta página. Vuelve a intentarlo en unos minutos o
          regresa a la <a href="/">página de inicio</a>.
        </p>
      </main>
    </ThemeProvider>
  );
}
