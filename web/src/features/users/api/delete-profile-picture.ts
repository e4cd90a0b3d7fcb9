import useSWRMutation from 'swr/mutation';
import type { UserProfile } from '@app/shared/contracts/users';
import { call } from '../../../lib/api-client';
import { meKey } from '../../../lib/me';

export const deleteProfilePicture = () => call('DELETE /api/users/me/profile-picture');

/** DELETE /users/me/profile-picture; the profile it answers with becomes the cached profile. */
export const useDeleteProfilePicture = () =>
  useSWRMutation<UserProfile, Error, string>(meKey, () => deleteProfilePicture(), {
    populateCache: true,
    revalidate: false,
  });
