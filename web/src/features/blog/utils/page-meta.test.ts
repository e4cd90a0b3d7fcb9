import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { articlePageMeta, blogPageMeta, pageWithMeta } from './page-meta';

// the app's real index.html: the prerendered pages are made from it
const indexHtml = readFileSync(join(__dirname, '../../../../index.html'), 'utf8');
const meta = (html: string, attribute: string, key: string) =>
  new RegExp(`<meta\\s+${attribute}="${key}"\\s+content="([^"]*)"`).exec(html)?.[1];

describe('pageWithMeta', () => {
  it("gives an article's page its title, description, type and address, keeping the site's image", () => {
    const article = {
      slug: 'writing-program-notes',
      title: 'Writing "program notes" & more',
      date: '2026-10-06',
      summary: 'Short <b>notes</b>.',
      sources: [],
    };
    const html = pageWithMeta(indexHtml, articlePageMeta(article));

    expect(html).toContain('<title>Writing &quot;program notes&quot; &amp; more – Podium blog</title>');
    expect(meta(html, 'name', 'description')).toBe('Short &lt;b&gt;notes&lt;/b&gt;.');
    expect(meta(html, 'property', 'og:type')).toBe('article');
    expect(meta(html, 'property', 'og:title')).toBe('Writing &quot;program notes&quot; &amp; more – Podium blog');
    expect(meta(html, 'property', 'og:description')).toBe('Short &lt;b&gt;notes&lt;/b&gt;.');
    expect(meta(html, 'name', 'twitter:title')).toBe('Writing &quot;program notes&quot; &amp; more – Podium blog');
    expect(meta(html, 'name', 'twitter:description')).toBe('Short &lt;b&gt;notes&lt;/b&gt;.');
    // absolute, on the same (placeholder) origin as the home page's, which the servers fill in
    const home = new URL(meta(indexHtml, 'property', 'og:url')!);
    expect(meta(html, 'property', 'og:url')).toBe(`${home.origin}/blog/writing-program-notes`);
    expect(meta(html, 'property', 'og:image')).toBe(`${home.origin}/og-image.png`);
    expect(meta(html, 'name', 'twitter:image')).toBe(`${home.origin}/og-image.png`);
    expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
  });

  it('gives the blog list its own title and address', () => {
    const html = pageWithMeta(indexHtml, blogPageMeta);
    expect(html).toContain('<title>Blog – Podium</title>');
    expect(meta(html, 'property', 'og:url')).toMatch(/^https:\/\/[^/]+\/blog$/);
    expect(meta(html, 'property', 'og:type')).toBe('website');
  });

  it('refuses an index.html that lacks a tag it must set', () => {
    expect(() => pageWithMeta(indexHtml.replace(/<meta name="twitter:title"[^>]*>/, ''), blogPageMeta)).toThrow(
      /twitter:title/,
    );
    expect(() => pageWithMeta(indexHtml.replace(/<meta property="og:url"[^>]*>/, ''), blogPageMeta)).toThrow(/og:url/);
  });
});
