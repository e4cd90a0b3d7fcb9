import type { UserProfile } from '@app/shared/contracts/users';

/** A complete, subscribed profile that has accepted the policies; override what the test is about. */
export const aProfile = (overrides: Partial<UserProfile> = {}): UserProfile => ({
  id: 'director-1',
  email: 'alex@example.com',
  name: 'Alex Rivera',
  school_name: 'Lincoln High School',
  state: 'Oregon',
  country: 'United States',
  has_subscription: true,
  terms_accepted: true,
  privacy_policy_accepted: true,
  terms_version: '1.0',
  privacy_policy_version: '1.0',
  profile_picture_url: null,
  is_active: true,
  ...overrides,
});
