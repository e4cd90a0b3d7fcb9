import useSWRMutation from 'swr/mutation';
import type { UserProfile } from '@app/shared/contracts/users';
import {
  PROFILE_PICTURE_INVALID_TYPE,
  PROFILE_PICTURE_MAX_BYTES,
  PROFILE_PICTURE_TOO_LARGE,
  PROFILE_PICTURE_TYPES,
} from '@app/shared/domain/account';
import { call } from '../../../lib/api-client';
import { meKey } from '../../../lib/me';

/** The same checks the server makes, before anything is sent. */
export function checkPicture(file: File): string | undefined {
  if (!(PROFILE_PICTURE_TYPES as readonly string[]).includes(file.type)) return PROFILE_PICTURE_INVALID_TYPE;
  if (file.size > PROFILE_PICTURE_MAX_BYTES) return PROFILE_PICTURE_TOO_LARGE;
  return undefined;
}

export function uploadProfilePicture(file: File): Promise<UserProfile> {
  const form = new FormData();
  form.append('file', file, file.name);
  return call('POST /api/users/me/profile-picture', { body: form });
}

/** POST /users/me/profile-picture; the profile it answers with becomes the cached profile. */
export const useUploadProfilePicture = () =>
  useSWRMutation<UserProfile, Error, string, File>(meKey, (_key, { arg }) => uploadProfilePicture(arg), {
    populateCache: true,
    revalidate: false,
  });
