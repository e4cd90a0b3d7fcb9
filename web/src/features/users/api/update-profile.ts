import { mutate } from 'swr';
import type { UpdateProfileInput, UserProfile } from '@app/shared/contracts/users';
import { api } from '../../../lib/api-client';
import { meKey } from '../../../lib/me';

export async function updateProfile(input: UpdateProfileInput): Promise<UserProfile> {
  const profile = await api.patch<UserProfile>(meKey, input);
  await mutate(meKey, profile, { revalidate: false });
  return profile;
}
