import * as z from 'zod';
import { printable, type TextKind } from './text';

const profileText = (max: number, label: string, kind: TextKind = 'line') =>
  z.string().trim().max(max).check(printable(kind, label)).nullable();

/** PATCH /users/me: the profile fields a director edits. */
export const updateProfileSchema = z.strictObject({
  name: profileText(120, 'Name', 'name').optional(),
  school_name: profileText(200, 'School name').optional(),
  state: profileText(100, 'State').optional(),
  country: profileText(100, 'Country').optional(),
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

export interface UserProfile {
  id: string;
  email: string | null;
  name: string | null;
  school_name: string | null;
  state: string | null;
  country: string | null;
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
  .trim()
  .min(1)
  .max(20)
  .regex(/^[\w.-]+$/, 'Versions look like 1.0');

/**
 * GET /users/me/terms-status. Without versions the server answers for the current ones (its
 * configuration; 1.0 by default); with them, for the versions named.
 */
export const termsStatusQuerySchema = z.object({
  terms_version: version.optional(),
  privacy_version: version.optional(),
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
    terms_version: version.optional(),
    privacy_policy_version: version.optional(),
  })
  .refine((v) => v.terms_accepted || v.privacy_policy_accepted, {
    message: 'Accept the Terms and Conditions or the Privacy Policy',
  });
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
  teaching_level: z.enum(teachingLevels).nullable().optional(),
  primary_ensemble_type: z
    .string()
    .trim()
    .max(60)
    .check(printable('line', 'Primary ensemble type'))
    .nullable()
    .optional(),
  referral_source: z.string().trim().max(200).check(printable('line', 'How you heard of Podium')).nullable().optional(),
  newsletter_opt_in: z.boolean().optional(),
});
export type SignupPreferences = z.infer<typeof signupPreferencesSchema>;

export const checkoutSchema = z.strictObject({
  plan: z.enum(['monthly', 'yearly']).default('yearly'),
});
export interface CheckoutResult {
  status: 'active' | 'pending';
  /** Where to send the browser to pay; absent when the subscription is already active. */
  redirect_url: string | null;
  has_subscription: boolean;
}
