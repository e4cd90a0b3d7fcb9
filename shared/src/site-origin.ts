/**
 * Link previews need absolute addresses (og:url, og:image), but one web build serves every
 * origin: `npm start` on any port, each AWS stage on its own domain. The built HTML names this
 * placeholder origin; the local server puts its own origin in when it loads the build, and the
 * web stack the site's domain when it deploys the pages.
 */
export const SITE_ORIGIN_PLACEHOLDER = 'https://site-origin.podium.invalid';

/** `html` with every placeholder origin replaced by `origin` (no trailing slash). */
export const withSiteOrigin = (html: string, origin: string): string =>
  html.replaceAll(SITE_ORIGIN_PLACEHOLDER, origin.replace(/\/+$/, ''));
