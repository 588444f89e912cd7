/**
 * Structured data (schema.org JSON-LD), the one place that builds it: the
 * Organization and the WebSite on every page, an Article on each case study and a
 * BreadcrumbList where a page sits under another page of the table.
 */
import { formatAddress, site } from '../site';
import { metaCopyOf, normalizePath, pageMeta } from './page-meta';
import { findRoute } from '../../../routes/site-routes';
import { structuredDataCopy } from '../content/shared/head';

type JsonLd = Record<string, unknown>;

const organizationId = `${site.url}/#organizacion`;

export function organization(): JsonLd {
  return {
    '@type': 'Organization',
    '@id': organizationId,
    name: site.name,
    legalName: site.legalName,
    slogan: site.slogan,
    url: `${site.url}/`,
    logo: { '@type': 'ImageObject', url: `${site.url}/share/logo.png`, width: 512, height: 512 },
    telephone: site.phone.e164,
    email: site.email.info,
    taxID: site.ruc,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: `${site.address.district}, ${site.address.city}`,
      addressRegion: site.address.city,
      postalCode: site.address.postalCode,
      addressCountry: site.address.countryCode,
    },
    description: structuredDataCopy.organizationDescription(formatAddress()),
    sameAs: Object.values(site.social),
  };
}

function webSite(): JsonLd {
  return {
    '@type': 'WebSite',
    '@id': `${site.url}/#sitio`,
    url: `${site.url}/`,
    name: site.name,
    inLanguage: 'es-PE',
    publisher: { '@id': organizationId },
  };
}

/** Case studies: the pages under /aws/casos-exito/. */
export const isCaseStudy = (path: string) => path.startsWith('/aws/casos-exito/');

/** Home, then every ancestor path that is itself a page, then the page. */
export function breadcrumbTrail(path: string): { name: string; path: string }[] {
  const segments = path.split('/').filter(Boolean);
  const trail: { name: string; path: string }[] = [
    { name: structuredDataCopy.homeCrumb, path: '/' },
  ];
  for (let index = 1; index <= segments.length; index += 1) {
    const ancestor = `/${segments.slice(0, index).join('/')}`;
    const route = findRoute(ancestor);
    if (route) trail.push({ name: metaCopyOf(route.module).title, path: ancestor });
  }
  return trail;
}

/** Every JSON-LD object of the page at this path, in one @graph. */
export function structuredData(pathname: string): JsonLd {
  const path = normalizePath(pathname);
  const meta = pageMeta(path);
  const graph: JsonLd[] = [organization(), webSite()];
  if (meta.route && meta.canonical) {
    const trail = breadcrumbTrail(path);
    // A hierarchy exists only when the page sits under another page of the table.
    if (trail.length > 2) {
      graph.push({
        '@type': 'BreadcrumbList',
        itemListElement: trail.map((crumb, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: crumb.name,
          item: `${site.url}${crumb.path}`,
        })),
      });
    }
    if (isCaseStudy(path)) {
      graph.push({
        '@type': 'Article',
        headline: meta.pageTitle,
        description: meta.description,
        image: [meta.image.url],
        inLanguage: 'es-PE',
        mainEntityOfPage: meta.canonical,
        author: { '@id': organizationId },
        publisher: { '@id': organizationId },
      });
    }
  }
  return { '@context': 'https://schema.org', '@graph': graph };
}
