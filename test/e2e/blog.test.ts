import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '@app/scripts/local/stack';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { openBrowserSuite, SCREENSHOTS_DIR, signIn, type Browser, type BrowserSuite } from '../support/browser';

let stack: LocalStack;
let browser: Browser;
let suite: BrowserSuite | undefined;
let page: Page;

const ARTICLE = { slug: 'pacing-and-timing-a-concert-program', title: 'Pacing and timing a concert program' };

/** The content of `<meta property|name="key">` in an HTML text. */
const metaOf = (html: string, key: string) =>
  new RegExp(`<meta\\s+(?:property|name)="${key}"\\s+content="([^"]*)"`).exec(html)?.[1];

/** What the tests read of the page's window (the test project compiles without the DOM library). */
interface PageWindow {
  scrollY: number;
  innerWidth: number;
  document: { documentElement: { scrollWidth: number } };
}

/** The page is no wider than the window (nothing to scroll sideways on a phone). */
const fitsTheWindow = () =>
  page.evaluate(() => {
    const w = globalThis as unknown as PageWindow;
    return w.document.documentElement.scrollWidth <= w.innerWidth;
  });

beforeAll(async () => {
  // the blog is public: crawlers and signed-out directors read it
  suite = await openBrowserSuite('blog', { signedIn: false });
  ({ stack, browser, page } = suite);
}, 60_000);

afterAll(() => suite?.close());

describe('the blog', () => {
  it('lists the articles with their dates and summaries, each linking to its page', async () => {
    await page.goto(`${stack.appUrl}/blog`);
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    const items = page.getByRole('list', { name: 'Articles' }).getByRole('listitem');
    await expect.poll(() => items.count()).toBeGreaterThanOrEqual(5);
    const first = items.first();
    await expect(first.getByRole('heading', { level: 2 }).textContent()).resolves.toBe(
      'Building a program around a theme',
    );
    await expect(first.locator('time').getAttribute('datetime')).resolves.toBe('2026-11-03');
    await expect(first.textContent()).resolves.toContain('November 3, 2026');
    await expect(first.textContent()).resolves.toContain('A good theme gives an audience a reason to listen');
    await expect.poll(() => page.title()).toBe('Blog – Podium');
    await expectNoSeriousA11yViolations(page, 'blog list');
    await browser.shot('list');
  });

  it('opens an article with its own title, its text and the sources of its facts', async () => {
    // the link sits below the fold: the article opens at its title, not where the list was scrolled
    await page.getByRole('link', { name: ARTICLE.title }).click();
    await page.waitForURL(`${stack.appUrl}/blog/${ARTICLE.slug}`);
    await page.getByRole('heading', { level: 1, name: ARTICLE.title }).waitFor();
    await expect.poll(() => page.evaluate(() => (globalThis as unknown as PageWindow).scrollY)).toBe(0);
    await page.getByRole('heading', { level: 2, name: 'Music minutes are not concert minutes' }).waitFor();
    await expect.poll(() => page.title()).toBe(`${ARTICLE.title} – Podium blog`);
    const sources = page.getByRole('region', { name: 'Sources' });
    await expect(
      sources.getByRole('link', { name: 'Wind Repertory Project, First Suite in E-flat (Holst)' }).getAttribute('href'),
    ).resolves.toBe('https://www.windrep.org/First_Suite_in_E-flat');
    await expectNoSeriousA11yViolations(page, 'blog article');
    await browser.shot('article');

    await page.getByRole('link', { name: '← All articles' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    await expect.poll(() => page.title()).toBe('Blog – Podium');
  });

  it('says an unknown article is not there and leads back to the list', async () => {
    await page.goto(`${stack.appUrl}/blog/no-such-article`);
    await page.getByRole('heading', { level: 1, name: 'Article not found' }).waitFor();
    await expect.poll(() => page.title()).toBe('Article not found – Podium blog');
    await expectNoSeriousA11yViolations(page, 'blog article not found');
    await browser.shot('not-found');
    await page.getByRole('link', { name: 'See all articles' }).click();
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
  });

  it('reads well on a phone', async () => {
    await page.setViewportSize({ width: 390, height: 800 });
    try {
      await page.goto(`${stack.appUrl}/blog`);
      await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
      await expect(fitsTheWindow()).resolves.toBe(true);
      await expectNoSeriousA11yViolations(page, 'blog list on a phone');
      await browser.shot('list-phone');

      await page.goto(`${stack.appUrl}/blog/${ARTICLE.slug}`);
      await page.getByRole('heading', { level: 1, name: ARTICLE.title }).waitFor();
      await expect(fitsTheWindow()).resolves.toBe(true);
      await expectNoSeriousA11yViolations(page, 'blog article on a phone');
      await browser.shot('article-phone');
      // the full page is too tall to read at once: the first screen and the sources as a director sees them
      await page.screenshot({ path: join(SCREENSHOTS_DIR, 'blog-article-phone-top.png') });
      await page
        .getByRole('region', { name: 'Sources' })
        .screenshot({ path: join(SCREENSHOTS_DIR, 'blog-article-phone-sources.png') });
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });

  it('is in the signed-in navigation too', async () => {
    await signIn(page, stack);
    await page.getByRole('navigation').getByRole('link', { name: 'Blog' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    await page.getByRole('link', { name: 'Writing program notes people actually read' }).click();
    await page.getByRole('heading', { level: 1, name: 'Writing program notes people actually read' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'blog article signed in');
    await browser.shot('article-signed-in');
    expect(browser.consoleErrors).toEqual([]);
  });
});

describe('link previews (crawlers that do not run JavaScript)', () => {
  it("serve each article's title, description and absolute address and image on this origin", async () => {
    const html = await (await fetch(`${stack.appUrl}/blog/${ARTICLE.slug}`)).text();
    expect(html).toContain(`<title>${ARTICLE.title} – Podium blog</title>`);
    expect(metaOf(html, 'og:title')).toBe(`${ARTICLE.title} – Podium blog`);
    expect(metaOf(html, 'twitter:title')).toBe(`${ARTICLE.title} – Podium blog`);
    expect(metaOf(html, 'og:description')).toMatch(/^The minutes of music are only part of a concert/);
    expect(metaOf(html, 'og:type')).toBe('article');
    expect(metaOf(html, 'og:url')).toBe(`${stack.appUrl}/blog/${ARTICLE.slug}`);
    expect(metaOf(html, 'og:image')).toBe(`${stack.appUrl}/og-image.png`);
    expect(metaOf(html, 'twitter:image')).toBe(`${stack.appUrl}/og-image.png`);
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(html).not.toContain('podium.invalid');

    const image = await fetch(metaOf(html, 'og:image')!);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('serve the blog list and every other page with absolute addresses too', async () => {
    const blog = await (await fetch(`${stack.appUrl}/blog`)).text();
    expect(metaOf(blog, 'og:url')).toBe(`${stack.appUrl}/blog`);
    expect(blog).toContain('<title>Blog – Podium</title>');
    for (const path of ['/', '/library', '/blog/no-such-article']) {
      const html = await (await fetch(`${stack.appUrl}${path}`)).text();
      expect(metaOf(html, 'og:url'), path).toBe(`${stack.appUrl}/`);
      expect(metaOf(html, 'og:image'), path).toBe(`${stack.appUrl}/og-image.png`);
      expect(metaOf(html, 'twitter:image'), path).toBe(`${stack.appUrl}/og-image.png`);
    }
  });
});
