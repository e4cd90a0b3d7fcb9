import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { BlogList } from './blog-list';

const articles = [
  { slug: 'newer', title: 'Pacing a concert', date: '2026-10-20', summary: 'How long, in what order.', sources: [] },
  {
    slug: 'older',
    title: 'Choosing repertoire',
    date: '2026-09-08',
    summary: 'Grades are a starting point.',
    sources: [],
  },
];

describe('BlogList', () => {
  it('lists each article with its title linking to it, its date and its summary, and names the page', async () => {
    renderWithProviders(<BlogList articles={articles} />, { route: '/blog' });

    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Articles' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(first.getByRole('link', { name: 'Pacing a concert' }).getAttribute('href')).toBe('/blog/newer');
    expect(first.getByText('October 20, 2026').getAttribute('datetime')).toBe('2026-10-20');
    expect(first.getByText('How long, in what order.')).toBeInTheDocument();
    expect(within(items[1]!).getByRole('link', { name: 'Choosing repertoire' }).getAttribute('href')).toBe(
      '/blog/older',
    );
    await expect.poll(() => document.title).toBe('Blog – Podium');
  });

  it('says so when there is nothing to read yet', () => {
    renderWithProviders(<BlogList articles={[]} />, { route: '/blog' });
    expect(screen.getByText('No articles yet. Come back soon.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Articles' })).not.toBeInTheDocument();
  });
});
