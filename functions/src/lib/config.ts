import * as z from 'zod/mini';
import { DEFAULT_POLICY_VERSION } from '@app/shared/domain/account';
import { DEFAULT_REQUEST_LIMITS, REQUEST_LIMIT_PATTERN } from '@app/shared/domain/request-limits';

/**
 * Environment of every function, validated once at module load (with zod/mini: this file is in
 * every bundle, and the mini build is a fraction of the size). The same variables are set by
 * the CDK stack in AWS and by `scripts/src/local/stack.ts` locally; the optional endpoints point
 * the SDK clients at dynalite, s3rver and local-aws-sqs.
 */
const optionalUrl = z.optional(z.url());
const required = z.string().check(z.minLength(1));
/** Written as the API's versions are (shared/src/contracts/users.ts): `1.0`, `2024-06`. */
const policyVersion = z._default(
  z.string().check(z.regex(/^[\w.-]{1,20}$/, 'a version such as 1.0 or 2.1')),
  DEFAULT_POLICY_VERSION,
);

/** A per-user limit of the expensive routes: `<burst>/<interval>`, e.g. `20/1s` (parsed by rate-limit.ts). */
const requestLimit = (name: keyof typeof DEFAULT_REQUEST_LIMITS) =>
  z._default(
    z.string().check(z.regex(REQUEST_LIMIT_PATTERN, 'a burst and an interval such as 20/1s')),
    DEFAULT_REQUEST_LIMITS[name],
  );

const configSchema = z
  .object({
    TABLE_NAME: required,
    PICTURES_BUCKET: required,
    UPLOADS_BUCKET: required,
    DOCUMENTS_BUCKET: required,
    CSV_QUEUE_URL: required,
    /** The `iss` of access tokens, exactly (Entra v1 tokens: https://sts.windows.net/<tenant>/). */
    OIDC_ISSUER: z.url(),
    /** Accepted `aud` values, comma separated; empty when tokens carry none (Cognito). */
    OIDC_AUDIENCE: z._default(z.string(), ''),
    /** Client ids accepted in `client_id`/`azp`/`cid` of a token without `aud`, comma separated. */
    OIDC_ACCEPTED_CLIENT_IDS: z._default(z.string(), ''),
    /** Scopes (space or comma separated) of which an access token must carry one; empty: none. */
    OIDC_REQUIRED_SCOPES: z._default(z.string(), ''),
    /** Accepted signing algorithms, comma separated. */
    OIDC_ALGORITHMS: z._default(
      z.string().check(z.regex(/^\s*(RS|PS|ES)(256|384|512)(\s*,\s*(RS|PS|ES)(256|384|512))*\s*$/)),
      'RS256',
    ),
    /** The JWT header `typ` every access token must have (at+jwt where the provider sets it); empty: not checked. */
    OIDC_ACCESS_TOKEN_TYP: z._default(z.string(), ''),
    /** Claims holding the director's email and name (Auth0 custom claims are namespaced URLs). */
    OIDC_EMAIL_CLAIM: z._default(required, 'email'),
    OIDC_NAME_CLAIM: z._default(required, 'name'),
    /** Defaults to the jwks_uri of the issuer's discovery document. */
    OIDC_JWKS_URI: optionalUrl,
    BILLING_PROVIDER: z._default(z.enum(['development', 'disabled', 'stripe']), 'disabled'),
    /** Stripe's recurring prices of the two plans (price_…), when BILLING_PROVIDER is stripe. */
    STRIPE_PRICE_MONTHLY: z.optional(required),
    STRIPE_PRICE_YEARLY: z.optional(required),
    /**
     * In AWS: the Secrets Manager secret (name or ARN, created outside the stack) holding the JSON
     * `{"STRIPE_SECRET_KEY": "sk_…", "STRIPE_WEBHOOK_SECRET": "whsec_…"}`; only the billing
     * function may read it. Off AWS the two values may be set directly instead (never in CDK).
     */
    STRIPE_SECRET_NAME: z.optional(required),
    STRIPE_SECRET_KEY: z.optional(required),
    STRIPE_WEBHOOK_SECRET: z.optional(required),
    /** Another Stripe API base URL (tests point it at a local stand-in). */
    STRIPE_API_URL: optionalUrl,
    /** The current Terms and Conditions and Privacy Policy versions (1.0 by default). */
    TERMS_VERSION: policyVersion,
    PRIVACY_POLICY_VERSION: policyVersion,
    /**
     * Whether a director who accepted older versions must accept the current ones before going on
     * (true), or is only told that they are available (false). Never-accepted terms are always required.
     */
    TERMS_ACCEPTANCE_REQUIRED: z._default(z.stringbool(), true),
    /** Who answers the repertoire assistant: the embedded recommender (no network) or Bedrock. */
    ASSISTANT_PROVIDER: z._default(z.enum(['embedded', 'bedrock']), 'embedded'),
    /** The Bedrock model (or cross-region inference profile) id, when ASSISTANT_PROVIDER is bedrock. */
    BEDROCK_MODEL_ID: z.optional(required),
    /** A Bedrock-compatible endpoint instead of AWS's (tests point it at a local stand-in). */
    BEDROCK_ENDPOINT: optionalUrl,
    /** Milliseconds the assistant may take to answer, leaving time to store it within API Gateway's 30 s (tests shorten it). */ ASSISTANT_TIMEOUT_MS:
      z._default(z.coerce.number().check(z.positive()), 25_000),
    /** Per-user limits of the expensive routes (docs/deployment-and-operations.md, "Per-user limits"). */
    RATE_LIMIT_CHAT: requestLimit('RATE_LIMIT_CHAT'),
    RATE_LIMIT_ANALYSIS: requestLimit('RATE_LIMIT_ANALYSIS'),
    RATE_LIMIT_IMPORT: requestLimit('RATE_LIMIT_IMPORT'),
    RATE_LIMIT_EXPORT: requestLimit('RATE_LIMIT_EXPORT'),
    RATE_LIMIT_SHARED: requestLimit('RATE_LIMIT_SHARED'),
    AWS_REGION: z._default(required, 'us-east-1'),
    DYNAMODB_ENDPOINT: optionalUrl,
    S3_ENDPOINT: optionalUrl,
    SQS_ENDPOINT: optionalUrl,
  })
  .check(
    z.refine((c) => /[^\s,]/.test(c.OIDC_AUDIENCE + c.OIDC_ACCEPTED_CLIENT_IDS), {
      message: 'OIDC_AUDIENCE or OIDC_ACCEPTED_CLIENT_IDS must name at least one value',
      path: ['OIDC_AUDIENCE'],
    }),
    z.refine((c) => c.ASSISTANT_PROVIDER !== 'bedrock' || Boolean(c.BEDROCK_MODEL_ID), {
      message: 'is required when ASSISTANT_PROVIDER is bedrock',
      path: ['BEDROCK_MODEL_ID'],
    }),
    z.refine((c) => c.BILLING_PROVIDER !== 'stripe' || Boolean(c.STRIPE_PRICE_MONTHLY && c.STRIPE_PRICE_YEARLY), {
      message: 'STRIPE_PRICE_MONTHLY and STRIPE_PRICE_YEARLY are required when BILLING_PROVIDER is stripe',
      path: ['STRIPE_PRICE_MONTHLY'],
    }),
    z.refine(
      (c) =>
        c.BILLING_PROVIDER !== 'stripe' ||
        Boolean(c.STRIPE_SECRET_NAME || (c.STRIPE_SECRET_KEY && c.STRIPE_WEBHOOK_SECRET)),
      {
        message: 'is required when BILLING_PROVIDER is stripe (or both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET)',
        path: ['STRIPE_SECRET_NAME'],
      },
    ),
  );

export type Config = z.infer<typeof configSchema>;

/** The variables the functions read; the CDK stack and the local stack set exactly these. */
export const CONFIG_KEYS = Object.keys(configSchema.shape) as (keyof Config)[];

function loadConfig(): Config {
  const parsed = configSchema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid function configuration: ${problems}`);
  }
  return parsed.data;
}

export const config: Config = loadConfig();

/**
 * Credentials for the local servers (s3rver accepts only its fixed pair; dynalite and
 * local-aws-sqs accept any). In AWS no endpoint is set and the SDK uses the Lambda role.
 */
export const localCredentials = (endpoint: string | undefined) =>
  endpoint ? { credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } } : {};
