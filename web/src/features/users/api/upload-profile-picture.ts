import type { UserProfile } from '@app/shared/contracts/users';
import {
  PROFILE_PICTURE_INVALID_TYPE,
  PROFILE_PICTURE_MAX_BYTES,
  PROFILE_PICTURE_TOO_LARGE,
  PROFILE_PICTURE_TYPES,
} from '@app/shared/domain/account';
import { call } from '../../../lib/api-client';

/** The same checks the server makes, before anything is sent. */
export function checkPicture(file: File): string | undefined {
  if (!(PROFILE_PICTURE_TYPES as readonly string[]).includes(file.type)) return PROFILE_PICTURE_INVALID_TYPE;
  if (file.size > PROFILE_PICTURE_MAX_BYTES) return PROFILE_PICTURE_TOO_LARGE;
  return undefined;
}

/** POST /users/me/profile-picture; it answers with the profile, which the caller caches. */
export function uploadProfilePicture(file: File): Promise<UserProfile> {
  const form = new FormData();
  form.append('file', file, file.name);
  return call('POST /api/users/me/profile-picture', { body: form });
}
