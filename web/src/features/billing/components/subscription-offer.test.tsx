import type { UserProfile } from '@app/shared/contracts/users';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, deferred, stubApi } from '../../../testing/api-stub';
import { aProfile } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { SessionProbe, sessionProfileText } from '../../../testing/session-probe';
import { SubscriptionOffer } from './subscription-offer';

describe('SubscriptionOffer', () => {
  it('refreshes the profile before it reports an active subscription (the account flow reads it next)', async () => {
    let subscribed = false;
    const api = stubApi({
      'GET /users/me': () => aProfile({ has_subscription: subscribed }),
      'POST /billing/checkout': () => {
        subscribed = true;
        return { status: 'active', redirect_url: null, has_subscription: true };
      },
    });
    // what the account flow reads at the moment the page moves on to the dashboard
    const subscribedWhenActive: unknown[] = [];
    const onActive = vi.fn(() => subscribedWhenActive.push((swrCache.get('/users/me')?.data as UserProfile | undefined)?.has_subscription));
    const { user, swrCache } = renderWithProviders(
      <>
        <SessionProbe />
        <SubscriptionOffer onActive={onActive} />
      </>,
      { me: aProfile({ has_subscription: false }), route: '/payment' },
    );
    await waitFor(() => expect(sessionProfileText(screen)).toBe('Alex Rivera | complete | not subscribed'));

    await user.click(screen.getByRole('radio', { name: /Monthly/ }));
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    await waitFor(() => expect(onActive).toHaveBeenCalledTimes(1));
    expect(onActive).toHaveBeenCalledWith({ status: 'active', redirect_url: null, has_subscription: true });
    expect(subscribedWhenActive).toEqual([true]);
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ plan: 'monthly' });
    await waitFor(() => expect(sessionProfileText(screen)).toBe('Alex Rivera | complete | subscribed'));
  });

  it('shows the pending checkout, then the error with its reference, and can be tried again', async () => {
    const answer = deferred<Response>();
    stubApi({ 'POST /billing/checkout': () => answer.promise });
    const onActive = vi.fn();
    const { user } = renderWithProviders(<SubscriptionOffer onActive={onActive} />, { me: aProfile({ has_subscription: false }), route: '/payment' });

    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Subscrib/ }).hasAttribute('disabled')).toBe(true));

    answer.resolve(apiError(502, 'BILLING_UNAVAILABLE', 'The billing provider could not be reached. Please try again.', 'req-billing-1'));

    expect(await screen.findByText('The billing provider could not be reached. Please try again.')).toBeTruthy();
    expect(screen.getByText('Reference: req-billing-1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Subscribe' }).hasAttribute('disabled')).toBe(false);
    expect(onActive).not.toHaveBeenCalled();
  });
});
