import { useCallback } from 'react';
import useSWRMutation from 'swr/mutation';
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
 * PATCH /users/me with pending (`isMutating`) and `error` state.
 *
 * How optimistic data is used with swr mutations in this app:
 * - Here (the profile): `optimisticData` puts the typed values in the `/users/me` cache at once
 *   (top bar, profile page), the server's answer then replaces them (`populateCache`), and a
 *   failure rolls the cache back (`rollbackOnError`, the default) while the form keeps what was
 *   typed in its own state, beside the error.
 * - Where the local state is kept on failure (the program builder: a failed change of a piece's
 *   ensemble, or a failed reorder, is only logged and the local order is kept): trigger with the
 *   new order as `optimisticData` and `rollbackOnError: false`, `revalidate: false`, and catch
 *   the error to log it instead of showing it.
 */
export function useUpdateProfile() {
  const mutation = useSWRMutation<UserProfile, Error, string, UpdateProfileInput>(
    meKey,
    (_key, { arg }) => updateProfile(arg),
    { populateCache: true, revalidate: false },
  );
  const { trigger: send } = mutation;
  const trigger = useCallback(
    (input: UpdateProfileInput) =>
      send<UserProfile | undefined>(input, { optimisticData: (current) => optimisticProfile(current, input) }),
    [send],
  );
  return { trigger, reset: mutation.reset, isMutating: mutation.isMutating, error: mutation.error };
}
