import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { routes } from './router';

// one page that throws while rendering, one whose chunk is gone (as after a deploy)
vi.mock('./routes/blog', () => ({
  default: function BrokenBlog(): never {
    throw new Error('cannot read the articles');
  },
}));
// (a factory that throws reaches the app wrapped by vitest; this way React gets the browser's own
// error from a rejected dynamic import while rendering the route, as with a deleted chunk)
vi.mock('./routes/privacy-policy', async () => {
  const { createElement, lazy } = await import('react');
  const Missing = lazy(() =>
    Promise.reject(
      new TypeError(
        'Failed to fetch dynamically imported module: http://localhost:3000/assets/privacy-policy-DEADBEEF.js',
      ),
    ),
  );
  return { default: () => createElement(Missing) };
});

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  // React and React Router report the caught error too; the page's own log line is asserted below
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('the root error element', () => {
  it('shows a friendly page, not a stack trace, when a page fails to render', async () => {
    renderWithProviders(null, { routes, route: '/blog' });

    expect(await screen.findByRole('heading', { name: 'Something went wrong on this page.' })).toBeInTheDocument();
    expect(screen.getByText('Reload the page to try again. Anything you already saved is safe.')).toBeInTheDocument();
    expect(screen.queryByText(/cannot read the articles/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to dashboard' }).getAttribute('href')).toBe('/dashboard');
    // logged from an effect, which may run just after the page shows
    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith(
        '[app] a page failed to render',
        expect.objectContaining({ message: 'cannot read the articles' }),
      ),
    );
  });

  it('says the connection is down, not that Podium was updated, when a page cannot be loaded offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithProviders(null, { routes, route: '/policies/privacy-policy' });

    expect(await screen.findByRole('heading', { name: 'You are offline.' })).toBeInTheDocument();
    expect(
      screen.getByText('This page could not be loaded because the connection is down. Reconnect, then reload.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Podium was updated/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith('[app] a page could not be loaded while offline', expect.anything()),
    );
  });

  it('says Podium was updated when a page chunk cannot be loaded, and Reload reloads', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    const { user } = renderWithProviders(null, { routes, route: '/policies/privacy-policy' });

    expect(await screen.findByRole('heading', { name: 'Podium was updated.' })).toBeInTheDocument();
    expect(screen.getByText('Reload to get the latest version.')).toBeInTheDocument();
    expect(screen.queryByText(/Failed to fetch dynamically imported module/)).not.toBeInTheDocument();
    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith(
        '[app] a page of an older version of Podium could not be loaded',
        expect.any(Error),
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('renders the pages again once the director goes to another address', async () => {
    const { router } = renderWithProviders(null, { routes, route: '/blog' });
    expect(await screen.findByRole('heading', { name: 'Something went wrong on this page.' })).toBeInTheDocument();

    await act(() => router.navigate('/no-such-page'));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong on this page.' })).not.toBeInTheDocument();
  });
});
