import { describe, expect, it } from 'vitest';
import { synthesizePodium } from '@app/infra/synth-test-app';
import { useLocalStack } from '../support/local-stack';

/**
 * The functions read their environment once (functions/src/lib/config.ts). The CDK stack sets it
 * in AWS and the local stack sets it for `npm start`; all three must name the same variables, so
 * nothing is set that no one reads and nothing read is left unset.
 */
const LOCAL_SERVER_ENDPOINTS = ['DYNAMODB_ENDPOINT', 'S3_ENDPOINT', 'SQS_ENDPOINT', 'BEDROCK_ENDPOINT'];
/** Set by the Lambda runtime itself (a reserved variable CloudFormation may not set). */
const SET_BY_LAMBDA = ['AWS_REGION'];
/** Read only when ASSISTANT_PROVIDER is bedrock; the local stack runs the embedded assistant. */
const BEDROCK_ONLY = ['BEDROCK_MODEL_ID', 'BEDROCK_ENDPOINT'];
/** Read only when BILLING_PROVIDER is stripe; the local stack runs the development provider. */
const STRIPE_ONLY = [
  'STRIPE_PRICE_MONTHLY',
  'STRIPE_PRICE_YEARLY',
  'STRIPE_SECRET_NAME',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_API_URL',
];
/** Never set in AWS: the secret values come from Secrets Manager (STRIPE_SECRET_NAME), and the API is Stripe's own. */
const STRIPE_OFF_AWS = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_URL'];
/** Their defaults everywhere; tests change them through the local stack's functionEnv. */
const DEFAULTED = ['ASSISTANT_TIMEOUT_MS'];

const local = useLocalStack();

const sorted = (keys: Iterable<string>) => [...new Set(keys)].sort();
const without = (keys: readonly string[], ...drop: string[][]) => sorted(keys.filter((k) => !drop.flat().includes(k)));

describe('function environment', () => {
  it('is the same set of variables in the config schema, the CDK functions and the local stack', async () => {
    // the stack has set process.env, so the config module validates on import
    const { CONFIG_KEYS } = await import('@app/functions/lib/config');
    const configKeys = sorted(CONFIG_KEYS);

    const podium = synthesizePodium({
      stage: 'staging',
      oidcIssuer: 'https://podium.eu.auth0.com/',
      oidcClientId: 'abc123',
      oidcAudience: 'https://api.podium.example.org',
      oidcJwksUri: 'https://podium.eu.auth0.com/.well-known/jwks.json',
      assistantProvider: 'bedrock',
      bedrockModelId: 'anthropic.claude-3-5-haiku-20241022-v1:0',
      billingProvider: 'stripe',
      stripeSecretName: 'podium/staging/stripe',
      stripePriceMonthly: 'price_1Monthly',
      stripePriceYearly: 'price_1Yearly',
    });
    const cdkKeys = sorted(Object.keys(podium.api.functionEnvironment));
    const localKeys = sorted(Object.keys(local.stack.env));

    expect(cdkKeys).toEqual(without(configKeys, LOCAL_SERVER_ENDPOINTS, SET_BY_LAMBDA, STRIPE_OFF_AWS, DEFAULTED));
    expect(localKeys).toEqual(without(configKeys, BEDROCK_ONLY, STRIPE_ONLY, DEFAULTED));
  });
});
