import type { PlanOffer } from '@app/shared/contracts/billing';
import type { UserProfile } from '@app/shared/contracts/users';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, deferred, stubApi } from '../../../testing/api-stub';
import { aProfile } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { SessionProbe, sessionProfileText } from '../../../testing/session-probe';
import { SubscriptionOffer } from './subscription-offer';

const UNPRICED: PlanOffer[] = [
  { plan: 'yearly', amount: null, currency: null },
  { plan: 'monthly', amount: null, currency: null },
];

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
    const onActive = vi.fn(() =>
      subscribedWhenActive.push((swrCache.get('/users/me')?.data as UserProfile | undefined)?.has_subscription),
    );
    const { user, swrCache } = renderWithProviders(
      <>
        <SessionProbe />
        <SubscriptionOffer plans={UNPRICED} provider="development" onActive={onActive} />
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
    const { user } = renderWithProviders(<SubscriptionOffer plans={UNPRICED} provider="stripe" onActive={onActive} />, {
      me: aProfile({ has_subscription: false }),
      route: '/payment',
    });

    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Subscrib/ }).hasAttribute('disabled')).toBe(true));

    answer.resolve(
      apiError(
        502,
        'BILLING_UNAVAILABLE',
        'The billing provider could not be reached. Please try again.',
        'req-billing-1',
      ),
    );

    expect(await screen.findByText('The billing provider could not be reached. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Reference: req-billing-1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe' }).hasAttribute('disabled')).toBe(false);
    expect(onActive).not.toHaveBeenCalled();
  });

  it('shows the prices Stripe states for each plan, and sends the chosen plan', async () => {
    const api = stubApi({
      'POST /billing/checkout': () =>
        apiError(503, 'BILLING_UNAVAILABLE', 'The payment provider could not be reached. Please try again.'),
    });
    const plans: PlanOffer[] = [
      { plan: 'yearly', amount: 9900, currency: 'usd' },
      { plan: 'monthly', amount: 1200, currency: 'usd' },
    ];
    const { user } = renderWithProviders(<SubscriptionOffer plans={plans} provider="stripe" onActive={vi.fn()} />, {
      me: aProfile({ has_subscription: false }),
    });

    expect(screen.getByRole('radio', { name: /Yearly.*\$99\.00 a year/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Monthly.*\$12\.00 a month/ })).toBeInTheDocument();
    expect(screen.getByText(/You pay on Stripe’s secure payment page/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('The payment provider could not be reached. Please try again.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ plan: 'yearly' });
  });

  it('cannot subscribe online when billing is disabled, and says so', () => {
    renderWithProviders(<SubscriptionOffer plans={UNPRICED} provider="disabled" onActive={vi.fn()} />, {
      me: aProfile({ has_subscription: false }),
    });
    expect(screen.getByRole('button', { name: 'Subscribe' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Subscriptions cannot be bought online yet. Please contact us.')).toBeInTheDocument();
  });
});
