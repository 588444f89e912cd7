/**
 * The company's identity: the one place that names the company, its phone,
 * e-mails, address and profiles. Footer, privacy policy, structured data and
 * the forms read it from here.
 *
 * Ayni Cloud is fictional: the specification does not name the company.
 * ("Ayni" is the Andean principle of reciprocity: today for you, tomorrow for me.)
 */
const DEFAULT_SITE_URL = 'https://www.aynicloud.pe';

/** The public origin from a configured SITE_URL, without a trailing slash; the default when unset. */
export function siteOrigin(configured: string | undefined): string {
  return (configured || DEFAULT_SITE_URL).replace(/\/+$/, '');
}

/**
 * The site's icons, PNG renders of the brand mark (scripts/render-share-images.ts draws them;
 * root.tsx links them).
 */
export const siteIcons = {
  /** The browser tab's: the mark alone, on nothing. */
  tab: { href: '/favicon-32.png', size: 32 },
  /** A phone's home screen: on white, since iOS fills a transparent icon with black. */
  homeScreen: { href: '/apple-touch-icon.png', size: 180 },
} as const;

export const site = {
  name: 'Ayni Cloud',
  legalName: 'Ayni Cloud Consulting S.A.C.',
  ruc: '20612345671',
  slogan: 'We Make IT Personal',
  /**
   * The public origin, set at build time with SITE_URL: Vite writes it into the bundle and the
   * prerender (envPrefix in frontend/vite.config.ts). Outside Vite — Node scripts, the CDK app —
   * import.meta.env does not exist and this is the default; Node code that needs the configured
   * origin (the sitemap) reads siteOrigin(process.env.SITE_URL).
   */
  url: siteOrigin(import.meta.env?.SITE_URL),
  phone: {
    display: '(01) 705 4200',
    /** E.164, for tel: links and structured data. */
    e164: '+5117054200',
  },
  email: {
    info: 'info@aynicloud.pe',
    privacy: 'privacidad@aynicloud.pe',
    jobs: 'talento@aynicloud.pe',
  },
  address: {
    street: 'Av. José Pardo 601, oficina 1204',
    district: 'Miraflores',
    city: 'Lima',
    postalCode: '15074',
    country: 'Perú',
    countryCode: 'PE',
  },
  social: {
    facebook: 'https://www.facebook.com/aynicloud',
    linkedin: 'https://www.linkedin.com/company/aynicloud',
  },
} as const;

export type Site = typeof site;

/** The social profiles in the order the site shows them, with each network's name. */
export const socialProfiles = [
  { network: 'Facebook', href: site.social.facebook },
  { network: 'LinkedIn', href: site.social.linkedin },
] as const;

export type SocialNetwork = (typeof socialProfiles)[number]['network'];

/** The address on one line, as people write it in Peru. */
export function formatAddress(address: Site['address'] = site.address): string {
  return `${address.street}, ${address.district}, ${address.city}, ${address.country}`;
}
