import useSWR from 'swr';
import { call, pathOf } from './api-client';

/**
 * The signed-in director's session profile (GET /api/users/me). One swr key for the whole app:
 * the layout, the account flow and every feature that changes the profile (update, picture,
 * terms, checkout) read or refresh it through this key.
 */
export const meKey = pathOf('GET /api/users/me');

export const getMe = () => call('GET /api/users/me');

/** The signed-in director's profile; pass `enabled: false` while signed out. */
export const useMe = (enabled = true) => useSWR(enabled ? meKey : null, getMe);
