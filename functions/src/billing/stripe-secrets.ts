import { AwsClient } from 'aws4fetch';
import { config } from '../lib/config';
import { parseSecret, type StripeSecrets } from './stripe-secret-json';

let loading: Promise<StripeSecrets> | undefined;

/**
 * The Stripe secret key and webhook signing secret, read once per container: from Secrets Manager
 * when STRIPE_SECRET_NAME is set (AWS), otherwise from the environment (local runs and tests).
 * A failed read is tried again on the next request. Values never go into errors or logs.
 */
export function stripeSecrets(): Promise<StripeSecrets> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

async function load(): Promise<StripeSecrets> {
  if (!config.STRIPE_SECRET_NAME) {
    if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET)
      throw new Error('the Stripe secrets are not configured');
    return { secretKey: config.STRIPE_SECRET_KEY, webhookSecret: config.STRIPE_WEBHOOK_SECRET };
  }
  return parseSecret(await getSecretString(config.STRIPE_SECRET_NAME));
}

/** GetSecretValue over Secrets Manager's JSON API, signed with the function's role (aws4fetch, as lib/s3.ts does for S3). */
async function getSecretString(secretId: string): Promise<string> {
  const {
    AWS_ACCESS_KEY_ID: accessKeyId,
    AWS_SECRET_ACCESS_KEY: secretAccessKey,
    AWS_SESSION_TOKEN: sessionToken,
  } = process.env;
  if (!accessKeyId || !secretAccessKey)
    throw new Error('no AWS credentials in the environment to read the Stripe secret');
  const client = new AwsClient({
    accessKeyId,
    secretAccessKey,
    sessionToken,
    service: 'secretsmanager',
    region: config.AWS_REGION,
    retries: 2,
  });
  const response = await client.fetch(`https://secretsmanager.${config.AWS_REGION}.amazonaws.com/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'secretsmanager.GetSecretValue' },
    body: JSON.stringify({ SecretId: secretId }),
  });
  if (!response.ok) {
    // the error body names the error type (AccessDeniedException, ResourceNotFoundException), never the value
    const type = ((await response.json().catch(() => ({}))) as { __type?: string }).__type ?? 'unknown error';
    throw new Error(`Secrets Manager answered ${response.status} (${type}) for the Stripe secret ${secretId}`);
  }
  const { SecretString } = (await response.json()) as { SecretString?: string };
  if (!SecretString) throw new Error(`the Stripe secret ${secretId} holds no SecretString`);
  return SecretString;
}
