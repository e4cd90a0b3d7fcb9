import useSWRMutation from 'swr/mutation';
import type { UserProfile } from '@app/shared/contracts/users';
import { api } from '../../../lib/api-client';
import { meKey } from '../../../lib/me';

export const deleteProfilePicture = () => api.delete<UserProfile>('/users/me/profile-picture');

/** DELETE /users/me/profile-picture; the profile it answers with becomes the cached profile. */
export const useDeleteProfilePicture = () =>
  useSWRMutation<UserProfile, Error, string>(meKey, () => deleteProfilePicture(), {
    populateCache: true,
    revalidate: false,
  });
