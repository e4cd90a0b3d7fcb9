import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, deferred, stubApi } from '../../../testing/api-stub';
import { aProfile } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { SessionProbe } from '../../../testing/session-probe';
import TermsDialog from './terms-dialog';

afterEach(() => vi.restoreAllMocks());

async function tickBoth(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(screen.getByRole('checkbox', { name: /Terms and Conditions/ }));
  await user.click(screen.getByRole('checkbox', { name: /Privacy Policy/ }));
}

describe('TermsDialog', () => {
  it('says Processing... while sending, then shows, logs and keeps the failure (logged and rethrown)', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = deferred<Response>();
    stubApi({ 'POST /users/me/accept-terms': () => answer.promise });
    const onAccepted = vi.fn();
    const { user } = renderWithProviders(<TermsDialog mode="required" onCancel={vi.fn()} onAccepted={onAccepted} />, {
      me: aProfile(),
      route: '/dashboard',
    });

    const accept = screen.getByRole('button', { name: 'Accept & Continue' });
    expect(accept.hasAttribute('disabled')).toBe(true);
    await tickBoth(user);
    await user.click(accept);

    const processing = await screen.findByRole('button', { name: 'Processing...' });
    expect(processing.hasAttribute('disabled')).toBe(true);

    answer.resolve(apiError(500, 'INTERNAL_ERROR', 'Your acceptance could not be saved.', 'req-terms-9'));

    expect(await screen.findByText('Your acceptance could not be saved.')).toBeInTheDocument();
    expect(screen.getByText('Reference: req-terms-9')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept & Continue' }).hasAttribute('disabled')).toBe(false);
    expect(onAccepted).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalledWith(
      '[terms] acceptance failed',
      expect.objectContaining({ requestId: 'req-terms-9' }),
    );
    // logged once, by the dialog
    expect(consoleError.mock.calls.filter(([label]) => label === '[terms] acceptance failed')).toHaveLength(1);
  });

  it('sends both agreements (no status shown: the server records its current versions), then refreshes the profile', async () => {
    const api = stubApi({
      'POST /users/me/accept-terms': { needs_acceptance: false, terms_accepted: true, privacy_policy_accepted: true },
    });
    const onAccepted = vi.fn();
    const { user } = renderWithProviders(
      <>
        <SessionProbe />
        <TermsDialog mode="required" onCancel={vi.fn()} onAccepted={onAccepted} />
      </>,
      { me: aProfile(), route: '/dashboard' },
    );
    const loadsOfProfile = () => api.calls.filter((c) => c.method === 'GET' && c.path === '/users/me').length;
    await waitFor(() => expect(loadsOfProfile()).toBe(1)); // on mount, as in the layout

    await tickBoth(user);
    await user.click(screen.getByRole('button', { name: 'Accept & Continue' }));

    await waitFor(() => expect(onAccepted).toHaveBeenCalledTimes(1));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      terms_accepted: true,
      privacy_policy_accepted: true,
    });
    await waitFor(() => expect(loadsOfProfile()).toBe(2));
  });
});
