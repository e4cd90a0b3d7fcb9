import { importJWK, SignJWT } from 'jose';
import type { TestStack } from './local-stack';

/**
 * An access token for `sub` with `claims`, signed with the local identity provider's key and shaped as
 * its access tokens: for subjects and claims the provider's own sign-in would not produce.
 */
export async function signedAccessToken(local: TestStack, sub: string, claims: Record<string, unknown> = {}) {
  const jwk = local.stack.idp.signingKey;
  return new SignJWT({ scope: 'api', ...claims })
    .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: jwk.kid })
    .setIssuer(local.stack.issuer)
    .setAudience(local.stack.audience)
    .setSubject(sub)
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(await importJWK(jwk, 'RS256'));
}
