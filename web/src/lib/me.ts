import useSWR from 'swr';
import type { UserProfile } from '@app/shared/contracts/users';
import { api } from './api-client';

/**
 * The signed-in director's session profile (GET /api/users/me). One swr key for the whole app:
 * the layout, the account flow and every feature that changes the profile (update, picture,
 * terms, checkout) read or refresh it through this key.
 */
export const meKey = '/users/me';

export const getMe = () => api.get<UserProfile>(meKey);

/** The signed-in director's profile; pass `enabled: false` while signed out. */
export const useMe = (enabled = true) => useSWR<UserProfile>(enabled ? meKey : null, getMe);
