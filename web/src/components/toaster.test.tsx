import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { ERROR_DURATION_MS, RETRY_DURATION_MS } from './notices';
import {
  clearNotices,
  dismissErrorNotices,
  NOTICE_CLEARANCE_VAR,
  notify,
  setNoticeClearance,
  Toaster,
} from './toaster';

const setWidth = (width: number) =>
  (window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }).happyDOM.setViewport(
    { width, height: 800 },
  );

afterEach(() => {
  clearNotices();
  setWidth(1024);
});

/** The group of notices (a region placed on the screen) holding `text`. */
const placementOf = (text: string) =>
  screen.getByText(text).closest('[data-part="group"]')?.getAttribute('data-placement');

describe('notices', () => {
  it('sit at the top centre below the top bar on a wide screen, and above the bottom bar on a phone', async () => {
    renderWithProviders(<Toaster />);
    notify.success('Saved on a wide screen');
    await screen.findByText('Saved on a wide screen');
    // the avatar and the builder's refresh and close buttons are at the top right: never there
    expect(placementOf('Saved on a wide screen')).toBe('top');

    setWidth(390);
    notify.success('Saved on a phone');
    await screen.findByText('Saved on a phone');
    expect(placementOf('Saved on a phone')).toBe('bottom');
  });

  it('on a phone, sit above what is pinned to the bottom (the open builder’s footer) while it is there', async () => {
    setWidth(390);
    renderWithProviders(<Toaster />);
    notify.success('Added 11 pieces to Spring Concert');
    await screen.findByText('Added 11 pieces to Spring Concert');
    const group = screen.getByText('Added 11 pieces to Spring Concert').closest<HTMLElement>('[data-part="group"]')!;
    // never closer to the bottom than the Program Builder's bar, higher while something sets the clearance
    expect(group.getAttribute('style')).toContain(`max(7.5rem, var(${NOTICE_CLEARANCE_VAR}, 0px))`);
    setNoticeClearance('calc(7.5vh + 85px + 0.5rem)');
    expect(document.documentElement.style.getPropertyValue(NOTICE_CLEARANCE_VAR)).toBe('calc(7.5vh + 85px + 0.5rem)');
    setNoticeClearance(null);
    expect(document.documentElement.style.getPropertyValue(NOTICE_CLEARANCE_VAR)).toBe('');
  });

  it('a failure with work to retry offers Retry, which does the work again', async () => {
    const retry = vi.fn();
    const { user } = renderWithProviders(<Toaster />);
    notify.error('Failed to move the piece. Please try again.', 'The service is unavailable', retry);
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('The service is unavailable');
    await user.click(within(notice).getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('the same failure again is one notice, and two at most show at once', async () => {
    renderWithProviders(<Toaster />);
    notify.error('Failed to move the piece. Please try again.', 'Could not reach Podium.');
    notify.error('Failed to move the piece. Please try again.', 'Could not reach Podium.');
    await screen.findByRole('alert');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getAllByRole('alert')).toHaveLength(1);

    notify.error('Failed to reorder the ensembles. Please try again.');
    notify.error('Failed to delete program. Please try again.');
    await screen.findByText('Failed to reorder the ensembles. Please try again.');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getAllByRole('alert')).toHaveLength(2);
  });

  it('errors show for 6 s, 10 s with Retry (not 20 s)', () => {
    expect(ERROR_DURATION_MS).toBe(6000);
    expect(RETRY_DURATION_MS).toBe(10_000);
  });

  it('dismissErrorNotices closes the error notices and leaves the others', async () => {
    renderWithProviders(<Toaster />);
    notify.success('Program generated successfully');
    notify.error('Failed to move the piece. Please try again.');
    await screen.findByRole('alert');
    await screen.findByText('Program generated successfully');
    dismissErrorNotices();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getByText('Program generated successfully')).toBeInTheDocument();
  });
});
