import * as z from 'zod/mini';
import { MAX_ROTATION_YEARS } from '../domain/rotation';
import { printable, type TextKind } from './text';

const profileText = (max: number, label: string, kind: TextKind = 'line') =>
  z.nullable(z.string().check(z.trim(), z.maxLength(max), printable(kind, label)));

export const ROTATION_YEARS_INVALID = `Rotation must be a whole number of years from 0 to ${MAX_ROTATION_YEARS}`;

/** PATCH /users/me: the profile fields a director edits. */
export const updateProfileSchema = z.strictObject({
  name: z.optional(profileText(120, 'Name', 'name')),
  school_name: z.optional(profileText(200, 'School name')),
  state: z.optional(profileText(100, 'State')),
  country: z.optional(profileText(100, 'Country')),
  rotation_years: z.optional(
    z
      .int({ error: ROTATION_YEARS_INVALID })
      .check(z.minimum(0, ROTATION_YEARS_INVALID), z.maximum(MAX_ROTATION_YEARS, ROTATION_YEARS_INVALID)),
  ),
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

export interface UserProfile {
  id: string;
  email: string | null;
  name: string | null;
  school_name: string | null;
  state: string | null;
  country: string | null;
  /**
   * Years within which the assistant leaves out what the same ensemble played (0: it leaves out
   * nothing); DEFAULT_ROTATION_YEARS until the director sets it.
   */
  rotation_years: number;
  has_subscription: boolean;
  terms_accepted: boolean;
  privacy_policy_accepted: boolean;
  terms_version: string | null;
  privacy_policy_version: string | null;
  profile_picture_url: string | null;
  is_active: boolean;
}

const version = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(20), z.regex(/^[\w.-]+$/, 'Versions look like 1.0'));

/**
 * GET /users/me/terms-status. Without versions the server answers for the current ones (its
 * configuration; 1.0 by default); with them, for the versions named.
 */
export const termsStatusQuerySchema = z.object({
  terms_version: z.optional(version),
  privacy_version: z.optional(version),
});

export interface TermsStatus {
  /** The director must accept before going on (the blocking dialog). */
  needs_acceptance: boolean;
  /**
   * Newer versions than the director accepted exist, but accepting them is not required yet:
   * the dismissible "Updated Terms Available" notice. Never true with needs_acceptance.
   */
  update_available: boolean;
  terms_accepted: boolean;
  privacy_policy_accepted: boolean;
  accepted_terms_version: string | null;
  accepted_privacy_policy_version: string | null;
  current_terms_version: string;
  current_privacy_version: string;
}

export const acceptTermsSchema = z
  .strictObject({
    terms_accepted: z.boolean(),
    privacy_policy_accepted: z.boolean(),
    /** The versions the director was shown; the current ones are recorded, and a mismatch is a 409. */
    terms_version: z.optional(version),
    privacy_policy_version: z.optional(version),
  })
  .check(
    z.refine((v) => v.terms_accepted || v.privacy_policy_accepted, {
      message: 'Accept the Terms and Conditions or the Privacy Policy',
    }),
  );
export type AcceptTermsInput = z.infer<typeof acceptTermsSchema>;

export const teachingLevels = [
  'elementary',
  'middle_school',
  'high_school',
  'college',
  'community',
  'private_studio',
  'other',
] as const;

/** GET/PATCH /users/me/signup-preferences: what a director told us at sign-up. */
export const signupPreferencesSchema = z.strictObject({
  teaching_level: z.optional(z.nullable(z.enum(teachingLevels))),
  primary_ensemble_type: z.optional(
    z.nullable(z.string().check(z.trim(), z.maxLength(60), printable('line', 'Primary ensemble type'))),
  ),
  referral_source: z.optional(
    z.nullable(z.string().check(z.trim(), z.maxLength(200), printable('line', 'How you heard of Podium'))),
  ),
  newsletter_opt_in: z.optional(z.boolean()),
});
export type SignupPreferences = z.infer<typeof signupPreferencesSchema>;

export const checkoutSchema = z.strictObject({
  plan: z._default(z.enum(['monthly', 'yearly']), 'yearly'),
});
export interface CheckoutResult {
  status: 'active' | 'pending';
  /** Where to send the browser to pay; absent when the subscription is already active. */
  redirect_url: string | null;
  has_subscription: boolean;
}
