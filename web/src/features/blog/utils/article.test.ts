import { describe, expect, it } from 'vitest';
import { newestFirst, parseArticle, slugOfPath } from './article';
import { articles, findArticle } from './articles';

const file = (head: string, body = 'Some *text*.\n') => `---\n${head}\n---\n${body}`;

describe('parseArticle', () => {
  it('reads the front matter (quoted or not), the sources and the Markdown body', () => {
    const article = parseArticle(
      'pacing-a-concert',
      file(
        [
          'title: "Pacing: a concert"',
          'date: 2026-09-22',
          'summary: How long, in what order.',
          'sources:',
          '  - Wind Repertory Project, First Suite | https://www.windrep.org/First_Suite_in_E-flat',
          '  - A label | with a bar | https://example.org/x',
        ].join('\n'),
        '## Heading\n\nText.\n',
      ),
    );
    expect(article).toEqual({
      slug: 'pacing-a-concert',
      title: 'Pacing: a concert',
      date: '2026-09-22',
      summary: 'How long, in what order.',
      sources: [
        { label: 'Wind Repertory Project, First Suite', url: 'https://www.windrep.org/First_Suite_in_E-flat' },
        { label: 'A label | with a bar', url: 'https://example.org/x' },
      ],
      body: '## Heading\n\nText.\n',
    });
  });

  it.each([
    ['no front matter', 'just-text', 'Hello', /front matter/],
    ['a missing title', 'no-title', file('date: 2026-01-01\nsummary: S'), /"title" is missing/],
    ['a bad date', 'bad-date', file('title: T\ndate: 2026-13-45\nsummary: S'), /YYYY-MM-DD/],
    [
      'a source without an https address',
      'bad-source',
      file('title: T\ndate: 2026-01-01\nsummary: S\nsources:\n  - Somewhere | ftp://x'),
      /label \| https/,
    ],
    [
      'a list item outside sources',
      'stray-item',
      file('title: T\n  - oops\ndate: 2026-01-01\nsummary: S'),
      /outside "sources"/,
    ],
    ['an empty body', 'no-body', file('title: T\ndate: 2026-01-01\nsummary: S', '  \n'), /no text/],
    ['a file name that is not a slug', 'Not A Slug', file('title: T\ndate: 2026-01-01\nsummary: S'), /file name/],
  ])('refuses %s, naming the article', (_what, slug, text, problem) => {
    expect(() => parseArticle(slug, text)).toThrow(problem);
    expect(() => parseArticle(slug, text)).toThrow(slug);
  });
});

describe('helpers', () => {
  it('takes the slug from the file path', () => {
    expect(slugOfPath('../articles/writing-program-notes.md')).toBe('writing-program-notes');
  });

  it('sorts newest first, then by title', () => {
    const a = { slug: 'a', title: 'B', date: '2026-01-01', summary: '', sources: [] };
    const b = { slug: 'b', title: 'A', date: '2026-01-01', summary: '', sources: [] };
    const c = { slug: 'c', title: 'C', date: '2026-02-01', summary: '', sources: [] };
    expect([a, b, c].sort(newestFirst).map((x) => x.slug)).toEqual(['c', 'b', 'a']);
  });
});

describe('the published articles', () => {
  it('are at least five, newest first, each with sources for the facts it states', () => {
    expect(articles.length).toBeGreaterThanOrEqual(5);
    expect([...articles].sort(newestFirst)).toEqual(articles);
    for (const article of articles) expect(article.sources.length, article.slug).toBeGreaterThan(0);
  });

  it('cover the topics directors asked for', () => {
    for (const slug of [
      'choosing-repertoire-by-grade-and-ensemble',
      'pacing-and-timing-a-concert-program',
      'writing-program-notes',
      'planning-rehearsal-time-for-a-new-piece',
      'building-a-program-around-a-theme',
    ]) {
      expect(findArticle(slug)?.slug, slug).toBe(slug);
    }
  });

  it('are full articles (about 600 to 1,000 words) and their links to other articles resolve', () => {
    for (const article of articles) {
      const words = article.body.split(/\s+/).filter(Boolean).length;
      expect(words, article.slug).toBeGreaterThanOrEqual(600);
      expect(words, article.slug).toBeLessThanOrEqual(1100);
      for (const [, slug] of article.body.matchAll(/\]\(\/blog\/([^)]+)\)/g))
        expect(findArticle(slug), `${article.slug} → ${slug}`).toBeDefined();
    }
  });
});
