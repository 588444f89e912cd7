import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useContext } from 'react';
import { Links, Meta, Outlet, Scripts, isRouteErrorResponse } from 'react-router';
import { Footer } from '../layout/Footer';
import { Header } from '../layout/Header';
import { SkipLink } from '../layout/SkipLink';
import { site, siteIcons } from '../site';
import { errorPageContent } from '../content/error';
import { ErrorPage } from '../pages/error';
import NotFoundPage from '../pages/404';
import { type PageMeta, notFoundMeta, pageMeta, withSiteName } from './page-meta';
import { FrameworkScripts } from './framework-scripts';
import { speculationRules } from './speculation-rules';
import { isCaseStudy, structuredData } from './structured-data';
import { theme } from '../theme';
import type { Route } from './+types/root';

/**
 * The icons, PNG and not the SVG mark (decision 086: a browser builds an SVG icon as a document
 * of its own, on the page's main thread, as the page loads); route modules' own links follow.
 */
export const links: Route.LinksFunction = () => [
  {
    rel: 'icon',
    href: siteIcons.tab.href,
    type: 'image/png',
    sizes: `${siteIcons.tab.size}x${siteIcons.tab.size}`,
  },
  { rel: 'apple-touch-icon', href: siteIcons.homeScreen.href },
];

/** The head tags of a page: title, description, canonical URL, Open Graph and Twitter card. */
function headTags(meta: PageMeta): Route.MetaDescriptors {
  return [
    { title: meta.title },
    { name: 'description', content: meta.description },
    ...(meta.canonical ? [{ tagName: 'link', rel: 'canonical', href: meta.canonical }] : []),
    ...(meta.indexable ? [] : [{ name: 'robots', content: 'noindex' }]),
    {
      property: 'og:type',
      content: meta.route && isCaseStudy(meta.route.path) ? 'article' : 'website',
    },
    { property: 'og:locale', content: 'es_PE' },
    { property: 'og:site_name', content: site.name },
    { property: 'og:title', content: meta.title },
    { property: 'og:description', content: meta.description },
    ...(meta.canonical ? [{ property: 'og:url', content: meta.canonical }] : []),
    { property: 'og:image', content: meta.image.url },
    { property: 'og:image:type', content: 'image/png' },
    { property: 'og:image:width', content: String(meta.image.width) },
    { property: 'og:image:height', content: String(meta.image.height) },
    { property: 'og:image:alt', content: meta.image.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: meta.title },
    { name: 'twitter:description', content: meta.description },
    { name: 'twitter:image', content: meta.image.url },
    { name: 'twitter:image:alt', content: meta.image.alt },
  ];
}

/**
 * Every page's head, with its structured data (JSON-LD, which React Router escapes for the
 * HTML it sits in). Paths outside the route table get the not-found page's, without canonical
 * URL and not indexable; so does a thrown 404. Any other error gets the error page's title.
 */
export const meta: Route.MetaFunction = ({ location, error }) => {
  if (error == null) {
    return [
      ...headTags(pageMeta(location.pathname)),
      { 'script:ld+json': structuredData(location.pathname) },
    ];
  }
  if (isRouteErrorResponse(error) && error.status === 404) return headTags(notFoundMeta());
  return [
    { title: withSiteName(errorPageContent.heading) },
    { name: 'robots', content: 'noindex' },
  ];
};

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="es">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={theme.palette.brand.navy} />
        <Meta />
        <Links />
        <script
          type="speculationrules"
          // JSON the page's own code writes: nothing a visitor typed is in it.
          dangerouslySetInnerHTML={{ __html: JSON.stringify(speculationRules) }}
        />
      </head>
      <body>
        {children}
        {/* No framework script reaches a page (decision 076): scripts/postbuild.ts adds the
            behaviour modules. */}
        {useContext(FrameworkScripts) ? <Scripts /> : null}
      </body>
    </html>
  );
}

/** The site's frame around a page: theme, skip link, header, the main landmark, footer. */
function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SkipLink />
      <Header />
      <main id="contenido" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </ThemeProvider>
  );
}

export default function App() {
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}

/**
 * The root error boundary. A 404 thrown while routing is the not-found page, in the site's
 * layout. Anything else shows the error page on its own — no header or footer, which might be
 * what failed — with a way home and a way to reach us.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <SiteFrame>
        <NotFoundPage />
      </SiteFrame>
    );
  }
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <main id="contenido" tabIndex={-1}>
        <ErrorPage />
      </main>
    </ThemeProvider>
  );
}
