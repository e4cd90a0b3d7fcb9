import { createHash } from 'node:crypto';
import { logger } from './observability';

/** Email and name from the provider's userinfo endpoint (null where it gave none). */
export interface UserinfoClaims {
  email: string | null;
  name: string | null;
}

/** Looks up the userinfo of an access token: `(token, sub, exp)`; never throws. */
export type UserinfoLookup = (token: string, sub: string, exp: number) => Promise<UserinfoClaims>;

export interface UserinfoOptions {
  /** The userinfo endpoint (the discovery document's); undefined when the provider has none. */
  endpoint(): Promise<string | undefined>;
  fetch: typeof fetch;
  emailClaim: string;
  nameClaim: string;
  /** How many tokens' answers a container keeps (oldest dropped first). */
  maxEntries?: number;
}

const NONE: UserinfoClaims = { email: null, name: null };

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * The provider's userinfo endpoint, asked at most once per access token and container (the
 * answer, or its failure, is kept until the token expires): most providers keep email and name
 * out of access tokens. The answer counts only when its `sub` is the token's (OIDC Core §5.3.2).
 */
export function createUserinfoLookup(options: UserinfoOptions): UserinfoLookup {
  const maxEntries = options.maxEntries ?? 1000;
  const answers = new Map<string, { expiresAt: number; claims: Promise<UserinfoClaims> }>();

  async function ask(token: string, sub: string): Promise<UserinfoClaims> {
    try {
      const endpoint = await options.endpoint();
      if (!endpoint) return NONE;
      const response = await options.fetch(endpoint, {
        headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
        signal: AbortSignal.timeout(3000),
      });
      if (!response.ok) {
        logger.warn('userinfo refused the access token', { userinfoStatus: response.status });
        return NONE;
      }
      if (!(response.headers.get('content-type') ?? '').includes('json')) return NONE; // a signed (JWT) answer: not read
      const body = (await response.json()) as Record<string, unknown>;
      if (body.sub !== sub) {
        logger.warn('userinfo answered for another subject');
        return NONE;
      }
      const given = [text(body.given_name), text(body.family_name)].filter(Boolean).join(' ');
      return {
        email: text(body[options.emailClaim]) ?? text(body.email),
        name: text(body[options.nameClaim]) ?? text(body.name) ?? (given || null),
      };
    } catch (error) {
      logger.warn('userinfo lookup failed', { userinfoError: (error as Error).message });
      return NONE;
    }
  }

  return (token, sub, exp) => {
    const now = Date.now();
    const key = createHash('sha256').update(token).digest('base64url');
    const kept = answers.get(key);
    if (kept && kept.expiresAt > now) return kept.claims;
    for (const [k, entry] of answers) if (entry.expiresAt <= now) answers.delete(k);
    while (answers.size >= maxEntries) answers.delete(answers.keys().next().value!);
    const claims = ask(token, sub);
    answers.set(key, { expiresAt: exp * 1000, claims });
    return claims;
  };
}
