import { createUser, newUserRecord } from '@app/functions/users/repository';
import { DEFAULT_POLICY_VERSION } from '@app/shared/contracts/users';
import type { LocalAccount } from './accounts';

/**
 * Seeds the demo account so `npm start` then sign-in shows a working product: a complete
 * profile, an active subscription and accepted terms. Only runs for an account the table does
 * not know yet, so a director's own changes to the demo data survive restarts.
 * Imported after the stack has set the functions' environment.
 */
export async function seedDemoAccount(account: LocalAccount): Promise<boolean> {
  const now = new Date().toISOString();
  return createUser({
    ...newUserRecord({ sub: account.sub, email: account.email, name: account.name }, now),
    school_name: 'Lincoln High School',
    state: 'Oregon',
    country: 'United States',
    has_subscription: true,
    subscription_plan: 'yearly',
    subscription_updated_at: now,
    terms_accepted: true,
    privacy_policy_accepted: true,
    terms_version: DEFAULT_POLICY_VERSION,
    privacy_policy_version: DEFAULT_POLICY_VERSION,
    terms_accepted_at: now,
    signup_preferences: { teaching_level: 'high_school', primary_ensemble_type: 'concert_band', newsletter_opt_in: false },
  });
}
