import type Stripe from 'stripe';
import type { PlanOffer } from '@app/shared/contracts/billing';
import { config } from '../lib/config';
import { AppError, ConflictError, ServiceUnavailableError } from '../lib/errors';
import { logger } from '../lib/observability';
import type { BillingProvider, PlanName } from './billing-provider';
import { accountOf } from '../users/account-middleware';
import { applyStripeChange } from '../users/subscription-service';
import { ACCOUNT_METADATA_KEY, interpretEvent, PLAN_METADATA_KEY } from './stripe-events';
import { stripeSecrets } from './stripe-secrets';
import { isSubscribedStatus } from './subscription-state';

/** How old a webhook's signed timestamp may be (Stripe's own default): an older one is a replay. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** Where the browser comes back to from Checkout (the /payment page explains each). */
export const checkoutReturnUrls = (origin: string) => ({
  success_url: `${origin}/payment?checkout=success`,
  cancel_url: `${origin}/payment?checkout=cancelled`,
});

/** `STRIPE_API_URL` as the library's host/port/protocol options (tests point it at a local stand-in). */
export function apiAddress(url: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!url) return {};
  const parsed = new URL(url);
  const protocol = parsed.protocol === 'http:' ? 'http' : 'https';
  return { host: parsed.hostname, port: parsed.port || (protocol === 'http' ? 80 : 443), protocol };
}

interface StripeSetup {
  stripe: Stripe;
  webhookSecret: string;
}

let setup: Promise<StripeSetup> | undefined;

/**
 * One client per container, made once the secrets are read (the first request waits for them).
 * The Stripe library is a chunk of its own, loaded here: a cold start that serves no Stripe call
 * (the billing overview without Stripe, the other functions) never loads it.
 */
function stripeSetup(): Promise<StripeSetup> {
  setup ??= Promise.all([stripeSecrets(), import('stripe')])
    .then(([{ secretKey, webhookSecret }, { default: StripeClient }]) => ({
      stripe: new StripeClient(secretKey, {
        ...apiAddress(config.STRIPE_API_URL),
        maxNetworkRetries: 1,
        timeout: 8000,
        appInfo: { name: 'Podium' },
      }),
      webhookSecret,
    }))
    .catch((error: unknown) => {
      setup = undefined;
      throw new ServiceUnavailableError(
        'BILLING_UNAVAILABLE',
        'Subscriptions are unavailable right now. Please try again later.',
        { cause: error },
      );
    });
  return setup;
}

/** A Stripe call; any failure is a 503 for the browser and the reason in the log (never a secret). */
async function callStripe<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const stripeError = error as {
      type?: string;
      code?: string;
      statusCode?: number;
      requestId?: string;
      message?: string;
    };
    logger.error(`Stripe ${what} failed`, {
      stripeErrorType: stripeError.type,
      stripeErrorCode: stripeError.code,
      stripeStatus: stripeError.statusCode,
      stripeRequestId: stripeError.requestId,
      reason: stripeError.message,
    });
    throw new ServiceUnavailableError(
      'BILLING_UNAVAILABLE',
      'The payment provider could not be reached. Please try again.',
    );
  }
}

const priceIds: Record<PlanName, string | undefined> = {
  monthly: config.STRIPE_PRICE_MONTHLY,
  yearly: config.STRIPE_PRICE_YEARLY,
};

const priceId = (plan: PlanName): string => {
  const id = priceIds[plan];
  if (!id) throw new ServiceUnavailableError('BILLING_UNAVAILABLE', 'This plan is not on offer right now.');
  return id;
};

let offers: Promise<PlanOffer[]> | undefined;

/** The two prices as Stripe states them, read once per container; an unreadable one shows no amount. */
function planOffers(): Promise<PlanOffer[]> {
  offers ??= stripeSetup().then(({ stripe }) =>
    Promise.all(
      (['yearly', 'monthly'] as const).map(async (plan): Promise<PlanOffer> => {
        try {
          const price = await stripe.prices.retrieve(priceId(plan));
          return { plan, amount: price.unit_amount, currency: price.currency };
        } catch (error) {
          logger.warn('Stripe price not readable', { plan, reason: (error as Error).message });
          offers = undefined; // read again on the next request
          return { plan, amount: null, currency: null };
        }
      }),
    ),
  );
  return offers;
}

export const stripeProvider: BillingProvider = {
  name: 'stripe',

  /** A Checkout Session in subscription mode for the caller; the browser is sent to its URL. */
  async startCheckout(caller, plan, origin) {
    const account = accountOf(caller);
    if (account.has_subscription && isSubscribedStatus(account.subscription_status ?? 'active')) {
      throw new ConflictError('Your subscription is already active. Use Manage subscription to change it.');
    }
    const { stripe } = await stripeSetup();
    const metadata = { [ACCOUNT_METADATA_KEY]: account.sub, [PLAN_METADATA_KEY]: plan };
    const session = await callStripe('checkout', () =>
      stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: priceId(plan), quantity: 1 }],
        client_reference_id: account.sub,
        // a returning director pays as the customer Stripe already knows; a new one by email
        ...(account.stripe_customer_id
          ? { customer: account.stripe_customer_id }
          : account.email
            ? { customer_email: account.email }
            : {}),
        metadata,
        subscription_data: { metadata },
        ...checkoutReturnUrls(origin),
      }),
    );
    if (!session.url)
      throw new ServiceUnavailableError(
        'BILLING_UNAVAILABLE',
        'The payment provider did not return a payment page. Please try again.',
      );
    return { status: 'pending', redirect_url: session.url, has_subscription: false };
  },

  /** Stripe's customer portal (change the card, cancel), back to /payment afterwards. */
  async openPortal(caller, origin) {
    const account = accountOf(caller);
    if (!account.stripe_customer_id)
      throw new ConflictError('There is no card subscription to manage for this account.');
    const { stripe } = await stripeSetup();
    const portal = await callStripe('portal', () =>
      stripe.billingPortal.sessions.create({ customer: account.stripe_customer_id!, return_url: `${origin}/payment` }),
    );
    return { url: portal.url };
  },

  plans: () => planOffers(),

  /** Verifies the signature over the raw body (with a timestamp tolerance), then applies the event once. */
  async handleWebhook(rawBody, signature) {
    const { stripe, webhookSecret } = await stripeSetup();
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(rawBody, signature ?? '', webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
    } catch (error) {
      logger.warn('Stripe webhook refused', { reason: (error as Error).message });
      throw new AppError(400, 'INVALID_SIGNATURE', 'The Stripe signature of this request is not valid.');
    }
    const meaning = interpretEvent(event);
    if ('ignore' in meaning) {
      logger.info('Stripe event ignored', { eventId: event.id, eventType: event.type, reason: meaning.ignore });
      return { received: true, outcome: 'ignored' };
    }
    const outcome = await applyStripeChange(meaning.apply);
    logger.info('Stripe event', { eventId: event.id, eventType: event.type, sub: meaning.apply.sub, outcome });
    return { received: true, outcome };
  },
};
