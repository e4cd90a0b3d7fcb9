import type { ArticleMeta } from './article';

/** What a page tells browsers and link previews: its title, description and address. */
export interface PageMeta {
  /** The page's path, from the site root (`/blog/…`). */
  path: string;
  title: string;
  description: string;
  type: 'website' | 'article';
}

export const blogPageMeta: PageMeta = {
  path: '/blog',
  title: 'Blog – Podium',
  description:
    'Practical articles for band, orchestra and choir directors: choosing repertoire by grade, pacing a concert, writing program notes, planning rehearsals and building a program around a theme.',
  type: 'website',
};

export const articlePageMeta = (article: ArticleMeta): PageMeta => ({
  path: `/blog/${article.slug}`,
  title: `${article.title} – Podium blog`,
  description: article.summary,
  type: 'article',
});

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The app's index.html with the title, description, page type and address of one page, for
 * crawlers that do not run the app (link previews). The address keeps the origin of the home
 * page's og:url (the placeholder origin the server or the deployment fills in). Throws when a tag
 * is missing, so a change to index.html cannot silently leave previews with the home page's text.
 */
export function pageWithMeta(indexHtml: string, meta: PageMeta): string {
  let html = indexHtml;
  const homeUrl = /<meta\s+property="og:url"\s+content="([^"]+)"/.exec(html)?.[1];
  if (!homeUrl) throw new Error('index.html has no <meta property="og:url">');
  const replace = (pattern: RegExp, value: string, what: string) => {
    if (!pattern.test(html)) throw new Error(`index.html has no ${what}`);
    html = html.replace(pattern, (_match, start: string, end: string) => `${start}${escapeHtml(value)}${end}`);
  };
  const setMeta = (attribute: 'name' | 'property', key: string, value: string) =>
    replace(
      new RegExp(`(<meta\\s+${attribute}="${escapeRegExp(key)}"\\s+content=")[^"]*(")`),
      value,
      `<meta ${attribute}="${key}">`,
    );

  replace(/(<title>)[^<]*(<\/title>)/, meta.title, '<title>');
  setMeta('name', 'description', meta.description);
  setMeta('property', 'og:type', meta.type);
  setMeta('property', 'og:url', new URL(meta.path, homeUrl).href);
  setMeta('property', 'og:title', meta.title);
  setMeta('property', 'og:description', meta.description);
  setMeta('name', 'twitter:title', meta.title);
  setMeta('name', 'twitter:description', meta.description);
  return html;
}
