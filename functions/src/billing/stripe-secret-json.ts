/** The two Stripe values the billing function needs (pure: no config, so tests import it alone). */
export interface StripeSecrets {
  secretKey: string;
  webhookSecret: string;
}

/** The keys of the JSON held by the Secrets Manager secret (docs/billing.md, "Set up Stripe for a stage"). */
export const SECRET_KEYS = { secretKey: 'STRIPE_SECRET_KEY', webhookSecret: 'STRIPE_WEBHOOK_SECRET' } as const;

export function parseSecret(text: string): StripeSecrets {
  let json: Record<string, unknown>;
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new Error(`the Stripe secret is not JSON with ${SECRET_KEYS.secretKey} and ${SECRET_KEYS.webhookSecret}`);
  }
  const secretKey = json[SECRET_KEYS.secretKey];
  const webhookSecret = json[SECRET_KEYS.webhookSecret];
  if (typeof secretKey !== 'string' || !secretKey || typeof webhookSecret !== 'string' || !webhookSecret) {
    throw new Error(`the Stripe secret needs the keys ${SECRET_KEYS.secretKey} and ${SECRET_KEYS.webhookSecret}`);
  }
  return { secretKey, webhookSecret };
}
