/**
 * The security headers of the site: one definition for CloudFront's response headers policy
 * (`infra/src/web-stack.ts`) and for the local server of `npm start`, so both send the same
 * thing. Header names are written as CloudFront sends them.
 */

export interface CspSources {
  /** Origins the SPA calls besides its own (the OIDC issuer, token endpoint hosts); also framed by the silent session check. */
  connect: readonly string[];
  /** Origins the SPA posts files to, never framed: the uploads bucket. */
  uploads?: readonly string[];
  /** Script sources besides the app's own files (only Vite's dev server needs one: a nonce). */
  scripts?: readonly string[];
  /**
   * Served over HTTPS (default): ask the browser to upgrade plain-http requests. Not on plain-http
   * localhost, where it would turn the silent session check's way back to /callback into https.
   */
  https?: boolean;
}

export interface SecurityHeaderOptions extends CspSources {
  /** Strict-Transport-Security: only where the site is served over HTTPS, never on plain-http localhost. */
  hsts: boolean;
  /** Leave the Content-Security-Policy out (false for JSON answers; default true). */
  csp?: boolean;
}

/** The fixed part of the policy; CloudFront's policy is built from these values. */
export const SECURITY_POLICY = {
  /** Two years, subdomains included; no preload (that is a decision for the domain's owner). */
  hsts: { maxAgeSeconds: 730 * 24 * 60 * 60, includeSubdomains: true },
  contentTypeOptions: 'nosniff',
  // the silent session check frames the app's own /callback; no other site may frame it
  frameOptions: 'SAMEORIGIN',
  referrerPolicy: 'strict-origin-when-cross-origin',
  /** Headers CloudFront sends as custom headers (it has no setting of its own for them). */
  custom: [{ name: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' }],
} as const;

export interface Header {
  name: string;
  value: string;
}

/**
 * Pages that are nobody's to index: a shared program's public page (`/p/…`) lives at a link its
 * director gives out. Sent with the page itself (the page also carries the meta tag).
 */
export const NOINDEX_PAGES = {
  pathPrefix: '/p/',
  header: { name: 'X-Robots-Tag', value: 'noindex, nofollow' },
} as const;

const unique = (values: readonly string[]) => [...new Set(values)].join(' ');
const sources = (...parts: string[]) => parts.filter(Boolean).join(' ');

/** The Content-Security-Policy of the app: everything from the app's own origin unless named. */
export function contentSecurityPolicy({ connect, uploads = [], scripts = [], https = true }: CspSources): string {
  return [
    "default-src 'self'",
    sources('script-src', "'self'", unique(scripts)),
    // Chakra UI (emotion) injects <style> elements at run time
    "style-src 'self' 'unsafe-inline'",
    // profile pictures come from the site too (/profile-pictures/*, passed on to the bucket)
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    sources('connect-src', "'self'", unique([...connect, ...uploads])),
    // the silent session check: a hidden iframe goes to the identity provider and back to /callback
    sources('frame-src', "'self'", unique(connect)),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    https ? 'upgrade-insecure-requests' : '',
  ]
    .filter(Boolean)
    .join('; ');
}

/** The value of Strict-Transport-Security, as CloudFront writes it. */
export const strictTransportSecurity = (): string =>
  `max-age=${SECURITY_POLICY.hsts.maxAgeSeconds}${SECURITY_POLICY.hsts.includeSubdomains ? '; includeSubDomains' : ''}`;

/** Every security header of one answer, in CloudFront's order. */
export function securityHeaders(options: SecurityHeaderOptions): Header[] {
  return [
    ...(options.csp === false
      ? []
      : [{ name: 'Content-Security-Policy', value: contentSecurityPolicy({ ...options, https: options.hsts }) }]),
    ...(options.hsts ? [{ name: 'Strict-Transport-Security', value: strictTransportSecurity() }] : []),
    { name: 'X-Content-Type-Options', value: SECURITY_POLICY.contentTypeOptions },
    { name: 'X-Frame-Options', value: SECURITY_POLICY.frameOptions },
    { name: 'Referrer-Policy', value: SECURITY_POLICY.referrerPolicy },
    ...SECURITY_POLICY.custom.map((header) => ({ ...header })),
  ];
}
