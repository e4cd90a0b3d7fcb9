import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { ScrollRestoration } from './scroll-restoration';

let scrollTo: ReturnType<typeof vi.fn>;
beforeEach(() => {
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

/** The director scrolls the page down to `y`. */
const scrollDownTo = (y: number) => {
  vi.spyOn(window, 'scrollY', 'get').mockReturnValue(y);
  window.dispatchEvent(new Event('scroll'));
};

describe('the scroll position across pages', () => {
  it('opens a new page at its top and returns to where the previous one was scrolled on Back', async () => {
    const { router } = renderWithProviders(<ScrollRestoration />, { route: '/library' });
    scrollDownTo(640);

    await act(() => router.navigate('/programs'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/library');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });

  it('returns to where the page was scrolled after a reload', () => {
    const before = renderWithProviders(<ScrollRestoration />, { route: '/library' });
    scrollDownTo(320);
    window.dispatchEvent(new Event('pagehide'));
    before.unmount();

    renderWithProviders(<ScrollRestoration />, { route: '/library' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 320);
  });
});
