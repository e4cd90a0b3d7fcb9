import type { BillingOverview, SubscriptionState } from '@app/shared/contracts/billing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../testing/api-stub';
import { aProfile } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { PaymentPage } from './payment-page';

const none: SubscriptionState = {
  has_subscription: false,
  source: null,
  status: null,
  plan: null,
  current_period_end: null,
  cancel_at_period_end: false,
  payment_failed: false,
  can_manage: false,
};

const overview = (subscription: Partial<SubscriptionState> = {}): BillingOverview => ({
  provider: 'stripe',
  subscription: { ...none, ...subscription },
  plans: [
    { plan: 'yearly', amount: 9900, currency: 'usd' },
    { plan: 'monthly', amount: 1200, currency: 'usd' },
  ],
});

const subscribedStripe: Partial<SubscriptionState> = {
  has_subscription: true,
  source: 'stripe',
  status: 'active',
  plan: 'yearly',
  current_period_end: '2027-09-01T12:00:00.000Z',
  can_manage: true,
};

function renderPage(props: { newUser?: boolean; checkoutReturn?: string | null } = {}, subscribed = false) {
  const onContinue = vi.fn();
  const view = renderWithProviders(
    <PaymentPage
      newUser={props.newUser ?? false}
      checkoutReturn={props.checkoutReturn ?? null}
      onContinue={onContinue}
    />,
    {
      me: aProfile({ has_subscription: subscribed }),
      route: '/payment',
    },
  );
  return { ...view, onContinue };
}

describe('PaymentPage', () => {
  it('reads as an onboarding step for a new director: what it includes, the prices, Subscribe', async () => {
    stubApi({ 'GET /billing/subscription': overview() });
    renderPage({ newUser: true });

    expect(
      await screen.findByText(
        'One more step: Podium is a subscription service. Choose a plan to start planning your concerts.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Program building with running times and Word export')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Yearly.*\$99\.00 a year/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Monthly.*\$12\.00 a month/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
  });

  it('shows a subscribed director the status, the renewal date and Manage subscription, which opens the portal', async () => {
    const api = stubApi({
      'GET /billing/subscription': overview(subscribedStripe),
      'POST /billing/portal': apiError(
        503,
        'BILLING_UNAVAILABLE',
        'The payment provider could not be reached. Please try again.',
        'req-portal',
      ),
    });
    const { user } = renderPage({}, true);

    expect(await screen.findByRole('heading', { name: 'Yearly plan' })).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Renews on September 1, 2027.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Manage subscription' }));
    expect(await screen.findByText('The payment provider could not be reached. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Reference: req-portal')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/billing/portal']);
  });

  it('says when a cancelled subscription ends', async () => {
    stubApi({ 'GET /billing/subscription': overview({ ...subscribedStripe, cancel_at_period_end: true }) });
    renderPage({}, true);
    expect(await screen.findByText('Ends on September 1, 2027. It will not renew.')).toBeInTheDocument();
  });

  it('explains a failed payment while Stripe retries it', async () => {
    stubApi({
      'GET /billing/subscription': overview({ ...subscribedStripe, status: 'past_due', payment_failed: true }),
    });
    renderPage({}, true);

    expect(await screen.findByText('Payment failed')).toBeInTheDocument();
    expect(screen.queryByText(/Renews on/)).not.toBeInTheDocument();
    expect(screen.getByText('Your last payment did not go through.')).toBeInTheDocument();
    expect(screen.getByText(/update your card under Manage subscription/)).toBeInTheDocument();
  });

  it('shows an operator grant with its end date and no portal', async () => {
    stubApi({
      'GET /billing/subscription': overview({
        has_subscription: true,
        source: 'grant',
        status: 'active',
        current_period_end: '2027-06-30T23:59:59.999Z',
        cancel_at_period_end: true,
      }),
    });
    renderPage({}, true);

    expect(await screen.findByRole('heading', { name: 'School subscription' })).toBeInTheDocument();
    expect(screen.getByText('Granted')).toBeInTheDocument();
    expect(
      screen.getByText('Provided to your school until June 30, 2027. It does not renew by itself.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Manage subscription' })).not.toBeInTheDocument();
  });

  it('tells a lapsed director the subscription ended, even when the account flow sent them as a new user', async () => {
    stubApi({
      'GET /billing/subscription': overview({
        source: 'stripe',
        status: 'canceled',
        current_period_end: '2026-10-31T08:00:00.000Z',
        can_manage: true,
      }),
    });
    renderPage({ newUser: true });

    expect(await screen.findByText('Your subscription ended on October 31, 2026.')).toBeInTheDocument();
    expect(screen.getByText(/Your ensembles, library and programs are kept/)).toBeInTheDocument();
    expect(screen.queryByText(/One more step/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
  });

  it('offers to fix the card of a subscription stopped for non-payment', async () => {
    stubApi({
      'GET /billing/subscription': overview({
        source: 'stripe',
        status: 'unpaid',
        payment_failed: true,
        can_manage: true,
      }),
    });
    renderPage({ newUser: true });

    expect(await screen.findByText('Your subscription is stopped because the payment failed.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Manage subscription' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
  });

  it('back from Checkout, waits for Stripe to confirm, then welcomes the director and moves on', async () => {
    let confirmed = false;
    stubApi({ 'GET /billing/subscription': () => overview(confirmed ? subscribedStripe : {}) });
    const { user, onContinue } = renderPage({ newUser: true, checkoutReturn: 'success' });

    expect(await screen.findByText('Payment received. We are activating your subscription…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument(); // no second payment while waiting

    confirmed = true; // Stripe's event arrives; the page asks again every 2 s
    expect(
      await screen.findByText('Thank you! Your subscription is active.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start planning' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
  });

  it('says a cancelled checkout charged nothing and offers the plans again', async () => {
    stubApi({ 'GET /billing/subscription': overview() });
    renderPage({ newUser: true, checkoutReturn: 'cancelled' });

    expect(await screen.findByText('Checkout cancelled. Nothing was charged.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
  });

  it('shows a failed load with its reference and can try again', async () => {
    let fail = true;
    stubApi({
      'GET /billing/subscription': () =>
        fail
          ? apiError(500, 'INTERNAL_ERROR', 'Something went wrong on our side. Please try again.', 'req-9')
          : overview(),
    });
    const { user } = renderPage();

    expect(await screen.findByText('Reference: req-9')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument());
  });
});
