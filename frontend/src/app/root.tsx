import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Links, Outlet, Scripts, isRouteErrorResponse, useLocation } from 'react-router';
import { Footer } from '../layout/Footer';
import { Header } from '../layout/Header';
import { ScrollReset } from '../layout/ScrollReset';
import { SkipLink } from '../layout/SkipLink';
import { site } from '../site';
import { pageMeta } from './page-meta';
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
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ScrollReset />
      <SkipLink />
      <Header />
      <main id="contenido" tabIndex={-1}>
        <Outlet />
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
