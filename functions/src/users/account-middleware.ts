import type { Caller } from '../lib/caller';
import { InactiveUserError } from '../lib/errors';
import type { ApiMiddleware } from '../lib/http';
import { ensureUser, type UserRecord } from './repository';

/** The account each caller of this container was built from, for the users domain's own routes. */
const accounts = new WeakMap<Caller, UserRecord>();

/**
 * The account step of every signed-in route: loads the caller's account (creating it on the
 * first call), refuses an inactive one with 403 INACTIVE_USER, and hands services a `Caller`.
 *
 * `maxAgeMs`: how old an account record this container already holds may be before it is read
 * again. 0 reads it on every request; domains that need only the account's identity and active
 * flag may accept a few seconds, so an account flagged inactive is refused by them at most that
 * much later (docs/architecture.md, "Reuse within a container").
 */
export const accountMiddleware = ({ maxAgeMs = 0 }: { maxAgeMs?: number } = {}): ApiMiddleware => ({
  before: async ({ context }) => {
    if (!context.token) return; // a public route: authentication passed it without a token
    const account = await ensureUser(context.token, maxAgeMs);
    if (account.is_active === false) throw new InactiveUserError();
    const caller: Caller = { sub: account.sub };
    accounts.set(caller, account);
    context.caller = caller;
  },
});

/** What domains that use only the account's identity and active flag accept. */
export const SHORT_ACCOUNT_MAX_AGE_MS = 10_000;

/** The account record the middleware loaded for this caller (users and billing routes). */
export function accountOf(caller: Caller): UserRecord {
  const account = accounts.get(caller);
  if (!account) throw new Error('no account was loaded for this caller');
  return account;
}
