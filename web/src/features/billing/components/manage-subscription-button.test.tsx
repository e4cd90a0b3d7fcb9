import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, deferred, stubApi } from '../../../testing/api-stub';
import { aProfile } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { ManageSubscriptionButton } from './manage-subscription-button';

afterEach(() => vi.restoreAllMocks());

const manageButton = () => screen.getByRole('button', { name: /Manage subscription|Opening/ });

describe('ManageSubscriptionButton', () => {
  it("says Opening… while asking for the portal, then goes to Stripe's portal and stays busy while the page leaves", async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const answer = deferred<unknown>();
    stubApi({ 'POST /billing/portal': () => answer.promise });
    const { user } = renderWithProviders(<ManageSubscriptionButton />, { me: aProfile(), route: '/payment' });

    await user.click(manageButton());
    await waitFor(() => expect(manageButton().hasAttribute('disabled')).toBe(true));
    expect(screen.getByText('Opening…')).toBeInTheDocument();

    answer.resolve({ url: 'https://billing.stripe.com/p/session/test_portal' });

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.stripe.com/p/session/test_portal'));
    expect(manageButton().hasAttribute('disabled')).toBe(true);
  });

  it('shows a failure with its reference, and a second try clears it', async () => {
    const api = stubApi({
      'POST /billing/portal': apiError(
        503,
        'BILLING_UNAVAILABLE',
        'The payment provider could not be reached.',
        'req-9',
      ),
    });
    const { user } = renderWithProviders(<ManageSubscriptionButton />, { me: aProfile(), route: '/payment' });

    await user.click(manageButton());
    expect(await screen.findByText('The payment provider could not be reached.')).toBeInTheDocument();
    expect(screen.getByText('Reference: req-9')).toBeInTheDocument();
    expect(manageButton().hasAttribute('disabled')).toBe(false);

    const retry = deferred<unknown>();
    api.on({ 'POST /billing/portal': () => retry.promise });
    await user.click(manageButton());
    await waitFor(() =>
      expect(screen.queryByText('The payment provider could not be reached.')).not.toBeInTheDocument(),
    );
    retry.resolve(apiError(503, 'BILLING_UNAVAILABLE', 'Still unavailable.'));
    expect(await screen.findByText('Still unavailable.')).toBeInTheDocument();
    expect(screen.queryByText(/Reference:/)).not.toBeInTheDocument();
  });
});
