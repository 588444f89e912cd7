/**
 * The security headers, defined once: the CloudFront ResponseHeadersPolicy and
 * the local server (scripts/serve.ts) both read them.
 *
 * The infrastructure issue completes this with the Content-Security-Policy
 * (hashes of the prerendered inline scripts).
 */
export const securityHeaders: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};
