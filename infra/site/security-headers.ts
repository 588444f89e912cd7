/**
 * The security headers, defined once: the CloudFront ResponseHeadersPolicies, the
 * CloudFront viewer-response function (Content-Security-Policy) and the local
 * server (scripts/serve.ts) all read them, so `npm start` and the CDN answer alike.
 */
import { CSP_REPORT_PATH } from '../../contract/contact-constants';

/** Where browsers report CSP violations: the API answers it (infra/api/report-endpoint.ts, lambdas/csp-report.ts). */
export { CSP_REPORT_PATH };

/** The name the policy's report-to directive gives the endpoint of Reporting-Endpoints. */
const CSP_REPORT_GROUP = 'csp';

export const hsts = { maxAgeSeconds: 63_072_000, includeSubDomains: true, preload: true } as const;

export const securityHeaders = {
  'Strict-Transport-Security': `max-age=${hsts.maxAgeSeconds}; includeSubDomains; preload`,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  // Relative: browsers resolve it against the page, so it names this site whatever its domain.
  'Reporting-Endpoints': `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`,
} as const satisfies Readonly<Record<string, string>>;

/**
 * Third parties the pages may load, and nothing else: embedded videos, loaded on
 * demand through YouTube's privacy-enhanced domain (the posters are our own CSS).
 */
export const embedSources = {
  frames: ['https://www.youtube-nocookie.com'],
} as const;

/**
 * The Content-Security-Policy of a page. `scriptHashes` are the SHA-256 hashes of
 * that page's inline scripts ('sha256-…', see inline-script-hashes.ts): scripts run
 * only from our origin or with a listed hash, never as arbitrary inline code.
 * Inline styles are allowed: emotion inserts MUI's styles at run time
 * (docs/decisions/031-content-security-policy.md).
 */
export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  // 'inline-speculation-rules': every page's <script type="speculationrules"> (JSON, not code).
  const scriptSrc = [
    "'self'",
    "'inline-speculation-rules'",
    ...scriptHashes.map((hash) => `'${hash}'`),
  ].join(' ');
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    // The home page's particles draw in a worker loaded from our own origin.
    "worker-src 'self'",
    `frame-src ${embedSources.frames.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    // Browsers without the Reporting API (report-to) read report-uri; the others ignore it.
    `report-uri ${CSP_REPORT_PATH}`,
    `report-to ${CSP_REPORT_GROUP}`,
  ].join('; ');
}

/** The API's answers (`/website/*`) are JSON: nothing in them may load or be framed. */
export const apiContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'";
