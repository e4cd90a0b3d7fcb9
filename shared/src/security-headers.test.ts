import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from './security-headers';

describe('contentSecurityPolicy()', () => {
  it('lists each source once and allows nothing else', () => {
    const csp = contentSecurityPolicy({ connect: ['https://idp.example', 'https://idp.example'] });
    expect(csp).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; " +
        "connect-src 'self' https://idp.example; frame-src 'self' https://idp.example; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'; upgrade-insecure-requests",
    );
  });

  it('adds extra script sources (a dev-server nonce) and frames only itself without an identity provider origin', () => {
    const csp = contentSecurityPolicy({ connect: [], scripts: ["'nonce-abc'"] });
    expect(csp).toContain("script-src 'self' 'nonce-abc';");
    expect(csp).toContain("img-src 'self' data: blob:;");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toContain("frame-src 'self';");
  });

  it('upgrades plain-http requests only where the site is served over HTTPS', () => {
    expect(contentSecurityPolicy({ connect: [] })).toMatch(/; upgrade-insecure-requests$/);
    expect(contentSecurityPolicy({ connect: [], https: false })).not.toContain('upgrade-insecure-requests');
    const local = securityHeaders({ connect: [], hsts: false }).find((h) => h.name === 'Content-Security-Policy');
    expect(local?.value).not.toContain('upgrade-insecure-requests');
  });
});

describe('securityHeaders()', () => {
  const sources = { connect: ['https://idp.example'] };

  it('sends HSTS (2 years, subdomains) only where asked, with nosniff, frame SAMEORIGIN, the referrer and permissions policies', () => {
    expect(securityHeaders({ ...sources, hsts: true })).toEqual([
      { name: 'Content-Security-Policy', value: contentSecurityPolicy(sources) },
      { name: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
      { name: 'X-Content-Type-Options', value: 'nosniff' },
      { name: 'X-Frame-Options', value: 'SAMEORIGIN' },
      { name: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
      { name: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
    ]);
    expect(securityHeaders({ ...sources, hsts: false }).map((h) => h.name)).not.toContain('Strict-Transport-Security');
  });

  it('leaves the CSP out when asked (JSON answers)', () => {
    const names = securityHeaders({ ...sources, hsts: false, csp: false }).map((h) => h.name);
    expect(names).toEqual(['X-Content-Type-Options', 'X-Frame-Options', 'Referrer-Policy', 'Permissions-Policy']);
  });
});
