import { mutate } from 'swr';
import type { UserProfile } from '@app/shared/contracts/users';
import { api } from '../../../lib/api-client';
import { meKey } from '../../../lib/me';

export async function deleteProfilePicture(): Promise<UserProfile> {
  const profile = await api.delete<UserProfile>('/users/me/profile-picture');
  await mutate(meKey, profile, { revalidate: false });
  return profile;
}
