import type { ScopedMutator } from 'swr';
import type { UpdateProfileInput, UserProfile } from '@app/shared/contracts/users';
import { isProfileComplete } from '@app/shared/domain/account';
import { call } from '../../../lib/api-client';
import { meKey } from '../../../lib/me';

export const updateProfile = (body: UpdateProfileInput) => call('PATCH /api/users/me', { body });

/**
 * What the director typed, shown at once while the server saves it, unless it would move the
 * account flow: a new director goes on to /payment on the saved profile, not on a guess.
 */
const optimisticProfile = (current: UserProfile | undefined, input: UpdateProfileInput) => {
  if (!current) return current;
  const next = { ...current, ...input };
  return isProfileComplete(next) === isProfileComplete(current) ? next : current;
};

/**
 * PATCH /users/me, shown at once: the typed values go into the `/users/me` cache (top bar,
 * profile page) while the server saves them, its answer then replaces them, and a failure puts
 * the cached profile back and rejects (the form keeps what was typed, beside the error).
 */
export async function saveProfile(mutate: ScopedMutator, input: UpdateProfileInput): Promise<UserProfile> {
  const saved = updateProfile(input);
  await mutate<UserProfile | undefined>(meKey, saved, {
    optimisticData: (current) => optimisticProfile(current, input),
    revalidate: false,
  });
  return saved;
}
