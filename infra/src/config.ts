import { z } from 'zod';
import { DEFAULT_POLICY_VERSION } from '@app/shared/domain/account';
import { DEFAULT_REQUEST_LIMITS, REQUEST_LIMIT_PATTERN } from '@app/shared/domain/request-limits';
import type { SpaConfig } from '@app/shared/spa-config';

/**
 * Deployment settings of one stage, read from CDK context (`-c key=value`) first and then from
 * `PODIUM_*` environment variables (what the deploy workflow sets from GitHub environment
 * variables). Empty strings count as unset, so an unset GitHub variable falls back to the
 * default. The defaults let `npx cdk synth` run offline with no context at all; a production
 * stage refuses the placeholder identity provider.
 */
export const PLACEHOLDER_ISSUER = 'https://example.auth0.com/';

const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https URL' });
const origins = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(httpsUrl.transform((url) => new URL(url).origin)));
/** `a, b c` → `['a', 'b', 'c']`. */
const splitList = (value: string) => value.split(/[\s,]+/).filter(Boolean);
const list = z.string().transform(splitList);
/** API Gateway's JWT authorizer checks RSA signatures only. */
const RSA_ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512'] as const;
export const DEFAULT_AUDIENCE = 'https://api.podium.example';
/** As the API writes policy versions (1.0 by default). */
const policyVersion = z
  .string()
  .regex(/^[\w.-]{1,20}$/, 'a version such as 1.0 or 2.1')
  .default(DEFAULT_POLICY_VERSION);

/** A per-user limit of the functions (RATE_LIMIT_*): `<burst>/<interval>` such as 20/1s. */
const requestLimit = (name: keyof typeof DEFAULT_REQUEST_LIMITS) =>
  z
    .string()
    .regex(REQUEST_LIMIT_PATTERN, 'a burst and an interval such as 20/1s')
    .default(DEFAULT_REQUEST_LIMITS[name]);

/**
 * The HTTP API stage's throttling of all callers together (API Gateway answers 429 past it): far
 * above what directors send, below the account's 10,000 requests a second shared by every API of
 * the account and region, so one runaway client cannot starve the others or run up the bill.
 */
export const DEFAULT_API_THROTTLE = { rateLimit: 500, burstLimit: 1000 } as const;

export const stageConfigSchema = z
  .object({
    stage: z
      .string()
      .regex(
        /^[a-z][a-z0-9-]{0,19}$/,
        'lowercase letters, digits and dashes, starting with a letter, at most 20 characters',
      )
      .default('dev'),
    /** The `iss` of access tokens, exactly: the JWT authorizer's and the functions' issuer. */
    oidcIssuer: httpsUrl.default(PLACEHOLDER_ISSUER),
    /** Where the SPA signs in (its discovery document), when not the issuer (Entra v1 tokens). */
    oidcAuthority: httpsUrl.optional(),
    /** The SPA's OIDC client (public client, code + PKCE). */
    oidcClientId: z.string().min(1).default('podium-web'),
    /**
     * Accepted `aud` values of access tokens, comma separated (the JWT authorizer and the
     * functions); the first is also sent as `audience` at sign-in (Auth0 needs it). Defaults to
     * a placeholder unless oidcAcceptedClientIds is set (Cognito tokens carry no `aud`).
     */
    oidcAudience: z.string().min(1).optional(),
    /** Client ids accepted in `client_id`/`azp`/`cid` of tokens without `aud`, comma separated. */
    oidcAcceptedClientIds: list.default([]),
    /** Scopes of which a token must carry one on every signed-in route (authorizer and functions). */
    oidcRequiredScopes: list.default([]),
    oidcAlgorithms: list
      .pipe(
        z
          .array(
            z.enum(RSA_ALGORITHMS, {
              error: `API Gateway's JWT authorizer checks RSA signatures only: ${RSA_ALGORITHMS.join(', ')}`,
            }),
          )
          .min(1),
      )
      .default(['RS256']),
    /** The header `typ` every access token must carry (`at+jwt` where the provider sets it). */
    oidcAccessTokenTyp: z
      .string()
      .regex(/^[\w.+/-]+$/, 'a media type such as at+jwt')
      .optional(),
    /** The access-token claims holding email and name (Auth0 custom claims are namespaced URLs). */
    oidcEmailClaim: z.string().min(1).default('email'),
    oidcNameClaim: z.string().min(1).default('name'),
    oidcScope: z.string().min(1).default('openid profile email offline_access'),
    /** RFC 8707 `resource` the SPA sends at sign-in (providers that take it instead of `audience`). */
    oidcResource: z.string().min(1).optional(),
    /** Further sign-in parameters, `key=value&key=value`. */
    oidcExtraQueryParams: z
      .string()
      .transform((value) => Object.fromEntries(new URLSearchParams(value)))
      .default({}),
    /** Overrides the issuer's discovery document for the functions (OIDC_JWKS_URI). */
    oidcJwksUri: httpsUrl.optional(),
    /** Extra origins the browser talks to for sign-in (e.g. a Cognito hosted-UI domain), comma separated. */
    oidcExtraOrigins: origins.default([]),
    assistantProvider: z.enum(['embedded', 'bedrock']).default('embedded'),
    /**
     * A foundation model id, or a cross-region inference profile id (`us.`, `eu.`, `apac.`, `global.`
     * prefix). Unset: Amazon Nova Lite's inference profile for the stack's geography (bedrock-model.ts).
     */
    bedrockModelId: z
      .string()
      .regex(/^[a-z0-9.:-]+$/, 'a Bedrock model id such as us.amazon.nova-lite-v1:0')
      .optional(),
    /**
     * With bedrock: the stage's monthly Bedrock spend in US dollars an AWS Budget watches (email at 80%
     * spent and at 100% forecast, to alarmEmail), and the model tokens an hour that raise an alarm.
     */
    bedrockMonthlyBudgetUsd: z.coerce.number().positive().default(100),
    bedrockTokensPerHourAlarm: z.coerce.number().int().positive().default(2_000_000),
    billingProvider: z.enum(['development', 'disabled', 'stripe']).default('disabled'),
    /** With stripe: the Secrets Manager secret (created outside the stack) holding STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET. */
    stripeSecretName: z
      .string()
      .regex(/^[\w/+=.@-]{1,512}$/, 'a Secrets Manager secret name such as podium/prod/stripe')
      .optional(),
    /** With stripe: the recurring prices of the two plans. */
    stripePriceMonthly: z
      .string()
      .regex(/^price_\w+$/, 'a Stripe price id (price_…)')
      .optional(),
    stripePriceYearly: z
      .string()
      .regex(/^price_\w+$/, 'a Stripe price id (price_…)')
      .optional(),
    /** The current Terms and Conditions and Privacy Policy versions (functions' TERMS_VERSION, PRIVACY_POLICY_VERSION). */
    termsVersion: policyVersion,
    privacyPolicyVersion: policyVersion,
    /** false: directors who accepted older versions are told of the new ones, not stopped (TERMS_ACCEPTANCE_REQUIRED). */
    termsAcceptanceRequired: z.stringbool({ error: 'true or false' }).default(true),
    domainName: z
      .string()
      .regex(/^(?!-)[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'a lowercase host name such as podium.example.org')
      .optional(),
    /** ACM certificate for domainName; CloudFront only accepts certificates in us-east-1. */
    certificateArn: z
      .string()
      .regex(/^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/[\w-]+$/, 'an ACM certificate ARN in us-east-1')
      .optional(),
    alarmEmail: z.email().optional(),
    /** Per-user limits of the expensive routes (the functions' RATE_LIMIT_CHAT, …_ANALYSIS, …_IMPORT, …_EXPORT). */
    rateLimitChat: requestLimit('RATE_LIMIT_CHAT'),
    rateLimitAnalysis: requestLimit('RATE_LIMIT_ANALYSIS'),
    rateLimitImport: requestLimit('RATE_LIMIT_IMPORT'),
    rateLimitExport: requestLimit('RATE_LIMIT_EXPORT'),
    /** Per client address, the shared programs' public page. */
    rateLimitShared: requestLimit('RATE_LIMIT_SHARED'),
    /** The HTTP API stage's steady requests a second and burst, all callers together. */
    apiThrottleRate: z.coerce.number().int().positive().default(DEFAULT_API_THROTTLE.rateLimit),
    apiThrottleBurst: z.coerce.number().int().positive().default(DEFAULT_API_THROTTLE.burstLimit),
  })
  .superRefine((config, ctx) => {
    if (Boolean(config.domainName) !== Boolean(config.certificateArn)) {
      ctx.addIssue({
        code: 'custom',
        path: ['certificateArn'],
        message: 'domainName and certificateArn are set together or not at all',
      });
    }
    if (isProductionStage(config.stage) && config.oidcIssuer === PLACEHOLDER_ISSUER) {
      ctx.addIssue({
        code: 'custom',
        path: ['oidcIssuer'],
        message: `stage ${config.stage} needs the real identity provider, not the placeholder`,
      });
    }
    if (config.billingProvider === 'stripe') {
      for (const key of ['stripeSecretName', 'stripePriceMonthly', 'stripePriceYearly'] as const) {
        if (!config[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'is required when billingProvider is stripe' });
      }
    }
  });

export type StageConfig = z.infer<typeof stageConfigSchema>;

export const isProductionStage = (stage: string): boolean => stage === 'prod' || stage === 'production';

const keys = Object.keys(stageConfigSchema.shape) as (keyof typeof stageConfigSchema.shape)[];

/** The accepted `aud` values. */
export const apiAudiences = (config: StageConfig): string[] => splitList(config.oidcAudience ?? '');

/** The JWT authorizer's one list: API Gateway checks `aud` against it, or `client_id` when `aud` is absent. */
export const authorizerAudiences = (config: StageConfig): string[] => [
  ...new Set([...apiAudiences(config), ...config.oidcAcceptedClientIds]),
];

export const signInAuthority = (config: StageConfig): string => config.oidcAuthority ?? config.oidcIssuer;

/** The origins the browser talks to for sign-in (the CSP's connect-src). */
/**
 * Origins the site is served from, for the uploads bucket's CORS rule: the custom domain, or any
 * CloudFront domain when the stage has none (the distribution's own name is made after the bucket;
 * a form posted from elsewhere still needs a policy the library function signed).
 */
export const siteOrigins = (config: StageConfig): string[] =>
  config.domainName ? [`https://${config.domainName}`] : ['https://*.cloudfront.net'];

export const identityOrigins = (config: StageConfig): string[] => [
  ...new Set([new URL(signInAuthority(config)).origin, ...config.oidcExtraOrigins]),
];

/** `/config.json`, what the SPA reads at start: optional values only when set. */
export function spaConfig(config: StageConfig): SpaConfig {
  const audience = apiAudiences(config)[0];
  return {
    authority: signInAuthority(config),
    client_id: config.oidcClientId,
    ...(audience ? { audience } : {}),
    scope: config.oidcScope,
    ...(config.oidcResource ? { resource: config.oidcResource } : {}),
    ...(Object.keys(config.oidcExtraQueryParams).length > 0 ? { extra_query_params: config.oidcExtraQueryParams } : {}),
  };
}

/** What the functions read (functions/src/lib/config.ts); empty strings mean "none". */
export const functionOidcEnvironment = (config: StageConfig): Record<string, string> => ({
  OIDC_ISSUER: config.oidcIssuer,
  OIDC_AUDIENCE: apiAudiences(config).join(','),
  OIDC_ACCEPTED_CLIENT_IDS: config.oidcAcceptedClientIds.join(','),
  OIDC_REQUIRED_SCOPES: config.oidcRequiredScopes.join(' '),
  OIDC_ALGORITHMS: config.oidcAlgorithms.join(','),
  OIDC_ACCESS_TOKEN_TYP: config.oidcAccessTokenTyp ?? '',
  OIDC_EMAIL_CLAIM: config.oidcEmailClaim,
  OIDC_NAME_CLAIM: config.oidcNameClaim,
  ...(config.oidcJwksUri ? { OIDC_JWKS_URI: config.oidcJwksUri } : {}),
});

/** The policy versions in force and whether accepting them is required (functions/src/lib/config.ts). */
export const functionTermsEnvironment = (config: StageConfig): Record<string, string> => ({
  TERMS_VERSION: config.termsVersion,
  PRIVACY_POLICY_VERSION: config.privacyPolicyVersion,
  TERMS_ACCEPTANCE_REQUIRED: String(config.termsAcceptanceRequired),
});

/** The per-user limits of the expensive routes (functions/src/lib/config.ts, rate-limit.ts). */
export const functionRequestLimitEnvironment = (config: StageConfig): Record<string, string> => ({
  RATE_LIMIT_CHAT: config.rateLimitChat,
  RATE_LIMIT_ANALYSIS: config.rateLimitAnalysis,
  RATE_LIMIT_IMPORT: config.rateLimitImport,
  RATE_LIMIT_EXPORT: config.rateLimitExport,
  RATE_LIMIT_SHARED: config.rateLimitShared,
});

/** `oidcIssuer` → `PODIUM_OIDC_ISSUER`. */
export const envName = (key: string): string => `PODIUM_${key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;

export const configKeys: readonly string[] = keys;

/**
 * Validates the stage settings. `context` is `node.tryGetContext` (anything the CLI passed);
 * `env` is the process environment. Throws one error naming every bad setting.
 */
export function loadStageConfig(context: (key: string) => unknown, env: NodeJS.ProcessEnv = process.env): StageConfig {
  const raw: Record<string, string> = {};
  for (const key of keys) {
    const fromContext = context(key);
    const value = fromContext === undefined || fromContext === null ? env[envName(key)] : String(fromContext);
    if (value !== undefined && value.trim() !== '') raw[key] = value.trim();
  }
  const parsed = stageConfigSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => {
        const key = String(issue.path[0] ?? '');
        return `${key} (-c ${key}=… or ${envName(key)}): ${issue.message}`;
      })
      .join('; ');
    throw new Error(`Invalid stage configuration: ${problems}`);
  }
  const config = parsed.data;
  // offline synth needs an audience; a Cognito stage names client ids instead
  if (!config.oidcAudience && config.oidcAcceptedClientIds.length === 0) config.oidcAudience = DEFAULT_AUDIENCE;
  return config;
}
