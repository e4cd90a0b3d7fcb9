import type {
  AcceptTermsInput,
  SignupPreferences,
  TermsStatus,
  UpdateProfileInput,
  UserProfile,
} from '@app/shared/contracts/users';
import { PROFILE_PICTURE_INVALID_TYPE } from '@app/shared/domain/account';
import { config } from '../lib/config';
import { ConflictError, ValidationError } from '../lib/errors';
import { logger } from '../lib/observability';
import { newId } from '../lib/ids';
import type { Caller } from '../lib/caller';
import type { UploadedFile } from '../lib/multipart';
import { accountOf } from './account-middleware';
import { detectPictureType } from './image-type';
import { rotationYearsOf } from './rotation';
import { deletePicture, pictureKey, pictureUrl, putPicture } from './picture-store';
import { updateUser, type UserRecord } from './repository';
import { staleAcceptance, termsStatusOf, type PolicyVersions } from './terms';

async function toProfile(user: UserRecord): Promise<UserProfile> {
  return {
    id: user.sub,
    email: user.email,
    name: user.name,
    school_name: user.school_name,
    state: user.state,
    country: user.country,
    rotation_years: rotationYearsOf(user),
    has_subscription: user.has_subscription,
    terms_accepted: user.terms_accepted,
    privacy_policy_accepted: user.privacy_policy_accepted,
    terms_version: user.terms_version,
    privacy_policy_version: user.privacy_policy_version,
    profile_picture_url: user.profile_picture_key ? await readablePictureUrl(user.profile_picture_key) : null,
    is_active: user.is_active,
  };
}

/**
 * The picture's URL, or none when its key cannot be served (one stored before keys were a hash of the
 * sub, for a sub such as ".."): the profile still reads, and a new upload replaces the picture.
 */
const readablePictureUrl = (key: string) =>
  pictureUrl(key).catch((error: unknown) => {
    logger.warn('profile picture key cannot be served', { error });
    return null;
  });

/** The caller's profile (the account the account middleware loaded for this request). */
export const getProfile = (caller: Caller): Promise<UserProfile> => toProfile(accountOf(caller));

export async function updateProfile(caller: Caller, input: UpdateProfileInput): Promise<UserProfile> {
  // empty strings clear a field, as the browser sends '' for an emptied input
  const blankToNull = (v: string | null | undefined) => (v === undefined ? undefined : v?.trim() ? v.trim() : null);
  const updated = await updateUser(caller.sub, {
    name: blankToNull(input.name),
    school_name: blankToNull(input.school_name),
    state: blankToNull(input.state),
    country: blankToNull(input.country),
    rotation_years: input.rotation_years,
  });
  return toProfile(updated);
}

/** The versions in force: the configuration (1.0 by default). */
export const currentPolicies = (): PolicyVersions => ({
  terms: config.TERMS_VERSION,
  privacy: config.PRIVACY_POLICY_VERSION,
});

/** GET terms-status: for the current versions, or for the versions the caller names. */
export function termsStatus(caller: Caller, asked: Partial<PolicyVersions> = {}): TermsStatus {
  return termsStatusFor(accountOf(caller), asked);
}

function termsStatusFor(user: UserRecord, asked: Partial<PolicyVersions> = {}): TermsStatus {
  const current = currentPolicies();
  return termsStatusOf(
    user,
    { terms: asked.terms ?? current.terms, privacy: asked.privacy ?? current.privacy },
    config.TERMS_ACCEPTANCE_REQUIRED,
  );
}

/**
 * Records the current versions of what was ticked; an agreement not ticked keeps its earlier
 * acceptance. Versions the browser sends are those it showed: if they are no longer current, 409.
 */
export async function acceptTerms(caller: Caller, input: AcceptTermsInput): Promise<TermsStatus> {
  const current = currentPolicies();
  const ticked = { terms: input.terms_accepted, privacy: input.privacy_policy_accepted };
  const stale = staleAcceptance(ticked, { terms: input.terms_version, privacy: input.privacy_policy_version }, current);
  if (stale)
    throw new ConflictError(stale, { current_terms_version: current.terms, current_privacy_version: current.privacy });
  const updated = await updateUser(caller.sub, {
    ...(ticked.terms ? { terms_accepted: true, terms_version: current.terms } : {}),
    ...(ticked.privacy ? { privacy_policy_accepted: true, privacy_policy_version: current.privacy } : {}),
    terms_accepted_at: new Date().toISOString(),
  });
  return termsStatusFor(updated);
}

export const signupPreferences = (caller: Caller): SignupPreferences => accountOf(caller).signup_preferences ?? {};

export async function updateSignupPreferences(caller: Caller, input: SignupPreferences): Promise<SignupPreferences> {
  const merged = { ...accountOf(caller).signup_preferences, ...input };
  const updated = await updateUser(caller.sub, { signup_preferences: merged });
  return updated.signup_preferences;
}

/** Stores a new picture, judged by its bytes (not its name or declared type), and drops the old one. */
export async function replaceProfilePicture(caller: Caller, file: UploadedFile): Promise<UserProfile> {
  const user = accountOf(caller);
  const mime = detectPictureType(file.data);
  if (!mime) throw new ValidationError(PROFILE_PICTURE_INVALID_TYPE);
  const key = pictureKey(user.sub, newId(), mime);
  await putPicture(key, file.data, mime);
  const updated = await updateUser(user.sub, { profile_picture_key: key });
  if (user.profile_picture_key)
    await deletePicture(user.profile_picture_key).catch((error: unknown) =>
      logger.warn('old profile picture kept', { error: error as Error }),
    );
  return toProfile(updated);
}

export async function removeProfilePicture(caller: Caller): Promise<UserProfile> {
  const user = accountOf(caller);
  const updated = await updateUser(user.sub, { profile_picture_key: null });
  if (user.profile_picture_key) await deletePicture(user.profile_picture_key);
  return toProfile(updated);
}
