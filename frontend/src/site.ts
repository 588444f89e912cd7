/**
 * The company's identity: the one place that names the company, its phone,
 * e-mails, address and profiles. Footer, privacy policy, structured data and
 * the forms read it from here.
 *
 * Ayni Cloud is fictional: the specification does not name the company.
 * ("Ayni" is the Andean principle of reciprocity: today for you, tomorrow for me.)
 */
const DEFAULT_SITE_URL = 'https://www.aynicloud.pe';

/**
 * The public origin, overridable at build time with SITE_URL (no trailing slash).
 * Vite exposes SITE_URL to the bundle (envPrefix in vite.config.ts); Node scripts
 * and the CDK app read the process environment.
 */
function siteUrlFromEnvironment(): string {
  const fromVite = (import.meta as { env?: Record<string, string | undefined> }).env?.SITE_URL;
  const fromNode = typeof process === 'undefined' ? undefined : process.env.SITE_URL;
  return (fromVite || fromNode || DEFAULT_SITE_URL).replace(/\/+$/, '');
}

export const site = {
  name: 'Ayni Cloud',
  legalName: 'Ayni Cloud Consulting S.A.C.',
  ruc: '20612345671',
  slogan: 'We Make IT Personal',
  url: siteUrlFromEnvironment(),
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
  /**
   * Job applications reuse the contact payload, whose Telefono is required:
   * the application form sends this fixed nine-digit placeholder (spec §3).
   */
  applicationPlaceholderPhone: 999999999,
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
