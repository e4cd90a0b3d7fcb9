import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import type { Article } from '../utils/article';
import { BlogArticle } from './blog-article';

const article: Article = {
  slug: 'writing-program-notes',
  title: 'Writing program notes',
  date: '2026-10-06',
  summary: 'Short notes people read.',
  sources: [{ label: 'Wind Repertory Project, Second Suite in F', url: 'https://www.windrep.org/Second_Suite_in_F' }],
  body: [
    'Open with **something to listen for**.',
    '',
    '## Keep it short',
    '',
    '- one idea',
    '- one fact',
    '',
    'See [pacing](/blog/pacing-and-timing-a-concert-program) and [the reference](https://www.windrep.org/).',
    '',
    '<script>alert(1)</script>',
  ].join('\n'),
};

describe('BlogArticle', () => {
  it('shows the title, the date, the Markdown as headings, lists and links, and the sources; the page takes its title', async () => {
    const { user, router } = renderWithProviders(<BlogArticle article={article} />, {
      route: '/blog/writing-program-notes',
      path: '/blog/:slug',
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Writing program notes' })).toBeInTheDocument();
    expect(screen.getByText('October 6, 2026').getAttribute('datetime')).toBe('2026-10-06');
    expect(screen.getByText('something to listen for').tagName).toBe('STRONG');
    expect(screen.getByRole('heading', { level: 2, name: 'Keep it short' })).toBeInTheDocument();
    expect(screen.getByText('one idea').tagName).toBe('LI');
    // raw HTML in an article is not run, nor shown as markup
    expect(document.querySelector('article script')).toBeNull();

    const external = screen.getByRole('link', { name: 'the reference' });
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noreferrer');
    const source = screen.getByRole('link', { name: 'Wind Repertory Project, Second Suite in F' });
    expect(source.getAttribute('href')).toBe('https://www.windrep.org/Second_Suite_in_F');
    expect(screen.getByRole('heading', { level: 2, name: 'Sources' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Writing program notes – Podium blog'));

    // a link to another article stays in the app
    await user.click(screen.getByRole('link', { name: 'pacing' }));
    expect(router.state.location.pathname).toBe('/blog/pacing-and-timing-a-concert-program');
  });

  it('links back to the list', () => {
    renderWithProviders(<BlogArticle article={article} />, {
      route: '/blog/writing-program-notes',
      path: '/blog/:slug',
    });
    for (const link of screen.getAllByRole('link', { name: '← All articles' }))
      expect(link.getAttribute('href')).toBe('/blog');
  });

  it('explains an unknown address and offers the list', async () => {
    renderWithProviders(<BlogArticle article={undefined} />, { route: '/blog/no-such-article', path: '/blog/:slug' });
    expect(screen.getByRole('heading', { level: 1, name: 'Article not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all articles' }).getAttribute('href')).toBe('/blog');
    await waitFor(() => expect(document.title).toBe('Article not found – Podium blog'));
  });
});
