import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import type { StageConfig } from './config';
import type { DomainFunction } from './domain-function';

/**
 * The billing settings of the functions' environment: the provider, and with Stripe the two
 * price ids and the NAME of the Secrets Manager secret holding the Stripe secret key and webhook
 * signing secret. The secret values never enter the template, the environment or config.json:
 * the billing function reads them at its first request (functions/src/billing/stripe-secrets.ts).
 */
export function billingEnvironment(config: StageConfig): Record<string, string> {
  if (config.billingProvider !== 'stripe') return { BILLING_PROVIDER: config.billingProvider };
  return {
    BILLING_PROVIDER: 'stripe',
    STRIPE_SECRET_NAME: config.stripeSecretName!,
    STRIPE_PRICE_MONTHLY: config.stripePriceMonthly!,
    STRIPE_PRICE_YEARLY: config.stripePriceYearly!,
  };
}

/**
 * Lets the billing function, and only it, read the Stripe secret (created outside the stack and
 * referenced by name; its ARN ends in six random characters, which the grant matches).
 */
export function grantStripeSecret(scope: Construct, config: StageConfig, billing: DomainFunction | undefined): void {
  if (config.billingProvider !== 'stripe' || !billing) return;
  Secret.fromSecretNameV2(scope, 'StripeSecret', config.stripeSecretName!).grantRead(billing.fn);
}
