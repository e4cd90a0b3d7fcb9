import useSWR from 'swr';
import type { UserProfile } from '@app/shared/contracts/users';
import { api } from '../../../lib/api-client';

export const meKey = '/users/me';

export const getMe = () => api.get<UserProfile>(meKey);

/** The signed-in director's profile; pass `enabled: false` while signed out. */
export const useMe = (enabled = true) => useSWR<UserProfile>(enabled ? meKey : null, getMe);
