import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { config } from './config';
import { ServiceUnavailableError, UnauthorizedError } from './errors';

export interface TokenIdentity {
  sub: string;
  email: string | null;
  name: string | null;
}

let keySet: Promise<JWTVerifyGetKey> | undefined;

/** The issuer's key set, fetched once per container and cached by jose (rotations refetch). */
function issuerKeys(): Promise<JWTVerifyGetKey> {
  keySet ??= (async () => {
    if (config.OIDC_JWKS_URI) return createRemoteJWKSet(new URL(config.OIDC_JWKS_URI));
    const discovery = `${config.OIDC_ISSUER.replace(/\/$/, '')}/.well-known/openid-configuration`;
    const response = await fetch(discovery, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`OIDC discovery answered ${response.status}`);
    const { jwks_uri } = (await response.json()) as { jwks_uri?: string };
    if (!jwks_uri) throw new Error('OIDC discovery has no jwks_uri');
    return createRemoteJWKSet(new URL(jwks_uri));
  })().catch((error: unknown) => {
    keySet = undefined; // try discovery again on the next request
    throw error;
  });
  return keySet;
}

const authUnavailable = (cause: unknown) =>
  new ServiceUnavailableError('AUTH_UNAVAILABLE', 'Sign-in is unavailable right now. Try again in a minute.', { cause });

const bearer = (header: string | undefined): string | undefined => {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
};

const stringClaim = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

/**
 * Verifies the bearer access token: RS256 only, issuer, audience, expiry with 60 s leeway.
 * In AWS the HTTP API's JWT authorizer checks the same values first; this check keeps the
 * functions safe on their own and is the only check locally.
 */
export async function verifyAuthorization(header: string | undefined): Promise<TokenIdentity> {
  const token = bearer(header);
  if (!token) throw new UnauthorizedError('Sign in to continue: the request has no bearer token.');
  let getKey: JWTVerifyGetKey;
  try {
    getKey = await issuerKeys();
  } catch (error) {
    throw authUnavailable(error);
  }
  try {
    const { payload } = await jwtVerify(token, getKey, {
      issuer: config.OIDC_ISSUER,
      audience: config.OIDC_AUDIENCE,
      algorithms: ['RS256'],
      clockTolerance: 60,
      requiredClaims: ['sub', 'exp'],
    });
    return {
      sub: payload.sub!,
      email: stringClaim(payload.email),
      name: stringClaim(payload.name),
    };
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw new UnauthorizedError('Your session has expired. Sign in again.');
    if (error instanceof joseErrors.JWKSTimeout) throw authUnavailable(error);
    throw new UnauthorizedError('The access token is not valid. Sign in again.');
  }
}
