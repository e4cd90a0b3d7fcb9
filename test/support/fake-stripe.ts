import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small local stand-in for the parts of Stripe that Podium calls, so tests need no network:
 * `POST /v1/checkout/sessions`, `POST /v1/billing_portal/sessions` and `GET /v1/prices/{id}`
 * (what the `stripe` library sends to `STRIPE_API_URL`), plus the two pages a browser is sent
 * to: a Checkout page whose "Pay" posts the signed events Stripe would send to Podium's webhook
 * and returns to `success_url`, and a portal page that returns to `return_url`.
 */
export interface FakeStripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** Prices by id: amount in cents, interval. */
  prices: Record<string, { amount: number; currency: string; interval: 'month' | 'year' }>;
}

/** One request the fake received: the form fields as the library encoded them (`metadata[plan]`…). */
export interface FakeStripeRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  form: Record<string, string>;
}

export interface FakeStripe {
  url: string;
  /** The functions' environment that points Podium's Stripe provider at this fake (its keys, its monthly and yearly prices). */
  functionEnv: Record<string, string>;
  requests: FakeStripeRequest[];
  /** Where "Pay" on the fake Checkout page sends its events (the app's webhook URL). */
  webhookUrl: string | undefined;
  /** The customer and subscription of the last Checkout paid on the fake's page. */
  lastPaid: { sub: string; customer: string; subscription: string } | undefined;
  /** Makes the next API calls answer with Stripe's 500 `api_error`. */
  failNext(count?: number): void;
  close(): Promise<void>;
}

interface CheckoutSession {
  id: string;
  form: Record<string, string>;
  customer: string;
  subscription: string;
}

export async function startFakeStripe(options: FakeStripeOptions): Promise<FakeStripe> {
  const requests: FakeStripeRequest[] = [];
  const sessions = new Map<string, CheckoutSession>();
  let counter = 0;
  let failures = 0;
  const nextId = (prefix: string) => `${prefix}_test_${++counter}`;

  const server: Server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, { error: { type: 'api_error', message: String(error) } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const priceOf = (interval: 'month' | 'year') =>
    Object.keys(options.prices).find((id) => options.prices[id]!.interval === interval) ?? '';
  const fake: FakeStripe = {
    url,
    functionEnv: {
      BILLING_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: options.secretKey,
      STRIPE_WEBHOOK_SECRET: options.webhookSecret,
      STRIPE_PRICE_MONTHLY: priceOf('month'),
      STRIPE_PRICE_YEARLY: priceOf('year'),
      STRIPE_API_URL: url,
    },
    requests,
    webhookUrl: undefined,
    lastPaid: undefined,
    failNext(count = 1) {
      failures = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? '/', url).pathname;
    const body = await readText(req);
    if (path.startsWith('/v1/')) {
      const form = Object.fromEntries(new URLSearchParams(body));
      requests.push({ method: req.method ?? 'GET', path, authorization: req.headers.authorization, form });
      if (req.headers.authorization !== `Bearer ${options.secretKey}`) {
        return send(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
      }
      if (failures > 0) {
        failures -= 1;
        return send(res, 500, { error: { type: 'api_error', message: "Something went wrong on Stripe's end." } });
      }
      return api(req.method ?? 'GET', path, form, res);
    }
    const page = /^\/(pay|portal)\/([\w-]+)$/.exec(path);
    if (page?.[1] === 'pay' && req.method === 'POST')
      return pay(page[2]!, new URLSearchParams(body).get('choice'), res);
    if (page?.[1] === 'pay') return checkoutPage(page[2]!, res);
    if (page?.[1] === 'portal')
      return portalPage(new URL(req.url ?? '/', url).searchParams.get('return_url') ?? '/', res);
    send(res, 404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path})` },
    });
  }

  function api(method: string, path: string, form: Record<string, string>, res: ServerResponse) {
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = nextId('cs');
      const session: CheckoutSession = {
        id,
        form,
        customer: form.customer ?? nextId('cus'),
        subscription: nextId('sub'),
      };
      sessions.set(id, session);
      return send(res, 200, {
        id,
        object: 'checkout.session',
        mode: form.mode,
        client_reference_id: form.client_reference_id ?? null,
        customer: form.customer ?? null,
        customer_email: form.customer_email ?? null,
        success_url: form.success_url,
        cancel_url: form.cancel_url,
        status: 'open',
        url: `${url}/pay/${id}`,
      });
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const id = nextId('bps');
      return send(res, 200, {
        id,
        object: 'billing_portal.session',
        customer: form.customer,
        return_url: form.return_url,
        url: `${url}/portal/${id}?return_url=${encodeURIComponent(form.return_url ?? '')}`,
      });
    }
    const price = /^\/v1\/prices\/([\w-]+)$/.exec(path);
    if (method === 'GET' && price) {
      const known = options.prices[price[1]!];
      if (!known)
        return send(res, 404, {
          error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such price: '${price[1]}'` },
        });
      return send(res, 200, {
        id: price[1],
        object: 'price',
        active: true,
        currency: known.currency,
        unit_amount: known.amount,
        type: 'recurring',
        recurring: { interval: known.interval, interval_count: 1 },
      });
    }
    send(res, 404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` },
    });
  }

  function checkoutPage(id: string, res: ServerResponse) {
    const session = sessions.get(id);
    if (!session)
      return send(res, 404, { error: { type: 'invalid_request_error', message: 'No such checkout session' } });
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(`<!doctype html><html lang="en"><head><title>Test Checkout</title></head>
<body><main><h1>Test Checkout</h1><p>Podium subscription (${escapeHtml(session.form['metadata[plan]'] ?? '')})</p>
<form method="post"><button name="choice" value="pay">Pay</button> <button name="choice" value="cancel">Back</button></form></main></body></html>`);
  }

  async function pay(id: string, choice: string | null, res: ServerResponse) {
    const session = sessions.get(id);
    if (!session)
      return send(res, 404, { error: { type: 'invalid_request_error', message: 'No such checkout session' } });
    if (choice !== 'pay') return redirect(res, session.form.cancel_url!);
    fake.lastPaid = {
      sub: session.form.client_reference_id!,
      customer: session.customer,
      subscription: session.subscription,
    };
    if (fake.webhookUrl) {
      const sub = session.form.client_reference_id!;
      const plan = session.form['metadata[plan]'] ?? 'yearly';
      const priceId = session.form['line_items[0][price]']!;
      const interval = options.prices[priceId]?.interval ?? 'year';
      const created = Math.floor(Date.now() / 1000);
      const periodEnd = created + (interval === 'month' ? 30 : 365) * 86_400;
      const events = [
        stripeEvent(
          'checkout.session.completed',
          checkoutSessionObject({ id, sub, plan, customer: session.customer, subscription: session.subscription }),
          { created },
        ),
        stripeEvent(
          'customer.subscription.created',
          subscriptionObject({
            id: session.subscription,
            sub,
            plan,
            customer: session.customer,
            status: 'active',
            periodEnd,
            interval,
          }),
          { created },
        ),
      ];
      for (const event of events) await postWebhook(fake.webhookUrl, event, options.webhookSecret);
    }
    redirect(res, session.form.success_url!);
  }

  function portalPage(returnUrl: string, res: ServerResponse) {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(`<!doctype html><html lang="en"><head><title>Test billing portal</title></head>
<body><main><h1>Test billing portal</h1><a href="${escapeHtml(returnUrl)}">Return to Podium</a></main></body></html>`);
  }

  return fake;
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

function send(res: ServerResponse, status: number, body: unknown) {
  res
    .writeHead(status, { 'content-type': 'application/json', 'request-id': `req_fake_${Date.now()}` })
    .end(JSON.stringify(body));
}

function redirect(res: ServerResponse, location: string) {
  res.writeHead(303, { location }).end();
}

function readText(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req
      .on('data', (chunk: Buffer) => chunks.push(chunk))
      .once('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
      .once('error', reject);
  });
}

let eventCounter = 0;

/** A Stripe event envelope (API version of the library Podium uses) around `object`. */
export function stripeEvent(
  type: string,
  object: Record<string, unknown>,
  { id, created }: { id?: string; created?: number } = {},
) {
  return {
    id: id ?? `evt_test_${Date.now()}_${++eventCounter}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: created ?? Math.floor(Date.now() / 1000),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
}

/** A subscription as Stripe sends it in `customer.subscription.*` events (the period is on its item). */
export function subscriptionObject(s: {
  id: string;
  sub: string;
  plan?: string;
  customer: string;
  status: string;
  periodEnd: number;
  interval?: 'month' | 'year';
  cancelAtPeriodEnd?: boolean;
  endedAt?: number | null;
}) {
  return {
    id: s.id,
    object: 'subscription',
    customer: s.customer,
    status: s.status,
    cancel_at: null,
    cancel_at_period_end: s.cancelAtPeriodEnd ?? false,
    canceled_at: s.endedAt ?? null,
    ended_at: s.endedAt ?? null,
    metadata: { podium_user: s.sub, ...(s.plan ? { plan: s.plan } : {}) },
    items: {
      object: 'list',
      data: [
        {
          id: `si_${s.id}`,
          object: 'subscription_item',
          current_period_start: s.periodEnd - (s.interval === 'month' ? 30 : 365) * 86_400,
          current_period_end: s.periodEnd,
          price: {
            id: 'price_test',
            object: 'price',
            recurring: { interval: s.interval ?? 'year', interval_count: 1 },
          },
        },
      ],
    },
  };
}

export function checkoutSessionObject(s: {
  id: string;
  sub: string;
  plan: string;
  customer: string;
  subscription: string;
  paymentStatus?: string;
}) {
  return {
    id: s.id,
    object: 'checkout.session',
    mode: 'subscription',
    status: 'complete',
    payment_status: s.paymentStatus ?? 'paid',
    client_reference_id: s.sub,
    customer: s.customer,
    subscription: s.subscription,
    metadata: { podium_user: s.sub, plan: s.plan },
  };
}

export function failedInvoiceObject(s: { id: string; sub: string; customer: string; subscription: string }) {
  return {
    id: s.id,
    object: 'invoice',
    customer: s.customer,
    status: 'open',
    attempt_count: 1,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription: s.subscription, metadata: { podium_user: s.sub } },
    },
  };
}

/** The `Stripe-Signature` header Stripe computes: `t=<seconds>,v1=<HMAC-SHA256 of "<t>.<body>">`. */
export function stripeSignature(body: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/** Posts one event to a webhook URL as Stripe does (JSON body, signature header). */
export async function postWebhook(
  webhookUrl: string,
  event: unknown,
  secret: string,
  timestamp?: number,
): Promise<Response> {
  const body = JSON.stringify(event, null, 2);
  return fetch(webhookUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': stripeSignature(body, secret, timestamp),
    },
    body,
  });
}
