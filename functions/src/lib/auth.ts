import {
  createRemoteJWKSet,
  errors as joseErrors,
  jwtVerify,
  type JWTPayload,
  type JWTVerifyGetKey,
  type ProtectedHeaderParameters,
} from 'jose';
import { config, type Config } from './config';
import { ServiceUnavailableError, UnauthorizedError } from './errors';
import { logger } from './observability';
import { createUserinfoLookup, type UserinfoLookup } from './userinfo';

/** What the API knows about the caller from a verified access token. */
export interface IdentityClaims {
  sub: string;
  email: string | null;
  name: string | null;
}

export interface TokenIdentity extends IdentityClaims {
  /**
   * The claims with email and name completed from the provider's userinfo endpoint where the
   * token lacks them (asked once per token and container; null where that fails too).
   */
  completeClaims(): Promise<IdentityClaims>;
}

/** How access tokens are checked: the functions' OIDC_* settings, parsed. */
export interface OidcSettings {
  /** The `iss` of access tokens, exactly. */
  issuer: string;
  /** Accepted `aud` values (any one of them). */
  audiences: string[];
  /** Accepted `client_id`/`azp`/`cid` of tokens that carry no `aud` (as API Gateway's JWT authorizer checks). */
  acceptedClientIds: string[];
  /** At least one of these must be in the token's `scope`/`scp`; empty: no scope is required. */
  requiredScopes: string[];
  algorithms: string[];
  /** The header `typ` every access token must carry (at+jwt); undefined: not required. */
  accessTokenTyp?: string;
  emailClaim: string;
  nameClaim: string;
  /** Overrides the discovery document's jwks_uri. */
  jwksUri?: string;
}

const list = (value: string) => value.split(/[\s,]+/).filter(Boolean);

export function oidcSettingsFrom(
  env: Pick<
    Config,
    | 'OIDC_ISSUER'
    | 'OIDC_AUDIENCE'
    | 'OIDC_ACCEPTED_CLIENT_IDS'
    | 'OIDC_REQUIRED_SCOPES'
    | 'OIDC_ALGORITHMS'
    | 'OIDC_ACCESS_TOKEN_TYP'
    | 'OIDC_EMAIL_CLAIM'
    | 'OIDC_NAME_CLAIM'
    | 'OIDC_JWKS_URI'
  >,
): OidcSettings {
  return {
    issuer: env.OIDC_ISSUER,
    audiences: env.OIDC_AUDIENCE.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    acceptedClientIds: env.OIDC_ACCEPTED_CLIENT_IDS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    requiredScopes: list(env.OIDC_REQUIRED_SCOPES),
    algorithms: list(env.OIDC_ALGORITHMS.toUpperCase()),
    accessTokenTyp: env.OIDC_ACCESS_TOKEN_TYP.trim() || undefined,
    emailClaim: env.OIDC_EMAIL_CLAIM,
    nameClaim: env.OIDC_NAME_CLAIM,
    jwksUri: env.OIDC_JWKS_URI,
  };
}

export interface TokenVerifier {
  /** Verifies `Authorization: Bearer <access token>`; 401 with a logged reason when it is not one the API accepts. */
  verify(authorization: string | undefined): Promise<TokenIdentity>;
}

export interface TokenVerifierOptions {
  /** The provider's keys; by default its JWKS (jwksUri or the discovery document's), fetched once and cached by jose. */
  keys?: JWTVerifyGetKey;
  /** The network, for the discovery document and userinfo (tests answer for a provider here). */
  fetch?: typeof fetch;
}

/** A refusal of a token that verified but is not an access token for this API. */
class TokenRefused extends Error {
  constructor(
    readonly code: string,
    readonly claim: string,
  ) {
    super(`${code}: ${claim}`);
  }
}

const authUnavailable = (cause: unknown) =>
  new ServiceUnavailableError('AUTH_UNAVAILABLE', 'Sign-in is unavailable right now. Try again in a minute.', {
    cause,
  });

const bearer = (header: string | undefined): string | undefined => /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];

export const stringClaim = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

/** `at+jwt` and `application/at+jwt` are the same media type (RFC 7515 §4.1.9). */
const mediaType = (typ: unknown) =>
  typeof typ === 'string' ? typ.toLowerCase().replace(/^application\//, '') : undefined;

function scopesOf(payload: JWTPayload): Set<string> {
  const scopes = new Set<string>();
  for (const value of [payload.scope, payload.scp]) {
    if (typeof value === 'string') list(value).forEach((s) => scopes.add(s));
    else if (Array.isArray(value))
      value.filter((s): s is string => typeof s === 'string').forEach((s) => scopes.add(s));
  }
  return scopes;
}

/** OpenID Connect's limit on a subject identifier (Core 1.0, section 2: at most 255 ASCII characters). */
export const MAX_SUBJECT_LENGTH = 255;

/**
 * Whether a verified token's `sub` can name an account: a string (a number 42 would share the
 * account of "42"), not blank (every such caller would share one), at most 255 characters (a key
 * of kilobytes fails every write) and without control characters or unpaired surrogates (stored
 * as U+FFFD, two such subs would be one). `#` and `%` are allowed: the key builders escape them.
 */
export const isAcceptableSubject = (sub: unknown): sub is string =>
  typeof sub === 'string' && sub.trim() !== '' && sub.length <= MAX_SUBJECT_LENGTH && !/[\p{Cc}\p{Cs}]/u.test(sub);

/**
 * What makes a verified JWT an access token for this API, beyond signature, issuer and time:
 * - audience: an `aud` that names one of `audiences`; a token without `aud` (Cognito) must name
 *   one of `acceptedClientIds` in `client_id`, `azp` or `cid`, as API Gateway's authorizer does;
 * - not an ID token: no `token_use` other than `access` (Cognito), no `typ: ID` claim (Keycloak),
 *   no header `typ` other than `at+jwt`/`JWT`, and no `nonce` unless the token says it is an access
 *   token (`token_use: access`, `typ: Bearer`, header `at+jwt`: older Keycloak copies the nonce);
 * - one of `requiredScopes` in `scope`/`scp`, when any are configured (ID tokens carry no scope);
 * - a `sub` that can name an account (`isAcceptableSubject`).
 */
export function checkAccessToken(payload: JWTPayload, header: ProtectedHeaderParameters, settings: OidcSettings): void {
  if (payload.aud !== undefined) {
    const audiences = ([] as unknown[]).concat(payload.aud);
    if (!audiences.some((aud) => typeof aud === 'string' && settings.audiences.includes(aud)))
      throw new TokenRefused('AUDIENCE_NOT_ACCEPTED', 'aud');
  } else {
    const clientId = [payload.client_id, payload.azp, payload.cid].find((value) => typeof value === 'string');
    if (!settings.acceptedClientIds.includes(clientId as string))
      throw new TokenRefused('CLIENT_NOT_ACCEPTED', 'client_id');
  }
  const headerTyp = mediaType(header.typ);
  const payloadTyp = mediaType(payload.typ);
  if (payload.token_use !== undefined && payload.token_use !== 'access')
    throw new TokenRefused('NOT_AN_ACCESS_TOKEN', 'token_use');
  if (payloadTyp === 'id') throw new TokenRefused('NOT_AN_ACCESS_TOKEN', 'typ');
  if (headerTyp !== undefined && headerTyp !== 'at+jwt' && headerTyp !== 'jwt')
    throw new TokenRefused('NOT_AN_ACCESS_TOKEN', 'typ');
  const declaredAccess = payload.token_use === 'access' || payloadTyp === 'bearer' || headerTyp === 'at+jwt';
  if (payload.nonce !== undefined && !declaredAccess) throw new TokenRefused('NOT_AN_ACCESS_TOKEN', 'nonce');
  if (settings.requiredScopes.length > 0) {
    const scopes = scopesOf(payload);
    if (!settings.requiredScopes.some((scope) => scopes.has(scope))) throw new TokenRefused('SCOPE_MISSING', 'scope');
  }
  if (!isAcceptableSubject(payload.sub)) throw new TokenRefused('SUBJECT_NOT_ACCEPTED', 'sub');
}

/**
 * jose's errors of fetching a JWKS (remote.js): fetch's TypeError (connection refused, DNS),
 * the time-out, a generic JOSEError for an answer other than 200 or not JSON, and an answer
 * that is not a key set (JWKSInvalid).
 */
const isKeyFetchFailure = (error: unknown) =>
  error instanceof TypeError ||
  error instanceof joseErrors.JWKSTimeout ||
  error instanceof joseErrors.JWKSInvalid ||
  (error instanceof joseErrors.JOSEError && error.code === 'ERR_JOSE_GENERIC');

/** Why a token was refused, for the log: jose's error code and claim, or ours; never the token. */
function refusalReason(error: unknown): Record<string, unknown> {
  if (error instanceof TokenRefused) return { code: error.code, claim: error.claim };
  if (error instanceof joseErrors.JOSEError) {
    const { claim, reason } = error as Partial<joseErrors.JWTClaimValidationFailed>;
    return { code: error.code, ...(claim ? { claim } : {}), ...(reason ? { reason } : {}), message: error.message };
  }
  return { code: 'UNKNOWN', message: (error as Error)?.message };
}

export function createTokenVerifier(settings: OidcSettings, options: TokenVerifierOptions = {}): TokenVerifier {
  const fetchFn = options.fetch ?? ((input, init) => fetch(input, init));
  let discovery: Promise<{ jwks_uri?: string; userinfo_endpoint?: string }> | undefined;
  /** The issuer's discovery document, fetched once per container (again after a failure). */
  const discover = () => {
    discovery ??= (async () => {
      const url = `${settings.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
      const response = await fetchFn(url, { signal: AbortSignal.timeout(5000) });
      if (!response.ok) throw new Error(`OIDC discovery answered ${response.status}`);
      return (await response.json()) as { jwks_uri?: string; userinfo_endpoint?: string };
    })().catch((error: unknown) => {
      discovery = undefined;
      throw error;
    });
    return discovery;
  };

  let keySet: Promise<JWTVerifyGetKey> | undefined = options.keys ? Promise.resolve(options.keys) : undefined;
  const issuerKeys = () => {
    keySet ??= (async () => {
      if (settings.jwksUri) return createRemoteJWKSet(new URL(settings.jwksUri));
      const { jwks_uri } = await discover();
      if (!jwks_uri) throw new Error('OIDC discovery has no jwks_uri');
      return createRemoteJWKSet(new URL(jwks_uri));
    })().catch((error: unknown) => {
      keySet = undefined; // try again on the next request
      throw error;
    });
    return keySet;
  };

  /**
   * The key for a token, asked for by jose only once the token parsed with an accepted `alg`:
   * failing to get the provider's keys is 503 (its outage), anything else about the key is the
   * token's fault (unknown kid: 401).
   */
  const getKey: JWTVerifyGetKey = async (header, token) => {
    let keys: JWTVerifyGetKey;
    try {
      keys = await issuerKeys();
    } catch (error) {
      throw authUnavailable(error);
    }
    try {
      return await keys(header, token);
    } catch (error) {
      if (isKeyFetchFailure(error)) throw authUnavailable(error);
      throw error;
    }
  };

  const userinfo: UserinfoLookup = createUserinfoLookup({
    endpoint: async () => (await discover()).userinfo_endpoint,
    fetch: fetchFn,
    emailClaim: settings.emailClaim,
    nameClaim: settings.nameClaim,
  });

  return {
    async verify(authorization) {
      const token = bearer(authorization);
      if (!token) throw new UnauthorizedError('Sign in to continue: the request has no bearer token.');
      let payload: JWTPayload;
      try {
        const verified = await jwtVerify(token, getKey, {
          issuer: settings.issuer,
          algorithms: settings.algorithms,
          clockTolerance: 60,
          requiredClaims: ['sub', 'exp'],
          ...(settings.accessTokenTyp ? { typ: settings.accessTokenTyp } : {}),
        });
        checkAccessToken(verified.payload, verified.protectedHeader, settings);
        payload = verified.payload;
      } catch (error) {
        if (error instanceof ServiceUnavailableError) throw error;
        logger.warn('access token refused', { tokenRefused: refusalReason(error) });
        if (error instanceof joseErrors.JWTExpired)
          throw new UnauthorizedError('Your session has expired. Sign in again.');
        throw new UnauthorizedError('The access token is not valid. Sign in again.');
      }
      const claims: IdentityClaims = {
        sub: payload.sub!,
        email: stringClaim(payload[settings.emailClaim]),
        name: stringClaim(payload[settings.nameClaim]),
      };
      return {
        ...claims,
        completeClaims: async () => {
          if (claims.email && claims.name) return claims;
          const found = await userinfo(token, claims.sub, payload.exp!);
          return { sub: claims.sub, email: claims.email ?? found.email, name: claims.name ?? found.name };
        },
      };
    },
  };
}

let defaultVerifier: TokenVerifier | undefined;

/**
 * Verifies the bearer access token with the functions' OIDC settings. In AWS the HTTP API's JWT
 * authorizer checks issuer, audience or client id and scopes first; this check keeps the
 * functions safe on their own (it also refuses ID tokens) and is the only check locally.
 */
export function verifyAuthorization(header: string | undefined): Promise<TokenIdentity> {
  defaultVerifier ??= createTokenVerifier(oidcSettingsFrom(config));
  return defaultVerifier.verify(header);
}
