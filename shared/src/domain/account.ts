/**
 * Account rules (profile completeness, policy versions, profile pictures) used by the browser and
 * the functions. Kept free of zod so the signed-in shell of the web app can import them without the
 * schema library.
 */
export interface ProfileCompleteness {
  name: string | null;
  school_name: string | null;
  state: string | null;
  country: string | null;
}

/** The profile is complete when name, school, state and country are all filled. */
export const isProfileComplete = (p: ProfileCompleteness): boolean =>
  [p.name, p.school_name, p.state, p.country].every((v) => typeof v === 'string' && v.trim() !== '');

/** Terms and privacy version asked for when none is given. */
export const DEFAULT_POLICY_VERSION = '1.0';

/** Profile-picture rules; the messages word for word as the product's texts require. */
export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const PROFILE_PICTURE_TOO_LARGE = 'File too large. Maximum size is 5MB.';
export const PROFILE_PICTURE_INVALID_TYPE = 'Invalid file type. Only JPEG, PNG, GIF, and WebP are allowed.';

/**
 * The site path pictures are served under, with the security headers (CloudFront in AWS, the
 * local server locally), and the key prefix of the pictures bucket: `/profile-pictures/<sub>/<id>.png`.
 */
export const PROFILE_PICTURES_PATH = '/profile-pictures/';
